import type { EcmAdjustmentLine, EcmCappedCredits, EcmObjectiveArea, EcmObligationBreakdown, PastDebt, PlanRemedy, TrienniumHistory, TrienniumHistoryEntry, TrienniumPeriod, TrienniumRow, TrienniumStanding } from '@club/policy';
import type {
  CertificateAnswer,
  ExternalEcmCredit,
  PortalEcmCredit,
  TrienniumCreditsAnswer,
  CourseCard,
  CourseMemberFields,
  CourseSearchAnswer,
  FadNamedItem,
  LearningDoc,
  LearningSearchAnswer,
  SuggestedCoursesAnswer,
  TrainingAnswer,
  TrainingSummaryAnswer,
  VideoClipAnswer,
  VideoClipResult,
} from '@club/contracts';
import type { LearningSearchKind } from './datasources/fad-api';

/**
 * The parent each GraphQL type of this subgraph is resolved from (codegen `mappers`: the root
 * codegen.ts maps each `<Type>Parent` exported here to `<Type>`): the fad contract's payload it comes from, or a small parent built from
 * it. Field resolvers read these lazily; nothing is mapped ahead of the fields a query asks for.
 */

/**
 * A course: its upstream card, and where the viewer's status on it comes from. On lists it comes
 * joined on the card; on the course's own page (`course`, `courseBySlug`) from the status call
 * GET /FAD/Corsi/{id} (spec 2 §7), which may fail alone.
 */
export interface CourseParent {
  readonly card: CourseCard;
  readonly statusFrom: 'CARD' | 'STATUS_CALL';
}

/** A course shown in a list (catalogue, training area, suggestions, linked courses). */
export function courseOnList(card: CourseCard): CourseParent {
  return { card, statusFrom: 'CARD' };
}

/** A course shown on its own page. */
export function courseOnItsPage(card: CourseCard): CourseParent {
  return { card, statusFrom: 'STATUS_CALL' };
}

/** Series and teaching models: `{ id, name }` of the filter lists and of the cards. */
export type NamedItemParent = FadNamedItem;
/** The GraphQL types resolved from a named item (codegen reads these names: `<Type>Parent`). */
export type SeriesParent = NamedItemParent;
export type TeachingModelParent = NamedItemParent;

/** The viewer's enrolment on a course (the card's member fields; see course-status.ts). */
export type CourseViewerStatusParent = CourseMemberFields;

/** A catalogue page: the search answer (it echoes the page and page size asked). */
export type CoursePageParent = CourseSearchAnswer;

/** A page of the training area: the answer and the page asked (the answer does not echo it). */
export interface TrainingPageParent {
  readonly answer: TrainingAnswer;
  readonly page: number;
}

export type TrainingSummaryParent = TrainingSummaryAnswer;
export type CertificateParent = CertificateAnswer;
export type SuggestedCoursesParent = SuggestedCoursesAnswer;

/** An e-book or training film: its search doc (built from the course card on detail lookups). */
export interface LearningItemParent {
  readonly kind: LearningSearchKind;
  readonly doc: LearningDoc;
}

export interface LearningItemPageParent {
  readonly kind: LearningSearchKind;
  readonly answer: LearningSearchAnswer;
}

/** A video clip: one result of GET /graphql/videoclip (built from the course card on detail lookups). */
export type VideoClipParent = Omit<VideoClipResult, 'cursor'>;
export type VideoClipEdgeParent = VideoClipResult;
export type VideoClipConnectionParent = VideoClipAnswer;
export type VideoClipPageInfoParent = VideoClipAnswer['pageInfo'];

/** A member referenced by the crm subgraph: the fad fields are resolved from the id. */
export interface UserParent {
  readonly id: string;
}

/**
 * The member's ECM triennium: the policy's standing computed from the credits answer, with the
 * answer itself (the lists) and the period it was asked for.
 */
export interface EcmTrienniumParent {
  readonly period: TrienniumPeriod;
  readonly standing: TrienniumStanding;
  readonly credits: TrienniumCreditsAnswer;
  readonly today: string;
  /** Issue 40: the obligation's breakdown and the credits by kind and area with the caps (obligation.ts). */
  readonly breakdown: EcmObligationBreakdown;
  readonly capped: EcmCappedCredits;
  /** The triennium shown (issue 40: the current one, or a past one by its label). */
  readonly row: TrienniumRow;
  /** Every triennium's standing, the insurance one and the past debts (issue 40), from the same answer. */
  readonly history: TrienniumHistory;
}

/** One triennium of the member's history (issue 40): the policy's entry. */
export type EcmTrienniumStandingParent = TrienniumHistoryEntry;

/** A past triennium's debt being made up with crediti compensativi (issue 40). */
export type EcmPastDebtParent = PastDebt;

/** A passed portal course as a triennium credit (kind and area resolved from the policy, issue 40). */
export type PortalEcmCreditParent = PortalEcmCredit;

/** A line of the obligation's breakdown, as the policy computes it. */
export type EcmObligationLineParent = EcmAdjustmentLine;

/** A recorded external credit, as the upstream answers it (the certificate's portal path is a field). */
export type ExternalEcmCreditParent = ExternalEcmCredit;

/** One step of the plan: the courses are list courses (their status from the card). */
export interface EcmPlanStepParent {
  readonly gap: number;
  readonly courses: CourseParent[];
  readonly credits: number;
  readonly coveredAreas: EcmObjectiveArea[];
  readonly closesGap: boolean;
  readonly remedy: PlanRemedy | null;
  readonly remedyUrl: string | null;
}
