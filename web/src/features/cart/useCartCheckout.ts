import { graphql } from '../../gql';
import { useToast } from '../../components/ui/Toast';
import { cartErrorMessage } from '../../lib/cart';
import { useIdempotentMutation, useSingleFlight } from '../../lib/idempotency';
import { paths } from '../../config/paths';
import { CART_TEXT } from './cartText';
import type { CartStatus } from './usePaymentOutcome';

const CheckoutMutation = graphql(`
  mutation Checkout($returnUrl: String!) {
    checkout(returnUrl: $returnUrl) {
      paymentUrl
    }
  }
`);

/** Sends the browser to the payment provider's page (a full navigation away from the portal). */
export const goToPayment = { assign: (url: string) => window.location.assign(url) };

/**
 * 'Procedi al pagamento': checks the cart out once (a double click pays once) and goes to the payment
 * page, which comes back to the cart with esito=ok|ko. While the page leaves the button stays disabled.
 */
export function useCartCheckout({ setBusy, setStatus }: { setBusy: (busy: boolean) => void; setStatus: (status: CartStatus) => void }) {
  const toast = useToast();
  const [checkout] = useIdempotentMutation(CheckoutMutation);
  return useSingleFlight(async () => {
    setBusy(true);
    setStatus(null);
    try {
      const { data: answer } = await checkout({ variables: { returnUrl: paths.cart } });
      if (answer) {
        goToPayment.assign(answer.checkout.paymentUrl);
        return; // the page is leaving: the button stays disabled
      }
    } catch (err) {
      toast.show(cartErrorMessage(err, CART_TEXT.writeFailed), 'danger');
    }
    setBusy(false);
  });
}
