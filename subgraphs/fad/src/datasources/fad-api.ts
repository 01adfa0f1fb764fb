import { ClubDataSource, idempotencyHeaders, type ClubDataSourceOptions, type SharedReadPolicy } from '@club/subgraph-kit';
import DataLoader from 'dataloader';
import { GraphQLError } from 'graphql';

/** `{ id, name }` lists of POST /FAD/Collane and POST /FAD/ModelliDidattici. */
export interface NamedItem {
  id: number;
  name: string;
}

/**
 * Spec 2 §3 course card as the FAD upstream answers it. The member fields (status … percentageOfCompletion)
 * are present only when the call carried a member's token.
 */
export interface CourseCard {
  id: number;
  courseId: string;
  slug: string;
  isExternal: boolean;
  linkUrl: string | null;
  image: string | null;
  cardHeading: string | null;
  modelloDidattico: NamedItem | null;
  collana: NamedItem | null;
  description: string | null;
  downloadPdfUrl: string | null;
  videoClipUrl: string | null;
  ebookUrl: string | null;
  filmFormazioneUrl: string | null;
  duration: number | null;
  expiryDate: string | null;
  credits: number;
  /** Pipe-separated promo codes. */
  promoCode: string | null;
  groups: string[] | null;
  title: string;
  imgUrl: string | null;
  status?: number | null;
  started?: boolean;
  subscribed?: boolean;
  ended?: boolean;
  score?: number | null;
  percentageOfCompletion?: number | null;
}

/** Body of POST /FAD/Corsi (spec 2 §3 search filter). */
export interface CourseSearchBody {
  search?: string;
  limit: number;
  page: number;
  filters: { collId?: number; didacticModelId?: number; creditsFrom?: number; creditsTo?: number };
}

export interface CourseSearchAnswer {
  resultList: CourseCard[];
  totale: number;
  limit: number;
  page: number;
}

/** GET /FAD/Corsi/{id}: the member's status on the course and its credits. */
export interface CourseStatusAnswer {
  status: number | null;
  credits: number;
}

/** GET /FAD/Corsi/{id}/Certificato. */
export interface CertificateAnswer {
  fileBody: string;
  fileName: string;
  contentType: string;
}

/** GET /FAD/Corsi/PersonaliTriennio. */
export interface TrainingAnswer {
  courses: CourseCard[];
  totalPages: number;
}

/** GET /FAD/Corsi/Riepilogo (the upstream's spelling 'succeded'). */
export interface TrainingSummaryAnswer {
  activeCourses: number;
  succededCourses: number;
  failedCourses: number;
  expiredCourses: number;
}

/** POST /CMS/Search/CorsiSuggeriti. */
export interface SuggestedAnswer {
  top: CourseCard[];
  new: CourseCard[];
  foryou: CourseCard[];
}

/** Spec 2 §3 'E-book and film search doc' (file_url defined by the reference upstream). */
export interface LearningDoc {
  id: string;
  id_course_it: string | null;
  title_it: string;
  collana: string | null;
  credits: number | null;
  abstract: string | null;
  item_path: string;
  endDate: string | null;
  image_url: string | null;
  file_url?: string | null;
}

export interface LearningSearchAnswer {
  docs: LearningDoc[];
  matches: number;
}

/** Which learning-item search to call. */
export type LearningSearchKind = 'EBOOK' | 'TRAINING_FILM';

const LEARNING_SEARCH_PATHS: Record<LearningSearchKind, string> = {
  EBOOK: 'CMS/Search/EbookBodyContent/Ungrouped',
  TRAINING_FILM: 'CMS/Search/TrainingFilmBodyContent/Ungrouped',
};

/** One clip of GET /graphql/videoclip. */
export interface VideoClipResult {
  id: string;
  courseId: string;
  slug: string;
  title: string;
  description: string | null;
  videoUrl: string;
  imageUrl: string | null;
  cursor: string;
}

export interface VideoClipAnswer {
  results: VideoClipResult[];
  pageInfo: { endCursor: string | null; hasNext: boolean };
}

/** Spec 2 §7: the access type of a course AutoLogin. */
const COURSE_ACCESS_TYPE = 'FAD CATALOGO - Corso';

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
 * Client of the FAD upstream family. Course lookups by id go through a per-request DataLoader,
 * so any number of Course references in one operation cost one upstream call per 100 ids.
 */
export class FadApi extends ClubDataSource {
  protected readonly family = 'fad';
  private readonly courseLoader: DataLoader<string, CourseCard | null>;
  private readonly statuses = new Map<string, Promise<CourseStatusAnswer>>();

  constructor(options: ClubDataSourceOptions) {
    super(options);
    this.courseLoader = new DataLoader((ids) => this.fetchCoursesByIds(ids), { maxBatchSize: MAX_IDS_PER_CALL });
  }

