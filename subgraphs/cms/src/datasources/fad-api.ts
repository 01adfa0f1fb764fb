import { ClubDataSource, type SharedReadPolicy } from '@club/subgraph-kit';

/** A course card of POST /FAD/Corsi, as far as search results need it. */
export interface UpstreamCourseCard {
  id: number | string;
  title: string;
  description: string | null;
  linkUrl: string;
  image: string | null;
  imgUrl?: string | null;
}

/**
 * The fad family's course search, called directly by the header search and the search page (the
 * 'Corsi di Formazione ECM' group) so every group costs one upstream round trip.
 */
export class FadSearchApi extends ClubDataSource {
  protected readonly family = 'fad';
  /** Course cards carry the caller's enrolment: shared only between visitors' calls (see shared-reads). */
  protected override sharedReadPolicy(): SharedReadPolicy {
    return { visitors: [/^POST FAD\/Corsi$/] };
  }

  searchCourses(search: string, limit: number, page: number): Promise<{ resultList: UpstreamCourseCard[]; totale: number }> {
    return this.post('FAD/Corsi', { body: { search, limit, page, filters: {} } });
  }
}
