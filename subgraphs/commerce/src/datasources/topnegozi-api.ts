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
import { ClubDataSource } from '@club/subgraph-kit';

/**
 * The TopNegozi catalogue reads of the commerce upstream (upstream/README.md, Commerce), each once per
 * request. Every one is the same for all viewers (their contracts share them: sent without the
 * member's token and shared between requests); who may see a voucher code is decided here, in the
 * subgraph, never by the caller of these reads.
 */
export class TopNegoziApi extends ClubDataSource {
  protected readonly family = 'commerce';

  bestOffers(): Promise<AnswerOf<typeof bestOffersRoute>> {
    return this.callOnce(bestOffersRoute);
  }

  topShops(): Promise<AnswerOf<typeof topShopsRoute>> {
    return this.callOnce(topShopsRoute);
  }

  slideshow(): Promise<AnswerOf<typeof slideshowRoute>> {
    return this.callOnce(slideshowRoute);
  }

  categories(): Promise<AnswerOf<typeof shopCategoriesRoute>> {
    return this.callOnce(shopCategoriesRoute);
  }

  categoryShops(categoryId: number): Promise<AnswerOf<typeof categoryShopsRoute>> {
    return this.callOnce(categoryShopsRoute, { params: { categoryId: String(categoryId) } });
  }

  shopOffers(shopId: number): Promise<AnswerOf<typeof shopOffersRoute>> {
    return this.callOnce(shopOffersRoute, { params: { shopId: String(shopId) } });
  }

  offer(offerId: number): Promise<AnswerOf<typeof offerByIdRoute>> {
    return this.callOnce(offerByIdRoute, { params: { offerId: String(offerId) } });
  }
}
