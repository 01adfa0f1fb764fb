import { cartAddRoute, cartRemoveRoute, checkoutRoute, quotationRoute, suggestedProductsRoute, type AnswerOf, type CartAddBody, type QuotationAnswer, type SuggestedProduct } from '@club/contracts';
import { ClubDataSource, idempotencyHeaders } from '@club/subgraph-kit';

export interface SuggestedProductsOptions {
  includeCurrentProduct: boolean;
  excludeQuotationProducts: boolean;
}

/**
 * The commerce family of the upstream (upstream/README.md, Commerce). Answers are parsed with the
 * family's contracts (`@club/contracts`): one we cannot read fails the field with `BAD_PAYLOAD`, as
 * good as no answer (the page shows the section's failure message).
 */
export class CommerceApi extends ClubDataSource {
  protected readonly family = 'commerce';

  /**
   * The plans on sale. One upstream call per distinct query per GraphQL request: plans, Plan
   * references and User.currentPlan in the same operation share it.
   */
  async suggestedProducts(options: SuggestedProductsOptions): Promise<SuggestedProduct[]> {
    const flag = (on: boolean): 'true' | 'false' => (on ? 'true' : 'false');
    const query = { includeCurrentProduct: flag(options.includeCurrentProduct), excludeQuotationProducts: flag(options.excludeQuotationProducts) };
    return (await this.callOnce(suggestedProductsRoute, { query })).suggested;
  }

  /** The member's quotation (cart), once per request. */
  quotation(): Promise<QuotationAnswer> {
    return this.callOnce(quotationRoute);
  }

  /** The cart writes answer the quotation; the reads made before are stale afterwards. */
  addToCart(body: CartAddBody, idempotencyKey: string | undefined): Promise<QuotationAnswer> {
    this.memo.clear();
    return this.call(cartAddRoute, { body, headers: idempotencyHeaders(idempotencyKey) });
  }

  removeFromCart(productId: string, idempotencyKey: string | undefined): Promise<QuotationAnswer> {
    this.memo.clear();
    return this.call(cartRemoveRoute, { params: { productId }, headers: idempotencyHeaders(idempotencyKey) });
  }

  checkout(returnUrl: string, idempotencyKey: string | undefined): Promise<AnswerOf<typeof checkoutRoute>> {
    this.memo.clear();
    return this.call(checkoutRoute, { body: { returnUrl }, headers: idempotencyHeaders(idempotencyKey) });
  }
}
