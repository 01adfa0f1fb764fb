import type { QuotationAnswer, SuggestedProduct } from '@club/contracts';

/**
 * The parent of each GraphQL type of this subgraph (codegen `mappers`, codegen-mappers.ts): the
 * upstream contract type it is resolved from. Field resolvers turn prices into cents and names into
 * the API's when a query asks for them.
 */

/** A plan is a suggested product of GET /ecommerce/prodotti-suggeriti. */
export type PlanParent = SuggestedProduct;
export type PlanServiceParent = SuggestedProduct['services'][number];
export type PriceListEntryParent = SuggestedProduct['priceList'][number];

/** A member as other subgraphs reference them: the id is all the commerce fields need. */
export interface UserParent {
  id: string;
}

/** The cart is the quotation of GET /ecommerce/preventivo (and of every cart write). */
export type CartParent = QuotationAnswer;
export type CartPriceEntryParent = QuotationAnswer['availablePriceList'][number];
