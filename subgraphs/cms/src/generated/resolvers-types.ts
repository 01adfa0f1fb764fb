import type { GraphQLResolveInfo } from 'graphql';
import type { ContentParent, ContentFlagsParent, CategoryParent, NavigationItemParent, TopBarMessageParent, BannerParent, BannerCtaParent, FooterParent, FooterLinkParent, FaqItemParent, VideoTutorialParent, LibraryItemParent, PageComponentParent, PageSectionParent, InfoBoxRowParent, ComponentGridParent, LeadFormContainerParent, DownloadBannerParent, GridItemParent, MagazineParent, MagazinePostParent, MagazinePostsParent, ExternalNewsPostParent, PartnerLogoParent, UserParent, PaywallOptionParent, NewsstandIssueParent } from '../mappers';
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

/** A promo or hero banner, already filtered for the viewer (spec 1 §3). */
export type Banner = {
  __typename?: 'Banner';
  /** Background colour: lightblue or darkblue. */
  background: Maybe<Scalars['String']['output']>;
  /** Badge over the title (spec 2 §3 'Promo banner'), e.g. 'Novità'. */
  badge: Maybe<Scalars['String']['output']>;
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
  /** The logo's alt text. */
  logoAlt: Maybe<Scalars['String']['output']>;
  /** Logo image URL (spec 2 §3 'Promo banner'), e.g. a partner's. */
  logoUrl: Maybe<Scalars['String']['output']>;
  /** Theme. */
  theme: Maybe<Scalars['String']['output']>;
  /** Title. */
  title: Scalars['String']['output'];
};

/** A banner call to action, already filtered for the viewer. */
export type BannerCta = {
  __typename?: 'BannerCta';
  /** The spec 1 §9 tracking code the CMS gives this CTA (spec 3 §3 'Content-managed CTA' Event Code); null: the default, PH110. */
  eventCode: Maybe<Scalars['String']['output']>;
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

/** Category with its first items (the category listing: 3 per category). */
export type CategoryCards = {
  __typename?: 'CategoryCards';
  /** The category. */
  category: Category;
  /** Its latest items. */
  items: Array<Content>;
  /** Total items in the category. */
  total: Scalars['Int']['output'];
};

/** A grid of cards (spec 1 §9 'Grid columns per row: 1 gives 12, 2 gives 6, 3 gives 4, 4 gives 3', spec 2 §9 'Columns = 12 / Max per Row'). */
export type ComponentGrid = {
  __typename?: 'ComponentGrid';
  /** Columns of a 12-column grid each card spans (1 gives 12, 2 gives 6, 3 gives 4, 4 gives 3). */
  columns: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  items: Array<GridItem>;
  /** Cards per row: the CMS's 'Max per Row', at most 4; 3 when the CMS sets none. */
  maxPerRow: Scalars['Int']['output'];
  title: Maybe<Scalars['String']['output']>;
};

/** An editorial content item (spec 2 §3). */
export type Content = {
  __typename?: 'Content';
  /** Abstract / excerpt; 'Nessun estratto disponibile...' is shown by clients when null. */
  abstract: Maybe<Scalars['String']['output']>;
  /** What the viewer may do with the item (favourite, print, download, share) and the upsell a refused action opens (packages/policy contentActions). On an item paywalled for the viewer (`paywalled`, computed by the server) visitors get the sign-up prompt and registered members the subscription modal (spec 1 §4). */
  allowedActions: Array<ContentActionDecision>;
  /** Author; 'Autore sconosciuto' is shown by clients when null. */
  author: Maybe<Scalars['String']['output']>;
  /** HTML body; articles carry several <h2> sections. Null when the item is paywalled for the viewer (see `paywalled`): premium text never leaves the server for those who may not read it. */
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
  /** URL of the embedded frame (video, podcast, webinar players), if any. Null when the item is paywalled for the viewer. */
  embeddedContent: Maybe<Scalars['String']['output']>;
  /** Wallet flags of Tools and Modules. */
  flags: ContentFlags;
  /** True when the page shows its 'Leggi anche' list (hasContinueReading, see `readAlso`). */
  hasContinueReading: Scalars['Boolean']['output'];
  /** True when the page shows its topics (hasTopics). */
  hasTopics: Scalars['Boolean']['output'];
  /** Second-level headings of the body, in order: the entries of the 'Sommario' box (shown only with 2 or more). Null when the item is paywalled for the viewer. */
  headings: Maybe<Array<Scalars['String']['output']>>;
  /** Id. */
  id: Scalars['ID']['output'];
  /** Image URL. */
  imageUrl: Maybe<Scalars['String']['output']>;
  /** Editorial tags used by the portal's search contexts. */
  internalTags: Array<Scalars['String']['output']>;
  /** True when the item is among the member's favourites; null for visitors. One favourites call per request, whatever the number of items. */
  isFavourite: Maybe<Scalars['Boolean']['output']>;
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
  /** True when the item's text stays on the server for the viewer (packages/policy isContentWithheld): premium content without premium-level access (the page shows `Query.paywall` instead of the body), or a Tool or Modulo the viewer is wallet-blocked from (`walletBlocked`: the page shows the blocked notice). Body, headings and embedded frame are then null. */
  paywalled: Scalars['Boolean']['output'];
  /** Main profession (professione). */
  profession: Maybe<Scalars['String']['output']>;
  /** Publication date (ISO 8601). */
  publicationDate: Maybe<Scalars['String']['output']>;
  /** The 'Leggi anche' list: latest items of the same content type, the item itself left out. */
  readAlso: Array<Content>;
  /** Related items of the same category (the sidebar's related list), the item itself left out. */
  related: Array<Content>;
  /** Blocks the page shows besides its body (relatedComponents), in the editors' order. */
  relatedComponents: Array<RelatedComponent>;
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
  /** True when a trial or premium viewer is blocked from this Tool or Modulo because its wallet (legal or scientific) is not among theirs (policy contentWalletAccess). */
  walletBlocked: Scalars['Boolean']['output'];
};


/** An editorial content item (spec 2 §3). */
export type ContentReadAlsoArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


/** An editorial content item (spec 2 §3). */
export type ContentRelatedArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};

/** Actions a content item declares (spec 1 §3 userActions). Whether the viewer may perform them is decided elsewhere. */
export type ContentAction =
  /** Download the item (e-books, modules). */
  | 'Download'
  /** Print the item. */
  | 'Print'
  /** Share on the networks of spec 1 §9. */
  | 'Share';

/** Whether the viewer may perform one action on a content item, and otherwise the upsell to show. */
export type ContentActionDecision = {
  __typename?: 'ContentActionDecision';
  /** The action. */
  action: ContentActionKind;
  /** True when the viewer may perform it. */
  allowed: Scalars['Boolean']['output'];
  /** The upsell a refused action opens; null when allowed. */
  upsell: Maybe<UpsellKind>;
  /** Title of the upsell modal (e.g. 'Vuoi salvare i tuoi contenuti preferiti?'); null when allowed. */
  upsellTitle: Maybe<Scalars['String']['output']>;
};

/** An action on a content item (spec 1 §6). */
export type ContentActionKind =
  /** Download. */
  | 'DOWNLOAD'
  /** Add to or remove from the favourites. */
  | 'FAVOURITE'
  /** Print. */
  | 'PRINT'
  /** Share (always allowed). */
  | 'SHARE';

/** A cursor-paged list of contents (latest contents). */
export type ContentConnection = {
  __typename?: 'ContentConnection';
  /** Cursor to pass as `after` for the next page; null at the end. */
  endCursor: Maybe<Scalars['String']['output']>;
  /** True when another page exists. */
  hasNext: Scalars['Boolean']['output'];
  /** Items. */
  items: Array<Content>;
};

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
  /** True when a next page exists; null where the list is not paged. */
  hasNext: Maybe<Scalars['Boolean']['output']>;
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
  /** Where the search runs: adds the context's tag or categories (see SearchContext); none by default. A search with a context is the library search of spec 2 §9: what the input leaves out takes its defaults (rows 9, offset 0, grouping limit 1, fallback on, debug on, the LIBRARY order, personalised). */
  context?: InputMaybe<SearchContext>;
  /** Content types to leave out. */
  excludeContentTypes?: InputMaybe<Array<ContentType>>;
  /** Content ids to leave out (e.g. the item being read). */
  excludeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  /** When nothing matches, answer the latest items of the requested types instead. Default: on for a library search (one with a `context`, spec 2 §9), off otherwise. */
  fallback?: InputMaybe<Scalars['Boolean']['input']>;
  /** Editorial tags (e.g. 'Corsi e formazione'). */
  internalTags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Items to skip (inside each group for a grouped search). */
  offset?: InputMaybe<Scalars['Int']['input']>;
  /** True to keep, for a signed-in member who is not suspect and whose profession is known, only the items for their occupation (with its details and a doctor's specialties) or for everyone (spec 2 §3, §7 'userOccupation'); visitors and suspects always get the unfiltered search. Default: on for a library search (one with a `context`), off otherwise. */
  personalised?: InputMaybe<Scalars['Boolean']['input']>;
  /** Items per page of an ungrouped search; a grouped search answers every group (see groupingLimit). */
  rows?: InputMaybe<Scalars['Int']['input']>;
  /** Items skipped before the offset (the news listing skips the 12 shown above it). */
  skip?: InputMaybe<Scalars['Int']['input']>;
  /** Order. Default: LIBRARY for a library search (one with a `context`, spec 2 §9), PUBLICATION_DATE otherwise. */
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
  /** The library search's default order (spec 2 §9): publication date, last update, creation date, then the profession detail label, all descending. Listings keep PUBLICATION_DATE as their default. */
  | 'LIBRARY'
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

/** A banner whose call to action is a file (spec 1 §7 'Download banner': the file is fetched and saved under a name taken from the link). */
export type DownloadBanner = {
  __typename?: 'DownloadBanner';
  content: Maybe<Scalars['String']['output']>;
  /** Label of the download button. */
  ctaLabel: Scalars['String']['output'];
  /** The name the file is saved under: the link's last path segment. */
  fileName: Scalars['String']['output'];
  /** The file (a site-relative /media path the portal serves). */
  fileUrl: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  imageUrl: Maybe<Scalars['String']['output']>;
  title: Maybe<Scalars['String']['output']>;
};

export type EnergyKind =
  | 'GAS'
  | 'LUCE';

/** A light-and-gas offer (spec 3 §2). */
export type EnergyOffer = {
  __typename?: 'EnergyOffer';
  /** The technical-economic conditions PDF, under the portal's /media. */
  conditionsUrl: Maybe<Scalars['String']['output']>;
  description: Maybe<Scalars['String']['output']>;
  features: Array<EnergyOfferFeature>;
  id: Scalars['ID']['output'];
  kind: EnergyKind;
  title: Scalars['String']['output'];
};

export type EnergyOfferFeature = {
  __typename?: 'EnergyOfferFeature';
  text: Scalars['String']['output'];
  /** Explanation shown in the feature's tooltip. */
  tooltip: Maybe<Scalars['String']['output']>;
};

/** An external news post (WordPress-like feed). */
export type ExternalNewsPost = {
  __typename?: 'ExternalNewsPost';
  /** Author (yoast_head_json.author). */
  author: Maybe<Scalars['String']['output']>;
  /** CSS classes of the post (class_list). */
  classes: Array<Scalars['String']['output']>;
  /** Excerpt (HTML). */
  excerpt: Maybe<Scalars['String']['output']>;
  /** Link. */
  link: Scalars['String']['output'];
  /** Section (yoast_head_json.articleSection). */
  section: Maybe<Scalars['String']['output']>;
  /** Title (HTML entities decoded upstream). */
  title: Scalars['String']['output'];
};

