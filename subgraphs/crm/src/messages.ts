/** User-facing messages of the sign-in flow, as spec 1 §8 'Error catalogue' writes them. */
export const LOGIN_MESSAGES = {
  invalidCredentials: 'Errore: credenziali errate.',
  ambiguousEmail: 'Questa e-mail risulta associata a più utenti. Inserisci il tuo username per accedere (es.1200086).',
} as const;

/** Response headers the gateway turns into the session cookie (set / clear). */
export const SESSION_HEADER = 'x-club-session';
export const SESSION_CLEAR_HEADER = 'x-club-session-clear';
