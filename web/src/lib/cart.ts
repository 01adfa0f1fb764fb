import { CombinedGraphQLErrors } from '@apollo/client';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useToast } from '../components/ui/Toast';
import { paths } from '../config/paths';
import { graphql } from '../gql';
import { useIdempotentMutation, useSingleFlight } from './idempotency';
import { hasErrorCode } from './errorCodes';

/**
 * The same selection for a payment option of the whole cart (`Cart.priceList`): the schema gives the
 * cart's options a type of their own (`CartPriceEntry`, the sum of its plans' prices), which a
 * fragment on `PriceListEntry` cannot be spread on (lib/priceListEntry.ts). Here rather than beside
 * it: only the cart reads it, so it stays out of the portal's start.
 */
export const CartPriceEntryFragment = graphql(`
  fragment CartPriceEntry_entry on CartPriceEntry {
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

/** The cart as the cart page and the price cards' writes read it (spec 3 §3 quotation/cart). */
export const CartFields = graphql(`
  fragment CartFields on Cart {
    installmentPlanId
    plans {
      id
      name
      priceList {
        ...PriceListEntry_entry
      }
    }
    priceList {
      ...CartPriceEntry_entry
    }
    total {
      cents
      currency
    }
  }
`);

export const AddToCartMutation = graphql(`
  mutation AddToCart($productId: ID!, $installmentPlanId: ID!, $redirectTo: String) {
    addToCart(productId: $productId, installmentPlanId: $installmentPlanId, redirectTo: $redirectTo) {
      ...CartFields
    }
  }
`);

/** The server's message of a refused cart write (BAD_USER_INPUT, NOT_FOUND, CONFLICT), or the generic one. */
export function cartErrorMessage(error: unknown, fallback: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const refused = error.errors.find((e) => hasErrorCode(e, 'BAD_USER_INPUT', 'NOT_FOUND', 'CONFLICT'));
    if (refused) return refused.message;
    const service = error.errors.find((e) => typeof e.extensions?.service === 'string');
    if (service) return `Errore nel servizio ${String(service.extensions!.service)}`;
  }
  return fallback;
}

/** Adding a plan to the cart: one request per intent (a double click adds once). */
export function useAddToCart() {
  return useIdempotentMutation(AddToCartMutation);
}

/**
 * 'Acquista Online' (the plans page, the single-product banner): adds the plan to the cart once, then
 * opens the cart; a refusal shows the server's message (or `failedText`) in a danger toast.
 */
export function useBuyOnline(failedText: string): { adding: boolean; add: (productId: string, installmentPlanId: string) => unknown } {
  const navigate = useNavigate();
  const toast = useToast();
  const [addToCart] = useAddToCart();
  const [adding, setAdding] = useState(false);
  const add = useSingleFlight(async (productId: string, installmentPlanId: string) => {
    setAdding(true);
    try {
      await addToCart({ variables: { productId, installmentPlanId, redirectTo: paths.cart } });
      navigate(paths.cart);
    } catch (err) {
      toast.show(cartErrorMessage(err, failedText), 'danger');
    } finally {
      setAdding(false);
    }
  });
  return { adding, add };
}
