import { CombinedGraphQLErrors } from '@apollo/client';
import { hasErrorCode } from '../../lib/errorCodes';

/** Whether the response's errors include one for the field named (its path's last segment or any segment). */
export function failedField(error: unknown, field: string): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.path?.includes(field));
}

/** Whether the errors include a refusal (FORBIDDEN) for the field named. */
export function refusedField(error: unknown, field: string): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.path?.includes(field) && hasErrorCode(e, 'FORBIDDEN'));
}

/** Spec 3 §8: the toast when the member's wallets (GET /CRM/Utente/Portafogli) fail. */
export const WALLETS_ERROR = 'Errore nel servizio /CRM/Utente/Portafogli';
