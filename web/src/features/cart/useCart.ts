import { CombinedGraphQLErrors } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useFailureToast } from '../../components/ui/useFailureToast';
import { getFragmentData, graphql } from '../../gql';
import type { CartFieldsFragment } from '../../gql/graphql';
import { CartFields } from '../../lib/cart';
import { useViewer } from '../../lib/viewer';

export const CartQuery = graphql(`
  query Cart {
    cart {
      ...CartFields
    }
  }
`);

/** The cart as the page reads it (lib/cart.ts CartFields). */
export type Cart = CartFieldsFragment;

/** The failing service of a load error ('/ecommerce/preventivo'), for the spec's 'Errore nel servizio {endpoint}'. */
function failedService(error: unknown): string | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  const service = error.errors.map((e) => e.extensions?.service).find((s) => typeof s === 'string');
  return typeof service === 'string' ? service : null;
}

/**
 * The viewer and their cart (never asked for a visitor); a failed load shows the spec 3 §8 toast
 * 'Errore nel servizio {endpoint}' (the cart is kept on the server).
 */
export function useCart() {
  const { viewer, loading: viewerLoading } = useViewer();
  const isVisitor = viewer?.flags.isSuspect ?? false;
  const { data, loading, error } = useQuery(CartQuery, { skip: !viewer || isVisitor, errorPolicy: 'all', fetchPolicy: 'cache-and-network' });
  const cart: Cart | null = getFragmentData(CartFields, data?.cart ?? null);
  const service = failedService(error);
  useFailureToast(Boolean(error && !cart), `Errore nel servizio ${service ?? '/ecommerce/preventivo'}`);
  return { isMember: Boolean(viewer) && !isVisitor, isVisitor, waitingForViewer: viewerLoading && !viewer, cart, loading };
}
