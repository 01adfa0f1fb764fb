import {
  cmsContracts,
  MAX_CONTENT_IDS_PER_CALL,
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
  type CmsServicePage,
  type CmsSuggestedPosts,
  type CmsTopBarItem,
  type CmsTopic,
  type CmsVideoTutorial,
  type ContentItem,
  type ContentQueryBody,
  type FavouriteType,
  type RouteContract,
} from '@club/contracts';
import { ClubDataSource, idempotencyHeaders, parseUpstream, type SharedReadPolicy } from '@club/subgraph-kit';
import type { FetcherResponse } from '@apollo/utils.fetcher';
import DataLoader from 'dataloader';
import type { z } from 'zod';

/** An ungrouped search's answer. */
export type UngroupedAnswer = AnswerOf<typeof cmsContracts.searchUngrouped>;
/** A grouped search's answer. */
export type GroupedAnswer = AnswerOf<typeof cmsContracts.searchGrouped>;
/** A page of GET /graphql/latest-contents. */
export type LatestContentsAnswer = AnswerOf<typeof cmsContracts.latestContents>;

/**
 * CMS calls whose answer is the same for every viewer (the upstream never reads the token on them;
 * paywall, favourites and permissions are applied by the subgraph afterwards): shared by all requests
 * of the process (see shared-reads), the layout among them. Favourites are the member's own and never change them.
 */
