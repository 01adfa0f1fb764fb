import type { GraphQLResolveInfo } from 'graphql';
import type { CourseParent, SeriesParent, TeachingModelParent, CourseViewerStatusParent, CoursePageParent, TrainingPageParent, TrainingSummaryParent, CertificateParent, SuggestedCoursesParent, LearningItemParent, LearningItemPageParent, VideoClipParent, VideoClipEdgeParent, VideoClipConnectionParent, VideoClipPageInfoParent, UserParent, EcmTrienniumParent, EcmTrienniumStandingParent, EcmPastDebtParent, PortalEcmCreditParent, EcmObligationLineParent, ExternalEcmCreditParent, EcmPlanStepParent } from '../mappers';
import type { Context } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** A course completion certificate (PDF). */
export type Certificate = {
  __typename?: 'Certificate';
  /** The PDF, base64-encoded. */
  base64: Scalars['String']['output'];
  /** MIME type: application/pdf. */
  contentType: Scalars['String']['output'];
  /** File name to save the PDF as. */
  fileName: Scalars['String']['output'];
};

/** An ECM distance-learning course, as its catalogue card shows it (spec 2 §3 course card). */
export type Course = {
  __typename?: 'Course';
  /**
   * What happens when the viewer starts this course (spec 2 §4 access check, computed by the shared policy):
   * open it, or show the upgrade, credits, fiscal-code or products modal. Advisory for the buttons: the
   * server decides again in `startCourse`. The ECM balance is read at most once per request, and only for
   * trial/premium members with the ecm wallet. Null with an error when the data it needs (the ECM balance)
   * cannot be read: only this field fails, the course and the rest of the page still render.
   */
  accessDecision: Maybe<CourseAccessDecision>;
  /** Small heading above the title on the card, e.g. 'Corso ECM FAD · Medicina'. */
  cardHeading: Maybe<Scalars['String']['output']>;
  /** ECM event code of the course (courseId), e.g. '2506-412001' (provider 2506). */
  courseId: Scalars['String']['output'];
  /** ECM credits awarded on passing the course (may be fractional, e.g. 4.5). */
  credits: Scalars['Float']['output'];
  /** Short description of the course (plain text). */
  description: Maybe<Scalars['String']['output']>;
  /**
   * Portal link of the course sheet PDF, downloaded as a file (/files/corsi/{id}/scheda.pdf?t=…, a link that works
   * for a few minutes; the portal re-checks a signed-in viewer after that). Members only: null for a visitor.
   */
  downloadPdfUrl: Maybe<Scalars['String']['output']>;
  /** Expected duration in hours. */
  duration: Maybe<Scalars['Float']['output']>;
  /**
   * The e-book's further files after ebookUrl (volumes, appendices), in order, each a portal link with its
   * label; empty for an e-book of one file, and unless the course opens for the viewer (accessDecision OPEN).
   */
  ebookParts: Array<CourseFileLink>;
  /** Portal link of the e-book PDF, for E-book courses; null unless the course opens for the viewer (accessDecision OPEN). */
  ebookUrl: Maybe<Scalars['String']['output']>;
  /** Issue 40: the national training objective (obiettivi formativi nazionali, 1-38) the course is accredited under; null when the catalogue records none. */
  ecmObjective: Maybe<Scalars['Int']['output']>;
  /** Issue 40: the area of the course's training objective, where its credits count; null when the catalogue records none. */
  ecmObjectiveArea: Maybe<EcmObjectiveArea>;
  /** Last day the course can be taken (ISO 8601 date, yyyy-MM-dd). */
  expiryDate: Maybe<Scalars['String']['output']>;
  /** Portal link of the training film, for Film Formazione courses; null unless the course opens for the viewer (accessDecision OPEN). */
  filmFormazioneUrl: Maybe<Scalars['String']['output']>;
  /** Member groups the course is open to (e.g. GP_REGISTRATO_CLUB). */
  groups: Array<Scalars['String']['output']>;
  /** Course id (numeric, as a string): the key other subgraphs refer to a course by. */
  id: Scalars['ID']['output'];
  /** Absolute URL of the card image. */
  imageUrl: Maybe<Scalars['String']['output']>;
  /** True when the course is hosted by an external provider (linkUrl then points outside the portal). */
  isExternal: Scalars['Boolean']['output'];
  /** Link to the course: the portal path /corsi-ecm-fad/{slug}, or the external provider's URL when isExternal. */
  linkUrl: Maybe<Scalars['String']['output']>;
  /** Portal link of the course sheet PDF shown in the browser (preview); same rule as downloadPdfUrl. */
  previewPdfUrl: Maybe<Scalars['String']['output']>;
  /** Promo codes that unlock the course for registered members (the upstream's pipe-separated promoCode, split). */
  promoCodes: Array<Scalars['String']['output']>;
  /** Thematic series (collana). */
  series: Maybe<Series>;
  /** URL slug used by /corsi-ecm-fad/{slug}. */
  slug: Scalars['String']['output'];
  /** Teaching model (modello didattico). */
  teachingModel: Maybe<TeachingModel>;
  /** Title. */
  title: Scalars['String']['output'];
  /** Portal link of the video clip, for Multimediale courses (a public teaser). */
  videoClipUrl: Maybe<Scalars['String']['output']>;
  /** The viewer's progress on this course; null for visitors (not signed in). */
  viewerStatus: Maybe<CourseViewerStatus>;
};

/** The access decision of one course for the viewer. */
export type CourseAccessDecision = {
  __typename?: 'CourseAccessDecision';
  /** What the start button does. */
  outcome: CourseAccessOutcome;
  /**
   * Why the course does not open (null when OPEN): LOGIN_REQUIRED, UPGRADE_REQUIRED, WALLET_REQUIRED,
   * CREDITS_REQUIRED, FISCAL_CODE_REQUIRED or PRODUCTS_REQUIRED.
   */
  reason: Maybe<Scalars['String']['output']>;
  /** True when the card shows 'Effettua l'upgrade' (to /upgrade) instead of the start button: a premium member without the ecm wallet. */
  showsUpgradeInsteadOfStart: Scalars['Boolean']['output'];
};

/** The user-facing outcome of starting a course (spec 2 §4). */
export type CourseAccessOutcome =
  /** Credits modal: the ECM balance is below the course credits. */
  | 'CREDITS'
  /** Fiscal-code modal 'Completa il tuo profilo per seguire il corso': no fiscal code on the profile. */
  | 'FISCAL_CODE'
  /** The course opens in a new window (after the access request of `startCourse`). */
  | 'OPEN'
  /** Products modal: a registered member without a group, promo code or status that opens the course. */
  | 'PRODUCTS'
  /** Upgrade modal (visitors, members without the ecm wallet, ex members on a course they never took). */
  | 'UPGRADE';

/** A file of a course, handed out as a portal link. */
export type CourseFileLink = {
  __typename?: 'CourseFileLink';
  /** What the file is, e.g. 'Appendice: casi clinici commentati (PDF)'. */
  label: Scalars['String']['output'];
  /** Portal link of the file, a link that works for a few minutes. */
  url: Scalars['String']['output'];
};

/**
 * What the viewer is offered around the ECM courses, decided on the server by the shared policy (the same
 * rules `catalogueAccessUrl` enforces), so the web never re-derives them.
 */
export type CourseOffer = {
  __typename?: 'CourseOffer';
  /** The catalogue block; null for visitors, ex members and trial or premium members without the ecm wallet. */
  catalogueBlock: Maybe<FadCatalogueBlock>;
  /** True when the home shows the 'Corsi ECM' teaser: not for a trial or premium member without the ecm wallet (spec 2 §6 'ECM lists need the ecm wallet'). */
  showsHomeTeaser: Scalars['Boolean']['output'];
  /** True when 'Vai alla tua formazione' (/profilo/la-mia-formazione) shows: every signed-in member. */
  showsTrainingAreaLink: Scalars['Boolean']['output'];
};

/** A page of catalogue results. */
export type CoursePage = {
  __typename?: 'CoursePage';
  /** Courses on this page (at most pageSize). */
  items: Array<Course>;
  /** Current page, 1-based. */
  page: Scalars['Int']['output'];
  /** Page size (9, spec 2 §9). */
  pageSize: Scalars['Int']['output'];
  /** Total number of matching courses. */
  total: Scalars['Int']['output'];
  /** Total number of pages (0 when nothing matches). */
  totalPages: Scalars['Int']['output'];
};

