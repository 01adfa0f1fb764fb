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
  Cart: '../mappers#CartParent',
  CartPriceEntry: '../mappers#CartPriceEntryParent',
};
