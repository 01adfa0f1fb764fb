/**
 * The welcome message after login (spec 1 §4 'Welcome message type (after login)'). The server
 * decides the type (crm `User.welcomeMessage`); the spec names the four types but not their words,
 * so the texts are ours (docs/spec-coverage.md 'Readings chosen').
 */
export type WelcomeType = 'ORDER' | 'CARD' | 'PRODUCT' | 'DEFAULT';

export const WELCOME_TEXT = {
  /** Spec 1 §4: also the text shown until the member's data is there. */
  default: 'Ti diamo il benvenuto nel Club!',
  order: 'Ti diamo il benvenuto nel Club! Il tuo abbonamento in convenzione è attivo.',
  card: 'Ti diamo il benvenuto nel Club! La tua tessera infermieri è attiva.',
  product: (club: string) => `Ti diamo il benvenuto nel ${club}!`,
  close: 'Chiudi il messaggio di benvenuto',
} as const;

/** Router state the login leaves on the page it lands on: that page shows the welcome message. */
export const WELCOME_STATE = { welcomeAfterLogin: true } as const;

export function isWelcomeState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && (state as { welcomeAfterLogin?: unknown }).welcomeAfterLogin === true;
}

/** The text for the server's answer; the default text while it is not there (loading, failed, no member). */
export function welcomeText(message: { type: WelcomeType; clubName?: string | null } | null | undefined): string {
  switch (message?.type) {
    case 'ORDER':
      return WELCOME_TEXT.order;
    case 'CARD':
      return WELCOME_TEXT.card;
    case 'PRODUCT':
      return message.clubName ? WELCOME_TEXT.product(message.clubName) : WELCOME_TEXT.default;
    default:
      return WELCOME_TEXT.default;
  }
}
