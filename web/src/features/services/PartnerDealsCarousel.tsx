import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { SmartLink } from '../../components/ui/SmartLink';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { graphql } from '../../gql';
import { LG_QUERY, useMediaQuery } from '../../lib/useMediaQuery';

const PartnerDealsQuery = graphql(`
  query PartnerDeals {
    partnerDeals {
      id
      title
      body
      imageUrl
      href
    }
  }
`);

/** Spec 3 §9: arrows when more than 4 cards; 4 slides on desktop (1 below md, 2 below lg). */
export const DEALS_PER_VIEW_DESKTOP = 4;

export const DEALS_TEXT = {
  title: 'Le convenzioni per te',
  previous: 'Convenzioni precedenti',
  next: 'Convenzioni successive',
  failure: 'Non è stato possibile caricare le convenzioni. Riprova più tardi.',
} as const;

/**
 * Cards per view at the window's width, following its changes: the desktop's where the browser cannot
 * tell, on the server and while hydrating its markup (useMediaQuery's fallback).
 */
function usePerView(): number {
  const desktop = useMediaQuery(LG_QUERY);
  const tablet = useMediaQuery('(min-width: 768px)');
  if (desktop) return DEALS_PER_VIEW_DESKTOP;
  return tablet ? 2 : 1;
}

/**
 * The partner-deals carousel (spec 3 §6, §9): the list of the viewer's type, chosen by the server.
 * Not self-moving; the arrows page by one card and show only when there are more than 4 cards.
 */
export function PartnerDealsCarousel() {
  const { data, loading, error } = useQuery(PartnerDealsQuery, { errorPolicy: 'all' });
  const deals = data?.partnerDeals ?? null;
  const failed = !loading && !deals && !!error;
  useFailureToast(failed, DEALS_TEXT.failure);
  const perView = usePerView();
  const [start, setStart] = useState(0);

  const count = deals?.length ?? 0;
  const arrows = count > DEALS_PER_VIEW_DESKTOP;
  const lastStart = Math.max(0, count - perView);
  const from = Math.min(start, lastStart);
  const visible = arrows ? (deals ?? []).slice(from, from + perView) : (deals ?? []);

  return (
    <section className="deals" aria-roledescription="carosello" aria-labelledby="deals-title">
      <div className="deals__head">
        <h2 id="deals-title">{DEALS_TEXT.title}</h2>
        {arrows && (
          <div className="deals__arrows">
            <button type="button" className="deals__arrow" aria-label={DEALS_TEXT.previous} disabled={from === 0} onClick={() => setStart(Math.max(0, from - 1))}>
              <span aria-hidden="true">‹</span>
            </button>
            <button type="button" className="deals__arrow" aria-label={DEALS_TEXT.next} disabled={from >= lastStart} onClick={() => setStart(Math.min(lastStart, from + 1))}>
              <span aria-hidden="true">›</span>
            </button>
          </div>
        )}
      </div>
      {failed && <p role="alert">{DEALS_TEXT.failure}</p>}
      {deals && (
        <ul className="deals__track" aria-live="polite" style={{ ['--deals-per-view' as string]: String(arrows ? perView : Math.min(perView, Math.max(1, count))) }}>
          {visible.map((d, i) => (
            <li key={d.id} aria-roledescription="slide" aria-label={`${from + i + 1} di ${count}`}>
              <article className="service-card deals__card">
                {d.imageUrl && <img src={d.imageUrl} alt="" loading="lazy" />}
                <h3 className="service-card__title">{d.title}</h3>
                <p>{d.body}</p>
                <SmartLink href={d.href} className="service-card__link" aria-label={`Scopri di più: ${d.title}`}>
                  Scopri di più
                </SmartLink>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
