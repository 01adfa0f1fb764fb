/** User-facing messages of the sign-in flow, as spec 1 §8 'Error catalogue' writes them. */
export const LOGIN_MESSAGES = {
  invalidCredentials: 'Errore: credenziali errate.',
  ambiguousEmail: 'Questa e-mail risulta associata a più utenti. Inserisci il tuo username per accedere (es.1200086).',
  /**
   * Not in the spec (docs/spec-coverage.md 'Readings chosen'): the account or the address is
   * locked after too many failed logins. Said the same way for every username, existing or not.
   */
  tooManyAttempts: "Troppi tentativi di accesso non riusciti: per la tua sicurezza l'accesso è sospeso per qualche minuto. Riprova più tardi oppure recupera la password.",
} as const;

/** Response headers the gateway turns into the session cookie (set / clear). */
export const SESSION_HEADER = 'x-club-session';
export const SESSION_CLEAR_HEADER = 'x-club-session-clear';
/** Response header telling the gateway the member's password changed: it ends their other sessions and keeps this one. */
export const PASSWORD_CHANGED_HEADER = 'x-club-password-changed';

/** Spec 2 §8 messages of the contact data and profession calls. */
export const CONTACT_MESSAGES = {
  checkFailed: 'Errore nel servizio /contact/jump2wl/check',
  professionsFailed: 'Errore nel caricamento delle professioni.',
  specializationsFailed: 'Errore nel caricamento delle specializzazioni.',
  professionDetailsFailed: 'Errore nel caricamento delle professioni sanitarie.',
  updateFailed: "Errore nell'aggiornamento dei dati",
  /** Not in the spec: a visitor has no data to update. */
  loginRequired: 'Accedi per aggiornare i tuoi dati.',
  /** Not in the spec: another member's completion data. */
  notOwner: 'Puoi vedere solo i tuoi dati.',
} as const;

/** Spec 2 §8 message of the professional directory's list call. */
export const DIRECTORY_MESSAGES = {
  listFailed: 'Errore del servizio durante la richiesta della lista.',
} as const;
