import {
  courseAccessAnswer,
  DEFAULT_COURSE_ACCESS_TYPE,
  fadRoute,
  type CertificateAnswer,
  type CourseCard,
  type CourseMemberFields,
  type CourseSearchAnswer,
  type CourseSearchBody,
  type CourseStatusAnswer,
  type CourseStatusCode,
  type ExternalEcmCredit,
  type EcmObligationAdjustment,
  type EcmObligationAdjustmentBody,
  type ExternalEcmCreditBatchBody,
  type ExternalEcmCreditBody,
  type TrienniumCreditsAnswer,
  type FadNamedItem,
  type LearningSearchAnswer,
  type LearningSearchBody,
  type SuggestedCoursesAnswer,
  type TrainingAnswer,
  type TrainingSummaryAnswer,
  type VideoClipAnswer,
} from '@club/contracts';
import { ClubDataSource, idempotencyHeaders, nullOn404, type ClubDataSourceOptions } from '@club/subgraph-kit';
import type { FetcherResponse } from '@apollo/utils.fetcher';
import type { GraphQLError } from 'graphql';
import type { MemberEnrolments } from '../member-enrolments';
import DataLoader from 'dataloader';
import { cardEnrolment } from '../card-enrolment';

/** Which learning-item search to call. */
export type LearningSearchKind = 'EBOOK' | 'TRAINING_FILM';

const LEARNING_SEARCHES = { EBOOK: fadRoute.ebookSearch, TRAINING_FILM: fadRoute.trainingFilmSearch } as const;

/** Most ids POST /FAD/Corsi/PerId takes in one call. */
const MAX_IDS_PER_CALL = 100;

export interface FadApiOptions extends ClubDataSourceOptions {
  /** The member the token belongs to (the signed viewer's userId); null for a visitor or a partner. */
  member: string | null;
  /** This instance's kept enrolments of members (member-enrolments.ts). */
  enrolments: MemberEnrolments;
}

/** Shape of a course id (a positive integer within Postgres int range). */
const COURSE_ID = /^[1-9]\d{0,8}$/;

/** True when the id can name a course (resolvers answer NOT_FOUND for any other without calling upstream). */
export function isCourseId(id: string): boolean {
  return COURSE_ID.test(id);
}

/**
 * Client of the FAD upstream family. Each call is its route's contract (`fadRoute`, @club/contracts):
 * the answer is parsed with it (a payload that does not match fails the fields that need it with
 * BAD_PAYLOAD, never a silently wrong field), and what may be shared between requests is declared
 * there (series, teaching models, video clips and the ebook/film listings for everyone; course cards,
 * which carry the caller's enrolment, among visitors). Course lookups by id go through a per-request
 * DataLoader, so any number of Course references in one operation cost one upstream call per 100 ids.
 */
export class FadApi extends ClubDataSource {
  protected readonly family = 'fad';
  private readonly courseLoader: DataLoader<string, CourseCard | null>;
  private readonly member: string | null;
  private readonly enrolments: MemberEnrolments;

  constructor(options: FadApiOptions) {
    super(options);
    this.member = options.token ? options.member : null;
    this.enrolments = options.enrolments;
    this.courseLoader = new DataLoader((ids) => this.fetchCoursesByIds(ids), { maxBatchSize: MAX_IDS_PER_CALL });
  }

  /** A refusal that names one credit of an import (`{ message, row }`, issue 40) keeps the row in `extensions.row`. */
  protected override async errorFromResponse(args: { response: FetcherResponse; parsedBody: unknown; url: URL }): Promise<GraphQLError> {
    const error = await super.errorFromResponse(args);
    const row = typeof args.parsedBody === 'object' && args.parsedBody ? (args.parsedBody as { row?: unknown }).row : undefined;
    if (typeof row === 'number') error.extensions.row = row;
    return error;
  }

