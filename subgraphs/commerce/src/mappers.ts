import type { LoyaltyBalanceRecord, LoyaltyProgrammeRecord, LoyaltyRewardRecord, LoyaltyTransactionRecord, QuotationAnswer, ShopOffer, SuggestedProduct } from '@club/contracts';

/**
 * The parent of each GraphQL type of this subgraph (codegen `mappers`: codegen.ts maps each exported `<Type>Parent` to `<Type>`): the
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

/**
 * TopNegozi parents: the contract's records plus the base paths their answer carried, already turned
 * into the portal's media paths (see src/topnegozi.ts).
 */
export interface OfferParent {
  offer: ShopOffer;
  logoBase: string;
  redirectBase: string;
}
export interface ShopParent {
  id: number;
  name: string;
  logoUrl: string;
  category: string;
  description: string | null;
  /** The shop's offers when the answer that named the shop carried them. */
  offers?: OfferParent[];
}
export interface ShopCategoryParent {
  id: number;
  name: string;
  slug: string;
  shopCount: number;
  /** The category's shops when already read. */
  shops?: ShopParent[];
}
export interface SlideParent {
  id: number;
  title: string;
  shopId: number;
  shopName: string;
  imageUrl: string;
  imageMobileUrl: string;
}

/** Loyalty programme parents (spec 3 §2 'Loyalty blocks'): the contract's records of /winloy/*. */
export type LoyaltyProgrammeParent = LoyaltyProgrammeRecord;
export type LoyaltyMissionParent = LoyaltyProgrammeRecord['missions'][number];
export type LoyaltyPointsItemParent = LoyaltyProgrammeRecord['points']['items'][number];
/** The balance with what the viewer's type decides (the expiry line for ex-premium). */
export type LoyaltyBalanceParent = LoyaltyBalanceRecord & { showsExpiry: boolean };
export type LoyaltyTransactionParent = LoyaltyTransactionRecord;
export type RewardParent = LoyaltyRewardRecord;
/** The cart is the quotation of GET /ecommerce/preventivo (and of every cart write). */
export type CartParent = QuotationAnswer;
export type CartPriceEntryParent = QuotationAnswer['availablePriceList'][number];