/** A question of a FAQ accordion with its answer (spec 2 §2 'FAQ accordion', §3), already filtered for the viewer by its permission requirements. */
export type FaqItem = {
  __typename?: 'FaqItem';
  /** The answer as HTML from the CMS (paragraphs, lists, links). */
  answerHtml: Scalars['String']['output'];
  /** Stable id (used to tie the question button to its answer panel). */
  id: Scalars['ID']['output'];
  /** The question, shown as the accordion button. */
  question: Scalars['String']['output'];
};

/** Favourites listings (spec 2 §2 favourites pages). */
export type FavouriteKind =
  /** Moduli (8 per page). */
  | 'MODULI'
  /** News e Approfondimenti: every editorial item but Tools and Modules (9 per page). */
  | 'NEWS'
  /** Tool e calcolatori (8 per page). */
  | 'TOOLS';

/** Result of adding or removing a favourite. */
export type FavouriteResult = {
  __typename?: 'FavouriteResult';
  /** The item, with its new isFavourite. */
  content: Content;
  /** The toast to show. */
  toast: FavouriteToast;
};

/** A success toast: the message is followed by its link ('Aggiunto a' + 'Le mie Risorse'). */
export type FavouriteToast = {
  __typename?: 'FavouriteToast';
  /** Where the favourites are listed. */
  link: ToastLink;
  /** 'Aggiunto a' or 'Rimosso da' (the link label follows). */
  message: Scalars['String']['output'];
};

