import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { ProfessionalCard } from '../../components/cards/ProfessionalCard';
import { Button } from '../../components/ui/Button';
import { graphql } from '../../gql';

const PharmacareProfessionalsQuery = graphql(`
  query PharmacareProfessionals($page: Int!) {
    pharmacareProfessionals(page: $page) {
      id
      ...ProfessionalCard_card
    }
  }
`);

/** Spec 3 §9: professional cards, 4 per page. */
export const PHARMACARE_PAGE_SIZE = 4;
/** Spec 3 §8: what the home-care list logs when the service fails. */
export const PHARMACARE_FAILURE_LOG = 'Errore del servizio /professionallist/professionalcards';

/**
 * Spec 3 §4 home-care professional list: the first page of 4 (mounted by a LazySection, so it loads
 * when the section becomes visible); the 'more' button shows only on page 1 with 4 items and only on
 * desktop (CSS, ≥ 992 px) and loads the next page. Our reading: page 2 is added below page 1 and the
 * button goes (docs/spec-coverage.md). A failure is logged and the list stays empty.
 */
export function PharmacareList() {
  const [page, setPage] = useState(1);
  const { data, error, loading } = useQuery(PharmacareProfessionalsQuery, { variables: { page: 1 }, errorPolicy: 'all' });
  const more = useQuery(PharmacareProfessionalsQuery, { variables: { page: 2 }, skip: page < 2, errorPolicy: 'all' });
  const failed = Boolean(error) || Boolean(more.error);
  useEffect(() => {
    if (failed) console.error(PHARMACARE_FAILURE_LOG);
  }, [failed]);

  const first = data?.pharmacareProfessionals ?? [];
  const cards = page >= 2 ? [...first, ...(more.data?.pharmacareProfessionals ?? [])] : first;
  if (loading && first.length === 0) return <p aria-live="polite">Caricamento dei professionisti…</p>;
  return (
    <div className="pharmacare-list">
      <ul className="pharmacare-list__cards" data-testid="pharmacare-cards">
        {cards.map((card) => (
          <li key={card.id}>
            <ProfessionalCard card={card} headingLevel={3} />
          </li>
        ))}
      </ul>
      {page === 1 && first.length === PHARMACARE_PAGE_SIZE ? (
        <Button variant="outline" className="pharmacare-list__more" onClick={() => setPage(2)}>
          Mostra altri
        </Button>
      ) : null}
    </div>
  );
}
