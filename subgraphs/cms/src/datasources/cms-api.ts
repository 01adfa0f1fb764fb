import {
  cmsContracts,
  MAX_CONTENT_IDS_PER_CALL,
  moduleFileRoute,
  type AnswerOf,
  type CmsBanner,
  type CmsCategory,
  type CmsCategoryPreview,
  type CmsContentType,
  type CmsExternalPost,
  type CmsFaqItem,
  type CmsFooter,
  type CmsLibraryItem,
  type CmsMagazine,
  type CmsNavigationItem,
  type CmsNewsstandIssue,
  type CmsPartnerDeal,
  type CmsPartnerLogo,
  type CmsPaywallOption,
  type CmsFormDefinition,
  type CmsServicePage,
  type CmsSuggestedPosts,
  type CmsTopBarItem,
  type CmsTopic,
  type CmsPageComponent,
  type CmsVideoTutorial,
  type ContentItem,
  type ContentQueryBody,
  type FavouriteType,
} from '@club/contracts';
import { ClubDataSource, idempotencyHeaders } from '@club/subgraph-kit';
import DataLoader from 'dataloader';

/** An ungrouped search's answer. */
export type UngroupedAnswer = AnswerOf<typeof cmsContracts.searchUngrouped>;
/** A grouped search's answer. */
export type GroupedAnswer = AnswerOf<typeof cmsContracts.searchGrouped>;
/** A page of GET /graphql/latest-contents. */
export type LatestContentsAnswer = AnswerOf<typeof cmsContracts.latestContents>;

/**
 * Client of the CMS upstream family. Every JSON call is its route's contract (@club/contracts): a
 * payload that does not match fails its field with BAD_PAYLOAD, and the contracts of the reads whose
 * answer is the same for every viewer (the upstream never reads the token on them; paywall,
 * favourites and permissions are applied by the subgraph afterwards) share them between requests,
 * the layout among them; favourites are the member's own and never drop them. Contents by id
 * go through a per-request DataLoader, so entity references and bodies of listed items cost one
 * upstream call per 200 ids; the member's favourite ids, the magazines and the categories are read
 * at most once per request.
 */
/**
 * A search body with fallback and debug always said: the upstream's defaults for what is left out
 * are the library search's (spec 2 §9: fallback on, debug on), which the listings, suggestions and
 * related lists must not get by accident. Library searches send their values (search-input.ts).
 */
function explicit(body: ContentQueryBody): ContentQueryBody {
  return { ...body, debug: body.debug ?? false, criteria: { ...body.criteria, fallback: body.criteria?.fallback ?? false } };
}

export class CmsApi extends ClubDataSource {
  protected readonly family = 'cms';
  private readonly contentLoader = new DataLoader<string, ContentItem | null>((ids) => this.fetchContentsByIds(ids), { maxBatchSize: MAX_CONTENT_IDS_PER_CALL });
  /** Favourites added (true) or removed (false) by this request's mutations: they win over the ids read before. */
  private readonly favouriteChanges = new Map<string, boolean>();

  searchUngrouped(body: ContentQueryBody): Promise<UngroupedAnswer> {
    return this.call(cmsContracts.searchUngrouped, { body: explicit(body) });
  }

  searchGrouped(body: ContentQueryBody): Promise<GroupedAnswer> {
    return this.call(cmsContracts.searchGrouped, { body: explicit(body) });
  }

  /** A content item (with its body) by id, or null; batched with the other lookups of the request. */
  contentById(id: string): Promise<ContentItem | null> {
    return this.contentLoader.load(id);
  }

  navigation(): Promise<CmsNavigationItem[]> {
    return this.call(cmsContracts.navigation);
  }

  topBar(): Promise<CmsTopBarItem[]> {
    return this.call(cmsContracts.topBar);
  }

  banners(placement: string): Promise<CmsBanner[]> {
    return this.call(cmsContracts.banners, { query: { placement } });
  }

  /** Every paywall option of a placement, with its rule (the subgraph picks the viewer's). */
  paywallOptions(placement: CmsPaywallOption['placement']): Promise<CmsPaywallOption[]> {
    return this.call(cmsContracts.paywallOptions, { query: { placement } });
  }

  /** A service page with every item and its rules (404 for an unknown path). */
  servicePage(path: string): Promise<CmsServicePage> {
    return this.call(cmsContracts.servicePage, { query: { path } });
  }

  /** A lead form's definition by Form ID (404 for an unknown form). */
  formDefinition(formId: string): Promise<CmsFormDefinition> {
    return this.call(cmsContracts.formDefinition, { params: { formId } });
  }

  /** Every partner deal with the lists it belongs to. */
  partnerDeals(): Promise<CmsPartnerDeal[]> {
    return this.call(cmsContracts.partnerDeals);
  }

  /** The digital newsstand: the newest issue of each magazine (premium members; 403 otherwise). */
  newsstand(): Promise<CmsNewsstandIssue[]> {
    return this.call(cmsContracts.newsstand);
  }

  faqs(placement: string): Promise<CmsFaqItem[]> {
    return this.call(cmsContracts.faqs, { query: { placement } });
  }

  videoTutorials(placement: string): Promise<CmsVideoTutorial[]> {
    return this.call(cmsContracts.videoTutorials, { query: { placement } });
  }