  protected override sharedReadPolicy(): SharedReadPolicy {
    return FAD_SHARED_READS;
  }

  searchCourses(body: CourseSearchBody): Promise<CourseSearchAnswer> {
    return this.post<CourseSearchAnswer>('FAD/Corsi', { body });
  }

  series(): Promise<NamedItem[]> {
    return this.post<NamedItem[]>('FAD/Collane', { body: {} });
  }

  teachingModels(): Promise<NamedItem[]> {
    return this.post<NamedItem[]>('FAD/ModelliDidattici', { body: {} });
  }

  /** The published course with this slug, or null (upstream 404). */
  async courseBySlug(slug: string): Promise<CourseCard | null> {
    try {
      return await this.get<CourseCard>(`FAD/Corsi/slug/${encodeURIComponent(slug)}`);
    } catch (err) {
      if (err instanceof GraphQLError && err.extensions.code === 'NOT_FOUND') return null;
      throw err;
    }
  }

  /** Spec 2 §7 GET /FAD/Corsi/{id}: the member's fresh status on one course (course pages, starting a course). */
  courseStatus(id: string): Promise<CourseStatusAnswer> {
    // Memoised per request: a course page's viewerStatus and accessDecision share one call.
    let answer = this.statuses.get(id);
    if (!answer) {
      answer = this.get<CourseStatusAnswer>(`FAD/Corsi/${encodeURIComponent(id)}`);
      this.statuses.set(id, answer);
    }
    return answer;
  }

  certificate(id: string): Promise<CertificateAnswer> {
    return this.get<CertificateAnswer>(`FAD/Corsi/${encodeURIComponent(id)}/Certificato`);
  }

  training(status: number, page: number, limit: number): Promise<TrainingAnswer> {
    return this.get<TrainingAnswer>('FAD/Corsi/PersonaliTriennio', { params: { status: String(status), page: String(page), limit: String(limit) } });
  }

  trainingSummary(): Promise<TrainingSummaryAnswer> {
    return this.get<TrainingSummaryAnswer>('FAD/Corsi/Riepilogo');
  }

  /** The FAD catalogue's single sign-on URL (id 'cat'). */
  async catalogueAccessUrl(): Promise<string> {
    return (await this.post<{ accessURL: string }>('FAD/Utente/AutoLogin', { body: {} })).accessURL;
  }

  /**
   * The course's single sign-on URL; the provider enrols the member when needed (a write: it takes
   * the mutation's upstream Idempotency-Key, so a retried start gets the first link back).
   */
  async courseAccessUrl(id: string, idempotencyKey?: string): Promise<string> {
    const path = `FAD/Utente/AutoLogin/${encodeURIComponent(id)}/${encodeURIComponent(COURSE_ACCESS_TYPE)}`;
    return (await this.post<{ courseAccessURL: string }>(path, { body: {}, headers: idempotencyHeaders(idempotencyKey) })).courseAccessURL;
  }

  suggestedCourses(limit: number): Promise<SuggestedAnswer> {
    return this.post<SuggestedAnswer>('CMS/Search/CorsiSuggeriti', { body: { limit } });
  }

  /** Newest first ('publishingDate desc', spec 2 §9 default order), with the spec's fallback on. */
  learningSearch(kind: LearningSearchKind, paging: { rows: number; offset: number; excludeId?: string | null }): Promise<LearningSearchAnswer> {
    return this.post<LearningSearchAnswer>(LEARNING_SEARCH_PATHS[kind], {
      body: {
        criteria: { rows: paging.rows, offset: paging.offset, orderCriteria: ['publishingDate desc'], fallback: true },
        exclude: { id: paging.excludeId ?? null },
      },
    });
  }

  videoClips(first: number, after: string | null | undefined): Promise<VideoClipAnswer> {
    return this.get<VideoClipAnswer>('graphql/videoclip', { params: { first: String(first), ...(after ? { after } : {}) } });
  }

  /** A published course by id, or null; batched with the other lookups of the same request. */
  courseById(id: string): Promise<CourseCard | null> {
    return this.courseLoader.load(id);
  }

  private async fetchCoursesByIds(ids: readonly string[]): Promise<(CourseCard | null)[]> {
    // A malformed id can't name a course: answer null for it rather than fail the whole batch.
    const numeric = [...new Set(ids.filter((id) => COURSE_ID.test(id)).map(Number))];
    const cards = numeric.length ? await this.post<CourseCard[]>('FAD/Corsi/PerId', { body: { ids: numeric } }) : [];
    const byId = new Map(cards.map((card) => [String(card.id), card]));
    return ids.map((id) => byId.get(id) ?? null);
  }
}