/** Catalogue search filters (spec 2 §2). */
export type CourseSearchInput = {
  /** Credit range. */
  credits?: InputMaybe<CreditRange>;
  /** Page, 1-based (the web's `pagina` query parameter), from 1 to 10000. */
  page?: InputMaybe<Scalars['Int']['input']>;
  /** Series id (from courseSeries); null for every series. */
  seriesId?: InputMaybe<Scalars['ID']['input']>;
  /** Teaching model id (from teachingModels); null for every model. */
  teachingModelId?: InputMaybe<Scalars['ID']['input']>;
  /** Free text matched in title and description; used only from 2 characters (a shorter text is ignored). */
  text?: InputMaybe<Scalars['String']['input']>;
};

/**
 * A member's status on a course (spec 2 §3). The FAD upstream sends it as a code: 1 ACTIVE, 2 PASSED,
 * 3 FAILED, 4 EXPIRED.
 */
export type CourseStatus =
  /** In progress (code 1): tab Attivi; the card offers 'Continua il corso' or 'Inizia il corso'. */
  | 'ACTIVE'
  /** Expired (code 4): tab Scaduti. */
  | 'EXPIRED'
  /** Not passed (code 3): tab Non superati. */
  | 'FAILED'
  /** Passed (code 2): tab Superati; the card offers 'Rivedi il corso' and the certificate. */
  | 'PASSED';

/** A signed-in member's enrolment on one course (status fields of the course card). */
export type CourseViewerStatus = {
  __typename?: 'CourseViewerStatus';
  /** True once the course ended with a final test result (passed or not passed). */
  ended: Scalars['Boolean']['output'];
  /** Completion percentage 0-100. */
  percentageOfCompletion: Maybe<Scalars['Float']['output']>;
  /** Final test score (0-100); null before the final test. */
  score: Maybe<Scalars['Float']['output']>;
  /** True once the member opened the course ('Continua il corso' rather than 'Inizia il corso'). */
  started: Scalars['Boolean']['output'];
  /** The member's status on the course; null when the member never enrolled (or the upstream sent a code the spec does not list). */
  status: Maybe<CourseStatus>;
  /** True once the member enrolled. */
  subscribed: Scalars['Boolean']['output'];
};

/** ECM credit range filter of the catalogue (spec 2 §2); bounds are inclusive. */
export type CreditRange =
  /** Tutti: no credit filter. */
  | 'ALL'
  /** 1-2 credits. */
  | 'FROM_1_TO_2'
  /** 3-5 credits. */
  | 'FROM_3_TO_5'
  /** 6-10 credits. */
  | 'FROM_6_TO_10'
  /** 11 credits and above (11-999). */
  | 'FROM_11';

/** What a member enters to lower their obligation: an exemption or exoneration for a period, a dossier formativo, the previous triennium's credits. */
export type EcmAdjustmentKind =
  | 'DOSSIER_GRUPPO'
  | 'DOSSIER_INDIVIDUALE'
  | 'ESENZIONE_ASPETTATIVA'
  | 'ESENZIONE_CONGEDO_PARENTALE'
  | 'ESENZIONE_LAVORO_ESTERO'
  | 'ESENZIONE_MALATTIA'
  | 'ESENZIONE_MATERNITA_PATERNITA'
  | 'ESONERO_FORMAZIONE_UNIVERSITARIA'
  | 'TRIENNIO_PRECEDENTE';

export type EcmAreaCredits = {
  __typename?: 'EcmAreaCredits';
  area: EcmObjectiveArea;
  earned: Scalars['Float']['output'];
  /** Italian label, e.g. 'Obiettivi di processo'. */
  label: Scalars['String']['output'];
};

export type EcmCertificateInput = {
  /** The PDF, base64, at most 100 KB (ECM_CERTIFICATE_MAX_BYTES: it must fit the gateway's request body). */
  contentBase64: Scalars['String']['input'];
  fileName: Scalars['String']['input'];
};

/** Kind of an ECM credit (the national rules' typologies). Portal courses are FAD. */
export type EcmCreditKind =
  | 'AUTOFORMAZIONE'
  | 'DOCENZA_TUTORAGGIO'
  | 'ESTERO'
  | 'FAD'
  | 'FORMAZIONE_SUL_CAMPO'
  | 'RESIDENZIALE';

export type EcmKindCredits = {
  __typename?: 'EcmKindCredits';
  /** The most this kind may count for (its tightest cap), null without one. */
  cap: Maybe<Scalars['Float']['output']>;
  counted: Scalars['Float']['output'];
  earned: Scalars['Float']['output'];
  kind: EcmCreditKind;
  /** Italian label, e.g. 'Formazione sul campo'. */
  label: Scalars['String']['output'];
};

/** Training-objective area of an ECM credit. */
export type EcmObjectiveArea =
  | 'PROCESSI'
  | 'SISTEMA'
  | 'TECNICO_PROFESSIONALE';

/** What lowers the obligation, as the member enters it. */
export type EcmObligationAdjustmentInput = {
  /** Credits earned in the previous triennium (required for TRIENNIO_PRECEDENTE). */
  credits?: InputMaybe<Scalars['Float']['input']>;
  /** Last day of an exemption or exoneration (required for them). */
  end?: InputMaybe<Scalars['String']['input']>;
  kind: EcmAdjustmentKind;
  /** First day: gg/mm/aaaa or YYYY-MM-DD (a dossier: the day it was built). Required, except for TRIENNIO_PRECEDENTE: without it, the triennium before the current one. */
  start?: InputMaybe<Scalars['String']['input']>;
};

export type EcmObligationBreakdown = {
  __typename?: 'EcmObligationBreakdown';
  /** Standard minus reduction. */
  computed: Scalars['Float']['output'];
  /** Each exemption, exoneration, bonus and reduction the member entered, with what it takes off. */
  lines: Array<EcmObligationLine>;
  /** The obligation in use. */
  obligation: Scalars['Float']['output'];
  /** The member's own figure ('Obbligo individuale'), which wins when set. */
  override: Maybe<Scalars['Float']['output']>;
  /** All the lines together (never more than the standard). */
  reduction: Scalars['Float']['output'];
  /** The triennium's standard obligation. */
  standard: Scalars['Float']['output'];
};

export type EcmObligationLine = {
  __typename?: 'EcmObligationLine';
  /** Previous triennium's credits (TRIENNIO_PRECEDENTE). */
  credits: Maybe<Scalars['Float']['output']>;
  /** Last day of a period, YYYY-MM-DD; null for a dossier. */
  end: Maybe<Scalars['String']['output']>;
  /** True for the previous triennium's reduction the portal computed from the credits recorded in it (no figure entered from the registry): nothing to delete, entering the registry's figure replaces it. */
  fromRecordedCredits: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  kind: EcmAdjustmentKind;
  /** Italian label, e.g. 'Esenzione: congedo di maternità o paternità'. */
  label: Scalars['String']['output'];
  /** Why it gives nothing, in Italian; null otherwise. */
  note: Maybe<Scalars['String']['output']>;
  /** Credits taken off the obligation in this triennium (0 when it gives nothing here). */
  reduction: Scalars['Float']['output'];
  /** First day, YYYY-MM-DD (a dossier: the day it was built). */
  start: Scalars['String']['output'];
};

/** A past triennium's shortfall and the crediti compensativi made up towards it. */
export type EcmPastDebt = {
  __typename?: 'EcmPastDebt';
  left: Scalars['Float']['output'];
  /** Credits beyond later trienni's obligations already counted towards it. */
  madeUp: Scalars['Float']['output'];
  /** False once the last day is past. */
  open: Scalars['Boolean']['output'];
  shortfall: Scalars['Float']['output'];
  /** The rule's source. */
  source: Scalars['String']['output'];
  /** '2020-2022'. */
  triennium: Scalars['String']['output'];
  /** Last day to earn the compensatory credits, YYYY-MM-DD. */
  until: Scalars['String']['output'];
};

export type EcmPlan = {
  __typename?: 'EcmPlan';
  /** Issue 40: the objective areas still missing (no credits in them in the current triennium), which the plan covers where it can without more courses; in the areas' order. */
  missingAreas: Array<EcmObjectiveArea>;
  /** To the whole obligation. */
  toObligation: EcmPlanStep;
  /** To the 70 % insurance threshold. */
  toThreshold: EcmPlanStep;
};

export type EcmPlanRemedy =
  /** A premium member: more ECM credits (/piani, as the credits modal of spec 2 §4). */
  | 'BUY_CREDITS'
  /** A trial member: the full subscription (/upgrade). */
  | 'UPGRADE';

