import { graphql } from '../gql';

/**
 * One payment option of a plan (`Plan.priceList`), as every price of the portal reads it: the price
 * cards of /piani, the cart's lines and recommendations, the upgrade and products modals
 * (`priceSummary` in lib/pricing.ts, `suggestedPrice`). Spread it in a plan's `priceList { … }` and
 * read it with `getFragmentData(PriceListEntryFragment, plan.priceList)`. The cart's own options
 * (`Cart.priceList`, another type) have the same selection: `CartPriceEntryFragment` in lib/cart.ts.
 */
export const PriceListEntryFragment = graphql(`
  fragment PriceListEntry_entry on PriceListEntry {
    installmentPlanId
    installmentPlanName
    installmentPlanNumber
    totalPrice {
      cents
      currency
    }
    discountedPrice {
      cents
      currency
    }
    instalmentPrice {
      cents
      currency
    }
  }
`);
