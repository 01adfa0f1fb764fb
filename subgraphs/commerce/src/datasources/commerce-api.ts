import { suggestedProductsRoute, type AnswerOf, type SuggestedProduct } from '@club/contracts';
import { ClubDataSource, parseUpstream } from '@club/subgraph-kit';

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
}
