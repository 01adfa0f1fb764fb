import { fadRoute, type CourseCard, type CourseSearchAnswer, type CourseSearchBody } from '@club/contracts';
import { ClubDataSource } from '@club/subgraph-kit';

/** A course card of POST /FAD/Corsi: the fad contract's, the one definition the fad subgraph uses too. */
export type UpstreamCourseCard = CourseCard;

/**
 * The fad family's course search, called directly by the header search and the search page (the
 * 'Corsi di Formazione ECM' group) so every group costs one upstream round trip. The answer is
 * parsed with the fad contract: a malformed one fails that group alone (BAD_PAYLOAD). The search is
 * asked as a visitor for every caller (the results use no enrolment field), so it is shared (shared-reads).
 */
export class FadSearchApi extends ClubDataSource {
  protected readonly family = 'fad';

  searchCourses(search: string, limit: number, page: number): Promise<CourseSearchAnswer> {
    const body: CourseSearchBody = { search, limit, page, filters: {} };
    // The search's course results use the card's public fields only (the Course entity the fad
    // subgraph resolves carries the member's status): asked as a visitor, the answer is shared by
    // every caller searching the same text (shared-reads.ts) instead of one upstream call per member.
    return this.callAsVisitor(fadRoute.searchCourses, { body });
  }
}
