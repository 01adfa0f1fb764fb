import { useMemo, useState, useSyncExternalStore } from 'react';
import { getFragmentData, graphql, type FragmentType } from '../../gql';
import { SmartLink } from '../../components/ui/SmartLink';
import { dismissedFrom, rememberDismissed, storedDismissals } from './topBarDismissals';

export const TopBar_QueryFragment = graphql(`
  fragment TopBar_query on Query {
    topBar {
      id
      message
      link
      linkLabel
    }
  }
`);

/** Spec 1 §4: blue, warning or danger by subscription type (the server picks; unknown values fall back to blue). */
function colourClass(colour: string | undefined): string {
  return colour === 'warning' || colour === 'danger' ? `top-bar--${colour}` : 'top-bar--blue';
}

/**
 * Top bar of dismissible messages (spec 1 §2). One message shows at a time; closing it reveals
 * the next, and a closed message stays closed for the session. While `loading`, an empty bar keeps
 * its place, aria-busy (an in-page jump keeps its section aligned until the bar is drawn).
 */
const noChanges = () => () => undefined;

export function TopBar({ query, colour, loading = false }: { query: FragmentType<typeof TopBar_QueryFragment> | undefined; colour: string | undefined; loading?: boolean }) {
  const data = getFragmentData(TopBar_QueryFragment, query);
  // What this tab closed before (none on the server, and while hydrating its markup: React then renders with the tab's), and now.
  const stored = useSyncExternalStore(noChanges, storedDismissals, () => null);
  const [closedNow, setDismissed] = useState<string[]>([]);
  const dismissed = useMemo(() => [...dismissedFrom(stored), ...closedNow], [stored, closedNow]);
  const message = data?.topBar?.find((item) => !dismissed.includes(item.id));
  // While the messages load, their space is kept (layout shift); nothing to read there.
  if (!message) return loading && !data ? <div className="top-bar--pending" aria-hidden="true" aria-busy="true" /> : null;

  return (
    <section className={`top-bar ${colourClass(colour)}`} aria-label="Avvisi">
      <div className="container top-bar__inner">
        <p className="top-bar__message">
          {message.message}
          {message.link && (
            <>
              {' '}
              <SmartLink href={message.link} className="top-bar__link">
                {message.linkLabel ?? 'Scopri di più'}
              </SmartLink>
            </>
          )}
        </p>
        <button type="button" className="top-bar__close" aria-label="Chiudi" onClick={() => setDismissed(rememberDismissed(message.id))}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
    </section>
  );
}