export type EcmPlanStep = {
  __typename?: 'EcmPlanStep';
  /** False when even every startable course falls short. */
  closesGap: Scalars['Boolean']['output'];
  /** The courses, largest credits first. */
  courses: Array<Course>;
  /** The missing areas (EcmPlan.missingAreas) the courses cover; each course's own area is Course.ecmObjectiveArea. */
  coveredAreas: Array<EcmObjectiveArea>;
  /** Their credits together. */
  credits: Scalars['Float']['output'];
  /** Credits missing. */
  gap: Scalars['Float']['output'];
  /** Issue 40: what would close the gap the startable courses leave (courses beyond the member's ECM balance would); null when they close it or nothing in the catalogue would. */
  remedy: Maybe<EcmPlanRemedy>;
  /** Portal path of the remedy: /upgrade or /piani; null without a remedy. */
  remedyUrl: Maybe<Scalars['String']['output']>;
};

/** A member's ECM triennium: where they stand against their obligation and the insurance threshold. */
export type EcmTriennium = {
  __typename?: 'EcmTriennium';
  /** An iCalendar (RFC 5545) file with the deadline and, while below the threshold, the reminder. */
  calendar: Scalars['String']['output'];
  /** Credits earned in the triennium by training-objective area. */
  creditsByArea: Array<EcmAreaCredits>;
  /** Credits earned in the triennium by kind, with each kind's cap (the rules' share of the obligation in use) and what counted. */
  creditsByKind: Array<EcmKindCredits>;
  /** Credits earned but over a cap: shown, not counted in earnedTotal. */
  creditsOverCap: Scalars['Float']['output'];
  /** Club days left to the last day (0 once past). */
  daysLeft: Scalars['Int']['output'];
  /** Bonus credits counted as earned (0: bonus credits are plafond to spend on courses, docs/spec-coverage.md). */
  earnedBonus: Scalars['Float']['output'];
  /** Credits the member recorded from other providers, dated inside the triennium. */
  earnedExternal: Scalars['Float']['output'];
  /** Credits from courses passed on the portal, dated inside the triennium. */
  earnedPortal: Scalars['Float']['output'];
  /** All credits earned inside the triennium. */
  earnedTotal: Scalars['Float']['output'];
  /** Last day of the triennium, YYYY-MM-DD: the deadline. */
  end: Scalars['String']['output'];
  /** Recorded external credits, newest first. */
  externalCredits: Array<ExternalEcmCredit>;
  /**
   * Every triennium the member has credits in (portal courses passed and external credits), and always
   * the current and the insurance one, newest first, with their standing and past debts.
   */
  history: Array<EcmTrienniumStanding>;
  /**
   * Where the member stands for the insurance cover that applies now: the last complete triennium
   * (DL 152/2021 art. 38-bis, Legge 24/2017 art. 10, DM 232/2023: 70 % of the obligation of the last
   * triennium; for cover in 2026, 2023-2025), from the credits the member has in it. Null before the first.
   */
  insuranceTriennium: Maybe<EcmTrienniumStanding>;
  missingToObligation: Scalars['Float']['output'];
  missingToThreshold: Scalars['Float']['output'];
  /** The member's individual obligation (their Co.Ge.A.P.S. statement), or the standard one. */
  obligation: Scalars['Float']['output'];
  /** How the obligation in use is reached: the standard one, minus each exemption, exoneration, bonus and reduction the member entered, or their own figure. */
  obligationBreakdown: EcmObligationBreakdown;
  /** True while the member has not set an individual obligation. */
  obligationIsStandard: Scalars['Boolean']['output'];
  /**
   * Shortfalls of past trienni the rules let the member make up with crediti compensativi (delibera
   * CNFC 3 luglio 2025: 2014-2016, 2017-2019 and 2020-2022, credits beyond the obligation of the
   * triennium they are earned in, until 31/12/2028), oldest first. A credit used for a debt counts once.
   */
  pastDebts: Array<EcmPastDebt>;
  /** Credits per calendar year of the triennium. */
  perYear: Array<EcmYearCredits>;
  /** The fewest catalogue courses the member can start now (not passed, opened by the access decision within their ECM balance, of their profession), then the smallest total over the gap, for the threshold and for the obligation. */
  plan: EcmPlan;
  /** Passed portal courses, newest first. */
  portalCredits: Array<PortalEcmCredit>;
  /** Issue 40: the portal's reminder while the member is below the CURRENT triennium's 70 % threshold with less than 180 days left; null otherwise. */
  reminder: Maybe<EcmTrienniumReminder>;
  /** Day of the reminder (six months before the end) while the member is below the threshold; null once met. */
  reminderDay: Maybe<Scalars['String']['output']>;
  /** earnedTotal / obligation, 0 to 1. */
  share: Scalars['Float']['output'];
  /** The standard obligation of the triennium (150 for 2026-2028). */
  standardObligation: Scalars['Float']['output'];
  /** First day of the triennium, YYYY-MM-DD (configuration). */
  start: Scalars['String']['output'];
  /** Credits the insurance cover requires: obligation × thresholdShare. */
  threshold: Scalars['Float']['output'];
  thresholdMet: Scalars['Boolean']['output'];
  /** Share of the obligation the insurance cover requires (0.7). */
  thresholdShare: Scalars['Float']['output'];
  /** Portal path of the transcript PDF ('Scarica il riepilogo'), served to the member's own session. */
  transcriptUrl: Scalars['String']['output'];
  /** The triennium shown, e.g. '2026-2028'. */
  triennium: Scalars['String']['output'];
};

/** What the triennium page shows a viewer (policy as data). */
export type EcmTrienniumAccess =
  /** A visitor: what the service is, log in or register. */
  | 'LOGIN'
  /** A member with the ecm wallet: their triennium. */
  | 'TRACK'
  /** A member without the ecm wallet: what the service is and the upgrade path. */
  | 'UPGRADE';

/** The reminder to finish the current triennium (issue 40): decided by the server, shown in the member's profile. */
export type EcmTrienniumReminder = {
  __typename?: 'EcmTrienniumReminder';
  /** Days left to the current triennium's last day. */
  daysLeft: Scalars['Int']['output'];
  /** Last day of the current triennium, YYYY-MM-DD. */
  end: Scalars['String']['output'];
  /** Credits still missing to the current triennium's 70 % threshold. */
  missingToThreshold: Scalars['Float']['output'];
  /** The current triennium's threshold. */
  threshold: Scalars['Float']['output'];
};

/** One triennium of the member's history: its obligation from the policy's trienni table and the credits dated inside it. */
export type EcmTrienniumStanding = {
  __typename?: 'EcmTrienniumStanding';
  /** Credits beyond this triennium's obligation spent to make up older debts (counted there, not again). */
  compensatoryGiven: Scalars['Float']['output'];
  /** This triennium's shortfall being made up, when a rule allows it. */
  debt: Maybe<EcmPastDebt>;
  earnedExternal: Scalars['Float']['output'];
  earnedPortal: Scalars['Float']['output'];
  earnedTotal: Scalars['Float']['output'];
  end: Scalars['String']['output'];
  /** Credits every member was spared by law in this triennium (2020-2022: 50), 0 when none. */
  generalReduction: Scalars['Float']['output'];
  /** True when the insurance 70 % rule looks at this triennium (from 2023-2025). */
  insuranceRuleApplies: Scalars['Boolean']['output'];
  isCurrent: Scalars['Boolean']['output'];
  /** True for the triennium the insurance cover looks at now (the last complete one). */
  isInsurance: Scalars['Boolean']['output'];
  missingToObligation: Scalars['Float']['output'];
  missingToThreshold: Scalars['Float']['output'];
  /** The triennium's obligation: the individual one for the current triennium, else the table's (standard less the reduction every member got, e.g. 2020-2022's 50 COVID-19 credits). */
  obligation: Scalars['Float']['output'];
  /** earnedTotal / obligation, 0 to 1. */
  share: Scalars['Float']['output'];
  start: Scalars['String']['output'];
  /** 70 % of the obligation. */
  threshold: Scalars['Float']['output'];
  thresholdMet: Scalars['Boolean']['output'];
  /** Portal path of this triennium's transcript PDF. */
  transcriptUrl: Scalars['String']['output'];
  /** '2023-2025'. */
  triennium: Scalars['String']['output'];
};

export type EcmYearCredits = {
  __typename?: 'EcmYearCredits';
  credits: Scalars['Float']['output'];
  year: Scalars['Int']['output'];
};

