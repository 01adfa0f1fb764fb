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

/** A promo or hero banner, already filtered for the viewer (spec 1 §3). */
export type Banner = {
  __typename?: 'Banner';
  /** Background colour: lightblue or darkblue. */
  background: Maybe<Scalars['String']['output']>;
  /** Body. */
  content: Maybe<Scalars['String']['output']>;
  /** Calls to action visible to the viewer. */
  ctas: Array<BannerCta>;
  /** When true a visitor sees 'Hai già un account? Accedi'. */
  hasLoginCta: Scalars['Boolean']['output'];
  /** Id. */
  id: Scalars['ID']['output'];
  /** Image URL. */
  imageUrl: Maybe<Scalars['String']['output']>;
  /** Layout 1 to 4. */
  layout: Scalars['Int']['output'];
  /** Legal text, desktop. */
  legalTextDesktop: Maybe<Scalars['String']['output']>;
  /** Legal text, mobile. */
  legalTextMobile: Maybe<Scalars['String']['output']>;
  /** Theme. */
  theme: Maybe<Scalars['String']['output']>;
  /** Title. */
  title: Scalars['String']['output'];
};

/** A banner call to action, already filtered for the viewer. */
export type BannerCta = {
  __typename?: 'BannerCta';
  /** Icon name. */
  icon: Maybe<Scalars['String']['output']>;
  /** Label. */
  label: Scalars['String']['output'];
  /** Target path or URL (may carry a link marker such as #phonecall). */
  link: Scalars['String']['output'];
  /** Shorter label for small screens. */
  mobileLabel: Maybe<Scalars['String']['output']>;
  /** Link target (e.g. _blank). */
  target: Maybe<Scalars['String']['output']>;
  /** Button style (primary, secondary, warning, danger, link). */
  variant: Maybe<Scalars['String']['output']>;
};

/** A category of editorial content. */
export type Category = {
  __typename?: 'Category';
  /** Label, e.g. 'Norme e diritto'. */
  label: Scalars['String']['output'];
  /** Page name the all-categories grid sorts by; only in Query.contentCategories. */
  pageName: Maybe<Scalars['String']['output']>;
  /** URL of the category page. */
  url: Scalars['String']['output'];
};

/** An editorial content item (spec 2 §3). */
export type Content = {
  __typename?: 'Content';
  /** Abstract / excerpt; 'Nessun estratto disponibile...' is shown by clients when null. */
  abstract: Maybe<Scalars['String']['output']>;
  /** Author; 'Autore sconosciuto' is shown by clients when null. */
  author: Maybe<Scalars['String']['output']>;
  /** HTML body; articles carry several <h2> sections. */
  body: Maybe<Scalars['String']['output']>;
  /** Category. */
  category: Maybe<Category>;
  /** Content type. */
  contentType: ContentType;
  /** Content type as written in Italian (e.g. 'E-book', 'Film Formazione'). */
  contentTypeLabel: Scalars['String']['output'];
  /** The linked ECM course, resolved by the fad subgraph. */
  course: Maybe<Course>;
  /** Id of the linked ECM course (e-books, training films, video clips, some articles). */
  courseId: Maybe<Scalars['ID']['output']>;
  /** URL of the embedded frame (video, podcast, webinar players), if any. */
  embeddedContent: Maybe<Scalars['String']['output']>;
  /** Wallet flags of Tools and Modules. */
  flags: ContentFlags;
  /** Second-level headings of the body, in order: the entries of the 'Sommario' box (shown only with 2 or more). */
  headings: Array<Scalars['String']['output']>;
  /** Id. */
  id: Scalars['ID']['output'];
  /** Image URL. */
  imageUrl: Maybe<Scalars['String']['output']>;
  /** Editorial tags used by the portal's search contexts. */
  internalTags: Array<Scalars['String']['output']>;
  /** True for premium content. */
  isPremium: Scalars['Boolean']['output'];
  /** True for a formative article (isFormativo): the page asks for a fiscal code when the member has none. */
  isTraining: Scalars['Boolean']['output'];
  /** Path of the item on the portal. */
  link: Scalars['String']['output'];
  /** Professions the item is written for; empty means everyone. */
  occupations: Array<Scalars['String']['output']>;
  /** Parent id. */
  parentId: Maybe<Scalars['ID']['output']>;
  /** Main profession (professione). */
  profession: Maybe<Scalars['String']['output']>;
  /** Publication date (ISO 8601). */
  publicationDate: Maybe<Scalars['String']['output']>;
  /** Series (collana). */
  series: Maybe<Scalars['String']['output']>;
  /** Specialisations the item is written for. */
  specializations: Array<Scalars['String']['output']>;
  /** Teaching model type. */
  teachingModelType: Maybe<Scalars['String']['output']>;
  /** Title; 'Articolo senza titolo' is shown by clients when null. */
  title: Maybe<Scalars['String']['output']>;
  /** Topics. */
  topics: Array<Topic>;
  /** Actions the item offers. */
  userActions: Array<ContentAction>;
};

