import {
  courseAccessAnswer,
  DEFAULT_COURSE_ACCESS_TYPE,
  fadRoute,
  type AnswerOf,
  type CertificateAnswer,
  type CourseCard,
  type CourseSearchAnswer,
  type CourseSearchBody,
  type CourseStatusAnswer,
  type CourseStatusCode,
  type FadNamedItem,
  type LearningSearchAnswer,
  type LearningSearchBody,
  type RouteContract,
  type SuggestedCoursesAnswer,
  type TrainingAnswer,
  type TrainingSummaryAnswer,
  type VideoClipAnswer,
} from '@club/contracts';
import { ClubDataSource, idempotencyHeaders, nullOn404, parseUpstream, type ClubDataSourceOptions, type SharedReadPolicy } from '@club/subgraph-kit';
import DataLoader from 'dataloader';

/** Which learning-item search to call. */
export type LearningSearchKind = 'EBOOK' | 'TRAINING_FILM';

const LEARNING_SEARCHES = { EBOOK: fadRoute.ebookSearch, TRAINING_FILM: fadRoute.trainingFilmSearch } as const;

/** Most ids POST /FAD/Corsi/PerId takes in one call. */
const MAX_IDS_PER_CALL = 100;
/** Shape of a course id (a positive integer within Postgres int range). */
const COURSE_ID = /^[1-9]\d{0,8}$/;

/** True when the id can name a course (resolvers answer NOT_FOUND for any other without calling upstream). */
export function isCourseId(id: string): boolean {
  return COURSE_ID.test(id);
}

/**
 * FAD calls that may be shared between requests (see shared-reads): series, teaching models, video
 * clips and the ebook/film listings are the same for everyone; course cards carry the caller's
 * enrolment, so they are shared only between visitors' (token-less) calls. Starting a course
 * changes only that member's cards.
 */
export const FAD_SHARED_READS: SharedReadPolicy = {
  everyone: [/^POST FAD\/(Collane|ModelliDidattici)$/, /^GET graphql\/videoclip$/, /^POST CMS\/Search\/(Ebook|TrainingFilm)BodyContent\/Ungrouped$/],
  visitors: [/^POST FAD\/Corsi(\/PerId)?$/, /^GET FAD\/Corsi\/slug\/[^/]+$/, /^POST CMS\/Search\/CorsiSuggeriti$/],
  memberOnlyWrites: [/^POST FAD\/Utente\/AutoLogin(\/.*)?$/],
};

/**
 * What a route answered, parsed with its contract (@club/contracts): a payload that does not match
 * fails the fields that need it with BAD_PAYLOAD and the path called, never a silently wrong field.
 */
function answerOf<R extends RouteContract>(route: R, path: string, payload: unknown): AnswerOf<R> {
  return parseUpstream<R['response']>(route.response, payload, path);
}

/**
 * Client of the FAD upstream family. Course lookups by id go through a per-request DataLoader,
 * so any number of Course references in one operation cost one upstream call per 100 ids.
 */
export class FadApi extends ClubDataSource {
  protected readonly family = 'fad';
  private readonly courseLoader: DataLoader<string, CourseCard | null>;

  constructor(options: ClubDataSourceOptions) {
    super(options);
    this.courseLoader = new DataLoader((ids) => this.fetchCoursesByIds(ids), { maxBatchSize: MAX_IDS_PER_CALL });
  }

  protected override sharedReadPolicy(): SharedReadPolicy {
    return FAD_SHARED_READS;
  }

  async searchCourses(body: CourseSearchBody): Promise<CourseSearchAnswer> {
    return answerOf(fadRoute.searchCourses, 'FAD/Corsi', await this.post<unknown>('FAD/Corsi', { body }));
  }

  async series(): Promise<FadNamedItem[]> {
    return answerOf(fadRoute.series, 'FAD/Collane', await this.post<unknown>('FAD/Collane', { body: {} }));
  }

  async teachingModels(): Promise<FadNamedItem[]> {
    return answerOf(fadRoute.teachingModels, 'FAD/ModelliDidattici', await this.post<unknown>('FAD/ModelliDidattici', { body: {} }));
  }

  /** The published course with this slug, or null (upstream 404). */
  courseBySlug(slug: string): Promise<CourseCard | null> {
    const path = `FAD/Corsi/slug/${encodeURIComponent(slug)}`;
    return nullOn404(this.get<unknown>(path).then((payload) => answerOf(fadRoute.courseBySlug, path, payload)));
  }