/** A credit the member earned at another provider and recorded. */
export type ExternalEcmCredit = {
  __typename?: 'ExternalEcmCredit';
  area: EcmObjectiveArea;
  /** File name of the attached certificate, null without one. */
  certificateName: Maybe<Scalars['String']['output']>;
  /** Portal path of the certificate PDF, served to the member's own session; null without one. */
  certificateUrl: Maybe<Scalars['String']['output']>;
  credits: Scalars['Float']['output'];
  /** YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** ECM event code as the certificate prints it (e.g. '5120-461203'), null when not given. */
  eventCode: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  kind: EcmCreditKind;
  provider: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** An external credit as the member records or corrects it. */
export type ExternalEcmCreditInput = {
  /** Training-objective area; absent: TECNICO_PROFESSIONALE on a new credit, the one on file on a correction. */
  area?: InputMaybe<EcmObjectiveArea>;
  /** A certificate PDF to attach (or to replace the one on file). */
  certificate?: InputMaybe<EcmCertificateInput>;
  /** Credits, 0.1 to 50, one decimal. */
  credits: Scalars['Float']['input'];
  /** Day earned: gg/mm/aaaa or YYYY-MM-DD, inside the triennium, not after today. */
  date: Scalars['String']['input'];
  /** ECM event code, optional, at most 40 characters (an import judges duplicates on it and the date). */
  eventCode?: InputMaybe<Scalars['String']['input']>;
  /** Kind of the credit; absent: RESIDENZIALE on a new credit, the one on file on a correction. */
  kind?: InputMaybe<EcmCreditKind>;
  /** Provider (name or number), 1-200 characters. */
  provider: Scalars['String']['input'];
  /** On a correction: remove the certificate on file. */
  removeCertificate?: InputMaybe<Scalars['Boolean']['input']>;
  /** Event title, 1-300 characters. */
  title: Scalars['String']['input'];
};

/** The 'Vai al Catalogo FAD' block a viewer gets (spec 2 §2, §6). */
export type FadCatalogueBlock =
  /** A plain link to the portal catalogue /corsi-ecm-fad (registered members). */
  | 'CATALOGUE_LINK'
  /** 'Vai al Catalogo FAD': the provider catalogue opened through `catalogueAccessUrl` (trial or premium with the ecm wallet). */
  | 'OPEN_FAD_CATALOGUE';

/**
 * One credit of an import (a CSV file read and checked in the page, issue 40): the single credit's
 * fields without a certificate.
 */
export type ImportedEcmCreditInput = {
  /** Absent: the default objective area. */
  area?: InputMaybe<EcmObjectiveArea>;
  credits: Scalars['Float']['input'];
  /** gg/mm/aaaa or YYYY-MM-DD, inside the triennium, not after today. */
  date: Scalars['String']['input'];
  eventCode?: InputMaybe<Scalars['String']['input']>;
  /** The CSV's 'Tipologia' (absent: the default kind of a credit from elsewhere). */
  kind?: InputMaybe<EcmCreditKind>;
  provider: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

/** An e-book or a training film (spec 2 §3 'E-book and film search doc'). */
export type LearningItem = {
  __typename?: 'LearningItem';
  /** Abstract (plain text). */
  abstract: Maybe<Scalars['String']['output']>;
  /** The linked ECM course. */
  course: Maybe<Course>;
  /** Id of the linked ECM course; e-book and film actions appear only when it is set. */
  courseId: Maybe<Scalars['ID']['output']>;
  /** ECM credits of the linked course. */
  credits: Maybe<Scalars['Float']['output']>;
  /** Last day the linked course can be taken (yyyy-MM-dd). */
  endDate: Maybe<Scalars['String']['output']>;
  /**
   * Portal link of the e-book file or the film (from the linked course), a link that works for a few minutes;
   * null unless the linked course opens for the viewer (its accessDecision is OPEN).
   */
  fileUrl: Maybe<Scalars['String']['output']>;
  /** Item id, e.g. 'ebook-12' or 'film-3': the value of `learningItem(id)` and of `excludeId`. */
  id: Scalars['ID']['output'];
  /** Absolute image URL. */
  imageUrl: Maybe<Scalars['String']['output']>;
  /** E-book or training film. */
  kind: LearningItemKind;
  /** Portal path of the item's detail page, e.g. /corsi-ecm-fad/ebook/{slug}. */
  path: Scalars['String']['output'];
  /** Series names (the upstream's pipe-separated collana, split; clients show the first). */
  series: Array<Scalars['String']['output']>;
  /** Slug of the detail page (last segment of path). */
  slug: Scalars['String']['output'];
  /** Title. */
  title: Scalars['String']['output'];
};

/** Kind of a learning item. */
export type LearningItemKind =
  /** An e-book (area /corsi-ecm-fad/ebook). */
  | 'EBOOK'
  /** A training film (area /corsi-ecm-fad/film-formazione). */
  | 'TRAINING_FILM';

/** A page of e-books or training films. */
export type LearningItemPage = {
  __typename?: 'LearningItemPage';
  /** The items (at most `rows`). */
  items: Array<LearningItem>;
  /** Total number of matching items. */
  total: Scalars['Int']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Corrects one of the member's external credits; NOT_FOUND for another member's or an unknown id. */
  correctExternalEcmCredit: ExternalEcmCredit;
  /** Deletes one of the member's obligation adjustments; NOT_FOUND for another member's or an unknown id. */
  deleteEcmObligationAdjustment: Scalars['Boolean']['output'];
  /** Deletes one of the member's external credits and its certificate; NOT_FOUND for another member's or an unknown id. */
  deleteExternalEcmCredit: Scalars['Boolean']['output'];
  /**
   * Records the credits of an import at once (members with the ecm wallet; their own), all or none:
   * every credit is checked with the single credit's rules and for duplicates (same event code and
   * date) among them and against the member's recorded credits; the first problem is BAD_USER_INPUT
   * with extensions.row (0-based) and extensions.field. Idempotent with the operation's Idempotency-Key.
   */
  importExternalEcmCredits: Array<ExternalEcmCredit>;
  /**
   * Records an exemption, exoneration, dossier or the previous triennium's credits (members with the ecm wallet; their
   * own), answered as the line the obligation's breakdown shows for the current triennium. BAD_USER_INPUT with
   * extensions.field for a field that breaks a rule.
   */
  recordEcmObligationAdjustment: EcmObligationLine;
  /**
   * Records a credit earned elsewhere (members with the ecm wallet; their own). BAD_USER_INPUT with
   * extensions.field for a field that breaks a rule (the message is the form's). Idempotent with the
   * operation's Idempotency-Key.
   */
  recordExternalEcmCredit: ExternalEcmCredit;
  /** Sets the member's individual obligation from their registry statement (0-300, one decimal); null goes back to the standard one. Answers the obligation in force. */
  setEcmObligation: Scalars['Float']['output'];
  /**
   * Starts a course: decides again on the server with the course's fresh status (spec 2 §4) and, only when the
   * decision is OPEN, asks the provider for the access URL (enrolling the member). Otherwise `accessUrl` is null and
   * the decision says which modal to show. NOT_FOUND for a course that does not exist.
   */
  startCourse: StartCourseResult;
};


export type MutationCorrectExternalEcmCreditArgs = {
  id: Scalars['ID']['input'];
  input: ExternalEcmCreditInput;
};


export type MutationDeleteEcmObligationAdjustmentArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteExternalEcmCreditArgs = {
  id: Scalars['ID']['input'];
};


export type MutationImportExternalEcmCreditsArgs = {
  credits: Array<ImportedEcmCreditInput>;
};


export type MutationRecordEcmObligationAdjustmentArgs = {
  input: EcmObligationAdjustmentInput;
};


export type MutationRecordExternalEcmCreditArgs = {
  input: ExternalEcmCreditInput;
};


export type MutationSetEcmObligationArgs = {
  obligation?: InputMaybe<Scalars['Float']['input']>;
};


export type MutationStartCourseArgs = {
  courseId: Scalars['ID']['input'];
};

/** A course passed on the portal, as a triennium credit. */
export type PortalEcmCredit = {
  __typename?: 'PortalEcmCredit';
  /** The catalogue has no training objective: the policy's default area (PORTAL_COURSE_AREA). */
  area: EcmObjectiveArea;
  courseId: Scalars['ID']['output'];
  credits: Scalars['Float']['output'];
  /** Day the final test was passed, YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** ECM event code, e.g. '2506-412001'. */
  eventCode: Scalars['String']['output'];
  /** FAD: the portal's courses are. */
  kind: EcmCreditKind;
  /** The accrediting ECM provider's number (the club's is 2506). */
  provider: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /**
   * URL of the FAD catalogue ('Vai al Catalogo FAD', opened in a new window): trial and premium members with an
   * active ecm wallet only, FORBIDDEN otherwise (reason WALLET_REQUIRED without the wallet, UPGRADE_REQUIRED for
   * other types; UNAUTHENTICATED for a visitor). Null with an error when the service fails.
   * A single sign-on link: never kept (maxAge 0), each request asks the provider for its own.
   */
  catalogueAccessUrl: Maybe<Scalars['String']['output']>;
  /** A published course by id; NOT_FOUND error when there is none. */
  course: Maybe<Course>;
  /** A published course by slug; NOT_FOUND error when there is none (as course(id:)). */
  courseBySlug: Maybe<Course>;
  /**
   * Searches the ECM catalogue, 9 courses per page. Null with an error when the catalogue service
   * fails (extensions.code UPSTREAM_UNAVAILABLE), so the rest of the page still renders;
   * BAD_USER_INPUT for a page outside 1-10000 or a malformed id. Null with FORBIDDEN, reason
   * WALLET_REQUIRED, for a trial or premium member without the ecm wallet (spec 2 §6 'ECM lists need the
   * ecm wallet': the upgrade instead).
   */
  courseCatalogue: Maybe<CoursePage>;
  /**
   * The viewer's certificate of a passed course (PASSED). NOT_FOUND when the course is not passed; errors carry
   * extensions.service '/FAD/Corsi/{id}/Certificato' (toast 'Errore nel servizio /FAD/Corsi/{id}/Certificato').
   */
  courseCertificate: Maybe<Certificate>;
  /** The viewer's course blocks (home teaser, catalogue block, training-area link); never fails (no upstream call). */
  courseOffer: CourseOffer;
  /** All series (collane) for the catalogue filter; null with an error when the service fails. */
  courseSeries: Maybe<Array<Series>>;
  /** The e-book of the month (the newest e-book); null when there is none or the service fails. */
  ebookOfTheMonth: Maybe<LearningItem>;
  /** E-books, newest first: `rows` 1-999, `offset` from 0; `excludeId` leaves one item out (the detail page's own). */
  ebooks: Maybe<LearningItemPage>;
  /** What the ECM triennium page shows this viewer: their triennium, the upgrade path or the way in. Never fails. */
  ecmTrienniumAccess: EcmTrienniumAccess;
  /** An e-book or training film by id (e.g. 'ebook-12'); null when there is none. */
  learningItem: Maybe<LearningItem>;
  /** An e-book or training film by the slug of its detail page; null when there is none. */
  learningItemBySlug: Maybe<LearningItem>;
  /**
   * Suggested-course groups top, new and foryou; limit 3, 6 or 12 (else BAD_USER_INPUT). A course appears at
   * most once across the three groups (the first group that has it keeps it), and never the `excludeId` course
   * (the course page's own).
   */
  suggestedCourses: Maybe<SuggestedCourses>;
  /** All teaching models (modelli didattici) for the catalogue filter; null with an error when the service fails. */
  teachingModels: Maybe<Array<TeachingModel>>;
  /**
   * The viewer's courses with one status (ACTIVE Attivi, PASSED Superati, FAILED Non superati, EXPIRED Scaduti),
   * 6 per page. BAD_USER_INPUT for a page outside 1-10000; FORBIDDEN for FAILED and EXPIRED for
   * ex-trial/ex-premium members (they see only Attivi and Superati); UNAUTHENTICATED for a visitor.
   */
  trainingArea: Maybe<TrainingPage>;
  /** Training films (Film Formazione), newest first; same arguments as `ebooks`. */
  trainingFilms: Maybe<LearningItemPage>;
  /** Counts of the viewer's courses by status; UNAUTHENTICATED for a visitor; null with an error when the service fails. */
  trainingSummary: Maybe<TrainingSummary>;
  /** A video clip by the slug of its detail page; null when there is none. */
  videoClipBySlug: Maybe<VideoClip>;
  /** Video clips, newest first; `first` 3 or 12 (else BAD_USER_INPUT), `after` an endCursor of a previous page. */
  videoClips: Maybe<VideoClipConnection>;
  /** The video of the month (the newest clip); null when there is none. */
  videoOfTheMonth: Maybe<VideoClip>;
};


export type QueryCourseArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCourseBySlugArgs = {
  slug: Scalars['String']['input'];
};


export type QueryCourseCatalogueArgs = {
  input?: InputMaybe<CourseSearchInput>;
};


export type QueryCourseCertificateArgs = {
  courseId: Scalars['ID']['input'];
};


export type QueryEbooksArgs = {
  excludeId?: InputMaybe<Scalars['ID']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  rows?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLearningItemArgs = {
  id: Scalars['ID']['input'];
};


export type QueryLearningItemBySlugArgs = {
  kind: LearningItemKind;
  slug: Scalars['String']['input'];
};


export type QuerySuggestedCoursesArgs = {
  excludeId?: InputMaybe<Scalars['ID']['input']>;
  limit: Scalars['Int']['input'];
};


export type QueryTrainingAreaArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
  status: CourseStatus;
};


export type QueryTrainingFilmsArgs = {
  excludeId?: InputMaybe<Scalars['ID']['input']>;
  offset?: InputMaybe<Scalars['Int']['input']>;
  rows?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryVideoClipBySlugArgs = {
  slug: Scalars['String']['input'];
};


export type QueryVideoClipsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
};

/** Thematic series (collana) of a course: Medicina, Sicurezza, Covid 19, Legale or Manageriale. */
export type Series = {
  __typename?: 'Series';
  /** Upstream id, the value of `CourseSearchInput.seriesId`. */
  id: Scalars['ID']['output'];
  /** Name as the catalogue filter shows it, e.g. 'Covid 19'. */
  name: Scalars['String']['output'];
};

/** The answer of `startCourse`. */
export type StartCourseResult = {
  __typename?: 'StartCourseResult';
  /**
   * URL that opens the course in the provider's player (new window); set only when the decision is OPEN, never otherwise.
   * A player on the portal's upstream is a portal path (/player/…); an external provider's player keeps its https address.
   */
  accessUrl: Maybe<Scalars['String']['output']>;
  /** The decision taken on the server with the course's fresh status. */
  decision: CourseAccessDecision;
};

/** Suggested-course groups (POST /CMS/Search/CorsiSuggeriti). */
export type SuggestedCourses = {
  __typename?: 'SuggestedCourses';
  /** Courses for the viewer's profession (generic suggestions for visitors). */
  foryou: Array<Course>;
  /** The newest courses. */
  new: Array<Course>;
  /** The most followed courses. */
  top: Array<Course>;
};

/** Teaching model (modello didattico) of a course: Film Formazione, E-book, Multimediale or Interattivo. */
export type TeachingModel = {
  __typename?: 'TeachingModel';
  /** Upstream id, the value of `CourseSearchInput.teachingModelId`. */
  id: Scalars['ID']['output'];
  /** Name as the catalogue filter shows it, e.g. 'E-book'. */
  name: Scalars['String']['output'];
};

/** One page of the viewer's own courses in the training area (/profilo/la-mia-formazione). */
export type TrainingPage = {
  __typename?: 'TrainingPage';
  /** The courses on this page (at most 6), with the viewer's status. */
  items: Array<Course>;
  /** Current page, 1-based. */
  page: Scalars['Int']['output'];
  /** Total number of pages for this status ('Mostra altri' shows while page < totalPages). */
  totalPages: Scalars['Int']['output'];
};

/** How many of the viewer's courses are in each status (GET /FAD/Corsi/Riepilogo). */
export type TrainingSummary = {
  __typename?: 'TrainingSummary';
  /** Courses in progress (ACTIVE, tab Attivi). */
  active: Scalars['Int']['output'];
  /** Expired courses (EXPIRED, tab Scaduti). */
  expired: Scalars['Int']['output'];
  /** Courses not passed (FAILED, tab Non superati). */
  failed: Scalars['Int']['output'];
  /** Courses passed (PASSED, tab Superati). */
  passed: Scalars['Int']['output'];
};

/** A member (owned by the crm subgraph); the fad subgraph adds the training fields. */
export type User = {
  __typename?: 'User';
  /**
   * Available ECM credits (saldo of the active ecm wallet); null when the member has no active ecm wallet.
   * Readable only by the member themself: for anyone else the field is null with a FORBIDDEN error
   * (UNAUTHENTICATED for a visitor).
   */
  ecmBalance: Maybe<Scalars['Float']['output']>;
  /**
   * The member's ECM triennium (beyond the spec): obligation, credits earned (portal, external, bonus),
   * the 70 % insurance threshold, what is missing, days left, per-year figures, the credits themselves
   * and a plan from the catalogue. Only the member themself (FORBIDDEN, reason NOT_OWNER, for anyone
   * else; UNAUTHENTICATED for a visitor or a partner key); FORBIDDEN, reason WALLET_REQUIRED, without
   * the ecm wallet (`Query.ecmTrienniumAccess` says what such a viewer sees instead).
   * Issue 40: `triennium` ('2023-2025') asks for a past one of the policy's trienni table (its
   * standard obligation, its credits; BAD_USER_INPUT for one that is not a triennium up to the
   * current one); without it, the current one (the table's row containing today, or the configured one).
   */
  ecmTriennium: Maybe<EcmTriennium>;
  /** Customer code. */
  id: Scalars['ID']['output'];
};


/** A member (owned by the crm subgraph); the fad subgraph adds the training fields. */
export type UserEcmTrienniumArgs = {
  triennium?: InputMaybe<Scalars['String']['input']>;
};

/** A video clip (Multimediale course clip). */
export type VideoClip = {
  __typename?: 'VideoClip';
  /** The linked ECM course. */
  course: Maybe<Course>;
  /** Id of the linked ECM course. */
  courseId: Scalars['ID']['output'];
  /** Short description. */
  description: Maybe<Scalars['String']['output']>;
  /** Clip id (the id of its course). */
  id: Scalars['ID']['output'];
  /** Absolute URL of the poster image. */
  imageUrl: Maybe<Scalars['String']['output']>;
  /** Slug of the detail page /corsi-ecm-fad/videoclip/{slug}. */
  slug: Scalars['String']['output'];
  /** Title. */
  title: Scalars['String']['output'];
  /** Portal link of the video file (played in a modal). */
  videoUrl: Scalars['String']['output'];
};

/** A page of video clips (cursor paging, 12 per page; 3 for teasers). */
export type VideoClipConnection = {
  __typename?: 'VideoClipConnection';
  /** Edges with cursors. */
  edges: Array<VideoClipEdge>;
  /** The clips of this page. */
  nodes: Array<VideoClip>;
  /** Paging info. */
  pageInfo: VideoClipPageInfo;
};

/** An edge of the video clip connection. */
export type VideoClipEdge = {
  __typename?: 'VideoClipEdge';
  /** Opaque cursor of this clip. */
  cursor: Scalars['String']['output'];
  /** The clip. */
  node: VideoClip;
};

/** Paging info of a cursor connection. */
export type VideoClipPageInfo = {
  __typename?: 'VideoClipPageInfo';
  /** Cursor of the last clip of this page (pass as `after` for the next page); null on an empty page. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** True when more clips follow ('Carica altri' shows). */
  hasNextPage: Scalars['Boolean']['output'];
};

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = ResolversObject<{
  Course: Course;
  User: User;
}>;

/** Mapping of federation reference types */
export type FederationReferenceTypes = ResolversObject<{
  Course:
    ( { __typename: 'Course' }
    & GraphQLRecursivePick<FederationTypes['Course'], {"id":true}> );
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
}>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Certificate: ResolverTypeWrapper<CertificateParent>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Course: ResolverTypeWrapper<CourseParent>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  CourseAccessDecision: ResolverTypeWrapper<CourseAccessDecision>;
  CourseAccessOutcome: CourseAccessOutcome;
  CourseFileLink: ResolverTypeWrapper<CourseFileLink>;
  CourseOffer: ResolverTypeWrapper<CourseOffer>;
  CoursePage: ResolverTypeWrapper<CoursePageParent>;
  CourseSearchInput: CourseSearchInput;
  CourseStatus: CourseStatus;
  CourseViewerStatus: ResolverTypeWrapper<CourseViewerStatusParent>;
  CreditRange: CreditRange;
  EcmAdjustmentKind: EcmAdjustmentKind;
  EcmAreaCredits: ResolverTypeWrapper<EcmAreaCredits>;
  EcmCertificateInput: EcmCertificateInput;
  EcmCreditKind: EcmCreditKind;
  EcmKindCredits: ResolverTypeWrapper<EcmKindCredits>;
  EcmObjectiveArea: EcmObjectiveArea;
  EcmObligationAdjustmentInput: EcmObligationAdjustmentInput;
  EcmObligationBreakdown: ResolverTypeWrapper<Omit<EcmObligationBreakdown, 'lines'> & { lines: Array<ResolversTypes['EcmObligationLine']> }>;
  EcmObligationLine: ResolverTypeWrapper<EcmObligationLineParent>;
  EcmPastDebt: ResolverTypeWrapper<EcmPastDebtParent>;
  EcmPlan: ResolverTypeWrapper<Omit<EcmPlan, 'toObligation' | 'toThreshold'> & { toObligation: ResolversTypes['EcmPlanStep'], toThreshold: ResolversTypes['EcmPlanStep'] }>;
  EcmPlanRemedy: EcmPlanRemedy;
  EcmPlanStep: ResolverTypeWrapper<EcmPlanStepParent>;
  EcmTriennium: ResolverTypeWrapper<EcmTrienniumParent>;
  EcmTrienniumAccess: EcmTrienniumAccess;
  EcmTrienniumReminder: ResolverTypeWrapper<EcmTrienniumReminder>;
  EcmTrienniumStanding: ResolverTypeWrapper<EcmTrienniumStandingParent>;
  EcmYearCredits: ResolverTypeWrapper<EcmYearCredits>;
  ExternalEcmCredit: ResolverTypeWrapper<ExternalEcmCreditParent>;
  ExternalEcmCreditInput: ExternalEcmCreditInput;
  FadCatalogueBlock: FadCatalogueBlock;
  ImportedEcmCreditInput: ImportedEcmCreditInput;
  LearningItem: ResolverTypeWrapper<LearningItemParent>;
  LearningItemKind: LearningItemKind;
  LearningItemPage: ResolverTypeWrapper<LearningItemPageParent>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PortalEcmCredit: ResolverTypeWrapper<PortalEcmCreditParent>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Series: ResolverTypeWrapper<SeriesParent>;
  StartCourseResult: ResolverTypeWrapper<StartCourseResult>;
  SuggestedCourses: ResolverTypeWrapper<SuggestedCoursesParent>;
  TeachingModel: ResolverTypeWrapper<TeachingModelParent>;
  TrainingPage: ResolverTypeWrapper<TrainingPageParent>;
  TrainingSummary: ResolverTypeWrapper<TrainingSummaryParent>;
  User: ResolverTypeWrapper<UserParent>;
  VideoClip: ResolverTypeWrapper<VideoClipParent>;
  VideoClipConnection: ResolverTypeWrapper<VideoClipConnectionParent>;
  VideoClipEdge: ResolverTypeWrapper<VideoClipEdgeParent>;
  VideoClipPageInfo: ResolverTypeWrapper<VideoClipPageInfoParent>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Certificate: CertificateParent;
  String: Scalars['String']['output'];
  Course: CourseParent;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  CourseAccessDecision: CourseAccessDecision;
  CourseFileLink: CourseFileLink;
  CourseOffer: CourseOffer;
  CoursePage: CoursePageParent;
  CourseSearchInput: CourseSearchInput;
  CourseViewerStatus: CourseViewerStatusParent;
  EcmAreaCredits: EcmAreaCredits;
  EcmCertificateInput: EcmCertificateInput;
  EcmKindCredits: EcmKindCredits;
  EcmObligationAdjustmentInput: EcmObligationAdjustmentInput;
  EcmObligationBreakdown: Omit<EcmObligationBreakdown, 'lines'> & { lines: Array<ResolversParentTypes['EcmObligationLine']> };
  EcmObligationLine: EcmObligationLineParent;
  EcmPastDebt: EcmPastDebtParent;
  EcmPlan: Omit<EcmPlan, 'toObligation' | 'toThreshold'> & { toObligation: ResolversParentTypes['EcmPlanStep'], toThreshold: ResolversParentTypes['EcmPlanStep'] };
  EcmPlanStep: EcmPlanStepParent;
  EcmTriennium: EcmTrienniumParent;
  EcmTrienniumReminder: EcmTrienniumReminder;
  EcmTrienniumStanding: EcmTrienniumStandingParent;
  EcmYearCredits: EcmYearCredits;
  ExternalEcmCredit: ExternalEcmCreditParent;
  ExternalEcmCreditInput: ExternalEcmCreditInput;
  ImportedEcmCreditInput: ImportedEcmCreditInput;
  LearningItem: LearningItemParent;
  LearningItemPage: LearningItemPageParent;
  Mutation: Record<PropertyKey, never>;
  PortalEcmCredit: PortalEcmCreditParent;
  Query: Record<PropertyKey, never>;
  Series: SeriesParent;
  StartCourseResult: StartCourseResult;
  SuggestedCourses: SuggestedCoursesParent;
  TeachingModel: TeachingModelParent;
  TrainingPage: TrainingPageParent;
  TrainingSummary: TrainingSummaryParent;
  User: UserParent;
  VideoClip: VideoClipParent;
  VideoClipConnection: VideoClipConnectionParent;
  VideoClipEdge: VideoClipEdgeParent;
  VideoClipPageInfo: VideoClipPageInfoParent;
  Boolean: Scalars['Boolean']['output'];
  Int: Scalars['Int']['output'];
}>;

export type CacheControlDirectiveArgs = {
  inheritMaxAge?: Maybe<Scalars['Boolean']['input']>;
  maxAge?: Maybe<Scalars['Int']['input']>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = Context, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type CertificateResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Certificate'] = ResolversParentTypes['Certificate']> = ResolversObject<{
  base64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CourseResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Course'] = ResolversParentTypes['Course'], FederationReferenceType extends FederationReferenceTypes['Course'] = FederationReferenceTypes['Course']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Course']> | FederationReferenceType, FederationReferenceType, ContextType>;
  accessDecision?: Resolver<Maybe<ResolversTypes['CourseAccessDecision']>, ParentType, ContextType>;
  cardHeading?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  courseId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  credits?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadPdfUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ebookParts?: Resolver<Array<ResolversTypes['CourseFileLink']>, ParentType, ContextType>;
  ebookUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ecmObjective?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  ecmObjectiveArea?: Resolver<Maybe<ResolversTypes['EcmObjectiveArea']>, ParentType, ContextType>;
  expiryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filmFormazioneUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isExternal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  linkUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  previewPdfUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promoCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  series?: Resolver<Maybe<ResolversTypes['Series']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teachingModel?: Resolver<Maybe<ResolversTypes['TeachingModel']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  videoClipUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  viewerStatus?: Resolver<Maybe<ResolversTypes['CourseViewerStatus']>, ParentType, ContextType>;
}>;

