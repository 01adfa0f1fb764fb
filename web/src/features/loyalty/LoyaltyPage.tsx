import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { LazySection } from '../../components/LazySection';
import { Breadcrumbs } from '../../components/ui/Breadcrumbs';
import { graphql } from '../../gql';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { LoyaltyBalanceCard } from './LoyaltyBalanceCard';
import { LoyaltyProgramme } from './LoyaltyProgramme';
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

      {programme && <LoyaltyProgramme programme={programme} />}

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