  /**
   * Spec 2 §7 GET /FAD/Corsi/{id}: the member's fresh status on one course (course pages, starting a
   * course). Once per request: a course page's viewerStatus and accessDecision share one call.
   */
  courseStatus(id: string): Promise<CourseStatusAnswer> {
    const path = `FAD/Corsi/${encodeURIComponent(id)}`;
    return this.memo.once(path, async () => answerOf(fadRoute.courseStatus, path, await this.get<unknown>(path)));
  }

  async certificate(id: string): Promise<CertificateAnswer> {
    const path = `FAD/Corsi/${encodeURIComponent(id)}/Certificato`;
    return answerOf(fadRoute.certificate, path, await this.get<unknown>(path));
  }

  async training(status: CourseStatusCode, page: number, limit: number): Promise<TrainingAnswer> {
    const path = 'FAD/Corsi/PersonaliTriennio';
    const params = { status: String(status), page: String(page), limit: String(limit) };
    return answerOf(fadRoute.training, path, await this.get<unknown>(path, { params }));
  }

  async trainingSummary(): Promise<TrainingSummaryAnswer> {
    return answerOf(fadRoute.trainingSummary, 'FAD/Corsi/Riepilogo', await this.get<unknown>('FAD/Corsi/Riepilogo'));
  }

  /** The FAD catalogue's single sign-on URL. */
  async catalogueAccessUrl(): Promise<string> {
    const path = 'FAD/Utente/AutoLogin';
    return answerOf(fadRoute.catalogueAccess, path, await this.post<unknown>(path, { body: {} })).accessURL;
  }

  /**
   * The course's single sign-on URL; the provider enrols the member when needed (a write: it takes
   * the mutation's upstream Idempotency-Key, so a retried start gets the first link back).
   */
  async courseAccessUrl(id: string, idempotencyKey?: string): Promise<string> {
    const path = `FAD/Utente/AutoLogin/${encodeURIComponent(id)}/${encodeURIComponent(DEFAULT_COURSE_ACCESS_TYPE)}`;
    const payload = await this.post<unknown>(path, { body: {}, headers: idempotencyHeaders(idempotencyKey) });
    // A course id (never 'cat') gets the course branch of the route's contract.
    return parseUpstream(courseAccessAnswer, payload, path).courseAccessURL;
  }

  async suggestedCourses(limit: number): Promise<SuggestedCoursesAnswer> {
    const path = 'CMS/Search/CorsiSuggeriti';
    return answerOf(fadRoute.suggestedCourses, path, await this.post<unknown>(path, { body: { limit } }));
  }

  /** Newest first ('publishingDate desc', spec 2 §9 default order), with the spec's fallback on. */
  async learningSearch(kind: LearningSearchKind, paging: { rows: number; offset: number; excludeId?: string | null }): Promise<LearningSearchAnswer> {
    const route = LEARNING_SEARCHES[kind];
    const path = route.path.slice(1);
    const body = {
      criteria: { rows: paging.rows, offset: paging.offset, orderCriteria: ['publishingDate desc'], fallback: true },
      exclude: { id: paging.excludeId ?? null },
    } satisfies LearningSearchBody;
    return answerOf(route, path, await this.post<unknown>(path, { body }));
  }

  async videoClips(first: number, after: string | null | undefined): Promise<VideoClipAnswer> {
    const path = 'graphql/videoclip';
    const params = { first: String(first), ...(after ? { after } : {}) };
    return answerOf(fadRoute.videoClips, path, await this.get<unknown>(path, { params }));
  }

  /** A published course by id, or null; batched with the other lookups of the same request. */
  courseById(id: string): Promise<CourseCard | null> {
    return this.courseLoader.load(id);
  }

  private async fetchCoursesByIds(ids: readonly string[]): Promise<(CourseCard | null)[]> {
    // A malformed id can't name a course: answer null for it rather than fail the whole batch.
    const numeric = [...new Set(ids.filter(isCourseId).map(Number))];
    const path = 'FAD/Corsi/PerId';
    const cards = numeric.length ? answerOf(fadRoute.coursesByIds, path, await this.post<unknown>(path, { body: { ids: numeric } })) : [];
    const byId = new Map(cards.map((card) => [String(card.id), card]));
    return ids.map((id) => byId.get(id) ?? null);
  }
}
