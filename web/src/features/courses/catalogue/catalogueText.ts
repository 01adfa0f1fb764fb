import { ECM_OFFER_CLAIM } from '@club/wire';
import { findErrorWithCode } from '../../../lib/errorCodes';

export const CATALOGUE_TEXT = {
  empty: 'Siamo spiacenti ma la ricerca non ha prodotto risultati. Riprova con parole chiave diverse.',
  /** Spec 2 §8 danger toast of the course list. */
  error: 'Errore nel servizio /FAD/Corsi',
  /** What stays in place of the list once the toast has gone, beside 'Riprova'. */
  unavailable: 'I corsi non sono disponibili in questo momento.',
  /** The link beside the server's refusal of the list (spec 1 §6, spec 2 §4 step 3: to /upgrade). */
  upgrade: "Effettua l'upgrade",
  /**
   * Spec 2 §9 / spec 3 §1 marketing claims (over 200 courses; 1,500 or 1,800 credits: both figures appear,
   * one chosen in `@club/wire` for this intro and the services page's ECM card) and the ECM provider number 2506.
   */
  intro: ECM_OFFER_CLAIM,
  provider: 'Provider ECM n. 2506',
} as const;

/**
 * The server's refusal of the course list (FORBIDDEN, reason WALLET_REQUIRED: spec 2 §6 'ECM lists need the
 * ecm wallet'), as its message, or null for any other outcome.
 */
export function walletRefusal(error: unknown): string | null {
  const refusal = findErrorWithCode(error, 'FORBIDDEN');
  return refusal?.extensions?.reason === 'WALLET_REQUIRED' ? refusal.message : null;
}

/** Spec 2 §9: 9 courses per page (also the number of skeleton cards). */
export const PAGE_SIZE = 9;
