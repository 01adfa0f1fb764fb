import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { graphql } from '../../gql';
import { useIdempotentMutation } from '../../lib/idempotency';
import { CART_TEXT } from './cartText';

const RefreshSubscriptionMutation = graphql(`
  mutation RefreshSubscription {
    refreshSubscription {
      subscriptionType
    }
  }
`);

/** The message over the cart: the payment's outcome, cleared by the next action. */
export type CartStatus = { message: string; tone: 'error' | 'info' } | null;

/**
 * Back from the payment page with esito=ok or esito=ko (read once, on arrival): the outcome is said
 * until the next action, the parameter leaves the address, and on esito=ok the subscription changed
 * on the payment page, so it is reloaded and every section shows the new type.
 */
export function usePaymentOutcome(isMember: boolean) {
  const client = useApolloClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const [refreshSubscription] = useIdempotentMutation(RefreshSubscriptionMutation);
  const [status, setStatus] = useState<CartStatus>(() => {
    const esito = searchParams.get('esito');
    if (esito === 'ok') return { message: CART_TEXT.paid, tone: 'info' };
    if (esito === 'ko') return { message: CART_TEXT.paymentFailed, tone: 'error' };
    return null;
  });

  const outcome = searchParams.get('esito');
  const handled = useRef(false);
  useEffect(() => {
    if (handled.current || !isMember || (outcome !== 'ok' && outcome !== 'ko')) return;
    handled.current = true;
    setSearchParams({}, { replace: true });
    if (outcome === 'ok') {
      void refreshSubscription()
        .catch(() => undefined)
        .then(() => client.resetStore().catch(() => undefined));
    }
  }, [outcome, isMember, setSearchParams, refreshSubscription, client]);

  return [status, setStatus] as const;
}
