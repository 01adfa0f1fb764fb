import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { LazySection } from '../../components/LazySection';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { Carousel } from '../../components/ui/Carousel';
import { graphql } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { TRACKING } from '../../lib/trackingTable';
import { LoyaltyBalanceCard } from './LoyaltyBalanceCard';
import { LOYALTY_TEXT } from './loyaltyText';
import { RewardsTeaser } from './RewardsTeaser';
import './loyalty.css';

const LoyaltyPageQuery = graphql(`
  query LoyaltyPage {
    loyaltyState
    loyaltyProgramme {
      howItWorks {
        title
        steps {
          title
          body
        }
        paragraph
        cta {
          label
          href
          eventCode
        }
      }
      missions {
        id
        title
        body
        pointsLabel
        icon
      }
      points {
        intro
        regulationUrl
        items {
          id
          title
          pointsLabel
        }
      }
      brands {
        id
        name
        logoUrl
        url
      }
      advantages {
        title
        items {
          title
          body
        }
      }
    }
  }
`);

const MISSION_ICONS: Record<string, string> = { chat: '💬', user: '👤', document: '📄' };

/**
 * /programma-fedelta-premiati (spec 3 §2 'Loyalty blocks', §4 'Loyalty state'): how it works, missions,
 * points list, top brands, advantages and the rewards teaser; a loyalty member also gets the balance card,
 * and an ex-premium member whose loyalty service has Stato 0 or 2 the alternative block instead of the
 * teaser and the balance. The server decides the state; a failing programme service hides its blocks.
 */
export function LoyaltyPage() {
  useDocumentTitle(LOYALTY_TEXT.pageTitle);
  const { data, loading } = useQuery(LoyaltyPageQuery, { errorPolicy: 'all' });
  const state = data?.loyaltyState;
  const programme = data?.loyaltyProgramme;

  return (
    <div className="container loyalty-page">
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: LOYALTY_TEXT.pageTitle }]} />
      <h1>{LOYALTY_TEXT.pageTitle}</h1>

      {state === 'MEMBER' && <LoyaltyBalanceCard />}
      {state === 'ALTERNATIVE' && (
        <section className="loyalty-alternative" aria-labelledby="loyalty-alternative-title">
          <h2 id="loyalty-alternative-title">{LOYALTY_TEXT.notActive}</h2>
          <Link className="btn btn--primary" to="/upgrade">
            {LOYALTY_TEXT.renew}
          </Link>
        </section>
      )}

      {programme && (
        <>
          <section className="loyalty-how" aria-labelledby="loyalty-how-title">
            <h2 id="loyalty-how-title">{programme.howItWorks.title}</h2>
            <Carousel
              label={programme.howItWorks.title}
              items={programme.howItWorks.steps}
              perView={{ mobile: 1, desktop: 4 }}
              itemKey={(step) => step.title}
              renderItem={(step) => (
                <article className="loyalty-step">
                  <h3>{step.title}</h3>
                  <p>{step.body}</p>
                </article>
              )}
            />
            {programme.howItWorks.paragraph && <p>{programme.howItWorks.paragraph}</p>}
            {programme.howItWorks.cta && (
              <Link className="btn btn--primary" to={programme.howItWorks.cta.href} data-tracking-code={programme.howItWorks.cta.eventCode ?? TRACKING.cmsLoyaltyCta.code}>
                {programme.howItWorks.cta.label}
              </Link>
            )}
          </section>

          <section className="loyalty-missions" aria-labelledby="loyalty-missions-title">
            <h2 id="loyalty-missions-title">Le missioni</h2>
            <ul className="loyalty-missions__grid">
              {programme.missions.map((m) => (
                <li key={m.id} className="loyalty-mission">
                  <span className="loyalty-badge">{m.pointsLabel}</span>
                  {m.icon && MISSION_ICONS[m.icon] && (
                    <span className="loyalty-mission__icon" aria-hidden="true">
                      {MISSION_ICONS[m.icon]}
                    </span>
                  )}
                  <h3>{m.title}</h3>
                  <p>{m.body}</p>
                </li>
              ))}
            </ul>
          </section>

          <section className="loyalty-points" aria-labelledby="loyalty-points-title">
            <h2 id="loyalty-points-title">Come guadagnare punti</h2>
            {programme.points.intro && <p>{programme.points.intro}</p>}
            <ul className="loyalty-points__grid">
              {programme.points.items.map((p) => (
                <li key={p.id} className="loyalty-points__card">
                  <span className="loyalty-badge">{p.pointsLabel}</span>
                  <span>{p.title}</span>
                </li>
              ))}
            </ul>
            {programme.points.regulationUrl && (
              <a className="btn btn--outline" href={programme.points.regulationUrl} target="_blank" rel="noopener noreferrer">
                {LOYALTY_TEXT.regulation}
                <span className="visually-hidden"> (si apre in una nuova finestra)</span>
              </a>
            )}
          </section>

          {programme.brands.length > 0 && (
            <section className="loyalty-brands" aria-labelledby="loyalty-brands-title">
              <h2 id="loyalty-brands-title">I marchi del catalogo</h2>
              <Carousel
                label="I marchi del catalogo"
                items={programme.brands}
                perView={{ mobile: 1, desktop: 6 }}
                itemKey={(b) => b.id}
                renderItem={(b) => {
                  const logo = <img src={b.logoUrl} alt={b.name} width={160} height={80} loading="lazy" />;
                  return b.url ? (
                    <a href={b.url} target="_blank" rel="noopener noreferrer">
                      {logo}
                      <span className="visually-hidden"> (si apre in una nuova finestra)</span>
                    </a>
                  ) : (
                    logo
                  );
                }}
              />
            </section>
          )}

          <section className="loyalty-advantages" aria-labelledby="loyalty-advantages-title">
            <h2 id="loyalty-advantages-title">{programme.advantages.title}</h2>
            <ul className="loyalty-advantages__grid">
              {programme.advantages.items.map((a) => (
                <li key={a.title}>
                  <h3>{a.title}</h3>
                  <p>{a.body}</p>
                </li>
              ))}
            </ul>
          </section>
        </>
      )}

      {/* Spec 3 §4: the teaser fetches once, when first scrolled into view. Its section is placed only once the
          programme's blocks above it are laid out: placed earlier, on a page still empty, it would be in view
          at once and load although it ends up far below the fold. */}
      {!loading && state !== 'ALTERNATIVE' && (
        <LazySection label="rewards-teaser" minHeight={{ base: 1400, md: 760, lg: 520 }} errorMessage="Il catalogo premi non è disponibile.">
          <RewardsTeaser />
        </LazySection>
      )}
    </div>
  );
}
