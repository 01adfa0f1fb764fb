import { ClubDataSource, type ClubDataSourceOptions } from '@club/subgraph-kit';
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

/** Most ids POST /FAD/Corsi/PerId takes in one call. */
const MAX_IDS_PER_CALL = 100;
/** Shape of a course id (a positive integer within Postgres int range). */
const COURSE_ID = /^[1-9]\d{0,8}$/;

/**
 * Client of the FAD upstream family. Course lookups by id go through a per-request DataLoader,
 * so any number of Course references in one operation cost one upstream call per 100 ids.
 */
export class FadApi extends ClubDataSource {
  private readonly courseLoader: DataLoader<string, CourseCard | null>;

  constructor(options: ClubDataSourceOptions) {
    super(options);
    this.courseLoader = new DataLoader((ids) => this.fetchCoursesByIds(ids), { maxBatchSize: MAX_IDS_PER_CALL });
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
