import { CARD_DRAFT_MESSAGES, CRM_ACCOUNT_MESSAGES, CRM_FIELD_MESSAGES, CRM_REGISTRATION_MESSAGES } from '@club/contracts';
import { ACCOUNT_MESSAGES, CARD_MESSAGES, MESSAGES, REGISTRATION_MESSAGES } from '@club/validation';
import { describe, expect, it } from 'vitest';

/**
 * The CRM answers a refused field with the portal's own texts, which the subgraph passes on (a
 * BAD_USER_INPUT's message shown under the field). The contracts keep their copy (the upstream does
 * not import the portal's rules): both sides must still read the same, character for character.
 */
describe("the CRM's refusals read as the portal's forms", () => {
  it.each(Object.entries(CRM_FIELD_MESSAGES))('%s', (key, text) => {
    expect(text).toBe(MESSAGES[key as keyof typeof MESSAGES]);
  });

  it.each(Object.entries(CRM_REGISTRATION_MESSAGES))('registration: %s', (key, text) => {
    expect(text).toBe(REGISTRATION_MESSAGES[key as keyof typeof REGISTRATION_MESSAGES]);
  });

  it.each(Object.entries(CRM_ACCOUNT_MESSAGES))('account: %s', (key, text) => {
    expect(text).toBe(ACCOUNT_MESSAGES[key as keyof typeof ACCOUNT_MESSAGES]);
  });

  it.each(Object.entries(CARD_DRAFT_MESSAGES))('professional card: %s', (key, text) => {
    const portal = CARD_MESSAGES[key as keyof typeof CARD_MESSAGES];
    expect(typeof text === 'function' ? text('cv.pdf') : text).toBe(typeof portal === 'function' ? portal('cv.pdf') : portal);
  });
});
