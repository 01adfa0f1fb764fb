import { ClubDataSource, idempotencyHeaders, type ClubDataSourceOptions, type SharedReadPolicy } from '@club/subgraph-kit';
import type { FetcherResponse } from '@apollo/utils.fetcher';
import DataLoader from 'dataloader';
import type { UpstreamNewsstandIssue, UpstreamPaywallOption } from './paywall-types';

/** Visibility rule as the CMS upstream hands it out (spec 1 §3, spec 3 §6). */
export interface UpstreamVisibility {
  subscriptionTypes: string[];
  wallet: string | null;
  excludedWallet: string | null;
}

/** ContentItem of upstream/README.md (CMS). `body` is absent in search answers. */
export interface ContentItem {
  id: string;
  parent_id: string | null;
  contentType: string;
  title: string | null;
  abstract: string | null;
  body?: string | null;
  link: string;
  imgSrc: string | null;
  publicationDate: string | null;
  category: { label: string; url: string } | null;
  collana: string | null;
  modelloDidatticoType: string | null;
  occupations: string[];
  specializations: string[];
  professione: string | null;
  internalTags: string[];
  flags: { isMODLEG: boolean; isMODSCIENT: boolean; isTOOLLEG: boolean; isTOOLSCIENT: boolean };
  userActions: string[];
  relatedComponents: string[];
  topics: { title: string; link: string }[];
  embeddedContent: string | null;
  hasContinueReading: boolean;
  hasTopics: boolean;
  isFormativo: boolean;
  author: string | null;
  isPremium: boolean;
  courseId: string | null;
}

/** Body of the EditorialContent searches (spec 2 §3 content query). */
export interface ContentQueryBody {
  contains?: string;
  category?: string[];
  contentType?: string[];
  topics?: string[];
  exclude?: { contentType?: string[]; id?: string[] };
  internalTags?: string[];
  userOccupation?: string;
  criteria: {
    rows?: number;
    groupingLimit?: number;
    offset?: number;
    skip?: number;
    fallback?: boolean;
    orderCriteria?: { field: string; direction: 'asc' | 'desc' }[];
  };
}

export interface UngroupedAnswer {
  docs: ContentItem[];
  matches: number;
  fallback: boolean;
}

export interface GroupedAnswer {
  groups: { groupValue: string; docs: ContentItem[]; matches: number }[];
  matches: number;
  fallback: boolean;
}

export interface UpstreamNavigationItem {
  label: string;
  href: string;
  visibility: UpstreamVisibility;
  children: UpstreamNavigationItem[];
}

export interface UpstreamTopBarItem {
  id: string;
  message: string;
  link: string | null;
  linkLabel: string | null;
  visibility: UpstreamVisibility;
}

export interface UpstreamBannerCta {
  label: string;
  mobileLabel: string | null;
  link: string;
  target: string | null;
  variant: string | null;
  icon: string | null;
  visibility: UpstreamVisibility;
}

export interface UpstreamBanner {
  id: string;
  title: string;
  content: string | null;
  image: string | null;
  theme: string | null;
  layout: number;
  background: string | null;
  hasLoginCta: boolean;
  legalTextDesktop: string | null;
  legalTextMobile: string | null;
  visibility: UpstreamVisibility;
  ctas: UpstreamBannerCta[];
}

/** GET /CMS/Faq item (spec 2 §3: FAQ items carry permission requirements). `answer` is HTML. */
export interface UpstreamFaqItem {
  id: string;
  question: string;
  answer: string;
  visibility: UpstreamVisibility;
}

/** GET /CMS/VideoTutorial item (spec 2 §3 'Video tutorial item'). */
export interface UpstreamVideoTutorial {
  id: string;
  title: string;
  abstract: string | null;
  content: string | null;
  previewImage: string | null;
  videoUrl: string;
  isPreview: boolean;
}

export interface UpstreamFooterLink {
  label: string;
  href: string;
  visibility: UpstreamVisibility;
}

export interface UpstreamFooter {
  tagline: string;
  links: UpstreamFooterLink[];
  tollFreeNumber: string;
  email: string;
  companyLine: string;
  social: UpstreamFooterLink[];
  legalLinks?: UpstreamFooterLink[];
}