/** Actions a content item declares (spec 1 §3 userActions). Whether the viewer may perform them is decided elsewhere. */
export type ContentAction =
  /** Download the item (e-books, modules). */
  | 'Download'
  /** Print the item. */
  | 'Print'
  /** Share on the networks of spec 1 §9. */
  | 'Share';

/** Wallet flags of a Tool or Modulo (isMODLEG, isMODSCIENT, isTOOLLEG, isTOOLSCIENT): which wallet kind unlocks it. */
export type ContentFlags = {
  __typename?: 'ContentFlags';
  /** A legal module (isMODLEG). */
  legalModule: Scalars['Boolean']['output'];
  /** A legal tool (isTOOLLEG). */
  legalTool: Scalars['Boolean']['output'];
  /** A scientific module (isMODSCIENT). */
  scientificModule: Scalars['Boolean']['output'];
  /** A scientific tool (isTOOLSCIENT). */
  scientificTool: Scalars['Boolean']['output'];
};

/** Content items of one type, returned by a grouped search. */
export type ContentGroup = {
  __typename?: 'ContentGroup';
  /** The group's content type. */
  contentType: ContentType;
  /** The group's content type as written in Italian. */
  contentTypeLabel: Scalars['String']['output'];
  /** True when nothing matched and these are the latest items instead (input.fallback). */
  fallback: Scalars['Boolean']['output'];
  /** Items (at most the grouping limit). */
  items: Array<Content>;
  /** Total matches in the group. */
  total: Scalars['Int']['output'];
};

/** A page of content. */
export type ContentPage = {
  __typename?: 'ContentPage';
  /** True when nothing matched and these are the latest items instead (input.fallback). */
  fallback: Scalars['Boolean']['output'];
  /** Items. */
  items: Array<Content>;
  /** Total matches. */
  total: Scalars['Int']['output'];
};

/** Search input for editorial content. */
export type ContentSearchInput = {
  /** Category labels. */
  categories?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Content types to include. */
  contentTypes?: InputMaybe<Array<ContentType>>;
  /** Content types to leave out. */
  excludeContentTypes?: InputMaybe<Array<ContentType>>;
  /** Content ids to leave out (e.g. the item being read). */
  excludeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** When nothing matches, answer the latest items of the requested types instead. */
  fallback?: InputMaybe<Scalars['Boolean']['input']>;
  /** Editorial tags (e.g. 'Corsi e formazione'). */
  internalTags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Items to skip (inside each group for a grouped search). */
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** Items per page of an ungrouped search; a grouped search answers every group (see groupingLimit). */
  rows?: InputMaybe<Scalars['Int']['input']>;
  /** Items skipped before the offset (the news listing skips the 12 shown above it). */
  skip?: InputMaybe<Scalars['Int']['input']>;
  /** Order. */
  sort?: InputMaybe<ContentSort>;
  /** Text contained (every word, in title, abstract or author); at least 2 characters when given. */
  text?: InputMaybe<Scalars['String']['input']>;
  /** Topic titles. */
  topics?: InputMaybe<Array<Scalars['String']['input']>>;
};

