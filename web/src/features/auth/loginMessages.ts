/** The login and recovery texts of spec 1 §4 and §8, word for word. */
export const LOGIN_TEXT = {
  checking: 'Verifica delle credenziali in corso...',
  success: 'Credenziali corrette! Ancora pochi secondi...',
  failed: 'Errore: credenziali errate.',
  ambiguousEmail: 'Questa e-mail risulta associata a più utenti. Inserisci il tuo username per accedere (es.1200086).',
  recoveryFailedTitle: "Ops, l'operazione non è andata a buon fine",
  verifyTitle: 'Controlla la tua e-mail',
  resendOk: 'Richiesta inviata',
  resendError: 'Errore',
} as const;

/**
 * Spec 1 §4 / §9 show the login error for 4 seconds; it stays instead until the member edits a
 * field or submits again (WCAG 2.2.1 'Timing adjustable': a message must not vanish before it is
 * read). Recorded in docs/spec-coverage.md 'Readings chosen'.
 */
export const LOGIN_ERROR_STAYS_UNTIL_EDIT = true;

/** Shown when the consent save fails without a message from the server. */
export const CONSENT_SAVE_FALLBACK = 'Si è verificato un errore.';
