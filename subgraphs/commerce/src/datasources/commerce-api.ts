import { cartAddRoute, cartRemoveRoute, checkoutRoute, quotationRoute, suggestedProductsRoute, type AnswerOf, type CartAddBody, type QuotationAnswer, type SuggestedProduct } from '@club/contracts';
import { ClubDataSource, idempotencyHeaders, parseUpstream } from '@club/subgraph-kit';

const SUGGESTED_PATH = 'ecommerce/prodotti-suggeriti';

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
  suggestedProducts(options: SuggestedProductsOptions): Promise<SuggestedProduct[]> {
    const params = { includeCurrentProduct: String(options.includeCurrentProduct), excludeQuotationProducts: String(options.excludeQuotationProducts) };
    return this.memo.once(`${SUGGESTED_PATH}?${new URLSearchParams(params)}`, async () => {
      const answer: AnswerOf<typeof suggestedProductsRoute> = parseUpstream(suggestedProductsRoute.response, await this.get<unknown>(SUGGESTED_PATH, { params }), SUGGESTED_PATH);
      return answer.suggested;
    });
  }

  /** The member's quotation (cart), once per request. */
  quotation(): Promise<QuotationAnswer> {
    return this.memo.once('ecommerce/preventivo', async () => parseUpstream(quotationRoute.response, await this.get<unknown>('ecommerce/preventivo'), 'ecommerce/preventivo'));
  }

  /** The cart writes answer the quotation; the reads made before are stale afterwards. */
  async addToCart(body: CartAddBody, idempotencyKey: string | undefined): Promise<QuotationAnswer> {
    this.memo.clear();
    const answer = await this.post<unknown>('ecommerce/carrello', { body, headers: idempotencyHeaders(idempotencyKey) });
    return parseUpstream(cartAddRoute.response, answer, 'ecommerce/carrello');
  }

  async removeFromCart(productId: string, idempotencyKey: string | undefined): Promise<QuotationAnswer> {
    this.memo.clear();
    const path = `ecommerce/carrello/${encodeURIComponent(productId)}`;
    const answer = await this.delete<unknown>(path, { headers: idempotencyHeaders(idempotencyKey) });
    return parseUpstream(cartRemoveRoute.response, answer, 'ecommerce/carrello');
  }

  async checkout(returnUrl: string, idempotencyKey: string | undefined): Promise<AnswerOf<typeof checkoutRoute>> {
    this.memo.clear();
    const answer = await this.post<unknown>('ecommerce/checkout', { body: { returnUrl }, headers: idempotencyHeaders(idempotencyKey) });
    return parseUpstream(checkoutRoute.response, answer, 'ecommerce/checkout');
  }
}