/** Order of a content search (spec 2 §9 library search orders). */
export type ContentSort =
  /** Last update, then creation date, newest first (the alternative order). */
  | 'LAST_UPDATED'
  /** Publication date, newest first (the default). */
  | 'PUBLICATION_DATE'
  /** Title, A to Z. */
  | 'TITLE';

/** Editorial content types (spec 1 §3). 'E-book' and 'Film Formazione' are spelt EBook and FilmFormazione; contentTypeLabel keeps the Italian. */
export type ContentType =
  | 'Articolo'
  | 'EBook'
  | 'Faq'
  | 'FilmFormazione'
  | 'Guida'
  | 'Infografica'
  | 'Modulo'
  | 'News'
  | 'Podcast'
  | 'Tool'
  | 'Video'
  | 'VideoClip'
  | 'Webinar';

/** An ECM course of the fad subgraph, referenced by id. */
export type Course = {
  __typename?: 'Course';
  /** Course id. */
  id: Scalars['ID']['output'];
};

/** Footer content, with links already filtered for the viewer. */
export type Footer = {
  __typename?: 'Footer';
  /** Company line (name, address, VAT number). */
  companyLine: Scalars['String']['output'];
  /** Contact e-mail address. */
  email: Scalars['String']['output'];
  /** Privacy and cookie links. */
  legalLinks: Array<FooterLink>;
  /** Menu links. */
  links: Array<FooterLink>;
  /** Social network links. */
  social: Array<FooterLink>;
  /** Company tagline. */
  tagline: Scalars['String']['output'];
  /** Toll-free number, e.g. '800 123 456'. */
  tollFreeNumber: Scalars['String']['output'];
};

/** A footer link. */
export type FooterLink = {
  __typename?: 'FooterLink';
  /** True when the link path contains 'fedelta' (a separator is drawn). */
  hasSeparator: Scalars['Boolean']['output'];
  /** Target path or URL. */
  href: Scalars['String']['output'];
  /** Label; for social links the network name (twitter, linkedin, instagram, youtube, facebook), also the icon name. */
  label: Scalars['String']['output'];
};

/** A main navigation item, already filtered for the viewer. */
export type NavigationItem = {
  __typename?: 'NavigationItem';
  /** Sub-items. */
  children: Array<NavigationItem>;
  /** Target path or URL (may carry the markers #logout, #phonecall, #modalproducts). */
  href: Scalars['String']['output'];
  /** Label. */
  label: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Banners for a page placement (e.g. 'home'), filtered for the viewer; null with an error when the CMS is unavailable. */
  banners: Maybe<Array<Banner>>;
  /** A content item by id. */
  content: Maybe<Content>;
  /** Editorial categories, sorted by page name (the all-categories grid). */
  contentCategories: Maybe<Array<Category>>;
  /** Grouped search: one group per content type; null with an error when the search is unavailable. */
  contentGroups: Maybe<Array<ContentGroup>>;
  /** Editorial topics (argomenti), sorted by title. */
  contentTopics: Maybe<Array<Topic>>;
  /** Latest editorial contents (ungrouped search); null with an error when the search is unavailable. */
  contents: Maybe<ContentPage>;
  /** Footer content; null with an error when the CMS is unavailable. */
  footer: Maybe<Footer>;
  /** Main navigation filtered for the viewer; null with an error when the CMS is unavailable. */
  navigation: Maybe<Array<NavigationItem>>;
  /** Top bar messages filtered for the viewer; null with an error when the CMS is unavailable. */
  topBar: Maybe<Array<TopBarMessage>>;
};


export type QueryBannersArgs = {
  placement: Scalars['String']['input'];
};


export type QueryContentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContentGroupsArgs = {
  groupingLimit?: InputMaybe<Scalars['Int']['input']>;
  input: ContentSearchInput;
};


export type QueryContentsArgs = {
  input?: InputMaybe<ContentSearchInput>;
};

/** A top bar message, already filtered for the viewer. */
export type TopBarMessage = {
  __typename?: 'TopBarMessage';
  /** Stable id (used to remember dismissal). */
  id: Scalars['ID']['output'];
  /** Optional link. */
  link: Maybe<Scalars['String']['output']>;
  /** Optional link label. */
  linkLabel: Maybe<Scalars['String']['output']>;
  /** Message text. */
  message: Scalars['String']['output'];
};

