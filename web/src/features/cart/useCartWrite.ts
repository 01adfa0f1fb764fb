import { useState } from 'react';
import { useToast } from '../../components/ui/Toast';
import { cartErrorMessage } from '../../lib/cart';
import { CART_TEXT } from './cartText';
import type { CartStatus } from './usePaymentOutcome';

/**
 * One write to the cart at a time: the page is busy while it runs (its buttons disabled), the status
 * message is cleared, and a refusal or failure is a danger toast (the server's message when it gives one).
 */
export function useCartWrite(setStatus: (status: CartStatus) => void) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);

  const write = async (run: () => Promise<unknown>) => {
    setBusy(true);
    setStatus(null);
    try {
      await run();
    } catch (err) {
      toast.show(cartErrorMessage(err, CART_TEXT.writeFailed), 'danger');
    } finally {
      setBusy(false);
    }
  };

  return { busy, setBusy, write };
}