/** GET /graphql/latest-contents answer. */
export interface LatestContentsAnswer {
  search: { results: ContentItem[]; pageInfo: { endCursor: string | null; hasNext: boolean } };
}

/** GET /graphql/library item. */
export interface UpstreamLibraryItem {
  id: string;
  title: string | null;
  link: string;
  content: string | null;
  imgSrc: string | null;
  publicationDate: string | null;
  collana: string | null;
  modelloDidattico: string | null;
  credits: number | null;
  contentType: string;
  isPremium: boolean;
}

/** Favourite type of POST /favorites and GET /favorites?type=. */
export type UpstreamFavouriteType = 'Tool' | 'Modulo' | 'Editoriale';

export interface UpstreamMagazine {
  magazine: string;
  name: string;
  url: string;
  logo: string;
  categories: { name: string; link: string }[];
}

export interface UpstreamSuggestedPosts {
  magazine: { magazine: string; name: string; url: string };
  personalised: boolean;
  posts: {
    categories: {
      name: string;
      link: string;
      posts: { id: string; title: string; excerpt: string | null; date: string; link: string; _embedded: { author: { name: string | null }[] }; featured_media: string | null; terms: string[] }[];
    }[];
  };
}

export interface UpstreamExternalPost {
  title: { rendered: string };
  excerpt: { rendered: string };
  link: string;
  class_list: string[];
  yoast_head_json: { author?: string; articleSection?: string };
}

/** Most ids POST /CMS/Contenuti/PerId takes in one call. */
const MAX_IDS_PER_CALL = 200;

/** Layout answers: the same for every viewer (the subgraph filters them), so they may be shared. */
const SHARED_LAYOUT_PATH = /^\/CMS\/(Navigazione|TopBar|Banner|Footer|Categorie|Argomenti|Paywall|Faq|VideoTutorial)$/;

/**
 * CMS calls whose answer is the same for every viewer (the upstream never reads the token on them;
 * paywall, favourites and permissions are applied by the subgraph afterwards): shared by all requests
 * of the process (see shared-reads). Favourites are the member's own and never change them.
 */
const CMS_SHARED_READS: SharedReadPolicy = {
  everyone: [
    /^GET CMS\/(Navigazione|TopBar|Banner|Footer|Categorie|Argomenti|Paywall|Faq|VideoTutorial|PiuLetti)$/,
    /^POST CMS\/Search\/EditorialContent(\/Ungrouped)?$/,
    /^POST CMS\/(Contenuti\/PerId|Categorie\/Anteprime)$/,
    /^GET CMS\/Contenuti\/PerSlug\/[^/]+$/,
    /^GET graphql\/(latest-contents|library|logos)$/,
    /^GET recommender\/magazines$/,
    /^POST recommender\/suggested$/,
    /^GET news-esterne\/posts$/,
  ],
  memberOnlyWrites: [/^(POST|DELETE|PUT) favorites(\/.*)?$/],
};

export interface CmsApiOptions extends ClubDataSourceOptions {
  /** Seconds a layout answer is kept in the shared `cache` (0 or absent: not kept). */
  layoutCacheSeconds?: number;
}

/**
 * Client of the CMS upstream family. Contents by id go through a per-request DataLoader, so entity
 * references and bodies of listed items cost one upstream call per 200 ids. Layout answers may be
 * shared between requests through the `cache` option (see LayoutCache).
 */
export class CmsApi extends ClubDataSource {
  protected readonly family = 'cms';
  private readonly contentLoader: DataLoader<string, ContentItem | null>;
  private readonly layoutCacheSeconds: number;
  /** The member's favourite ids, fetched at most once per request (Content.isFavourite of a whole list). */
  private favouriteIdsOnce: Promise<Set<string>> | null = null;

  constructor(options: CmsApiOptions) {
    super(options);
    this.layoutCacheSeconds = options.layoutCacheSeconds ?? 0;
    this.contentLoader = new DataLoader((ids) => this.fetchContentsByIds(ids), { maxBatchSize: MAX_IDS_PER_CALL });
  }

