import { useEffect } from 'react';
import { useToast } from './Toast';

/** Spec 2 §8 'List failure toast'. */
export const LIST_FAILURE_MESSAGE = 'Errore del servizio durante la richiesta della lista.';

/**
 * Shows the spec's danger toast each time a load fails (spec 1 §8, spec 2 §8 failure toasts). The
 * page keeps its own inline message too: a toast goes away, the empty place on the page stays.
 */
export function useFailureToast(failed: boolean, message: string): void {
  const toast = useToast();
  useEffect(() => {
    if (failed) toast.show(message, 'danger');
  }, [failed, message, toast]);
}
