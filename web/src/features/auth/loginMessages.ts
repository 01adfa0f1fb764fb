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

/** Spec 1 §4 / §9: the login error stays on screen for 4 seconds. */
export const LOGIN_ERROR_MS = 4000;

/** Shown when the consent save fails without a message from the server. */
export const CONSENT_SAVE_FALLBACK = 'Si è verificato un errore.';