/** A topic (argomento). */
export type Topic = {
  __typename?: 'Topic';
  /** Link. */
  link: Scalars['String']['output'];
  /** Title. */
  title: Scalars['String']['output'];
};

/** Visibility rule: subscription types (empty = all), a wallet that must be active, a wallet that must not be active. */
export type VisibilityRule = {
  __typename?: 'VisibilityRule';
  /** Wallet code that must not be active. */
  excludedWallet: Maybe<Scalars['String']['output']>;
  /** Types allowed; empty means every type. */
  subscriptionTypes: Array<VisibilitySubscriptionType>;
  /** Wallet code that must be active. */
  wallet: Maybe<Scalars['String']['output']>;
};

/** Subscription types as used in visibility rules. */
export type VisibilitySubscriptionType =
  | 'EX_PREMIUM'
  | 'EX_TRIAL'
  | 'PREMIUM'
  | 'REGISTRATO'
  | 'SUSPECT'
  | 'TRIAL';

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
  Content: Content;
}>;

/** Mapping of federation reference types */
export type FederationReferenceTypes = ResolversObject<{
  Content:
    ( { __typename: 'Content' }
    & GraphQLRecursivePick<FederationTypes['Content'], {"id":true}> );
}>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Banner: ResolverTypeWrapper<Banner>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  BannerCta: ResolverTypeWrapper<BannerCta>;
  Category: ResolverTypeWrapper<Category>;
  Content: ResolverTypeWrapper<Content>;
  ContentAction: ContentAction;
  ContentFlags: ResolverTypeWrapper<ContentFlags>;
  ContentGroup: ResolverTypeWrapper<ContentGroup>;
  ContentPage: ResolverTypeWrapper<ContentPage>;
  ContentSearchInput: ContentSearchInput;
  ContentSort: ContentSort;
  ContentType: ContentType;
  Course: ResolverTypeWrapper<Course>;
  Footer: ResolverTypeWrapper<Footer>;
  FooterLink: ResolverTypeWrapper<FooterLink>;
  NavigationItem: ResolverTypeWrapper<NavigationItem>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  TopBarMessage: ResolverTypeWrapper<TopBarMessage>;
  Topic: ResolverTypeWrapper<Topic>;
  VisibilityRule: ResolverTypeWrapper<VisibilityRule>;
  VisibilitySubscriptionType: VisibilitySubscriptionType;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Banner: Banner;
  String: Scalars['String']['output'];
  Boolean: Scalars['Boolean']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  BannerCta: BannerCta;
  Category: Category;
  Content: Content | FederationReferenceTypes['Content'];
  ContentFlags: ContentFlags;
  ContentGroup: ContentGroup;
  ContentPage: ContentPage;
  ContentSearchInput: ContentSearchInput;
  Course: Course;
  Footer: Footer;
  FooterLink: FooterLink;
  NavigationItem: NavigationItem;
  Query: Record<PropertyKey, never>;
  TopBarMessage: TopBarMessage;
  Topic: Topic;
  VisibilityRule: VisibilityRule;
}>;

export type BannerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Banner'] = ResolversParentTypes['Banner']> = ResolversObject<{
  background?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ctas?: Resolver<Array<ResolversTypes['BannerCta']>, ParentType, ContextType>;
  hasLoginCta?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  legalTextDesktop?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  legalTextMobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  theme?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BannerCtaResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BannerCta'] = ResolversParentTypes['BannerCta']> = ResolversObject<{
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  mobileLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  target?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  variant?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type CategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ContentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Content'] = ResolversParentTypes['Content'], FederationReferenceType extends FederationReferenceTypes['Content'] = FederationReferenceTypes['Content']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Content']> | FederationReferenceType, FederationReferenceType, ContextType>;
  abstract?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['ContentType'], ParentType, ContextType>;
  contentTypeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  course?: Resolver<Maybe<ResolversTypes['Course']>, ParentType, ContextType>;
  courseId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  embeddedContent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flags?: Resolver<ResolversTypes['ContentFlags'], ParentType, ContextType>;
  headings?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  internalTags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  isPremium?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTraining?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occupations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  profession?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publicationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  series?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  specializations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  teachingModelType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  topics?: Resolver<Array<ResolversTypes['Topic']>, ParentType, ContextType>;
  userActions?: Resolver<Array<ResolversTypes['ContentAction']>, ParentType, ContextType>;
}>;