const CMS_SHARED_READS: SharedReadPolicy = {
  everyone: [
    /^GET CMS\/(Navigazione|TopBar|Banner|Footer|Categorie|Argomenti|Paywall|Faq|VideoTutorial|PiuLetti|Servizi\/Pagina|Convenzioni)$/,
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

/**
 * Client of the CMS upstream family. Every JSON answer is parsed with its route's contract
 * (@club/contracts): a payload that does not match fails its field with BAD_PAYLOAD. Contents by id
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

  protected override sharedReadPolicy(): SharedReadPolicy {
    return CMS_SHARED_READS;
  }

  /** The answer of a call, parsed with its route's contract (UPSTREAM_UNAVAILABLE / BAD_PAYLOAD naming the route when it does not match). */
  private async answerOf<S extends z.ZodType>(contract: RouteContract<S>, call: Promise<unknown>): Promise<z.output<S>> {
    return parseUpstream(contract.response, await call, contract.path);
  }

  searchUngrouped(body: ContentQueryBody): Promise<UngroupedAnswer> {
    return this.answerOf(cmsContracts.searchUngrouped, this.post('CMS/Search/EditorialContent/Ungrouped', { body: explicit(body) }));
  }

  searchGrouped(body: ContentQueryBody): Promise<GroupedAnswer> {
    return this.answerOf(cmsContracts.searchGrouped, this.post('CMS/Search/EditorialContent', { body: explicit(body) }));
  }

  /** A content item (with its body) by id, or null; batched with the other lookups of the request. */
  contentById(id: string): Promise<ContentItem | null> {
    return this.contentLoader.load(id);
  }

  navigation(): Promise<CmsNavigationItem[]> {
    return this.answerOf(cmsContracts.navigation, this.get('CMS/Navigazione'));
  }

  topBar(): Promise<CmsTopBarItem[]> {
    return this.answerOf(cmsContracts.topBar, this.get('CMS/TopBar'));
  }

  banners(placement: string): Promise<CmsBanner[]> {
    return this.answerOf(cmsContracts.banners, this.get('CMS/Banner', { params: { placement } }));
  }

  /** Every paywall option of a placement, with its rule (the subgraph picks the viewer's). */
  paywallOptions(placement: string): Promise<CmsPaywallOption[]> {
    return this.answerOf(cmsContracts.paywallOptions, this.get('CMS/Paywall', { params: { placement } }));
  }

  /** A service page with every item and its rules (404 for an unknown path). */
  servicePage(path: string): Promise<CmsServicePage> {
    return this.answerOf(cmsContracts.servicePage, this.get('CMS/Servizi/Pagina', { params: { path } }));
  }

  /** Every partner deal with the lists it belongs to. */
  partnerDeals(): Promise<CmsPartnerDeal[]> {
    return this.answerOf(cmsContracts.partnerDeals, this.get('CMS/Convenzioni'));
  }

  /** The digital newsstand: the newest issue of each magazine (premium members; 403 otherwise). */
  newsstand(): Promise<CmsNewsstandIssue[]> {
    return this.answerOf(cmsContracts.newsstand, this.get('CMS/Edicola'));
  }

  faqs(placement: string): Promise<CmsFaqItem[]> {
    return this.answerOf(cmsContracts.faqs, this.get('CMS/Faq', { params: { placement } }));
  }

  videoTutorials(placement: string): Promise<CmsVideoTutorial[]> {
    return this.answerOf(cmsContracts.videoTutorials, this.get('CMS/VideoTutorial', { params: { placement } }));
  }

  footer(): Promise<CmsFooter> {
    return this.answerOf(cmsContracts.footer, this.get('CMS/Footer'));
  }

  categories(): Promise<CmsCategory[]> {
    return this.memo.once('categories', () => this.answerOf(cmsContracts.categories, this.get('CMS/Categorie')));
  }

  topics(): Promise<CmsTopic[]> {
    return this.answerOf(cmsContracts.topics, this.get('CMS/Argomenti'));
  }

  latestContents(params: { contentType?: CmsContentType; first: number; after?: string; isPremium?: boolean }): Promise<LatestContentsAnswer> {
    return this.answerOf(
      cmsContracts.latestContents,
      this.get('graphql/latest-contents', {
        params: {
          first: String(params.first),
          ...(params.contentType ? { contentType: params.contentType } : {}),
          ...(params.after ? { after: params.after } : {}),
          ...(params.isPremium !== undefined ? { isPremium: String(params.isPremium) } : {}),
        },
      }),
    );
  }

  async libraryItem(id: string): Promise<CmsLibraryItem> {
    return (await this.answerOf(cmsContracts.libraryItem, this.get('graphql/library', { params: { id } }))).item;
  }

  contentBySlug(slug: string): Promise<ContentItem> {
    return this.answerOf(cmsContracts.contentBySlug, this.get(`CMS/Contenuti/PerSlug/${encodeURIComponent(slug)}`));
  }

  /** The latest editorial items of each category (the category listing), in one call. */
  async categoryPreviews(categories: string[] | undefined, rows: number): Promise<CmsCategoryPreview[]> {
    return (await this.answerOf(cmsContracts.categoryPreviews, this.post('CMS/Categorie/Anteprime', { body: { categories, rows } }))).groups;
  }

  async mostRead(rows: number): Promise<ContentItem[]> {
    return (await this.answerOf(cmsContracts.mostRead, this.get('CMS/PiuLetti', { params: { rows: String(rows) } }))).docs;
  }

  /** Whether an item is among the member's favourites: one upstream call per request however many items ask. */
  async isFavourite(id: string): Promise<boolean> {
    return this.favouriteChanges.get(id) ?? (await this.favouriteIds()).has(id);
  }

  private favouriteIds(): Promise<Set<string>> {
    return this.memo.once('favouriteIds', async () => new Set((await this.answerOf(cmsContracts.favouriteIds, this.get('favorites/ids'))).ids));
  }

  /** The writes take the upstream Idempotency-Key of the mutation (upstreamWriteKey), when the client sent one. */
  async addFavourite(id: string, type: FavouriteType, idempotencyKey?: string): Promise<void> {
    await this.answerOf(cmsContracts.addFavourite, this.post('favorites', { body: { id, type }, headers: idempotencyHeaders(idempotencyKey) }));
    this.favouriteChanges.set(id, true);
  }

  async removeFavourite(id: string, idempotencyKey?: string): Promise<void> {
    await this.answerOf(cmsContracts.removeFavourite, this.delete(`favorites/${encodeURIComponent(id)}`, { headers: idempotencyHeaders(idempotencyKey) }));
    this.favouriteChanges.set(id, false);
  }

  favourites(type: FavouriteType, rows: number, offset: number): Promise<AnswerOf<typeof cmsContracts.favourites>> {
    return this.answerOf(cmsContracts.favourites, this.get('favorites', { params: { type, rows: String(rows), offset: String(offset) } }));
  }

  async favouriteCategories(): Promise<string[]> {
    return (await this.answerOf(cmsContracts.favouriteCategories, this.get('favorites/categorie'))).categories;
  }

  async saveFavouriteCategories(categories: string[], idempotencyKey?: string): Promise<string[]> {
    const saved = this.put('favorites/categorie', { body: { categories }, headers: idempotencyHeaders(idempotencyKey) });
    return (await this.answerOf(cmsContracts.saveFavouriteCategories, saved)).categories;
  }

  magazines(): Promise<CmsMagazine[]> {
    return this.memo.once('magazines', () => this.answerOf(cmsContracts.magazines, this.get('recommender/magazines')));
  }

  suggestedPosts(body: { magazine: string; numPosts: number; professione?: string; dettaglioProfessione?: string }): Promise<CmsSuggestedPosts> {
    return this.answerOf(cmsContracts.suggestedPosts, this.post('recommender/suggested', { body }));
  }

  externalNews(perPage: number): Promise<CmsExternalPost[]> {
    return this.answerOf(cmsContracts.externalNews, this.get('news-esterne/posts', { params: { per_page: String(perPage) } }));
  }

  async partnerLogos(): Promise<CmsPartnerLogo[]> {
    return (await this.answerOf(cmsContracts.partnerLogos, this.get('graphql/logos'))).item.logos.results;
  }

  /** A module template file: the PDF bytes and the file name of its content-disposition (bytes: no contract to parse with). */
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
    const { docs } = await this.answerOf(cmsContracts.contentsById, this.post('CMS/Contenuti/PerId', { body: { ids: [...ids] } }));
    const byId = new Map(docs.map((doc) => [doc.id, doc]));
    return ids.map((id) => byId.get(id) ?? null);
  }
}
