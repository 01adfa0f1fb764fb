/** Welcome message type after login (spec 1 §4 'Welcome message type'). */

export type WelcomeMessageType = 'order' | 'card' | 'product' | 'default';

export interface WelcomeMessageInput {
  conventionOrder?: string | null;
  cardCode?: string | null;
  productName?: string | null;
  /** Club names the product name is matched against (spec 1 §9: 13 club names plus a legal-doctors club). */
  clubNames: readonly string[];
}

/** Spec 1 §4: marker that a card code is an INF card. */
export const INF_CARD_MARKER = 'INF';

/**
 * Spec 1 §4: 'order' if a convention order exists; 'card' if the card code contains INF;
 * 'product' if the product name is in the club list; otherwise 'default'.
 */
export function welcomeMessageType(input: WelcomeMessageInput): WelcomeMessageType {
  if (input.conventionOrder && input.conventionOrder.trim() !== '') return 'order';
  if (input.cardCode && input.cardCode.includes(INF_CARD_MARKER)) return 'card';
  const product = input.productName?.trim();
  if (product && input.clubNames.includes(product)) return 'product';
  return 'default';
}
