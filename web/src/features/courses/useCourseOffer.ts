import { useQuery } from '@apollo/client/react';
import { graphql } from '../../gql';

export const CourseOfferQuery = graphql(`
  query CourseOffer {
    courseOffer {
      showsHomeTeaser
      catalogueBlock
      showsTrainingAreaLink
    }
  }
`);

/**
 * The viewer's course blocks (home 'Corsi ECM' teaser, 'Vai al Catalogo FAD' or the catalogue link,
 * 'Vai alla tua formazione'), decided by the fad subgraph with the rules it enforces (spec 2 §2, §6).
 * `offer` is undefined while loading or when the service cannot answer.
 */
export function useCourseOffer() {
  const { data, loading } = useQuery(CourseOfferQuery, { errorPolicy: 'all' });
  return { offer: data?.courseOffer ?? undefined, loading: loading && !data };
}
