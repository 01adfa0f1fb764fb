import { clubOf } from './partner-logo';

/**
 * The welcome message after login (spec 1 §4 'Welcome message type (after login)'): which of the four
 * messages a member gets, decided from the user info (conventionOrder, cardCode) and the last
 * subscription's product name (GET /CRM/Utente/Consistenza).
 */
export type WelcomeMessageType = 'ORDER' | 'CARD' | 'PRODUCT' | 'DEFAULT';

export interface WelcomeMessageInput {
  conventionOrder: string | null | undefined;
  cardCode: string | null | undefined;
  productName: string | null | undefined;
}

/** Spec 1 §4: a card code containing INF is a nurses' card. Matched as written (upper case). */
export const INF_CARD_MARKER = 'INF';

export interface WelcomeMessage {
  type: WelcomeMessageType;
  /** For PRODUCT: the club of the product (spec 2 §9's club names, `CLUB_NAMES`); otherwise null. */
  clubName: string | null;
}

/**
 * Spec 1 §4, in the spec's order: 'order' if a convention order exists; 'card' if the card code
 * contains INF; 'product' if the product name is in the club list (spec 2 §9, the same club names as
 * the logo mapping: a product belongs to a club when its name starts with the club's name, `clubOf`);
 * otherwise 'default'.
 */
export function welcomeMessage(input: WelcomeMessageInput): WelcomeMessage {
  if (input.conventionOrder?.trim()) return { type: 'ORDER', clubName: null };
  if (input.cardCode?.includes(INF_CARD_MARKER)) return { type: 'CARD', clubName: null };
  const product = input.productName?.trim();
  const club = product ? clubOf(product) : null;
  if (club) return { type: 'PRODUCT', clubName: club };
  return { type: 'DEFAULT', clubName: null };
}