export type CourseAccessDecisionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CourseAccessDecision'] = ResolversParentTypes['CourseAccessDecision']> = ResolversObject<{
  outcome?: Resolver<ResolversTypes['CourseAccessOutcome'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showsUpgradeInsteadOfStart?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CourseFileLinkResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CourseFileLink'] = ResolversParentTypes['CourseFileLink']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type CourseOfferResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CourseOffer'] = ResolversParentTypes['CourseOffer']> = ResolversObject<{
  catalogueBlock?: Resolver<Maybe<ResolversTypes['FadCatalogueBlock']>, ParentType, ContextType>;
  showsHomeTeaser?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showsTrainingAreaLink?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CoursePageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CoursePage'] = ResolversParentTypes['CoursePage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Course']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CourseViewerStatusResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CourseViewerStatus'] = ResolversParentTypes['CourseViewerStatus']> = ResolversObject<{
  ended?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  percentageOfCompletion?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  score?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  started?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['CourseStatus']>, ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type EcmAreaCreditsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EcmAreaCredits'] = ResolversParentTypes['EcmAreaCredits']> = ResolversObject<{
  area?: Resolver<ResolversTypes['EcmObjectiveArea'], ParentType, ContextType>;
  earned?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EcmKindCreditsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EcmKindCredits'] = ResolversParentTypes['EcmKindCredits']> = ResolversObject<{
  cap?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  counted?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  earned?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['EcmCreditKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EcmObligationBreakdownResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EcmObligationBreakdown'] = ResolversParentTypes['EcmObligationBreakdown']> = ResolversObject<{
  computed?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lines?: Resolver<Array<ResolversTypes['EcmObligationLine']>, ParentType, ContextType>;
  obligation?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  override?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  reduction?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  standard?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type EcmObligationLineResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EcmObligationLine'] = ResolversParentTypes['EcmObligationLine']> = ResolversObject<{
  credits?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  end?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fromRecordedCredits?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['EcmAdjustmentKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reduction?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EcmPastDebtResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EcmPastDebt'] = ResolversParentTypes['EcmPastDebt']> = ResolversObject<{
  left?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  madeUp?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  open?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  shortfall?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  source?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  triennium?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  until?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EcmPlanResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EcmPlan'] = ResolversParentTypes['EcmPlan']> = ResolversObject<{
  missingAreas?: Resolver<Array<ResolversTypes['EcmObjectiveArea']>, ParentType, ContextType>;
  toObligation?: Resolver<ResolversTypes['EcmPlanStep'], ParentType, ContextType>;
  toThreshold?: Resolver<ResolversTypes['EcmPlanStep'], ParentType, ContextType>;
}>;

export type EcmPlanStepResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EcmPlanStep'] = ResolversParentTypes['EcmPlanStep']> = ResolversObject<{
  closesGap?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  courses?: Resolver<Array<ResolversTypes['Course']>, ParentType, ContextType>;
  coveredAreas?: Resolver<Array<ResolversTypes['EcmObjectiveArea']>, ParentType, ContextType>;
  credits?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  gap?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  remedy?: Resolver<Maybe<ResolversTypes['EcmPlanRemedy']>, ParentType, ContextType>;
  remedyUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type EcmTrienniumResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EcmTriennium'] = ResolversParentTypes['EcmTriennium']> = ResolversObject<{
  calendar?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  creditsByArea?: Resolver<Array<ResolversTypes['EcmAreaCredits']>, ParentType, ContextType>;
  creditsByKind?: Resolver<Array<ResolversTypes['EcmKindCredits']>, ParentType, ContextType>;
  creditsOverCap?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  daysLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  earnedBonus?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  earnedExternal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  earnedPortal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  earnedTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  externalCredits?: Resolver<Array<ResolversTypes['ExternalEcmCredit']>, ParentType, ContextType>;
  history?: Resolver<Array<ResolversTypes['EcmTrienniumStanding']>, ParentType, ContextType>;
  insuranceTriennium?: Resolver<Maybe<ResolversTypes['EcmTrienniumStanding']>, ParentType, ContextType>;
  missingToObligation?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  missingToThreshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  obligation?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  obligationBreakdown?: Resolver<ResolversTypes['EcmObligationBreakdown'], ParentType, ContextType>;
  obligationIsStandard?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  pastDebts?: Resolver<Array<ResolversTypes['EcmPastDebt']>, ParentType, ContextType>;
  perYear?: Resolver<Array<ResolversTypes['EcmYearCredits']>, ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['EcmPlan'], ParentType, ContextType>;
  portalCredits?: Resolver<Array<ResolversTypes['PortalEcmCredit']>, ParentType, ContextType>;
  reminder?: Resolver<Maybe<ResolversTypes['EcmTrienniumReminder']>, ParentType, ContextType>;
  reminderDay?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  standardObligation?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  thresholdMet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  thresholdShare?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  transcriptUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  triennium?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EcmTrienniumReminderResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EcmTrienniumReminder'] = ResolversParentTypes['EcmTrienniumReminder']> = ResolversObject<{
  daysLeft?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  missingToThreshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
}>;

export type EcmTrienniumStandingResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EcmTrienniumStanding'] = ResolversParentTypes['EcmTrienniumStanding']> = ResolversObject<{
  compensatoryGiven?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  debt?: Resolver<Maybe<ResolversTypes['EcmPastDebt']>, ParentType, ContextType>;
  earnedExternal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  earnedPortal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  earnedTotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  end?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  generalReduction?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  insuranceRuleApplies?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isInsurance?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  missingToObligation?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  missingToThreshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  obligation?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  share?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  threshold?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  thresholdMet?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  transcriptUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  triennium?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EcmYearCreditsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EcmYearCredits'] = ResolversParentTypes['EcmYearCredits']> = ResolversObject<{
  credits?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ExternalEcmCreditResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExternalEcmCredit'] = ResolversParentTypes['ExternalEcmCredit']> = ResolversObject<{
  area?: Resolver<ResolversTypes['EcmObjectiveArea'], ParentType, ContextType>;
  certificateName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  certificateUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  credits?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['EcmCreditKind'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LearningItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LearningItem'] = ResolversParentTypes['LearningItem']> = ResolversObject<{
  abstract?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  course?: Resolver<Maybe<ResolversTypes['Course']>, ParentType, ContextType>;
  courseId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  credits?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  fileUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['LearningItemKind'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  series?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LearningItemPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LearningItemPage'] = ResolversParentTypes['LearningItemPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['LearningItem']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  correctExternalEcmCredit?: Resolver<ResolversTypes['ExternalEcmCredit'], ParentType, ContextType, RequireFields<MutationCorrectExternalEcmCreditArgs, 'id' | 'input'>>;
  deleteEcmObligationAdjustment?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteEcmObligationAdjustmentArgs, 'id'>>;
  deleteExternalEcmCredit?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteExternalEcmCreditArgs, 'id'>>;
  importExternalEcmCredits?: Resolver<Array<ResolversTypes['ExternalEcmCredit']>, ParentType, ContextType, RequireFields<MutationImportExternalEcmCreditsArgs, 'credits'>>;
  recordEcmObligationAdjustment?: Resolver<ResolversTypes['EcmObligationLine'], ParentType, ContextType, RequireFields<MutationRecordEcmObligationAdjustmentArgs, 'input'>>;
  recordExternalEcmCredit?: Resolver<ResolversTypes['ExternalEcmCredit'], ParentType, ContextType, RequireFields<MutationRecordExternalEcmCreditArgs, 'input'>>;
  setEcmObligation?: Resolver<ResolversTypes['Float'], ParentType, ContextType, Partial<MutationSetEcmObligationArgs>>;
  startCourse?: Resolver<ResolversTypes['StartCourseResult'], ParentType, ContextType, RequireFields<MutationStartCourseArgs, 'courseId'>>;
}>;

export type PortalEcmCreditResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PortalEcmCredit'] = ResolversParentTypes['PortalEcmCredit']> = ResolversObject<{
  area?: Resolver<ResolversTypes['EcmObjectiveArea'], ParentType, ContextType>;
  courseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  credits?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  eventCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['EcmCreditKind'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  catalogueAccessUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  course?: Resolver<Maybe<ResolversTypes['Course']>, ParentType, ContextType, RequireFields<QueryCourseArgs, 'id'>>;
  courseBySlug?: Resolver<Maybe<ResolversTypes['Course']>, ParentType, ContextType, RequireFields<QueryCourseBySlugArgs, 'slug'>>;
  courseCatalogue?: Resolver<Maybe<ResolversTypes['CoursePage']>, ParentType, ContextType, Partial<QueryCourseCatalogueArgs>>;
  courseCertificate?: Resolver<Maybe<ResolversTypes['Certificate']>, ParentType, ContextType, RequireFields<QueryCourseCertificateArgs, 'courseId'>>;
  courseOffer?: Resolver<ResolversTypes['CourseOffer'], ParentType, ContextType>;
  courseSeries?: Resolver<Maybe<Array<ResolversTypes['Series']>>, ParentType, ContextType>;
  ebookOfTheMonth?: Resolver<Maybe<ResolversTypes['LearningItem']>, ParentType, ContextType>;
  ebooks?: Resolver<Maybe<ResolversTypes['LearningItemPage']>, ParentType, ContextType, RequireFields<QueryEbooksArgs, 'offset' | 'rows'>>;
  ecmTrienniumAccess?: Resolver<ResolversTypes['EcmTrienniumAccess'], ParentType, ContextType>;
  learningItem?: Resolver<Maybe<ResolversTypes['LearningItem']>, ParentType, ContextType, RequireFields<QueryLearningItemArgs, 'id'>>;
  learningItemBySlug?: Resolver<Maybe<ResolversTypes['LearningItem']>, ParentType, ContextType, RequireFields<QueryLearningItemBySlugArgs, 'kind' | 'slug'>>;
  suggestedCourses?: Resolver<Maybe<ResolversTypes['SuggestedCourses']>, ParentType, ContextType, RequireFields<QuerySuggestedCoursesArgs, 'limit'>>;
  teachingModels?: Resolver<Maybe<Array<ResolversTypes['TeachingModel']>>, ParentType, ContextType>;
  trainingArea?: Resolver<Maybe<ResolversTypes['TrainingPage']>, ParentType, ContextType, RequireFields<QueryTrainingAreaArgs, 'page' | 'status'>>;
  trainingFilms?: Resolver<Maybe<ResolversTypes['LearningItemPage']>, ParentType, ContextType, RequireFields<QueryTrainingFilmsArgs, 'offset' | 'rows'>>;
  trainingSummary?: Resolver<Maybe<ResolversTypes['TrainingSummary']>, ParentType, ContextType>;
  videoClipBySlug?: Resolver<Maybe<ResolversTypes['VideoClip']>, ParentType, ContextType, RequireFields<QueryVideoClipBySlugArgs, 'slug'>>;
  videoClips?: Resolver<Maybe<ResolversTypes['VideoClipConnection']>, ParentType, ContextType, RequireFields<QueryVideoClipsArgs, 'first'>>;
  videoOfTheMonth?: Resolver<Maybe<ResolversTypes['VideoClip']>, ParentType, ContextType>;
}>;

export type SeriesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Series'] = ResolversParentTypes['Series']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type StartCourseResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['StartCourseResult'] = ResolversParentTypes['StartCourseResult']> = ResolversObject<{
  accessUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  decision?: Resolver<ResolversTypes['CourseAccessDecision'], ParentType, ContextType>;
}>;

export type SuggestedCoursesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SuggestedCourses'] = ResolversParentTypes['SuggestedCourses']> = ResolversObject<{
  foryou?: Resolver<Array<ResolversTypes['Course']>, ParentType, ContextType>;
  new?: Resolver<Array<ResolversTypes['Course']>, ParentType, ContextType>;
  top?: Resolver<Array<ResolversTypes['Course']>, ParentType, ContextType>;
}>;

