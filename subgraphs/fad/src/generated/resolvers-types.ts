import type { GraphQLResolveInfo } from 'graphql';
import type { Context } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
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

/** An ECM distance-learning course, as its catalogue card shows it (spec 2 §3 course card). */
export type Course = {
  __typename?: 'Course';
  /** Small heading above the title on the card, e.g. 'Corso ECM FAD · Medicina'. */
  cardHeading: Maybe<Scalars['String']['output']>;
  /** ECM event code of the course (courseId), e.g. '2506-412001' (provider 2506). */
  courseId: Scalars['String']['output'];
  /** ECM credits awarded on passing the course (may be fractional, e.g. 4.5). */
  credits: Scalars['Float']['output'];
  /** Short description of the course (plain text). */
  description: Maybe<Scalars['String']['output']>;
  /** Absolute URL of the course sheet PDF (download). */
  downloadPdfUrl: Maybe<Scalars['String']['output']>;
  /** Expected duration in hours. */
  duration: Maybe<Scalars['Float']['output']>;
  /** E-book URL, for E-book courses. */
  ebookUrl: Maybe<Scalars['String']['output']>;
  /** Last day the course can be taken (ISO 8601 date, yyyy-MM-dd). */
  expiryDate: Maybe<Scalars['String']['output']>;
  /** Training film URL, for Film Formazione courses. */
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
  /** Video clip URL, for Multimediale courses. */
  videoClipUrl: Maybe<Scalars['String']['output']>;
  /** The viewer's progress on this course; null for visitors (not signed in). */
  viewerStatus: Maybe<CourseViewerStatus>;
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
  /** 1 in progress, 2 passed, 3 not passed, 4 expired; null when the member never enrolled. */
  status: Maybe<Scalars['Int']['output']>;
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

export type Query = {
  __typename?: 'Query';
  /** A published course by slug; null when there is none. */
  courseBySlug: Maybe<Course>;
  /**
   * Searches the ECM catalogue, 9 courses per page. Null with an error when the catalogue service
   * fails (extensions.code UPSTREAM_UNAVAILABLE), so the rest of the page still renders;
   * BAD_USER_INPUT for a page outside 1-10000 or a malformed id.
   */
  courseCatalogue: Maybe<CoursePage>;
  /** All series (collane) for the catalogue filter; null with an error when the service fails. */
  courseSeries: Maybe<Array<Series>>;
  /** All teaching models (modelli didattici) for the catalogue filter; null with an error when the service fails. */
  teachingModels: Maybe<Array<TeachingModel>>;
};


export type QueryCourseBySlugArgs = {
  slug: Scalars['String']['input'];
};


export type QueryCourseCatalogueArgs = {
  input?: InputMaybe<CourseSearchInput>;
};

/** Thematic series (collana) of a course: Medicina, Sicurezza, Covid 19, Legale or Manageriale. */
export type Series = {
  __typename?: 'Series';
  /** Upstream id, the value of `CourseSearchInput.seriesId`. */
  id: Scalars['ID']['output'];
  /** Name as the catalogue filter shows it, e.g. 'Covid 19'. */
  name: Scalars['String']['output'];
};

/** Teaching model (modello didattico) of a course: Film Formazione, E-book, Multimediale or Interattivo. */
export type TeachingModel = {
  __typename?: 'TeachingModel';
  /** Upstream id, the value of `CourseSearchInput.teachingModelId`. */
  id: Scalars['ID']['output'];
  /** Name as the catalogue filter shows it, e.g. 'E-book'. */
  name: Scalars['String']['output'];
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
  /** Customer code. */
  id: Scalars['ID']['output'];
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
  Course: ResolverTypeWrapper<Course>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CoursePage: ResolverTypeWrapper<CoursePage>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  CourseSearchInput: CourseSearchInput;
  CourseViewerStatus: ResolverTypeWrapper<CourseViewerStatus>;
  CreditRange: CreditRange;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Series: ResolverTypeWrapper<Series>;
  TeachingModel: ResolverTypeWrapper<TeachingModel>;
  User: ResolverTypeWrapper<User>;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Course: Course | FederationReferenceTypes['Course'];
  String: Scalars['String']['output'];
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Boolean: Scalars['Boolean']['output'];
  CoursePage: CoursePage;
  Int: Scalars['Int']['output'];
  CourseSearchInput: CourseSearchInput;
  CourseViewerStatus: CourseViewerStatus;
  Query: Record<PropertyKey, never>;
  Series: Series;
  TeachingModel: TeachingModel;
  User: User | FederationReferenceTypes['User'];
}>;

export type CourseResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Course'] = ResolversParentTypes['Course'], FederationReferenceType extends FederationReferenceTypes['Course'] = FederationReferenceTypes['Course']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Course']> | FederationReferenceType, FederationReferenceType, ContextType>;
  cardHeading?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  courseId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  credits?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadPdfUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  ebookUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiryDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  filmFormazioneUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  groups?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isExternal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  linkUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promoCodes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  series?: Resolver<Maybe<ResolversTypes['Series']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  teachingModel?: Resolver<Maybe<ResolversTypes['TeachingModel']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  videoClipUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  viewerStatus?: Resolver<Maybe<ResolversTypes['CourseViewerStatus']>, ParentType, ContextType>;
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
  status?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  subscribed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  courseBySlug?: Resolver<Maybe<ResolversTypes['Course']>, ParentType, ContextType, RequireFields<QueryCourseBySlugArgs, 'slug'>>;
  courseCatalogue?: Resolver<Maybe<ResolversTypes['CoursePage']>, ParentType, ContextType, Partial<QueryCourseCatalogueArgs>>;
  courseSeries?: Resolver<Maybe<Array<ResolversTypes['Series']>>, ParentType, ContextType>;
  teachingModels?: Resolver<Maybe<Array<ResolversTypes['TeachingModel']>>, ParentType, ContextType>;
}>;

export type SeriesResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Series'] = ResolversParentTypes['Series']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TeachingModelResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TeachingModel'] = ResolversParentTypes['TeachingModel']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  ecmBalance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type Resolvers<ContextType = Context> = ResolversObject<{
  Course?: CourseResolvers<ContextType>;
  CoursePage?: CoursePageResolvers<ContextType>;
  CourseViewerStatus?: CourseViewerStatusResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Series?: SeriesResolvers<ContextType>;
  TeachingModel?: TeachingModelResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
}>;

