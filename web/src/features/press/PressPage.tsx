import { useQuery } from '@apollo/client/react';
import { PRESS_USE_WITHOUT_WALLET } from '@club/policy';
import { useState } from 'react';
import { UpgradeModal } from '../../components/content/UpgradeModals';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { ButtonLink } from '../../components/ui/Button';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useViewer } from '../../lib/viewer';
import { PressNewsletter } from './PressNewsletter';
import { PressSearch } from './PressSearch';
import { PRESS_TEXT } from './pressText';
import './press.css';

const PressPageQuery = graphql(`
  query PressPage {
    viewer {
      press {
        header {
          variant
          label
          href
        }
        canSearch
      }
    }
  }
`);

/**
 * Spec 3 §2 /servizi/pubmed, World Scientific Press: the header by subscription (decided on the
 * server), the claims, the search form and the newsletter card. Everyone sees both; only the pubmed
 * wallet makes them work (spec 3 §6): without it, using either opens the upgrade modal for the
 * service (`PRESS_USE_WITHOUT_WALLET`), and the server refuses the calls anyway (FORBIDDEN).
 */
export function PressPage() {
  useDocumentTitle(PRESS_TEXT.title);
  const { data } = useQuery(PressPageQuery, { errorPolicy: 'all' });
  const press = data?.viewer.press;
  const { viewer } = useViewer();
  const [upsell, setUpsell] = useState(false);
  /** A use without the wallet: true when the page answered it (the upgrade modal), false to let the block show its failure. */
  const onLocked = () => {
    if (PRESS_USE_WITHOUT_WALLET !== 'UPGRADE_MODAL') return false;
    setUpsell(true);
    return true;
  };

  return (
    <div className="container page press">
      <Breadcrumbs items={[{ label: 'Home', to: paths.home }, { label: 'Servizi', to: paths.services }, { label: PRESS_TEXT.title }]} />
      <header className="press__header">
        <div>
          <h1>{PRESS_TEXT.title}</h1>
          <p className="press__intro">{PRESS_TEXT.intro}</p>
          <ul className="press__claims">
            {PRESS_TEXT.claims.map((claim) => (
              <li key={claim}>{claim}</li>
            ))}
          </ul>
        </div>
        {press ? (
          <div className="press__cta" data-variant={press.header.variant}>
            {press.header.href ? (
              <ButtonLink to={press.header.href}>{press.header.label}</ButtonLink>
            ) : (
              <p className="press__included">{press.header.label}</p>
            )}
          </div>
        ) : null}
      </header>
      {press ? (
        <div className="press__body">
          <PressSearch locked={!press.canSearch} onLocked={onLocked} />
          <PressNewsletter locked={!press.canSearch} onLocked={onLocked} />
        </div>
      ) : null}
      <UpgradeModal open={upsell} service={PRESS_TEXT.title} visitor={!viewer || viewer.flags.isSuspect} onClose={() => setUpsell(false)} />
    </div>
  );
}