export type ContentFlagsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContentFlags'] = ResolversParentTypes['ContentFlags']> = ResolversObject<{
  legalModule?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  legalTool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  scientificModule?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  scientificTool?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ContentGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContentGroup'] = ResolversParentTypes['ContentGroup']> = ResolversObject<{
  contentType?: Resolver<ResolversTypes['ContentType'], ParentType, ContextType>;
  contentTypeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fallback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Content']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ContentPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContentPage'] = ResolversParentTypes['ContentPage']> = ResolversObject<{
  fallback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Content']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CourseResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Course'] = ResolversParentTypes['Course']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type FooterResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Footer'] = ResolversParentTypes['Footer']> = ResolversObject<{
  companyLine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  legalLinks?: Resolver<Array<ResolversTypes['FooterLink']>, ParentType, ContextType>;
  links?: Resolver<Array<ResolversTypes['FooterLink']>, ParentType, ContextType>;
  social?: Resolver<Array<ResolversTypes['FooterLink']>, ParentType, ContextType>;
  tagline?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tollFreeNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FooterLinkResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FooterLink'] = ResolversParentTypes['FooterLink']> = ResolversObject<{
  hasSeparator?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NavigationItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NavigationItem'] = ResolversParentTypes['NavigationItem']> = ResolversObject<{
  children?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  banners?: Resolver<Maybe<Array<ResolversTypes['Banner']>>, ParentType, ContextType, RequireFields<QueryBannersArgs, 'placement'>>;
  content?: Resolver<Maybe<ResolversTypes['Content']>, ParentType, ContextType, RequireFields<QueryContentArgs, 'id'>>;
  contentCategories?: Resolver<Maybe<Array<ResolversTypes['Category']>>, ParentType, ContextType>;
  contentGroups?: Resolver<Maybe<Array<ResolversTypes['ContentGroup']>>, ParentType, ContextType, RequireFields<QueryContentGroupsArgs, 'groupingLimit' | 'input'>>;
  contentTopics?: Resolver<Maybe<Array<ResolversTypes['Topic']>>, ParentType, ContextType>;
  contents?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType, Partial<QueryContentsArgs>>;
  footer?: Resolver<Maybe<ResolversTypes['Footer']>, ParentType, ContextType>;
  navigation?: Resolver<Maybe<Array<ResolversTypes['NavigationItem']>>, ParentType, ContextType>;
  topBar?: Resolver<Maybe<Array<ResolversTypes['TopBarMessage']>>, ParentType, ContextType>;
}>;

export type TopBarMessageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TopBarMessage'] = ResolversParentTypes['TopBarMessage']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TopicResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Topic'] = ResolversParentTypes['Topic']> = ResolversObject<{
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type VisibilityRuleResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VisibilityRule'] = ResolversParentTypes['VisibilityRule']> = ResolversObject<{
  excludedWallet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subscriptionTypes?: Resolver<Array<ResolversTypes['VisibilitySubscriptionType']>, ParentType, ContextType>;
  wallet?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = Context> = ResolversObject<{
  Banner?: BannerResolvers<ContextType>;
  BannerCta?: BannerCtaResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  Content?: ContentResolvers<ContextType>;
  ContentFlags?: ContentFlagsResolvers<ContextType>;
  ContentGroup?: ContentGroupResolvers<ContextType>;
  ContentPage?: ContentPageResolvers<ContextType>;
  Course?: CourseResolvers<ContextType>;
  Footer?: FooterResolvers<ContextType>;
  FooterLink?: FooterLinkResolvers<ContextType>;
  NavigationItem?: NavigationItemResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  TopBarMessage?: TopBarMessageResolvers<ContextType>;
  Topic?: TopicResolvers<ContextType>;
  VisibilityRule?: VisibilityRuleResolvers<ContextType>;
}>;