  /** A page placement's list of components (spec 1 §1, §3, §9). */
  pageComponents(placement: string): Promise<CmsPageComponent[]> {
    return this.call(cmsContracts.pageComponents, { query: { placement } });
  }

  footer(): Promise<CmsFooter> {
    return this.call(cmsContracts.footer);
  }

  categories(): Promise<CmsCategory[]> {
    return this.callOnce(cmsContracts.categories);
  }

  topics(): Promise<CmsTopic[]> {
    return this.call(cmsContracts.topics);
  }

  latestContents(params: { contentType?: CmsContentType; excludeContentType?: CmsContentType; first: number; after?: string; isPremium?: boolean }): Promise<LatestContentsAnswer> {
    return this.call(cmsContracts.latestContents, {
      query: {
        first: params.first,
        ...(params.contentType ? { contentType: params.contentType } : {}),
        ...(params.excludeContentType ? { excludeContentType: params.excludeContentType } : {}),
        ...(params.after ? { after: params.after } : {}),
        ...(params.isPremium !== undefined ? { isPremium: params.isPremium ? 'true' : 'false' } : {}),
      },
    });
  }

  async libraryItem(id: string): Promise<CmsLibraryItem> {
    return (await this.call(cmsContracts.libraryItem, { query: { id } })).item;
  }

  contentBySlug(slug: string): Promise<ContentItem> {
    return this.call(cmsContracts.contentBySlug, { params: { slug } });
  }

  /** The latest editorial items of each category (the category listing), in one call. */
  async categoryPreviews(categories: string[] | undefined, rows: number, excludeContentType?: CmsContentType): Promise<CmsCategoryPreview[]> {
    const exclude = excludeContentType ? { exclude: { contentType: [excludeContentType] } } : {};
    return (await this.call(cmsContracts.categoryPreviews, { body: { categories, rows, ...exclude } })).groups;
  }

  async mostRead(rows: number, excludeContentType?: CmsContentType): Promise<ContentItem[]> {
    return (await this.call(cmsContracts.mostRead, { query: { rows, ...(excludeContentType ? { excludeContentType } : {}) } })).docs;
  }

  /** Whether an item is among the member's favourites: one upstream call per request however many items ask. */
  async isFavourite(id: string): Promise<boolean> {
    return this.favouriteChanges.get(id) ?? (await this.favouriteIds()).has(id);
  }

  private favouriteIds(): Promise<Set<string>> {
    return this.memo.once('favouriteIds', async () => new Set((await this.call(cmsContracts.favouriteIds)).ids));
  }

  /** The writes take the upstream Idempotency-Key of the mutation (upstreamWriteKey), when the client sent one. */
  async addFavourite(id: string, type: FavouriteType, idempotencyKey?: string): Promise<void> {
    await this.call(cmsContracts.addFavourite, { body: { id, type }, headers: idempotencyHeaders(idempotencyKey) });
    this.favouriteChanges.set(id, true);
  }

  async removeFavourite(id: string, idempotencyKey?: string): Promise<void> {
    await this.call(cmsContracts.removeFavourite, { params: { id }, headers: idempotencyHeaders(idempotencyKey) });
    this.favouriteChanges.set(id, false);
  }

  favourites(type: FavouriteType, rows: number, offset: number): Promise<AnswerOf<typeof cmsContracts.favourites>> {
    return this.call(cmsContracts.favourites, { query: { type, rows, offset } });
  }

  async favouriteCategories(): Promise<string[]> {
    return (await this.call(cmsContracts.favouriteCategories)).categories;
  }

  async saveFavouriteCategories(categories: string[], idempotencyKey?: string): Promise<string[]> {
    return (await this.call(cmsContracts.saveFavouriteCategories, { body: { categories }, headers: idempotencyHeaders(idempotencyKey) })).categories;
  }

  magazines(): Promise<CmsMagazine[]> {
    return this.callOnce(cmsContracts.magazines);
  }

  suggestedPosts(body: { magazine: string; numPosts: number; professione?: string; dettaglioProfessione?: string }): Promise<CmsSuggestedPosts> {
    return this.call(cmsContracts.suggestedPosts, { body });
  }

  externalNews(perPage: number): Promise<CmsExternalPost[]> {
    return this.call(cmsContracts.externalNews, { query: { per_page: perPage } });
  }

  async partnerLogos(): Promise<CmsPartnerLogo[]> {
    return (await this.call(cmsContracts.partnerLogos)).item.logos.results;
  }

  /** A module template file (contract moduleFileRoute: a PDF): its bytes and the file name of its content-disposition. */
  async moduleFile(id: string): Promise<{ bytes: Buffer; fileName: string; contentType: string }> {
    const file = await this.callFile(moduleFileRoute, { params: { id } });
    return {
      bytes: file.bytes,
      fileName: /filename="([^"]+)"/.exec(file.contentDisposition ?? '')?.[1] ?? `modulo-${id}.pdf`,
      contentType: file.contentType,
    };
  }

  private async fetchContentsByIds(ids: readonly string[]): Promise<(ContentItem | null)[]> {
    const { docs } = await this.call(cmsContracts.contentsById, { body: { ids: [...ids] } });
    const byId = new Map(docs.map((doc) => [doc.id, doc]));
    return ids.map((id) => byId.get(id) ?? null);
  }
}