  /**
   * A catalogue page. For a member it is asked in two parts: the page itself as a visitor would ask
   * it (its cards, order and total are the same for everyone: shared with every caller of the same
   * filter, shared-reads.ts), and the member's enrolment on its courses, kept per member
   * (`MemberEnrolments`) and asked only for the courses not already known, in one batched call with
   * the member's token (POST /FAD/Corsi/PerId). The cards come back as the member's search would
   * send them: the upstream's answer differs only by those fields. A page filtered by the member's
   * profession ('perProfessione', the triennium plan) is the member's own: asked with their token.
   */
  async searchCourses(body: CourseSearchBody): Promise<CourseSearchAnswer> {
    if (!this.member || body.filters?.perProfessione) return this.call(fadRoute.searchCourses, { body });
    const page = await this.callAsVisitor(fadRoute.searchCourses, { body });
    if (!page.resultList.length) return page;
    const enrolments = await this.enrolments.read(this.member, page.resultList.map((card) => String(card.id)), (missing) => this.enrolmentsOf(missing));
    // A course unpublished between the two calls has no enrolment answer: its card stays as the page gave it.
    return { ...page, resultList: page.resultList.map((card) => ({ ...card, ...enrolments.get(String(card.id)) })) };
  }

  /** The member's enrolment fields on these courses, from their cards asked with the token (100 ids per call). */
  private async enrolmentsOf(ids: string[]): Promise<Map<string, CourseMemberFields>> {
    const found = new Map<string, CourseMemberFields>();
    for (let i = 0; i < ids.length; i += MAX_IDS_PER_CALL) {
      const cards = await this.call(fadRoute.coursesByIds, { body: { ids: ids.slice(i, i + MAX_IDS_PER_CALL).map(Number) } });
      for (const card of cards) {
        const enrolment = cardEnrolment(card);
        if (enrolment) found.set(String(card.id), enrolment);
      }
    }
    return found;
  }

  series(): Promise<FadNamedItem[]> {
    return this.call(fadRoute.series, { body: {} });
  }

  teachingModels(): Promise<FadNamedItem[]> {
    return this.call(fadRoute.teachingModels, { body: {} });
  }

  /** The published course with this slug, or null (upstream 404). */
  courseBySlug(slug: string): Promise<CourseCard | null> {
    return nullOn404(this.call(fadRoute.courseBySlug, { params: { slug } }));
  }

  /**
   * Spec 2 §7 GET /FAD/Corsi/{id}: the member's fresh status on one course (course pages, starting a
   * course). Once per request: a course page's viewerStatus and accessDecision share one call.
   */
  courseStatus(id: string): Promise<CourseStatusAnswer> {
    return this.callOnce(fadRoute.courseStatus, { params: { id } });
  }

  certificate(id: string): Promise<CertificateAnswer> {
    return this.call(fadRoute.certificate, { params: { id } });
  }

  training(status: CourseStatusCode, page: number, limit: number): Promise<TrainingAnswer> {
    return this.call(fadRoute.training, { query: { status, page, limit } });
  }

  trainingSummary(): Promise<TrainingSummaryAnswer> {
    return this.call(fadRoute.trainingSummary);
  }

  /** The member's ECM credits between two days and their individual obligation (issue 29). */
  trienniumCredits(from: string, to: string): Promise<TrienniumCreditsAnswer> {
    return this.callOnce(fadRoute.trienniumCredits, { query: { from, to } });
  }

  recordExternalEcmCredit(body: ExternalEcmCreditBody, idempotencyKey?: string): Promise<ExternalEcmCredit> {
    return this.call(fadRoute.addExternalEcmCredit, { body, headers: idempotencyHeaders(idempotencyKey) });
  }

  /** An import's credits, all stored or none (issue 40). */
  async recordExternalEcmCredits(body: ExternalEcmCreditBatchBody, idempotencyKey?: string): Promise<ExternalEcmCredit[]> {
    return (await this.call(fadRoute.addExternalEcmCredits, { body, headers: idempotencyHeaders(idempotencyKey) })).credits;
  }

  /** Null when the credit is not the member's (upstream 404). */
  correctExternalEcmCredit(id: string, body: ExternalEcmCreditBody): Promise<ExternalEcmCredit | null> {
    return nullOn404(this.call(fadRoute.updateExternalEcmCredit, { params: { id }, body }));
  }