/** A downloadable file. */
export type FileDownload = {
  __typename?: 'FileDownload';
  /** The file, base64-encoded. */
  base64: Scalars['String']['output'];
  /** MIME type, e.g. application/pdf. */
  contentType: Scalars['String']['output'];
  /** File name. */
  fileName: Scalars['String']['output'];
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

/** One card of a grid. */
export type GridItem = {
  __typename?: 'GridItem';
  /** Decorative image (a site-relative /media path). */
  imageUrl: Maybe<Scalars['String']['output']>;
  /** Link as the CMS wrote it, special markers included (spec 1 §2). */
  link: Maybe<Scalars['String']['output']>;
  text: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** One info box. */
export type InfoBox = {
  __typename?: 'InfoBox';
  /** The CMS's icon name; the web draws the ones it knows and leaves out (and logs) any other (spec 1 §8). */
  icon: Maybe<Scalars['String']['output']>;
  /** Link as the CMS wrote it, special markers included (spec 1 §2: '#__next' opens it in a new window). */
  link: Maybe<Scalars['String']['output']>;
  linkLabel: Maybe<Scalars['String']['output']>;
  text: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** A row of info boxes (spec 1 §9 'Info-box columns: 12 divided by Per Row (default 3)'). */
export type InfoBoxRow = {
  __typename?: 'InfoBoxRow';
  boxes: Array<InfoBox>;
  /** Columns of a 12-column grid each box spans (12 / perRow). */
  columns: Scalars['Int']['output'];
  id: Scalars['ID']['output'];
  /** Boxes per row: the CMS's 'Per Row' when 12 divides by it, otherwise the default 3. */
  perRow: Scalars['Int']['output'];
  /** Heading of the row, if any. */
  title: Maybe<Scalars['String']['output']>;
};

/** What the cms subgraph reads of a member's last subscription (owned by the crm subgraph). */
export type LastSubscription = {
  __typename?: 'LastSubscription';
  /** Whether the subscription is active. */
  active: Scalars['Boolean']['output'];
  /** Whether the product is a partner convention. */
  isConvention: Scalars['Boolean']['output'];
  /** Commercial product name. */
  productName: Maybe<Scalars['String']['output']>;
};

/** The free-standing lead form container (spec 1 §2 'Other shared pieces'): the portal's lead form of one form type (spec 3 §3) with the CMS's title and intro. */
export type LeadFormContainer = {
  __typename?: 'LeadFormContainer';
  /** The lead form type (spec 3 §3 'Form types and campaigns'). */
  formType: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  intro: Maybe<Scalars['String']['output']>;
  title: Maybe<Scalars['String']['output']>;
};

/** A lead form built from the server's definition. */
export type LeadFormDefinition = {
  __typename?: 'LeadFormDefinition';
  fields: Array<LeadFormField>;
  formCampaign: Maybe<Scalars['String']['output']>;
  formContent: Maybe<Scalars['String']['output']>;
  /** Form ID: the id of the form's section (anchor target). */
  formId: Scalars['ID']['output'];
  formSource: Scalars['String']['output'];
  formTitle: Scalars['String']['output'];
  /** Form Type: the createLead formType. */
  formType: Scalars['String']['output'];
  submitLabel: Scalars['String']['output'];
};

/** A field of a lead form's definition. */
export type LeadFormField = {
  __typename?: 'LeadFormField';
  kind: LeadFormFieldKind;
  label: Scalars['String']['output'];
  maxLength: Maybe<Scalars['Int']['output']>;
  /** The LeadInput field it fills: nome, cognome, email, cellulare, note, dateOfBirth, placeOfBirth, username, password, codiceCliente, professione, giorno, fascia, privacy. */
  name: Scalars['String']['output'];
  options: Array<LeadFormOption>;
  /** The field's placeholder (spec 1 §5 'Placeholders exist for each form field'). */
  placeholder: Maybe<Scalars['String']['output']>;
  required: Scalars['Boolean']['output'];
  /** Rows of a textarea (always 5); null for other kinds. */
  rows: Maybe<Scalars['Int']['output']>;
};

/** The kind of control of a lead form field. */
export type LeadFormFieldKind =
  /** The day of an appointment: the bookable days are listed in `options` (spec 3 §9, Monday to Saturday from tomorrow). */
  | 'APPOINTMENT_DAY'
  /** A checkbox that must be checked (privacy, the marketing-form consent). */
  | 'CONSENT'
  /** A date typed gg/mm/aaaa. */
  | 'DATE'
  | 'EMAIL'
  | 'PASSWORD'
  | 'RADIO'
  | 'SELECT'
  | 'TEL'
  | 'TEXT'
  /** A textarea: 5 rows (spec 1 §5 'textarea rows are forced to 5'). */
  | 'TEXTAREA';

/** An option of a select or radio group. */
export type LeadFormOption = {
  __typename?: 'LeadFormOption';
  label: Scalars['String']['output'];
  value: Scalars['String']['output'];
};

/** A library item (GET /graphql/library): an editorial or tool content with its course data. */
export type LibraryItem = {
  __typename?: 'LibraryItem';
  /** HTML content. Null when the item is paywalled for the viewer (see `paywalled`). */
  content: Maybe<Scalars['String']['output']>;
  /** Content type as written in Italian. */
  contentTypeLabel: Scalars['String']['output'];
  /** ECM credits of the linked course; null when none. */
  credits: Maybe<Scalars['Float']['output']>;
  /** Id. */
  id: Scalars['ID']['output'];
  /** Image URL. */
  imageUrl: Maybe<Scalars['String']['output']>;
  /** Path on the portal. */
  link: Scalars['String']['output'];
  /** True when the viewer may not read the item's text (packages/policy isContentWithheld, as Content.paywalled): premium without premium-level access, or a Tool or Modulo whose wallet the viewer lacks. */
  paywalled: Scalars['Boolean']['output'];
  /** Publication date (ISO 8601). */
  publicationDate: Maybe<Scalars['String']['output']>;
  /** Series (collana). */
  series: Maybe<Scalars['String']['output']>;
  /** Teaching model. */
  teachingModel: Maybe<Scalars['String']['output']>;
  /** Title. */
  title: Maybe<Scalars['String']['output']>;
};

/** One of the seven partner magazines (spec 2 §2). */
export type Magazine = {
  __typename?: 'Magazine';
  /** Categories. */
  categories: Array<MagazineCategory>;
  /** Key, e.g. 'MedicalMagazine'. */
  id: Scalars['ID']['output'];
  /** Logo image URL. */
  logoUrl: Scalars['String']['output'];
  /** Display name. */
  name: Scalars['String']['output'];
  /** Site URL. */
  url: Scalars['String']['output'];
};

/** A magazine category. */
export type MagazineCategory = {
  __typename?: 'MagazineCategory';
  /** Link on the magazine's site. */
  link: Scalars['String']['output'];
  /** Name. */
  name: Scalars['String']['output'];
};

/** A magazine post. */
export type MagazinePost = {
  __typename?: 'MagazinePost';
  /** Author name. */
  author: Maybe<Scalars['String']['output']>;
  /** Publication date (ISO 8601). */
  date: Scalars['String']['output'];
  /** Excerpt. */
  excerpt: Maybe<Scalars['String']['output']>;
  /** Id. */
  id: Scalars['ID']['output'];
  /** Featured image URL. */
  imageUrl: Maybe<Scalars['String']['output']>;
  /** Link to the post. */
  link: Scalars['String']['output'];
  /** Terms (tags). */
  terms: Array<Scalars['String']['output']>;
  /** Title. */
  title: Scalars['String']['output'];
};

/** A magazine category with its posts. */
export type MagazinePostCategory = {
  __typename?: 'MagazinePostCategory';
  /** Category link. */
  link: Scalars['String']['output'];
  /** Category name. */
  name: Scalars['String']['output'];
  /** Posts. */
  posts: Array<MagazinePost>;
};

/** Posts of a magazine for the viewer (spec 2 §4 magazine page). */
export type MagazinePosts = {
  __typename?: 'MagazinePosts';
  /** Posts grouped by category. */
  categories: Array<MagazinePostCategory>;
  /** The magazine. */
  magazine: Magazine;
  /** True when chosen by the member's profession; false for the generic posts (visitors, suspect or incomplete profiles). */
  personalised: Scalars['Boolean']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Adds a favourite (idempotent). FORBIDDEN with extensions.reason and extensions.upsell { kind title } when the policy refuses; NOT_FOUND for a missing content. */
  addFavourite: FavouriteResult;
  /** Removes a favourite. Same errors as addFavourite. */
  removeFavourite: FavouriteResult;
  /** Saves the favourite category preferences (non-suspect members only: visitors get UNAUTHENTICATED). Returns the saved list. */
  saveFavouriteCategories: Array<Scalars['String']['output']>;
};


export type MutationAddFavouriteArgs = {
  contentId: Scalars['ID']['input'];
};


export type MutationRemoveFavouriteArgs = {
  contentId: Scalars['ID']['input'];
};


export type MutationSaveFavouriteCategoriesArgs = {
  categories: Array<Scalars['String']['input']>;
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

/** An issue of a magazine in the digital newsstand (Edicola digitale), with the page of its embedded reader. */
export type NewsstandIssue = {
  __typename?: 'NewsstandIssue';
  /** Cover image URL. */
  coverUrl: Maybe<Scalars['String']['output']>;
  /** Issue id. */
  id: Scalars['ID']['output'];
  /** Issue date (ISO 8601 date). */
  issueDate: Scalars['String']['output'];
  /** Magazine key, e.g. 'MedicalMagazine'. */
  magazineId: Scalars['ID']['output'];
  /** Magazine display name. */
  magazineName: Scalars['String']['output'];
  /** Number of pages. */
  pageCount: Scalars['Int']['output'];
  /** URL of the embedded reader showing this magazine's latest issue (for an iframe). */
  readerUrl: Scalars['String']['output'];
  /** Issue title, e.g. 'Medical Magazine – novembre 2026'. */
  title: Scalars['String']['output'];
};

/** A component of a page, placed by the CMS in the page's list (spec 1 §1 'Pages are assembled from content-management components placed per page'). */
export type PageComponent = ComponentGrid | DownloadBanner | InfoBoxRow | LeadFormContainer | PageSection;

/** One of the portal's own sections, placed by the CMS; the section loads its own content. */
export type PageSection = {
  __typename?: 'PageSection';
  /** A news carousel's content types (empty for other sections). */
  contentTypes: Array<ContentType>;
  /** Id of the placement (stable while the CMS keeps the section in the list). */
  id: Scalars['ID']['output'];
  /** The magazine teasers' magazines, in order (empty for other sections). */
  magazines: Array<Scalars['String']['output']>;
  /** Which section. */
  name: PageSectionName;
  /** The section's heading when the CMS gives one (news carousels, magazine teasers); the others have their own. */
  title: Maybe<Scalars['String']['output']>;
};

/** The portal's own sections a page's list places by name (the home's sections, spec 2 §2). */
export type PageSectionName =
  | 'COURSES_TEASER'
  | 'FAVOURITE_NEWS'
  | 'HERO_BANNERS'
  | 'LATEST_NEWS'
  | 'LATEST_PROFESSIONALS'
  | 'LATEST_TOOLS'
  | 'MAGAZINES'
  | 'MOST_READ'
  | 'NEWS_CAROUSEL'
  | 'REWARDS_TEASER';

/** A partner deal of the partner-deals carousel. */
export type PartnerDeal = {
  __typename?: 'PartnerDeal';
  body: Scalars['String']['output'];
  href: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  imageUrl: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** A partner logo (spec 1 §3 'Partner logo'). */
export type PartnerLogo = {
  __typename?: 'PartnerLogo';
  /** Logo image URL (partnerLogoSrc). */
  imageUrl: Scalars['String']['output'];
  /** Whether this is the default logo of a convention product without one of its own (isDefault). */
  isDefault: Scalars['Boolean']['output'];
  /** Partner name, also the logo's alt text (partnerLogoAlt). */
  name: Scalars['String']['output'];
  /** The product, club or convention name the logo stands for (productName); null for a logo of the partners' strip only. */
  productName: Maybe<Scalars['String']['output']>;
  /** Partner link. */
  url: Maybe<Scalars['String']['output']>;
};

/** The call to action of a paywall option. */
export type PaywallCta = {
  __typename?: 'PaywallCta';
  /** The spec 1 §9 tracking code the CMS gives this CTA (spec 3 §3 'Content-managed CTA' Event Code); null: the default, PH110. */
  eventCode: Maybe<Scalars['String']['output']>;
  /** Label, e.g. 'Scopri i piani'. */
  label: Scalars['String']['output'];
  /** Target path or URL, e.g. '/piani'. */
  link: Scalars['String']['output'];
};

/** A paywall option (spec 1 §3 'Paywall option'): title, content, image and CTA; the first option whose required permissions the viewer meets is shown (spec 1 §6). */
export type PaywallOption = {
  __typename?: 'PaywallOption';
  /** Text under the title. */
  content: Maybe<Scalars['String']['output']>;
  /** The call to action. */
  cta: PaywallCta;
  /** When true, the option also offers 'Accedi' (to /login) to those who already have an account (visitors). */
  hasLoginCta: Scalars['Boolean']['output'];
  /** Id. */
  id: Scalars['ID']['output'];
  /** Image URL, if any. */
  imageUrl: Maybe<Scalars['String']['output']>;
  /** Where the option is used: 'articolo', 'risorsa' or 'edicola'. */
  placement: Scalars['String']['output'];
  /** Title. */
  title: Scalars['String']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Banners for a page placement (e.g. 'home'), filtered for the viewer; null with an error when the CMS is unavailable. */
  banners: Maybe<Array<Banner>>;
  /** The category listing: the latest items of each category (3 per category). `categories`: labels to show (all when absent). */
  categoryCards: Maybe<Array<CategoryCards>>;
  /** A category's full page: 12 items per page, `page` from 1 (the pagina parameter), newest first; narrowed to the formats in `contentTypes` and the topics in `topics` when given (the page's inline filters). */
  categoryPage: Maybe<ContentPage>;
  /** A content item by id. */
  content: Maybe<Content>;
  /** A content item by its portal path (e.g. '/risorse/abc') or its slug (the last path segment); null when unknown (the web shows the not-found page). */
  contentBySlug: Maybe<Content>;
  /** Editorial categories, sorted by page name (the all-categories grid). */
  contentCategories: Maybe<Array<Category>>;
  /** Grouped search: one group per content type, at most `groupingLimit` items each (default 1 for a library search, one with a `context` (spec 2 §9), 5 otherwise); null with an error when the search is unavailable. */
  contentGroups: Maybe<Array<ContentGroup>>;
  /** Editorial topics (argomenti), sorted by title. */
  contentTopics: Maybe<Array<Topic>>;
  /** Latest editorial contents (ungrouped search); null with an error when the search is unavailable. */
  contents: Maybe<ContentPage>;
  /** The digital newsstand (/edicola-digitale, spec 1 §6, spec 2 §6): the latest issue of each magazine with its embedded reader, premium only. FORBIDDEN with extensions.reason UPGRADE_REQUIRED for every other viewer (they see `paywall(placement: "edicola")`). */
  digitalNewsstand: Maybe<Array<NewsstandIssue>>;
  /** The light-and-gas offers; null with an error when the CMS fails. */
  energyOffers: Maybe<Array<EnergyOffer>>;
  /** External news (4 posts); null with an error when the feed fails. */
  externalNews: Maybe<Array<ExternalNewsPost>>;
  /** FAQ items of a page placement ('piani', 'risorse', 'assistenza'), in CMS order, filtered for the viewer by their permission requirements (packages/policy); an empty list when the viewer has no subscription to check against (spec 2 §6); null with an error when the CMS is unavailable. */
  faqs: Maybe<Array<FaqItem>>;
  /** The member's favourite category preferences; null for visitors and suspect viewers (kept in the session by the web). */
  favouriteCategories: Maybe<Array<Scalars['String']['output']>>;
  /** The member's favourites of a kind, page by page (MODULI 8, NEWS 9, TOOLS 8 per page; `page` from 1). UNAUTHENTICATED for visitors. */
  favourites: Maybe<ContentPage>;
  /** Footer content; null with an error when the CMS is unavailable. */
  footer: Maybe<Footer>;
  /** Latest contents of a type (GET /graphql/latest-contents), cursor-paged; null with an error when the service fails. */
  latestContents: Maybe<ContentConnection>;
  /** A lead form's definition by its Form ID (spec 1 §5 'Lead forms are built from server-provided markup', spec 3 §3 content-managed form config): 'prenota-appuntamento' is the marketing form (spec 1 §3, §4), 'first-opinion-form' the first-opinion request. The rules are the portal's, by form type (createLead re-checks them). Null for an unknown form. */
  leadFormDefinition: Maybe<LeadFormDefinition>;
  /** A library item by id; null when unknown. */
  libraryItem: Maybe<LibraryItem>;
  /** Posts of a magazine: 8 generic posts for visitors, suspect or incomplete profiles; chosen by profession for complete profiles. */
  magazinePosts: Maybe<MagazinePosts>;
  /** The seven partner magazines. */
  magazines: Maybe<Array<Magazine>>;
  /** The template file of a Modulo. FORBIDDEN with extensions.reason WALLET_REQUIRED or UPGRADE_REQUIRED (and extensions.upsell) when the policy refuses DOWNLOAD; NOT_FOUND for an unknown id or a non-Modulo. */
  moduleDownload: Maybe<FileDownload>;
  /** Most read contents. */
  mostRead: Maybe<Array<Content>>;
  /** Main navigation filtered for the viewer; null with an error when the CMS is unavailable. */
  navigation: Maybe<Array<NavigationItem>>;
  /** Categories of the News e approfondimenti area (the categories page). */
  newsCategories: Maybe<Array<Category>>;
  /** The /news-approfondimenti listing. When no filter (categories, contentTypes, topics) is set, the first 12 items are skipped (they are shown above the list) and `total` leaves them out. `rows` per page, `page` from 1. */
  newsListing: Maybe<ContentPage>;
  /** A page placement's components in CMS order ('home', 'chi-siamo', 'risorse', 'corsi-ecm-fad'): an empty list for a placement without any; a section whose name the portal does not know is left out; null with an error when the CMS is unavailable. */
  pageComponents: Maybe<Array<PageComponent>>;
  /** The partner deals of the viewer's list (spec 3 §6: premium with Business Class Viaggi and without the generic coupon card; suspect, registered and ex with the generic coupon card). Null with an error when the service fails. */
  partnerDeals: Maybe<Array<PartnerDeal>>;
  /** Partner logos of the partners' strip (those the CMS marks shown); null with an error when the service fails. */
  partnerLogos: Maybe<Array<PartnerLogo>>;
  /** The paywall option of a placement ('articolo', 'risorsa', 'edicola') for the viewer: the first option whose required permissions the viewer meets (packages/policy pickPaywallOption). Null when the viewer may see the placement's premium content or page (e.g. trial and premium on a premium article, premium on the edicola), or when no option matches. BAD_USER_INPUT for an unknown placement. */
  paywall: Maybe<PaywallOption>;
  /** The rental partner's offers; null with an error when the CMS fails. */
  rentalOffers: Maybe<Array<RentalOffer>>;
  /**
   * Whether this viewer's favourite-category choice is saved on the server (spec 1 §6, spec 2 §6: non-suspect
   * members only), i.e. whether `favouriteCategories` and `saveFavouriteCategories` serve them; when false the
   * web keeps the choice in the session only.
   */
  savesFavouriteCategories: Scalars['Boolean']['output'];
  /** The search page. Without `sections`, every section with its initial size (news 6, modules 8, tools 6, ECM 6); with `offset` > 0 the show-more sizes (news 6, ECM 6, modules 8, tools 8) unless `rows` is given. When nothing matches at all, 3 news and 4 modules are suggested (by occupation unless the viewer is suspect). */
  searchPage: Maybe<SearchPage>;
  /** Header search suggestions: four groups of at most 5 items, fetched in parallel; a failing group is empty with its error. BAD_USER_INPUT 'Digita almeno due caratteri per iniziare la ricerca.' under two characters. */
  searchSuggestions: Maybe<Array<SearchSuggestionGroup>>;
  /** A page under /servizi by its path ('' the services home, 'legali', 'legali/diffida', 'convenzioni/sanitassicura'…), filtered for the viewer by packages/policy (spec 3 §6). Null for an unknown page (the web shows the not-found page). */
  servicePage: Maybe<ServicePage>;
  /** Suggested content (spec 2 §9 'Suggested content: 6 items'): `limit` editorial items (default 6, 1 to 12; no Tool or Modulo), newest first, of `category` (a label or slug) when given, leaving out `excludeIds` (the items already on the page). For members who are not suspect the first query asks for items meant for their occupation (or for everyone); when it finds fewer than `limit`, a second query without the occupation fills the remainder. No duplicates. `groupingLimit`: at most this many items of one content type per query (the article page's suggestions are 3 with grouping 1: three items of three types); absent, no such limit. Null with an error when the CMS is unavailable. */
  suggestedContents: Maybe<Array<Content>>;
  /** What the telemedicine page shows to this viewer. */
  telemedicineAccess: TelemedicineAccess;
  /** Top bar messages filtered for the viewer; null with an error when the CMS is unavailable. */
  topBar: Maybe<Array<TopBarMessage>>;
  /** A travel offer by its portal path; null when there is none (the web shows the not-found page). */
  travelOffer: Maybe<TravelOfferDetail>;
  /** Business-class travel offers (POST /CMS/Search/TravelBodyContent/Ungrouped, offset 0, rows 999); a filter left out is 'Ovunque'. Null with an error when the search fails. */
  travelOffers: Maybe<Array<TravelOffer>>;
  /** Video tutorials of a page placement ('risorse', 'home'), in CMS order, for signed-in members only (spec 3 §6, policy canListVideoTutorials): an empty list for visitors; null with an error when the CMS is unavailable. */
  videoTutorials: Maybe<Array<VideoTutorial>>;
};


export type QueryBannersArgs = {
  placement: Scalars['String']['input'];
};


export type QueryCategoryCardsArgs = {
  categories?: InputMaybe<Array<Scalars['String']['input']>>;
  perCategory?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCategoryPageArgs = {
  category: Scalars['String']['input'];
  contentTypes?: InputMaybe<Array<ContentType>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  topics?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryContentArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContentBySlugArgs = {
  path: Scalars['String']['input'];
};


export type QueryContentGroupsArgs = {
  groupingLimit?: InputMaybe<Scalars['Int']['input']>;
  input: ContentSearchInput;
};


export type QueryContentsArgs = {
  input?: InputMaybe<ContentSearchInput>;
};


export type QueryFaqsArgs = {
  placement: Scalars['String']['input'];
};


export type QueryFavouritesArgs = {
  kind: FavouriteKind;
  page?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLatestContentsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  contentType?: InputMaybe<ContentType>;
  first?: InputMaybe<Scalars['Int']['input']>;
  isPremium?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryLeadFormDefinitionArgs = {
  formId: Scalars['ID']['input'];
};


export type QueryLibraryItemArgs = {
  id: Scalars['ID']['input'];
};


export type QueryMagazinePostsArgs = {
  magazine: Scalars['String']['input'];
};


export type QueryModuleDownloadArgs = {
  contentId: Scalars['ID']['input'];
};


export type QueryMostReadArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryNewsListingArgs = {
  categories?: InputMaybe<Array<Scalars['String']['input']>>;
  contentTypes?: InputMaybe<Array<ContentType>>;
  page?: InputMaybe<Scalars['Int']['input']>;
  rows?: InputMaybe<Scalars['Int']['input']>;
  topics?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryPageComponentsArgs = {
  placement: Scalars['String']['input'];
};


export type QueryPaywallArgs = {
  placement: Scalars['String']['input'];
};


export type QuerySearchPageArgs = {
  offset?: InputMaybe<Scalars['Int']['input']>;
  rows?: InputMaybe<Scalars['Int']['input']>;
  sections?: InputMaybe<Array<SearchSection>>;
  text: Scalars['String']['input'];
};


export type QuerySearchSuggestionsArgs = {
  text: Scalars['String']['input'];
};


export type QueryServicePageArgs = {
  path: Scalars['String']['input'];
};


export type QuerySuggestedContentsArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  excludeIds?: InputMaybe<Array<Scalars['ID']['input']>>;
  groupingLimit?: InputMaybe<Scalars['Int']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryTravelOfferArgs = {
  path: Scalars['String']['input'];
};


export type QueryTravelOffersArgs = {
  destination?: InputMaybe<TravelDestination>;
  vacationType?: InputMaybe<VacationType>;
};


export type QueryVideoTutorialsArgs = {
  placement: Scalars['String']['input'];
};

/** A block an item's page shows besides its body (spec 2 §3 relatedComponents), chosen by the editors. */
export type RelatedComponent =
  /** 'Latest Content': the sidebar's latest contents (Query.latestContents, 3). */
  | 'LATEST_CONTENT'
  /** 'Related Content': the sidebar's related items (Content.related, 3). */
  | 'RELATED_CONTENT'
  /** 'Suggested Content': the sidebar's insights (Query.suggestedContents, 3 with grouping 1). */
  | 'SUGGESTED_CONTENT';

/** A long-term rental offer (spec 3 §3 'Rental offer'): a price per month, VAT excluded. */
export type RentalOffer = {
  __typename?: 'RentalOffer';
  /** Advance payment, euro. */
  advance: Scalars['Float']['output'];
  averageConsumption: Maybe<Scalars['String']['output']>;
  brand: Scalars['String']['output'];
  cc: Maybe<Scalars['Int']['output']>;
  co2: Maybe<Scalars['String']['output']>;
  doors: Maybe<Scalars['Int']['output']>;
  fuelType: Maybe<Scalars['String']['output']>;
  horsePower: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  imageUrl: Maybe<Scalars['String']['output']>;
  /** Max KM: kilometres per year. */
  kmPerYear: Scalars['Int']['output'];
  model: Scalars['String']['output'];
  /** Cost: euro per month, VAT excluded. */
  monthlyCost: Scalars['Float']['output'];
  /** Max Time: months. */
  months: Scalars['Int']['output'];
  traction: Maybe<Scalars['String']['output']>;
  transmission: Maybe<Scalars['String']['output']>;
};

/** Where a content search runs (spec 2 §9 'Search contexts'): a context adds its tag or categories to the search, merged with the ones the input names. */
export type SearchContext =
  /** A content detail page: adds no filter. */
  | 'CONTENT_DETAIL'
  /** The course listing: adds the internal tag 'Corsi e formazione'. */
  | 'COURSE_LISTING'
  /** The home page: adds no filter. */
  | 'HOMEPAGE'
  /** Insurance services: adds the categories 'Assicurazioni e tutele' and 'Fisco e Tasse'. */
  | 'INSURANCE_SERVICES'
  /** Cases and legal services: adds the category 'Norme e diritto'. */
  | 'LEGAL_SERVICES'
  /** The main services: adds no filter. */
  | 'MAIN_SERVICES';

/** The search page answer. */
export type SearchPage = {
  __typename?: 'SearchPage';
  /** Sections, in the order asked. */
  sections: Array<SearchSectionResult>;
  /** True when nothing matched and the sections hold the fallback suggestions (3 news + 4 modules). */
  suggested: Scalars['Boolean']['output'];
  /** The searched text. */
  text: Scalars['String']['output'];
  /** Total matches across the sections asked. */
  total: Scalars['Int']['output'];
};

/** A result of the search page: a content item or an ECM course. */
export type SearchResult = {
  __typename?: 'SearchResult';
  /** Excerpt. */
  abstract: Maybe<Scalars['String']['output']>;
  /** The content item (NEWS, MODULES, TOOLS); null for courses. */
  content: Maybe<Content>;
  /** The ECM course (ECM section), resolved by the fad subgraph; null for contents. */
  course: Maybe<Course>;
  /** Target path or URL. */
  href: Scalars['String']['output'];
  /** Id of the content or course. */
  id: Scalars['ID']['output'];
  /** Image URL. */
  imageUrl: Maybe<Scalars['String']['output']>;
  /** Title. */
  title: Maybe<Scalars['String']['output']>;
};

/** Sections of the search page (spec 3 §9). */
export type SearchSection =
  /** Corsi ECM (6 first, then 6 more). */
  | 'ECM'
  /** Moduli (8 first, then 8 more). */
  | 'MODULES'
  /** News e approfondimenti (6 first, then 6 more). */
  | 'NEWS'
  /** Tool e calcolatori (6 first, then 8 more). */
  | 'TOOLS';

/** One section of the search page. */
export type SearchSectionResult = {
  __typename?: 'SearchSectionResult';
  /** Set when this section failed; the others are unaffected. */
  error: Maybe<SectionError>;
  /** Items of this page of the section. */
  items: Array<SearchResult>;
  /** Label, e.g. 'News e approfondimenti'. */
  label: Scalars['String']['output'];
  /** Section. */
  section: SearchSection;
  /** True when nothing matched the text and these are suggestions ('suggeriti'). */
  suggested: Scalars['Boolean']['output'];
  /** Total matches of the section (0 for suggested items). */
  total: Scalars['Int']['output'];
};

/** One suggestion of the header search. */
export type SearchSuggestion = {
  __typename?: 'SearchSuggestion';
  /** Target path or URL. */
  href: Scalars['String']['output'];
  /** Id of the content or course. */
  id: Scalars['ID']['output'];
  /** Title (clients set the typed text in bold). */
  title: Scalars['String']['output'];
};

/** A group of header search suggestions (at most 5 items). */
export type SearchSuggestionGroup = {
  __typename?: 'SearchSuggestionGroup';
  /** Set when this group failed; the other groups are unaffected. */
  error: Maybe<SectionError>;
  /** At most 5 suggestions; empty when the group failed. */
  items: Array<SearchSuggestion>;
  /** Group kind. */
  kind: SearchSuggestionKind;
  /** Label, e.g. 'News e approfondimenti'. */
  label: Scalars['String']['output'];
};

/** Header search suggestion groups (spec 1 §2). */
export type SearchSuggestionKind =
  /** 'Corsi di Formazione ECM'. */
  | 'ECM'
  /** 'Risorse': Modules. */
  | 'MODULES'
  /** 'News e approfondimenti': editorial content but Tools and Modules. */
  | 'NEWS'
  /** 'Tool e calcolatori'. */
  | 'TOOLS';

/** A failure confined to one section: the rest of the answer is still there. */
export type SectionError = {
  __typename?: 'SectionError';
  /** Error code (UPSTREAM_UNAVAILABLE, …). */
  code: Scalars['String']['output'];
  /** Message. */
  message: Scalars['String']['output'];
  /** Upstream service path, for the toast 'Errore nel servizio {path}'. */
  service: Maybe<Scalars['String']['output']>;
};

/** An in-page anchor. */
export type ServiceAnchor = {
  __typename?: 'ServiceAnchor';
  /** '#id' of the section. */
  href: Scalars['String']['output'];
  label: Scalars['String']['output'];
};

/** An area of the hubs' grid (law areas, insurance areas). */
export type ServiceArea = {
  __typename?: 'ServiceArea';
  icon: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** A service card (spec 3 §3), already filtered for the viewer: Visibility / Wallet / Excluded Wallet, portfolio tags matched against the active wallets, and for premium the legal-protection insurance card only with tutelaLegale or tutelaLegale2. */
export type ServiceCard = {
  __typename?: 'ServiceCard';
  body: Scalars['String']['output'];
  /** Link label. */
  cta: Maybe<Scalars['String']['output']>;
  /** Target path. */
  href: Scalars['String']['output'];
  /** Icon name. */
  icon: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
};

/** A titled group of service cards (portfolio products, legal protection, the services list, other services). */
export type ServiceCardGroup = {
  __typename?: 'ServiceCardGroup';
  /** Id of the section (anchor target). */
  anchorId: Maybe<Scalars['String']['output']>;
  cards: Array<ServiceCard>;
  /** 'portfolio', 'legal-protection', 'legal-services', 'insurance-services' or 'other-services'. */
  key: Scalars['String']['output'];
  /** 'Vedi tutti' target. */
  moreLink: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** A detail card of a service page. */
export type ServiceDetailCard = {
  __typename?: 'ServiceDetailCard';
  /** The heading's id: its title with whitespace replaced by hyphens (spec 3 §9). */
  anchorId: Scalars['String']['output'];
  body: Scalars['String']['output'];
  icon: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** The content-managed form config of a service page (spec 3 §3). */
export type ServiceForm = {
  __typename?: 'ServiceForm';
  /** Form Campaign (e.g. 'formpl'), if any. */
  formCampaign: Maybe<Scalars['String']['output']>;
  formContent: Maybe<Scalars['String']['output']>;
  /** Form ID: the id of the form's section (anchor target). */
  formId: Scalars['String']['output'];
  /** Form Source: always ARCLUB. */
  formSource: Scalars['String']['output'];
  formTitle: Scalars['String']['output'];
  /** Form Type (e.g. 'lettera-diffida'). */
  formType: Scalars['String']['output'];
};

/** The hero of a service page; its CTAs are those listed for the viewer's type. */
export type ServiceHero = {
  __typename?: 'ServiceHero';
  body: Maybe<Scalars['String']['output']>;
  ctas: Array<BannerCta>;
  imageUrl: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

/** A page under /servizi, every item decided for the viewer on the server (packages/policy services.ts). */
export type ServicePage = {
  __typename?: 'ServicePage';
  /** In-page anchors (hub anchors, sticky anchor menu entries). */
  anchors: Array<ServiceAnchor>;
  areas: Array<ServiceArea>;
  areasTitle: Maybe<Scalars['String']['output']>;
  /** Card groups with the cards the viewer may see; the insurance services list is empty for types other than trial and premium. */
  cardGroups: Array<ServiceCardGroup>;
  detailCards: Array<ServiceDetailCard>;
  /** The page's lead form config; null when the page has none or when the viewer may not use it (the legal consultation form needs the legal consultancy portfolio): see formWithheld. */
  form: Maybe<ServiceForm>;
  /** True when the page has a form the viewer may not use (the page invites to upgrade instead). */
  formWithheld: Scalars['Boolean']['output'];
  /** The legal or insurance header links: legal ones need the legal consultancy portfolio and trial or premium; insurance ones trial or premium. Empty otherwise. */
  headerLinks: Array<BannerCta>;
  hero: ServiceHero;
  kind: ServicePageKind;
  /** Legal notes, for registered, ex-trial and ex-premium only. */
  legalNotes: Maybe<Scalars['String']['output']>;
  /** The sticky anchor menu's CTAs the viewer may see (Visibility; '#phonecall' and '#modalproducts' only for registered, ex-trial and ex-premium). */
  menuCtas: Array<BannerCta>;
  path: Scalars['String']['output'];
  section: ServiceSection;
  /** Whether the phone-call and consultant buttons show (registered, ex-trial, ex-premium). */
  showsContactButtons: Scalars['Boolean']['output'];
  title: Scalars['String']['output'];
};

/** What a service page is (spec 3 §2). */
export type ServicePageKind =
  /** /servizi/convenzioni. */
  | 'DEALS'
  /** A legal or insurance detail page. */
  | 'DETAIL'
  /** /servizi. */
  | 'HOME'
  /** /servizi/legali and /servizi/assicurativi. */
  | 'HUB'
  /** A partner page under /servizi/convenzioni. */
  | 'PARTNER';

/** Which header-link rule of spec 3 §6 a service page follows. */
export type ServiceSection =
  | 'GENERAL'
  | 'INSURANCE'
  | 'LEGAL';

/** What the telemedicine page shows to the viewer (spec 3 §4, packages/policy telemedicineAccess). */
export type TelemedicineAccess = {
  __typename?: 'TelemedicineAccess';
  /** Premium with netmed Stato 1 or 2. */
  hasAccess: Scalars['Boolean']['output'];
  /** Premium with Stato 2: the CTA opens the 'Servizio in riattivazione' dialog. */
  reactivating: Scalars['Boolean']['output'];
  /** Where the CTA leads; only for premium with Stato 1. */
  serviceUrl: Maybe<Scalars['String']['output']>;
  /** 'Accedi al servizio' shows (premium with Stato 1 or 2). */
  showAccessCta: Scalars['Boolean']['output'];
  /** The premium hero (premium with Stato 1). */
  showPremiumHero: Scalars['Boolean']['output'];
};

/** A link shown in a toast. */
export type ToastLink = {
  __typename?: 'ToastLink';
  /** Target path, e.g. '/profilo/le-mie-risorse'. */
  href: Scalars['String']['output'];
  /** Label, e.g. 'Le mie Risorse' or 'La mia Libreria'. */
  label: Scalars['String']['output'];
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

/** Spec 3 §2 business-class travel filter 'Destinazione' (absent: 'Ovunque'). */
export type TravelDestination =
  | 'ESTERO'
  | 'ITALIA';

export type TravelIcon = {
  __typename?: 'TravelIcon';
  name: TravelIconName;
  /** What the icon says (e.g. '7 notti', '4 stelle'). */
  value: Maybe<Scalars['String']['output']>;
};

/** The icons a travel detail may show (spec 3 §2). A name the portal does not know is logged and its icon left out (spec 3 §8): the entry stays as UNKNOWN with its value (an entry with neither is left out). */
export type TravelIconName =
  | 'BEACH_SERVICE'
  | 'BOARD'
  | 'CRUISE'
  | 'FLIGHT'
  | 'HOTEL_STARS'
  | 'NIGHTS'
  | 'SPA'
  | 'STRUCTURE_TYPE'
  | 'TOUR_GUIDE'
  /** A name the portal does not know: no icon to show, only the entry's value. */
  | 'UNKNOWN'
  | 'WIFI';

/** A business-class travel offer of the listing (spec 3 §3 'Travel search document'). */
export type TravelOffer = {
  __typename?: 'TravelOffer';
  destination: TravelDestination;
  extract: Maybe<Scalars['String']['output']>;
  /** The offer's image, or the placeholder when it has none. */
  imageUrl: Scalars['String']['output'];
  location: Scalars['String']['output'];
  /** Path of its detail page on the portal. */
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
  vacationType: VacationType;
};

/** A travel offer's detail page (spec 3 §2). */
export type TravelOfferDetail = {
  __typename?: 'TravelOfferDetail';
  /** Background image of the hero, or the placeholder. */
  backgroundImageUrl: Scalars['String']['output'];
  /** Rich text (HTML). */
  description: Maybe<Scalars['String']['output']>;
  icons: Array<TravelIcon>;
  location: Scalars['String']['output'];
  path: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** The upsell a refused action opens (packages/policy Upsell). */
export type UpsellKind =
  /** Visitors and registered members: 'Vuoi salvare i tuoi contenuti preferiti?' (Tool and Modulo variants). */
  | 'FAVOURITES_UPSELL'
  /** Ex-trial members: move to Premium. */
  | 'MOVE_TO_PREMIUM'
  /** Print or download of a Tool or Modulo without premium-level access. */
  | 'PREMIUM_REQUIRED'
  /** Ex-premium members: reactivate the subscription. */
  | 'REACTIVATE'
  /** Print or download of other content by a visitor: register for free. */
  | 'REGISTER_FREE'
  /** Suspect on a paywalled page: the sign-up prompt. */
  | 'SIGN_UP'
  /** Registered on a paywalled or premium-only page: the subscription modal. */
  | 'SUBSCRIBE'
  /** A trial or premium member whose wallets don't include the Tool's or Modulo's (legal or scientific) wallet. */
  | 'WALLET_REQUIRED';

/** A member (owned by the crm subgraph); the cms subgraph adds the partner logo of the member's product. */
export type User = {
  __typename?: 'User';
  /** Customer code. */
  id: Scalars['ID']['output'];
  /** The member's last subscription, read from the crm subgraph to choose the partner logo. */
  lastSubscription: Maybe<LastSubscription>;
  /**
   * The partner logo the header and footer show (spec 1 §4 'Logo selection', §6): only for an active
   * subscription whose product is a convention; the product name mapped directly, by its club or by its
   * convention to a logo, else the default logo (packages/policy partnerLogoFor). Null otherwise, and null
   * with an error when the logos fail to load (spec 1 §8: logged, block hidden). Only the member themself
   * reads it (null for anyone else).
   */
  partnerLogo: Maybe<PartnerLogo>;
};

/** Spec 3 §2 business-class travel filter 'Tipo di vacanza' (absent: 'Ovunque'). */
export type VacationType =
  /** Città e cultura */
  | 'CITTA_E_CULTURA'
  | 'CROCIERA'
  | 'MARE'
  | 'MONTAGNA'
  /** Viaggi e tour organizzati */
  | 'VIAGGI_E_TOUR_ORGANIZZATI';

/** A video tutorial (spec 2 §3 'Video tutorial item'): a card with a preview image that opens the video in a modal player. */
export type VideoTutorial = {
  __typename?: 'VideoTutorial';
  /** Short text under the title. */
  abstract: Maybe<Scalars['String']['output']>;
  /** Longer description as HTML from the CMS, shown under the player. */
  contentHtml: Maybe<Scalars['String']['output']>;
  /** Id. */
  id: Scalars['ID']['output'];
  /** True when the video is a free preview of a longer one. */
  isPreview: Scalars['Boolean']['output'];
  /** Preview image (site-relative or absolute URL); null when the CMS has none. */
  previewImageUrl: Maybe<Scalars['String']['output']>;
  /** Title (the card heading and the player's title). */
  title: Scalars['String']['output'];
  /** URL of the player page, embedded in an iframe (a site-relative /media path the portal serves). */
  videoUrl: Scalars['String']['output'];
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
  User: User;
}>;

/** Mapping of federation reference types */
export type FederationReferenceTypes = ResolversObject<{
  Content:
    ( { __typename: 'Content' }
    & GraphQLRecursivePick<FederationTypes['Content'], {"id":true}> );
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}>
    & ( Record<PropertyKey, never>
        | GraphQLRecursivePick<FederationTypes['User'], {"lastSubscription":{"active":true,"productName":true,"isConvention":true}}> ) );
}>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  Banner: ResolverTypeWrapper<BannerParent>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  BannerCta: ResolverTypeWrapper<BannerCtaParent>;
  Category: ResolverTypeWrapper<CategoryParent>;
  CategoryCards: ResolverTypeWrapper<Omit<CategoryCards, 'category' | 'items'> & { category: ResolversTypes['Category'], items: Array<ResolversTypes['Content']> }>;
  ComponentGrid: ResolverTypeWrapper<ComponentGridParent>;
  Content: ResolverTypeWrapper<ContentParent>;
  ContentAction: ContentAction;
  ContentActionDecision: ResolverTypeWrapper<ContentActionDecision>;
  ContentActionKind: ContentActionKind;
  ContentConnection: ResolverTypeWrapper<Omit<ContentConnection, 'items'> & { items: Array<ResolversTypes['Content']> }>;
  ContentFlags: ResolverTypeWrapper<ContentFlagsParent>;
  ContentGroup: ResolverTypeWrapper<Omit<ContentGroup, 'items'> & { items: Array<ResolversTypes['Content']> }>;
  ContentPage: ResolverTypeWrapper<Omit<ContentPage, 'items'> & { items: Array<ResolversTypes['Content']> }>;
  ContentSearchInput: ContentSearchInput;
  ContentSort: ContentSort;
  ContentType: ContentType;
  Course: ResolverTypeWrapper<Course>;
  DownloadBanner: ResolverTypeWrapper<DownloadBannerParent>;
  EnergyKind: EnergyKind;
  EnergyOffer: ResolverTypeWrapper<EnergyOffer>;
  EnergyOfferFeature: ResolverTypeWrapper<EnergyOfferFeature>;
  ExternalNewsPost: ResolverTypeWrapper<ExternalNewsPostParent>;
  FaqItem: ResolverTypeWrapper<FaqItemParent>;
  FavouriteKind: FavouriteKind;
  FavouriteResult: ResolverTypeWrapper<Omit<FavouriteResult, 'content'> & { content: ResolversTypes['Content'] }>;
  FavouriteToast: ResolverTypeWrapper<FavouriteToast>;
  FileDownload: ResolverTypeWrapper<FileDownload>;
  Footer: ResolverTypeWrapper<FooterParent>;
  FooterLink: ResolverTypeWrapper<FooterLinkParent>;
  GridItem: ResolverTypeWrapper<GridItemParent>;
  InfoBox: ResolverTypeWrapper<InfoBox>;
  InfoBoxRow: ResolverTypeWrapper<InfoBoxRowParent>;
  LastSubscription: ResolverTypeWrapper<LastSubscription>;
  LeadFormContainer: ResolverTypeWrapper<LeadFormContainerParent>;
  LeadFormDefinition: ResolverTypeWrapper<LeadFormDefinition>;
  LeadFormField: ResolverTypeWrapper<LeadFormField>;
  LeadFormFieldKind: LeadFormFieldKind;
  LeadFormOption: ResolverTypeWrapper<LeadFormOption>;
  LibraryItem: ResolverTypeWrapper<LibraryItemParent>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  Magazine: ResolverTypeWrapper<MagazineParent>;
  MagazineCategory: ResolverTypeWrapper<MagazineCategory>;
  MagazinePost: ResolverTypeWrapper<MagazinePostParent>;
  MagazinePostCategory: ResolverTypeWrapper<Omit<MagazinePostCategory, 'posts'> & { posts: Array<ResolversTypes['MagazinePost']> }>;
  MagazinePosts: ResolverTypeWrapper<MagazinePostsParent>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  NavigationItem: ResolverTypeWrapper<NavigationItemParent>;
  NewsstandIssue: ResolverTypeWrapper<NewsstandIssueParent>;
  PageComponent: ResolverTypeWrapper<PageComponentParent>;
  PageSection: ResolverTypeWrapper<PageSectionParent>;
  PageSectionName: PageSectionName;
  PartnerDeal: ResolverTypeWrapper<PartnerDeal>;
  PartnerLogo: ResolverTypeWrapper<PartnerLogoParent>;
  PaywallCta: ResolverTypeWrapper<PaywallCta>;
  PaywallOption: ResolverTypeWrapper<PaywallOptionParent>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RelatedComponent: RelatedComponent;
  RentalOffer: ResolverTypeWrapper<RentalOffer>;
  SearchContext: SearchContext;
  SearchPage: ResolverTypeWrapper<Omit<SearchPage, 'sections'> & { sections: Array<ResolversTypes['SearchSectionResult']> }>;
  SearchResult: ResolverTypeWrapper<Omit<SearchResult, 'content'> & { content?: Maybe<ResolversTypes['Content']> }>;
  SearchSection: SearchSection;
  SearchSectionResult: ResolverTypeWrapper<Omit<SearchSectionResult, 'items'> & { items: Array<ResolversTypes['SearchResult']> }>;
  SearchSuggestion: ResolverTypeWrapper<SearchSuggestion>;
  SearchSuggestionGroup: ResolverTypeWrapper<SearchSuggestionGroup>;
  SearchSuggestionKind: SearchSuggestionKind;
  SectionError: ResolverTypeWrapper<SectionError>;
  ServiceAnchor: ResolverTypeWrapper<ServiceAnchor>;
  ServiceArea: ResolverTypeWrapper<ServiceArea>;
  ServiceCard: ResolverTypeWrapper<ServiceCard>;
  ServiceCardGroup: ResolverTypeWrapper<ServiceCardGroup>;
  ServiceDetailCard: ResolverTypeWrapper<ServiceDetailCard>;
  ServiceForm: ResolverTypeWrapper<ServiceForm>;
  ServiceHero: ResolverTypeWrapper<Omit<ServiceHero, 'ctas'> & { ctas: Array<ResolversTypes['BannerCta']> }>;
  ServicePage: ResolverTypeWrapper<Omit<ServicePage, 'headerLinks' | 'hero' | 'menuCtas'> & { headerLinks: Array<ResolversTypes['BannerCta']>, hero: ResolversTypes['ServiceHero'], menuCtas: Array<ResolversTypes['BannerCta']> }>;
  ServicePageKind: ServicePageKind;
  ServiceSection: ServiceSection;
  TelemedicineAccess: ResolverTypeWrapper<TelemedicineAccess>;
  ToastLink: ResolverTypeWrapper<ToastLink>;
  TopBarMessage: ResolverTypeWrapper<TopBarMessageParent>;
  Topic: ResolverTypeWrapper<Topic>;
  TravelDestination: TravelDestination;
  TravelIcon: ResolverTypeWrapper<TravelIcon>;
  TravelIconName: TravelIconName;
  TravelOffer: ResolverTypeWrapper<TravelOffer>;
  TravelOfferDetail: ResolverTypeWrapper<TravelOfferDetail>;
  UpsellKind: UpsellKind;
  User: ResolverTypeWrapper<UserParent>;
  VacationType: VacationType;
  VideoTutorial: ResolverTypeWrapper<VideoTutorialParent>;
  VisibilityRule: ResolverTypeWrapper<VisibilityRule>;
  VisibilitySubscriptionType: VisibilitySubscriptionType;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  Banner: BannerParent;
  String: Scalars['String']['output'];
  Boolean: Scalars['Boolean']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  BannerCta: BannerCtaParent;
  Category: CategoryParent;
  CategoryCards: Omit<CategoryCards, 'category' | 'items'> & { category: ResolversParentTypes['Category'], items: Array<ResolversParentTypes['Content']> };
  ComponentGrid: ComponentGridParent;
  Content: ContentParent;
  ContentActionDecision: ContentActionDecision;
  ContentConnection: Omit<ContentConnection, 'items'> & { items: Array<ResolversParentTypes['Content']> };
  ContentFlags: ContentFlagsParent;
  ContentGroup: Omit<ContentGroup, 'items'> & { items: Array<ResolversParentTypes['Content']> };
  ContentPage: Omit<ContentPage, 'items'> & { items: Array<ResolversParentTypes['Content']> };
  ContentSearchInput: ContentSearchInput;
  Course: Course;
  DownloadBanner: DownloadBannerParent;
  EnergyOffer: EnergyOffer;
  EnergyOfferFeature: EnergyOfferFeature;
  ExternalNewsPost: ExternalNewsPostParent;
  FaqItem: FaqItemParent;
  FavouriteResult: Omit<FavouriteResult, 'content'> & { content: ResolversParentTypes['Content'] };
  FavouriteToast: FavouriteToast;
  FileDownload: FileDownload;
  Footer: FooterParent;
  FooterLink: FooterLinkParent;
  GridItem: GridItemParent;
  InfoBox: InfoBox;
  InfoBoxRow: InfoBoxRowParent;
  LastSubscription: LastSubscription;
  LeadFormContainer: LeadFormContainerParent;
  LeadFormDefinition: LeadFormDefinition;
  LeadFormField: LeadFormField;
  LeadFormOption: LeadFormOption;
  LibraryItem: LibraryItemParent;
  Float: Scalars['Float']['output'];
  Magazine: MagazineParent;
  MagazineCategory: MagazineCategory;
  MagazinePost: MagazinePostParent;
  MagazinePostCategory: Omit<MagazinePostCategory, 'posts'> & { posts: Array<ResolversParentTypes['MagazinePost']> };
  MagazinePosts: MagazinePostsParent;
  Mutation: Record<PropertyKey, never>;
  NavigationItem: NavigationItemParent;
  NewsstandIssue: NewsstandIssueParent;
  PageComponent: PageComponentParent;
  PageSection: PageSectionParent;
  PartnerDeal: PartnerDeal;
  PartnerLogo: PartnerLogoParent;
  PaywallCta: PaywallCta;
  PaywallOption: PaywallOptionParent;
  Query: Record<PropertyKey, never>;
  RentalOffer: RentalOffer;
  SearchPage: Omit<SearchPage, 'sections'> & { sections: Array<ResolversParentTypes['SearchSectionResult']> };
  SearchResult: Omit<SearchResult, 'content'> & { content?: Maybe<ResolversParentTypes['Content']> };
  SearchSectionResult: Omit<SearchSectionResult, 'items'> & { items: Array<ResolversParentTypes['SearchResult']> };
  SearchSuggestion: SearchSuggestion;
  SearchSuggestionGroup: SearchSuggestionGroup;
  SectionError: SectionError;
  ServiceAnchor: ServiceAnchor;
  ServiceArea: ServiceArea;
  ServiceCard: ServiceCard;
  ServiceCardGroup: ServiceCardGroup;
  ServiceDetailCard: ServiceDetailCard;
  ServiceForm: ServiceForm;
  ServiceHero: Omit<ServiceHero, 'ctas'> & { ctas: Array<ResolversParentTypes['BannerCta']> };
  ServicePage: Omit<ServicePage, 'headerLinks' | 'hero' | 'menuCtas'> & { headerLinks: Array<ResolversParentTypes['BannerCta']>, hero: ResolversParentTypes['ServiceHero'], menuCtas: Array<ResolversParentTypes['BannerCta']> };
  TelemedicineAccess: TelemedicineAccess;
  ToastLink: ToastLink;
  TopBarMessage: TopBarMessageParent;
  Topic: Topic;
  TravelIcon: TravelIcon;
  TravelOffer: TravelOffer;
  TravelOfferDetail: TravelOfferDetail;
  User: UserParent;
  VideoTutorial: VideoTutorialParent;
  VisibilityRule: VisibilityRule;
}>;

export type BannerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Banner'] = ResolversParentTypes['Banner']> = ResolversObject<{
  background?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  badge?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ctas?: Resolver<Array<ResolversTypes['BannerCta']>, ParentType, ContextType>;
  hasLoginCta?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  layout?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  legalTextDesktop?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  legalTextMobile?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logoAlt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  logoUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  theme?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type BannerCtaResolvers<ContextType = Context, ParentType extends ResolversParentTypes['BannerCta'] = ResolversParentTypes['BannerCta']> = ResolversObject<{
  eventCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type CategoryCardsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['CategoryCards'] = ResolversParentTypes['CategoryCards']> = ResolversObject<{
  category?: Resolver<ResolversTypes['Category'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Content']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type ComponentGridResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ComponentGrid'] = ResolversParentTypes['ComponentGrid']> = ResolversObject<{
  columns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['GridItem']>, ParentType, ContextType>;
  maxPerRow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type ContentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Content'] = ResolversParentTypes['Content'], FederationReferenceType extends FederationReferenceTypes['Content'] = FederationReferenceTypes['Content']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['Content']> | FederationReferenceType, FederationReferenceType, ContextType>;
  abstract?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  allowedActions?: Resolver<Array<ResolversTypes['ContentActionDecision']>, ParentType, ContextType>;
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['Category']>, ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['ContentType'], ParentType, ContextType>;
  contentTypeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  course?: Resolver<Maybe<ResolversTypes['Course']>, ParentType, ContextType>;
  courseId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  embeddedContent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  flags?: Resolver<ResolversTypes['ContentFlags'], ParentType, ContextType>;
  hasContinueReading?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasTopics?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  headings?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  internalTags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  isFavourite?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  isPremium?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isTraining?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  occupations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  paywalled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  profession?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publicationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  readAlso?: Resolver<Array<ResolversTypes['Content']>, ParentType, ContextType, RequireFields<ContentReadAlsoArgs, 'limit'>>;
  related?: Resolver<Array<ResolversTypes['Content']>, ParentType, ContextType, RequireFields<ContentRelatedArgs, 'limit'>>;
  relatedComponents?: Resolver<Array<ResolversTypes['RelatedComponent']>, ParentType, ContextType>;
  series?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  specializations?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  teachingModelType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  topics?: Resolver<Array<ResolversTypes['Topic']>, ParentType, ContextType>;
  userActions?: Resolver<Array<ResolversTypes['ContentAction']>, ParentType, ContextType>;
  walletBlocked?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ContentActionDecisionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContentActionDecision'] = ResolversParentTypes['ContentActionDecision']> = ResolversObject<{
  action?: Resolver<ResolversTypes['ContentActionKind'], ParentType, ContextType>;
  allowed?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  upsell?: Resolver<Maybe<ResolversTypes['UpsellKind']>, ParentType, ContextType>;
  upsellTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ContentConnectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ContentConnection'] = ResolversParentTypes['ContentConnection']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNext?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Content']>, ParentType, ContextType>;
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
  hasNext?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Content']>, ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type CourseResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Course'] = ResolversParentTypes['Course']> = ResolversObject<{
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
}>;

export type DownloadBannerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['DownloadBanner'] = ResolversParentTypes['DownloadBanner']> = ResolversObject<{
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ctaLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type EnergyOfferResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EnergyOffer'] = ResolversParentTypes['EnergyOffer']> = ResolversObject<{
  conditionsUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['EnergyOfferFeature']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['EnergyKind'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type EnergyOfferFeatureResolvers<ContextType = Context, ParentType extends ResolversParentTypes['EnergyOfferFeature'] = ResolversParentTypes['EnergyOfferFeature']> = ResolversObject<{
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  tooltip?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ExternalNewsPostResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ExternalNewsPost'] = ResolversParentTypes['ExternalNewsPost']> = ResolversObject<{
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  classes?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  excerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  section?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FaqItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FaqItem'] = ResolversParentTypes['FaqItem']> = ResolversObject<{
  answerHtml?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  question?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FavouriteResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FavouriteResult'] = ResolversParentTypes['FavouriteResult']> = ResolversObject<{
  content?: Resolver<ResolversTypes['Content'], ParentType, ContextType>;
  toast?: Resolver<ResolversTypes['FavouriteToast'], ParentType, ContextType>;
}>;

export type FavouriteToastResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FavouriteToast'] = ResolversParentTypes['FavouriteToast']> = ResolversObject<{
  link?: Resolver<ResolversTypes['ToastLink'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type FileDownloadResolvers<ContextType = Context, ParentType extends ResolversParentTypes['FileDownload'] = ResolversParentTypes['FileDownload']> = ResolversObject<{
  base64?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fileName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type GridItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['GridItem'] = ResolversParentTypes['GridItem']> = ResolversObject<{
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InfoBoxResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InfoBox'] = ResolversParentTypes['InfoBox']> = ResolversObject<{
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  linkLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type InfoBoxRowResolvers<ContextType = Context, ParentType extends ResolversParentTypes['InfoBoxRow'] = ResolversParentTypes['InfoBoxRow']> = ResolversObject<{
  boxes?: Resolver<Array<ResolversTypes['InfoBox']>, ParentType, ContextType>;
  columns?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  perRow?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LeadFormContainerResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LeadFormContainer'] = ResolversParentTypes['LeadFormContainer']> = ResolversObject<{
  formType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  intro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type LeadFormDefinitionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LeadFormDefinition'] = ResolversParentTypes['LeadFormDefinition']> = ResolversObject<{
  fields?: Resolver<Array<ResolversTypes['LeadFormField']>, ParentType, ContextType>;
  formCampaign?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formContent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  formSource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  submitLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LeadFormFieldResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LeadFormField'] = ResolversParentTypes['LeadFormField']> = ResolversObject<{
  kind?: Resolver<ResolversTypes['LeadFormFieldKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  maxLength?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['LeadFormOption']>, ParentType, ContextType>;
  placeholder?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  required?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  rows?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type LeadFormOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LeadFormOption'] = ResolversParentTypes['LeadFormOption']> = ResolversObject<{
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type LibraryItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['LibraryItem'] = ResolversParentTypes['LibraryItem']> = ResolversObject<{
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contentTypeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  credits?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paywalled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  publicationDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  series?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  teachingModel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type MagazineResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Magazine'] = ResolversParentTypes['Magazine']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['MagazineCategory']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  logoUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MagazineCategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MagazineCategory'] = ResolversParentTypes['MagazineCategory']> = ResolversObject<{
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MagazinePostResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MagazinePost'] = ResolversParentTypes['MagazinePost']> = ResolversObject<{
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  excerpt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  terms?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type MagazinePostCategoryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MagazinePostCategory'] = ResolversParentTypes['MagazinePostCategory']> = ResolversObject<{
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  posts?: Resolver<Array<ResolversTypes['MagazinePost']>, ParentType, ContextType>;
}>;

export type MagazinePostsResolvers<ContextType = Context, ParentType extends ResolversParentTypes['MagazinePosts'] = ResolversParentTypes['MagazinePosts']> = ResolversObject<{
  categories?: Resolver<Array<ResolversTypes['MagazinePostCategory']>, ParentType, ContextType>;
  magazine?: Resolver<ResolversTypes['Magazine'], ParentType, ContextType>;
  personalised?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addFavourite?: Resolver<ResolversTypes['FavouriteResult'], ParentType, ContextType, RequireFields<MutationAddFavouriteArgs, 'contentId'>>;
  removeFavourite?: Resolver<ResolversTypes['FavouriteResult'], ParentType, ContextType, RequireFields<MutationRemoveFavouriteArgs, 'contentId'>>;
  saveFavouriteCategories?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationSaveFavouriteCategoriesArgs, 'categories'>>;
}>;

export type NavigationItemResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NavigationItem'] = ResolversParentTypes['NavigationItem']> = ResolversObject<{
  children?: Resolver<Array<ResolversTypes['NavigationItem']>, ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type NewsstandIssueResolvers<ContextType = Context, ParentType extends ResolversParentTypes['NewsstandIssue'] = ResolversParentTypes['NewsstandIssue']> = ResolversObject<{
  coverUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  issueDate?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  magazineId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  magazineName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  readerUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PageComponentResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PageComponent'] = ResolversParentTypes['PageComponent']> = ResolversObject<{
  __resolveType: TypeResolveFn<'ComponentGrid' | 'DownloadBanner' | 'InfoBoxRow' | 'LeadFormContainer' | 'PageSection', ParentType, ContextType>;
}>;

export type PageSectionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PageSection'] = ResolversParentTypes['PageSection']> = ResolversObject<{
  contentTypes?: Resolver<Array<ResolversTypes['ContentType']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  magazines?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['PageSectionName'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
}>;

export type PartnerDealResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PartnerDeal'] = ResolversParentTypes['PartnerDeal']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PartnerLogoResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PartnerLogo'] = ResolversParentTypes['PartnerLogo']> = ResolversObject<{
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isDefault?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  productName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type PaywallCtaResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaywallCta'] = ResolversParentTypes['PaywallCta']> = ResolversObject<{
  eventCode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type PaywallOptionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['PaywallOption'] = ResolversParentTypes['PaywallOption']> = ResolversObject<{
  content?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cta?: Resolver<ResolversTypes['PaywallCta'], ParentType, ContextType>;
  hasLoginCta?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  placement?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type QueryResolvers<ContextType = Context, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  banners?: Resolver<Maybe<Array<ResolversTypes['Banner']>>, ParentType, ContextType, RequireFields<QueryBannersArgs, 'placement'>>;
  categoryCards?: Resolver<Maybe<Array<ResolversTypes['CategoryCards']>>, ParentType, ContextType, RequireFields<QueryCategoryCardsArgs, 'perCategory'>>;
  categoryPage?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType, RequireFields<QueryCategoryPageArgs, 'category' | 'page'>>;
  content?: Resolver<Maybe<ResolversTypes['Content']>, ParentType, ContextType, RequireFields<QueryContentArgs, 'id'>>;
  contentBySlug?: Resolver<Maybe<ResolversTypes['Content']>, ParentType, ContextType, RequireFields<QueryContentBySlugArgs, 'path'>>;
  contentCategories?: Resolver<Maybe<Array<ResolversTypes['Category']>>, ParentType, ContextType>;
  contentGroups?: Resolver<Maybe<Array<ResolversTypes['ContentGroup']>>, ParentType, ContextType, RequireFields<QueryContentGroupsArgs, 'input'>>;
  contentTopics?: Resolver<Maybe<Array<ResolversTypes['Topic']>>, ParentType, ContextType>;
  contents?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType, Partial<QueryContentsArgs>>;
  digitalNewsstand?: Resolver<Maybe<Array<ResolversTypes['NewsstandIssue']>>, ParentType, ContextType>;
  energyOffers?: Resolver<Maybe<Array<ResolversTypes['EnergyOffer']>>, ParentType, ContextType>;
  externalNews?: Resolver<Maybe<Array<ResolversTypes['ExternalNewsPost']>>, ParentType, ContextType>;
  faqs?: Resolver<Maybe<Array<ResolversTypes['FaqItem']>>, ParentType, ContextType, RequireFields<QueryFaqsArgs, 'placement'>>;
  favouriteCategories?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  favourites?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType, RequireFields<QueryFavouritesArgs, 'kind' | 'page'>>;
  footer?: Resolver<Maybe<ResolversTypes['Footer']>, ParentType, ContextType>;
  latestContents?: Resolver<Maybe<ResolversTypes['ContentConnection']>, ParentType, ContextType, RequireFields<QueryLatestContentsArgs, 'first'>>;
  leadFormDefinition?: Resolver<Maybe<ResolversTypes['LeadFormDefinition']>, ParentType, ContextType, RequireFields<QueryLeadFormDefinitionArgs, 'formId'>>;
  libraryItem?: Resolver<Maybe<ResolversTypes['LibraryItem']>, ParentType, ContextType, RequireFields<QueryLibraryItemArgs, 'id'>>;
  magazinePosts?: Resolver<Maybe<ResolversTypes['MagazinePosts']>, ParentType, ContextType, RequireFields<QueryMagazinePostsArgs, 'magazine'>>;
  magazines?: Resolver<Maybe<Array<ResolversTypes['Magazine']>>, ParentType, ContextType>;
  moduleDownload?: Resolver<Maybe<ResolversTypes['FileDownload']>, ParentType, ContextType, RequireFields<QueryModuleDownloadArgs, 'contentId'>>;
  mostRead?: Resolver<Maybe<Array<ResolversTypes['Content']>>, ParentType, ContextType, RequireFields<QueryMostReadArgs, 'limit'>>;
  navigation?: Resolver<Maybe<Array<ResolversTypes['NavigationItem']>>, ParentType, ContextType>;
  newsCategories?: Resolver<Maybe<Array<ResolversTypes['Category']>>, ParentType, ContextType>;
  newsListing?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType, RequireFields<QueryNewsListingArgs, 'page' | 'rows'>>;
  pageComponents?: Resolver<Maybe<Array<ResolversTypes['PageComponent']>>, ParentType, ContextType, RequireFields<QueryPageComponentsArgs, 'placement'>>;
  partnerDeals?: Resolver<Maybe<Array<ResolversTypes['PartnerDeal']>>, ParentType, ContextType>;
  partnerLogos?: Resolver<Maybe<Array<ResolversTypes['PartnerLogo']>>, ParentType, ContextType>;
  paywall?: Resolver<Maybe<ResolversTypes['PaywallOption']>, ParentType, ContextType, RequireFields<QueryPaywallArgs, 'placement'>>;
  rentalOffers?: Resolver<Maybe<Array<ResolversTypes['RentalOffer']>>, ParentType, ContextType>;
  savesFavouriteCategories?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  searchPage?: Resolver<Maybe<ResolversTypes['SearchPage']>, ParentType, ContextType, RequireFields<QuerySearchPageArgs, 'offset' | 'text'>>;
  searchSuggestions?: Resolver<Maybe<Array<ResolversTypes['SearchSuggestionGroup']>>, ParentType, ContextType, RequireFields<QuerySearchSuggestionsArgs, 'text'>>;
  servicePage?: Resolver<Maybe<ResolversTypes['ServicePage']>, ParentType, ContextType, RequireFields<QueryServicePageArgs, 'path'>>;
  suggestedContents?: Resolver<Maybe<Array<ResolversTypes['Content']>>, ParentType, ContextType, RequireFields<QuerySuggestedContentsArgs, 'limit'>>;
  telemedicineAccess?: Resolver<ResolversTypes['TelemedicineAccess'], ParentType, ContextType>;
  topBar?: Resolver<Maybe<Array<ResolversTypes['TopBarMessage']>>, ParentType, ContextType>;
  travelOffer?: Resolver<Maybe<ResolversTypes['TravelOfferDetail']>, ParentType, ContextType, RequireFields<QueryTravelOfferArgs, 'path'>>;
  travelOffers?: Resolver<Maybe<Array<ResolversTypes['TravelOffer']>>, ParentType, ContextType, Partial<QueryTravelOffersArgs>>;
  videoTutorials?: Resolver<Maybe<Array<ResolversTypes['VideoTutorial']>>, ParentType, ContextType, RequireFields<QueryVideoTutorialsArgs, 'placement'>>;
}>;

export type RentalOfferResolvers<ContextType = Context, ParentType extends ResolversParentTypes['RentalOffer'] = ResolversParentTypes['RentalOffer']> = ResolversObject<{
  advance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  averageConsumption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  brand?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cc?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  co2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  doors?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  fuelType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  horsePower?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  kmPerYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  monthlyCost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  months?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  traction?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transmission?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SearchPageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SearchPage'] = ResolversParentTypes['SearchPage']> = ResolversObject<{
  sections?: Resolver<Array<ResolversTypes['SearchSectionResult']>, ParentType, ContextType>;
  suggested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SearchResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = ResolversObject<{
  abstract?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  content?: Resolver<Maybe<ResolversTypes['Content']>, ParentType, ContextType>;
  course?: Resolver<Maybe<ResolversTypes['Course']>, ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type SearchSectionResultResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SearchSectionResult'] = ResolversParentTypes['SearchSectionResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['SectionError']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SearchResult']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['SearchSection'], ParentType, ContextType>;
  suggested?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
}>;

export type SearchSuggestionResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SearchSuggestion'] = ResolversParentTypes['SearchSuggestion']> = ResolversObject<{
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SearchSuggestionGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SearchSuggestionGroup'] = ResolversParentTypes['SearchSuggestionGroup']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['SectionError']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['SearchSuggestion']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SearchSuggestionKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type SectionErrorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['SectionError'] = ResolversParentTypes['SectionError']> = ResolversObject<{
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  service?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type ServiceAnchorResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ServiceAnchor'] = ResolversParentTypes['ServiceAnchor']> = ResolversObject<{
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ServiceAreaResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ServiceArea'] = ResolversParentTypes['ServiceArea']> = ResolversObject<{
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ServiceCardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ServiceCard'] = ResolversParentTypes['ServiceCard']> = ResolversObject<{
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cta?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ServiceCardGroupResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ServiceCardGroup'] = ResolversParentTypes['ServiceCardGroup']> = ResolversObject<{
  anchorId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cards?: Resolver<Array<ResolversTypes['ServiceCard']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  moreLink?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ServiceDetailCardResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ServiceDetailCard'] = ResolversParentTypes['ServiceDetailCard']> = ResolversObject<{
  anchorId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  body?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  icon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ServiceFormResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ServiceForm'] = ResolversParentTypes['ServiceForm']> = ResolversObject<{
  formCampaign?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formContent?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  formId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formSource?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formTitle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  formType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ServiceHeroResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ServiceHero'] = ResolversParentTypes['ServiceHero']> = ResolversObject<{
  body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ctas?: Resolver<Array<ResolversTypes['BannerCta']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type ServicePageResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ServicePage'] = ResolversParentTypes['ServicePage']> = ResolversObject<{
  anchors?: Resolver<Array<ResolversTypes['ServiceAnchor']>, ParentType, ContextType>;
  areas?: Resolver<Array<ResolversTypes['ServiceArea']>, ParentType, ContextType>;
  areasTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  cardGroups?: Resolver<Array<ResolversTypes['ServiceCardGroup']>, ParentType, ContextType>;
  detailCards?: Resolver<Array<ResolversTypes['ServiceDetailCard']>, ParentType, ContextType>;
  form?: Resolver<Maybe<ResolversTypes['ServiceForm']>, ParentType, ContextType>;
  formWithheld?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  headerLinks?: Resolver<Array<ResolversTypes['BannerCta']>, ParentType, ContextType>;
  hero?: Resolver<ResolversTypes['ServiceHero'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['ServicePageKind'], ParentType, ContextType>;
  legalNotes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  menuCtas?: Resolver<Array<ResolversTypes['BannerCta']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  section?: Resolver<ResolversTypes['ServiceSection'], ParentType, ContextType>;
  showsContactButtons?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type TelemedicineAccessResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TelemedicineAccess'] = ResolversParentTypes['TelemedicineAccess']> = ResolversObject<{
  hasAccess?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  reactivating?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  serviceUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  showAccessCta?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  showPremiumHero?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type ToastLinkResolvers<ContextType = Context, ParentType extends ResolversParentTypes['ToastLink'] = ResolversParentTypes['ToastLink']> = ResolversObject<{
  href?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type TravelIconResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TravelIcon'] = ResolversParentTypes['TravelIcon']> = ResolversObject<{
  name?: Resolver<ResolversTypes['TravelIconName'], ParentType, ContextType>;
  value?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type TravelOfferResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TravelOffer'] = ResolversParentTypes['TravelOffer']> = ResolversObject<{
  destination?: Resolver<ResolversTypes['TravelDestination'], ParentType, ContextType>;
  extract?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  vacationType?: Resolver<ResolversTypes['VacationType'], ParentType, ContextType>;
}>;

export type TravelOfferDetailResolvers<ContextType = Context, ParentType extends ResolversParentTypes['TravelOfferDetail'] = ResolversParentTypes['TravelOfferDetail']> = ResolversObject<{
  backgroundImageUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  icons?: Resolver<Array<ResolversTypes['TravelIcon']>, ParentType, ContextType>;
  location?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type UserResolvers<ContextType = Context, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  partnerLogo?: Resolver<Maybe<ResolversTypes['PartnerLogo']>, ParentType, ContextType>;
}>;

export type VideoTutorialResolvers<ContextType = Context, ParentType extends ResolversParentTypes['VideoTutorial'] = ResolversParentTypes['VideoTutorial']> = ResolversObject<{
  abstract?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  contentHtml?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPreview?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  previewImageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  videoUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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
  CategoryCards?: CategoryCardsResolvers<ContextType>;
  ComponentGrid?: ComponentGridResolvers<ContextType>;
  Content?: ContentResolvers<ContextType>;
  ContentActionDecision?: ContentActionDecisionResolvers<ContextType>;
  ContentConnection?: ContentConnectionResolvers<ContextType>;
  ContentFlags?: ContentFlagsResolvers<ContextType>;
  ContentGroup?: ContentGroupResolvers<ContextType>;
  ContentPage?: ContentPageResolvers<ContextType>;
  Course?: CourseResolvers<ContextType>;
  DownloadBanner?: DownloadBannerResolvers<ContextType>;
  EnergyOffer?: EnergyOfferResolvers<ContextType>;
  EnergyOfferFeature?: EnergyOfferFeatureResolvers<ContextType>;
  ExternalNewsPost?: ExternalNewsPostResolvers<ContextType>;
  FaqItem?: FaqItemResolvers<ContextType>;
  FavouriteResult?: FavouriteResultResolvers<ContextType>;
  FavouriteToast?: FavouriteToastResolvers<ContextType>;
  FileDownload?: FileDownloadResolvers<ContextType>;
  Footer?: FooterResolvers<ContextType>;
  FooterLink?: FooterLinkResolvers<ContextType>;
  GridItem?: GridItemResolvers<ContextType>;
  InfoBox?: InfoBoxResolvers<ContextType>;
  InfoBoxRow?: InfoBoxRowResolvers<ContextType>;
  LeadFormContainer?: LeadFormContainerResolvers<ContextType>;
  LeadFormDefinition?: LeadFormDefinitionResolvers<ContextType>;
  LeadFormField?: LeadFormFieldResolvers<ContextType>;
  LeadFormOption?: LeadFormOptionResolvers<ContextType>;
  LibraryItem?: LibraryItemResolvers<ContextType>;
  Magazine?: MagazineResolvers<ContextType>;
  MagazineCategory?: MagazineCategoryResolvers<ContextType>;
  MagazinePost?: MagazinePostResolvers<ContextType>;
  MagazinePostCategory?: MagazinePostCategoryResolvers<ContextType>;
  MagazinePosts?: MagazinePostsResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  NavigationItem?: NavigationItemResolvers<ContextType>;
  NewsstandIssue?: NewsstandIssueResolvers<ContextType>;
  PageComponent?: PageComponentResolvers<ContextType>;
  PageSection?: PageSectionResolvers<ContextType>;
  PartnerDeal?: PartnerDealResolvers<ContextType>;
  PartnerLogo?: PartnerLogoResolvers<ContextType>;
  PaywallCta?: PaywallCtaResolvers<ContextType>;
  PaywallOption?: PaywallOptionResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RentalOffer?: RentalOfferResolvers<ContextType>;
  SearchPage?: SearchPageResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  SearchSectionResult?: SearchSectionResultResolvers<ContextType>;
  SearchSuggestion?: SearchSuggestionResolvers<ContextType>;
  SearchSuggestionGroup?: SearchSuggestionGroupResolvers<ContextType>;
  SectionError?: SectionErrorResolvers<ContextType>;
  ServiceAnchor?: ServiceAnchorResolvers<ContextType>;
  ServiceArea?: ServiceAreaResolvers<ContextType>;
  ServiceCard?: ServiceCardResolvers<ContextType>;
  ServiceCardGroup?: ServiceCardGroupResolvers<ContextType>;
  ServiceDetailCard?: ServiceDetailCardResolvers<ContextType>;
  ServiceForm?: ServiceFormResolvers<ContextType>;
  ServiceHero?: ServiceHeroResolvers<ContextType>;
  ServicePage?: ServicePageResolvers<ContextType>;
  TelemedicineAccess?: TelemedicineAccessResolvers<ContextType>;
  ToastLink?: ToastLinkResolvers<ContextType>;
  TopBarMessage?: TopBarMessageResolvers<ContextType>;
  Topic?: TopicResolvers<ContextType>;
  TravelIcon?: TravelIconResolvers<ContextType>;
  TravelOffer?: TravelOfferResolvers<ContextType>;
  TravelOfferDetail?: TravelOfferDetailResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  VideoTutorial?: VideoTutorialResolvers<ContextType>;
  VisibilityRule?: VisibilityRuleResolvers<ContextType>;
}>;

