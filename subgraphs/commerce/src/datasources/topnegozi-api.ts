import {
  bestOffersRoute,
  categoryShopsRoute,
  offerByIdRoute,
  shopCategoriesRoute,
  shopOffersRoute,
  slideshowRoute,
  topShopsRoute,
  type AnswerOf,
} from '@club/contracts';
import { ClubDataSource, parseUpstream, type SharedReadPolicy } from '@club/subgraph-kit';

/**
 * The TopNegozi catalogue reads of the commerce upstream (upstream/README.md, Commerce). Every one is
 * the same for all viewers (sent without the member's token and shared between requests); who may
 * see a voucher code is decided here, in the subgraph, never by the caller of these reads.
 */
export const TOPNEGOZI_SHARED_READS: SharedReadPolicy = { everyone: [/^GET topnegozi\//] };

export class TopNegoziApi extends ClubDataSource {
  protected readonly family = 'commerce';

  protected override sharedReadPolicy(): SharedReadPolicy {
    return TOPNEGOZI_SHARED_READS;
  }

  private read<T>(path: string, parse: (body: unknown) => T): Promise<T> {
    return this.memo.once(path, async () => parse(await this.get<unknown>(path)));
  }

  bestOffers(): Promise<AnswerOf<typeof bestOffersRoute>> {
    const path = 'topnegozi/home/bestoffers';
    return this.read(path, (b) => parseUpstream(bestOffersRoute.response, b, `/${path}`));
  }

  topShops(): Promise<AnswerOf<typeof topShopsRoute>> {
    const path = 'topnegozi/home/topshops';
    return this.read(path, (b) => parseUpstream(topShopsRoute.response, b, `/${path}`));
  }

  slideshow(): Promise<AnswerOf<typeof slideshowRoute>> {
    const path = 'topnegozi/home/slideshow';
    return this.read(path, (b) => parseUpstream(slideshowRoute.response, b, `/${path}`));
  }

  categories(): Promise<AnswerOf<typeof shopCategoriesRoute>> {
    const path = 'topnegozi/categories';
    return this.read(path, (b) => parseUpstream(shopCategoriesRoute.response, b, `/${path}`));
  }

  categoryShops(categoryId: number): Promise<AnswerOf<typeof categoryShopsRoute>> {
    const path = `topnegozi/categories/${categoryId}/shops`;
    return this.read(path, (b) => parseUpstream(categoryShopsRoute.response, b, '/topnegozi/categories/{categoryId}/shops'));
  }

  shopOffers(shopId: number): Promise<AnswerOf<typeof shopOffersRoute>> {
    const path = `topnegozi/shops/${shopId}/offers`;
    return this.read(path, (b) => parseUpstream(shopOffersRoute.response, b, '/topnegozi/shops/{shopId}/offers'));
  }

  offer(offerId: number): Promise<AnswerOf<typeof offerByIdRoute>> {
    const path = `topnegozi/offers/${offerId}`;
    return this.read(path, (b) => parseUpstream(offerByIdRoute.response, b, '/topnegozi/offers/{offerId}'));
  }
}