  /** False when the credit is not the member's (upstream 404). */
  async deleteExternalEcmCredit(id: string): Promise<boolean> {
    return (await nullOn404(this.call(fadRoute.deleteExternalEcmCredit, { params: { id } }))) !== null;
  }

  /** Issue 40: what lowers the member's obligation. */
  recordEcmObligationAdjustment(body: EcmObligationAdjustmentBody, idempotencyKey?: string): Promise<EcmObligationAdjustment> {
    return this.call(fadRoute.addEcmObligationAdjustment, { body, headers: idempotencyHeaders(idempotencyKey) });
  }

  /** False when the adjustment is not the member's (upstream 404). */
  async deleteEcmObligationAdjustment(id: string): Promise<boolean> {
    return (await nullOn404(this.call(fadRoute.deleteEcmObligationAdjustment, { params: { id } }))) !== null;
  }

  async setEcmObligation(obligation: number | null): Promise<number | null> {
    return (await this.call(fadRoute.setEcmObligation, { body: { obligation } })).obligation;
  }

  /** The FAD catalogue's single sign-on URL. */
  async catalogueAccessUrl(): Promise<string> {
    return (await this.call(fadRoute.catalogueAccess, { body: {} })).accessURL;
  }

  /**
   * The course's single sign-on URL; the provider enrols the member when needed (a write: it takes
   * the mutation's upstream Idempotency-Key, so a retried start gets the first link back).
   */
  async courseAccessUrl(id: string, idempotencyKey?: string): Promise<string> {
    const route = fadRoute.courseAccessWithType;
    // Starting a course may enrol the member: their kept enrolments are dropped at once, on every
    // instance, before the start answers (also when the call fails: it may have reached the upstream).
    // A course id (never 'cat') gets the course branch of the route's contract.
    const answer = await this.callExpecting(route, courseAccessAnswer, { params: { id, type: DEFAULT_COURSE_ACCESS_TYPE }, body: {}, headers: idempotencyHeaders(idempotencyKey) }).finally(async () => {
      if (this.member) await this.enrolments.dropMember(this.member);
    });
    return answer.courseAccessURL;
  }

  suggestedCourses(limit: number): Promise<SuggestedCoursesAnswer> {
    return this.call(fadRoute.suggestedCourses, { body: { limit } });
  }

  /** Newest first ('publishingDate desc', spec 2 §9 default order), with the spec's fallback on. */
  /** The kind's items; `slug` narrows to the item of one detail page (also one indexed without a course). */
  learningSearch(kind: LearningSearchKind, paging: { rows: number; offset: number; excludeId?: string | null; slug?: string; id?: string }): Promise<LearningSearchAnswer> {
    const body = {
      criteria: { rows: paging.rows, offset: paging.offset, orderCriteria: ['publishingDate desc'], fallback: true },
      exclude: { id: paging.excludeId ?? null },
      ...(paging.slug ? { slug: paging.slug } : {}),
      ...(paging.id ? { id: paging.id } : {}),
    } satisfies LearningSearchBody;
    return this.call(LEARNING_SEARCHES[kind], { body });
  }

  videoClips(first: number, after: string | null | undefined): Promise<VideoClipAnswer> {
    return this.call(fadRoute.videoClips, { query: { first, ...(after ? { after } : {}) } });
  }

  /** A published course by id, or null; batched with the other lookups of the same request. */
  courseById(id: string): Promise<CourseCard | null> {
    return this.courseLoader.load(id);
  }

  private async fetchCoursesByIds(ids: readonly string[]): Promise<(CourseCard | null)[]> {
    // A malformed id can't name a course: answer null for it rather than fail the whole batch.
    const numeric = [...new Set(ids.filter(isCourseId).map(Number))];
    const cards = numeric.length ? await this.call(fadRoute.coursesByIds, { body: { ids: numeric } }) : [];
    const byId = new Map(cards.map((card) => [String(card.id), card]));
    return ids.map((id) => byId.get(id) ?? null);
  }
}
