import { CombinedGraphQLErrors } from '@apollo/client';
import { hasErrorCode } from '../../../lib/errorCodes';

/** Spec 3 §8 outcome texts of the profile saves. */
export const PROFILE_TEXTS = {
  saved: 'Dati modificati correttamente',
  failed: 'Invio non riuscito',
  completed: 'Hai completato il tuo profilo!',
  conflictTitle: "Ops, l'operazione non è andata a buon fine",
  failureTitle: 'Ops, qualcosa è andato storto!',
  failureText: 'La richiesta non è andata a buon fine, riprova più tardi. Se hai bisogno di supporto contattaci.',
} as const;

export type Failure = 'conflict' | 'other' | null;

/** A failed save: a conflict (the 409 modal), a field the server refused (shown on that field), or any other failure. */
export function failureKind(error: unknown): { kind: Failure; field?: string; message?: string } {
  if (!CombinedGraphQLErrors.is(error)) return { kind: 'other' };
  const e = error.errors[0];
  if (hasErrorCode(e, 'CONFLICT')) return { kind: 'conflict' };
  if (e && hasErrorCode(e, 'BAD_USER_INPUT')) return { kind: null, field: e.extensions?.field as string | undefined, message: e.message };
  return { kind: 'other' };
}