  /** Layout answers are kept for a few seconds in the cache shared by all requests; nothing else is. */
  protected override cacheOptionsFor(url?: URL | string) {
    // Typed as a URL, but HTTPCache passes the URL string: read the path from either.
    const path = url ? new URL(String(url)).pathname : '';
    return { ttl: SHARED_LAYOUT_PATH.test(path) ? this.layoutCacheSeconds : 0 };
  }

  protected override sharedReadPolicy(): SharedReadPolicy {
    return CMS_SHARED_READS;
  }

  searchUngrouped(body: ContentQueryBody): Promise<UngroupedAnswer> {
    return this.post<UngroupedAnswer>('CMS/Search/EditorialContent/Ungrouped', { body });
  }

  searchGrouped(body: ContentQueryBody): Promise<GroupedAnswer> {
    return this.post<GroupedAnswer>('CMS/Search/EditorialContent', { body });
  }

  /** A content item (with its body) by id, or null; batched with the other lookups of the request. */
  contentById(id: string): Promise<ContentItem | null> {
    return this.contentLoader.load(id);
  }

  navigation(): Promise<UpstreamNavigationItem[]> {
    return this.get<UpstreamNavigationItem[]>('CMS/Navigazione');
  }

  topBar(): Promise<UpstreamTopBarItem[]> {
    return this.get<UpstreamTopBarItem[]>('CMS/TopBar');
  }

  banners(placement: string): Promise<UpstreamBanner[]> {
    return this.get<UpstreamBanner[]>('CMS/Banner', { params: { placement } });
  }

  /** Every paywall option of a placement, with its rule (the subgraph picks the viewer's). */
  paywallOptions(placement: string): Promise<UpstreamPaywallOption[]> {
    return this.get<UpstreamPaywallOption[]>('CMS/Paywall', { params: { placement } });
  }

  /** The digital newsstand: the newest issue of each magazine (premium members; 403 otherwise). */
  newsstand(): Promise<UpstreamNewsstandIssue[]> {
    return this.get<UpstreamNewsstandIssue[]>('CMS/Edicola');
  }

  faqs(placement: string): Promise<UpstreamFaqItem[]> {
    return this.get<UpstreamFaqItem[]>('CMS/Faq', { params: { placement } });
  }

  videoTutorials(placement: string): Promise<UpstreamVideoTutorial[]> {
    return this.get<UpstreamVideoTutorial[]>('CMS/VideoTutorial', { params: { placement } });
  }

  footer(): Promise<UpstreamFooter> {
    return this.get<UpstreamFooter>('CMS/Footer');
  }

  categories(): Promise<{ label: string; url: string; pageName: string }[]> {
    return this.get('CMS/Categorie');
  }

  topics(): Promise<{ title: string; link: string }[]> {
    return this.get('CMS/Argomenti');
  }

  latestContents(params: { contentType?: string; first: number; after?: string; isPremium?: boolean }): Promise<LatestContentsAnswer> {
    return this.get<LatestContentsAnswer>('graphql/latest-contents', {
      params: {
        first: String(params.first),
        ...(params.contentType ? { contentType: params.contentType } : {}),
        ...(params.after ? { after: params.after } : {}),
        ...(params.isPremium !== undefined ? { isPremium: String(params.isPremium) } : {}),
      },
    });
  }

  async libraryItem(id: string): Promise<UpstreamLibraryItem> {
    return (await this.get<{ item: UpstreamLibraryItem }>('graphql/library', { params: { id } })).item;
  }

  contentBySlug(slug: string): Promise<ContentItem> {
    return this.get<ContentItem>(`CMS/Contenuti/PerSlug/${encodeURIComponent(slug)}`);
  }

  /** The latest editorial items of each category (the category listing), in one call. */
  async categoryPreviews(categories: string[] | undefined, rows: number): Promise<{ category: { label: string; url: string; pageName: string }; docs: ContentItem[]; matches: number }[]> {
    return (await this.post<{ groups: { category: { label: string; url: string; pageName: string }; docs: ContentItem[]; matches: number }[] }>('CMS/Categorie/Anteprime', { body: { categories, rows } })).groups;
  }