export type TeachingModelResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TeachingModel'] = ResolversParentTypes['TeachingModel']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TrainingPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrainingPage'] = ResolversParentTypes['TrainingPage']> = ResolversObject<{
  items?: Resolver<Array<ResolversTypes['Course']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalPages?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type TrainingSummaryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TrainingSummary'] = ResolversParentTypes['TrainingSummary']> = ResolversObject<{
  active?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  expired?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  failed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  passed?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  ecmBalance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ecmTriennium?: Resolver<Maybe<ResolversTypes['EcmTriennium']>, ParentType, ContextType, Partial<UserEcmTrienniumArgs>>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type VideoClipResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VideoClip'] = ResolversParentTypes['VideoClip']> = ResolversObject<{
  course?: Resolver<Maybe<ResolversTypes['Course']>, ParentType, ContextType>;
  courseId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  videoUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VideoClipConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VideoClipConnection'] = ResolversParentTypes['VideoClipConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['VideoClipEdge']>, ParentType, ContextType>;
  nodes?: Resolver<Array<ResolversTypes['VideoClip']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['VideoClipPageInfo'], ParentType, ContextType>;
}>;

export type VideoClipEdgeResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VideoClipEdge'] = ResolversParentTypes['VideoClipEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['VideoClip'], ParentType, ContextType>;
}>;

