import { useState } from 'react';
import { paths } from '../../config/paths';
import { graphql } from '../../gql';
import { useAddToCart } from '../../lib/cart';
import { useIdempotentMutation, useSingleFlight } from '../../lib/idempotency';
import { CartRecommendationsQuery } from './CartRecommendations';
import { CartQuery, type Cart } from './useCart';

const RemoveFromCartMutation = graphql(`
  mutation RemoveFromCart($productId: ID!) {
    removeFromCart(productId: $productId) {
      ...CartFields
    }
  }
`);

/** A plan the member asked to remove, waiting for Conferma / Annulla (spec 3 §4 'Cart'). */
export type PendingRemoval = { id: string; name: string };

/**
 * The cart's changes, each written through `write` (one at a time) and stored as the cart the server
 * answers: removing a plan after its confirmation, changing the instalment plan of the whole cart,
 * adding a recommended plan as on /piani (on the cart's instalment plan when it offers it).
 */
export function useCartEdits(cart: Cart | null, write: (run: () => Promise<unknown>) => Promise<void>) {
  const [addToCart] = useAddToCart();
  const [removeFromCart] = useIdempotentMutation(RemoveFromCartMutation);
  const [removing, setRemoving] = useState<PendingRemoval | null>(null);

  const confirmRemoval = useSingleFlight(async () => {
    if (!removing) return;
    const { id } = removing;
    setRemoving(null);
    await write(() => removeFromCart({ variables: { productId: id }, update: (cache, { data: answer }) => answer && cache.writeQuery({ query: CartQuery, data: { cart: answer.removeFromCart } }) }));
  });

  const changeFrequency = useSingleFlight(async (installmentPlanId: string) => {
    const first = cart?.plans[0];
    if (!first) return;
    await write(() =>
      addToCart({ variables: { productId: first.id, installmentPlanId }, update: (cache, { data: answer }) => answer && cache.writeQuery({ query: CartQuery, data: { cart: answer.addToCart } }) }),
    );
  });

  const addRecommended = useSingleFlight(async (productId: string, installmentPlanId: string) => {
    await write(() =>
      addToCart({
        variables: { productId, installmentPlanId, redirectTo: paths.cart },
        update: (cache, { data: answer }) => answer && cache.writeQuery({ query: CartQuery, data: { cart: answer.addToCart } }),
        refetchQueries: [CartRecommendationsQuery],
      }),
    );
  });

  return { removing, setRemoving, confirmRemoval, changeFrequency, addRecommended };
}
