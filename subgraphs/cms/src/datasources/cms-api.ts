import { ClubDataSource, type ClubDataSourceOptions } from '@club/subgraph-kit';
import DataLoader from 'dataloader';

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
  topics: { title: string; link: string }[];
  embeddedContent: string | null;
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

/** Most ids POST /CMS/Contenuti/PerId takes in one call. */
const MAX_IDS_PER_CALL = 200;

/** Layout answers: the same for every viewer (the subgraph filters them), so they may be shared. */
const SHARED_LAYOUT_PATH = /^\/CMS\/(Navigazione|TopBar|Banner|Footer|Categorie|Argomenti)$/;

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
  private readonly contentLoader: DataLoader<string, ContentItem | null>;
  private readonly layoutCacheSeconds: number;

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

  footer(): Promise<UpstreamFooter> {
    return this.get<UpstreamFooter>('CMS/Footer');
  }

  categories(): Promise<{ label: string; url: string; pageName: string }[]> {
    return this.get('CMS/Categorie');
  }

  topics(): Promise<{ title: string; link: string }[]> {
    return this.get('CMS/Argomenti');
  }

  private async fetchContentsByIds(ids: readonly string[]): Promise<(ContentItem | null)[]> {
    const { docs } = await this.post<{ docs: ContentItem[] }>('CMS/Contenuti/PerId', { body: { ids: [...ids] } });
    const byId = new Map(docs.map((doc) => [doc.id, doc]));
    return ids.map((id) => byId.get(id) ?? null);
  }
}