  async mostRead(rows: number): Promise<ContentItem[]> {
    return (await this.get<{ docs: ContentItem[] }>('CMS/PiuLetti', { params: { rows: String(rows) } })).docs;
  }

  /** The member's favourite ids as a set: one upstream call per request however many items ask. */
  favouriteIds(): Promise<Set<string>> {
    this.favouriteIdsOnce ??= this.get<{ ids: string[] }>('favorites/ids').then((a) => new Set(a.ids));
    return this.favouriteIdsOnce;
  }

  /** The writes take the upstream Idempotency-Key of the mutation (upstreamWriteKey), when the client sent one. */
  async addFavourite(id: string, type: UpstreamFavouriteType, idempotencyKey?: string): Promise<void> {
    await this.post('favorites', { body: { id, type }, headers: idempotencyHeaders(idempotencyKey) });
    (await this.favouriteIdsOnce)?.add(id);
  }

  async removeFavourite(id: string, idempotencyKey?: string): Promise<void> {
    await this.delete(`favorites/${encodeURIComponent(id)}`, { headers: idempotencyHeaders(idempotencyKey) });
    (await this.favouriteIdsOnce)?.delete(id);
  }

  favourites(type: UpstreamFavouriteType, rows: number, offset: number): Promise<{ docs: ContentItem[]; matches: number }> {
    return this.get('favorites', { params: { type, rows: String(rows), offset: String(offset) } });
  }

  async favouriteCategories(): Promise<string[]> {
    return (await this.get<{ categories: string[] }>('favorites/categorie')).categories;
  }

  async saveFavouriteCategories(categories: string[], idempotencyKey?: string): Promise<string[]> {
    return (await this.put<{ categories: string[] }>('favorites/categorie', { body: { categories }, headers: idempotencyHeaders(idempotencyKey) })).categories;
  }

  magazines(): Promise<UpstreamMagazine[]> {
    return this.get<UpstreamMagazine[]>('recommender/magazines');
  }

  suggestedPosts(body: { magazine: string; numPosts: number; professione?: string; dettaglioProfessione?: string }): Promise<UpstreamSuggestedPosts> {
    return this.post<UpstreamSuggestedPosts>('recommender/suggested', { body });
  }

  externalNews(perPage: number): Promise<UpstreamExternalPost[]> {
    return this.get<UpstreamExternalPost[]>('news-esterne/posts', { params: { per_page: String(perPage) } });
  }

  async partnerLogos(): Promise<{ name: string; image: string; url: string | null }[]> {
    return (await this.get<{ item: { logos: { results: { name: string; image: string; url: string | null }[] } } }>('graphql/logos')).item.logos.results;
  }

  /** A module template file: the PDF bytes and the file name of its content-disposition. */
  async moduleFile(id: string): Promise<{ bytes: Buffer; fileName: string; contentType: string }> {
    const { parsedBody, response } = await this.fetch<Buffer>(`CMS/Moduli/${encodeURIComponent(id)}/file`, { method: 'GET' });
    const disposition = response.headers.get('content-disposition') ?? '';
    return {
      bytes: parsedBody,
      fileName: /filename="([^"]+)"/.exec(disposition)?.[1] ?? `modulo-${id}.pdf`,
      contentType: response.headers.get('content-type') ?? 'application/pdf',
    };
  }

  /** Files (PDF) come back as bytes; everything else as the base class parses it. */
  protected override async parseBody(response: FetcherResponse): Promise<object | string> {
    if (response.headers.get('content-type')?.startsWith('application/pdf')) return Buffer.from(await response.arrayBuffer());
    return super.parseBody(response);
  }

  private async fetchContentsByIds(ids: readonly string[]): Promise<(ContentItem | null)[]> {
    const { docs } = await this.post<{ docs: ContentItem[] }>('CMS/Contenuti/PerId', { body: { ids: [...ids] } });
    const byId = new Map(docs.map((doc) => [doc.id, doc]));
    return ids.map((id) => byId.get(id) ?? null);
  }
}
