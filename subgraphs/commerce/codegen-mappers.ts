/**
 * Codegen `mappers` of this subgraph: GraphQL type name → the parent type its resolvers receive,
 * as `'../mappers#TypeName'` relative to `src/generated/` (the contract type it comes from, see
 * `src/mappers.ts`). Read by the root `codegen.ts`.
 */
export const mappers: Record<string, string> = {
  Plan: '../mappers#PlanParent',
  PlanService: '../mappers#PlanServiceParent',
  PriceListEntry: '../mappers#PriceListEntryParent',
  User: '../mappers#UserParent',
  Offer: '../mappers#OfferParent',
  Shop: '../mappers#ShopParent',
  ShopCategory: '../mappers#ShopCategoryParent',
  Slide: '../mappers#SlideParent',
  LoyaltyProgramme: '../mappers#LoyaltyProgrammeParent',
  LoyaltyMission: '../mappers#LoyaltyMissionParent',
  LoyaltyPointsItem: '../mappers#LoyaltyPointsItemParent',
  LoyaltyBalance: '../mappers#LoyaltyBalanceParent',
  LoyaltyTransaction: '../mappers#LoyaltyTransactionParent',
  Reward: '../mappers#RewardParent',
  Cart: '../mappers#CartParent',
  CartPriceEntry: '../mappers#CartPriceEntryParent',
};