export type VideoClipPageInfoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VideoClipPageInfo'] = ResolversParentTypes['VideoClipPageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = Context> = ResolversObject<{
  Certificate?: CertificateResolvers<ContextType>;
  Course?: CourseResolvers<ContextType>;
  CourseAccessDecision?: CourseAccessDecisionResolvers<ContextType>;
  CourseFileLink?: CourseFileLinkResolvers<ContextType>;
  CourseOffer?: CourseOfferResolvers<ContextType>;
  CoursePage?: CoursePageResolvers<ContextType>;
  CourseViewerStatus?: CourseViewerStatusResolvers<ContextType>;
  EcmAreaCredits?: EcmAreaCreditsResolvers<ContextType>;
  EcmKindCredits?: EcmKindCreditsResolvers<ContextType>;
  EcmObligationBreakdown?: EcmObligationBreakdownResolvers<ContextType>;
  EcmObligationLine?: EcmObligationLineResolvers<ContextType>;
  EcmPastDebt?: EcmPastDebtResolvers<ContextType>;
  EcmPlan?: EcmPlanResolvers<ContextType>;
  EcmPlanStep?: EcmPlanStepResolvers<ContextType>;
  EcmTriennium?: EcmTrienniumResolvers<ContextType>;
  EcmTrienniumReminder?: EcmTrienniumReminderResolvers<ContextType>;
  EcmTrienniumStanding?: EcmTrienniumStandingResolvers<ContextType>;
  EcmYearCredits?: EcmYearCreditsResolvers<ContextType>;
  ExternalEcmCredit?: ExternalEcmCreditResolvers<ContextType>;
  LearningItem?: LearningItemResolvers<ContextType>;
  LearningItemPage?: LearningItemPageResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PortalEcmCredit?: PortalEcmCreditResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Series?: SeriesResolvers<ContextType>;
  StartCourseResult?: StartCourseResultResolvers<ContextType>;
  SuggestedCourses?: SuggestedCoursesResolvers<ContextType>;
  TeachingModel?: TeachingModelResolvers<ContextType>;
  TrainingPage?: TrainingPageResolvers<ContextType>;
  TrainingSummary?: TrainingSummaryResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  VideoClip?: VideoClipResolvers<ContextType>;
  VideoClipConnection?: VideoClipConnectionResolvers<ContextType>;
  VideoClipEdge?: VideoClipEdgeResolvers<ContextType>;
  VideoClipPageInfo?: VideoClipPageInfoResolvers<ContextType>;
}>;

export type DirectiveResolvers<ContextType = Context> = ResolversObject<{
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
}>;
