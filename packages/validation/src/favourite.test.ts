import { describe, expect, it } from 'vitest';
import { favouriteIdSchema, MESSAGES, normaliseFavouriteId } from './index';

describe('favourite ids (spec 1 §3: id normalised)', () => {
  it.each([
    ['104715', '104715'],
    [' 104715 ', '104715'],
    ['\t104715\n', '104715'],
    ['104 715', '104715'],
    ['0104715', '104715'],
    [' 000104715', '104715'],
    ['000', '0'],
    ['faq-piani-1', 'faq-piani-1'],
    [' vt-moduli ', 'vt-moduli'],
    ['00ab', '00ab'],
  ])('%j → %j', (raw, expected) => {
    expect(normaliseFavouriteId(raw)).toBe(expected);
    expect(favouriteIdSchema.parse(raw)).toBe(expected);
  });

  it.each(['', '   ', '10/47', '<script>', 'x'.repeat(65)])('refuses %j with the message', (raw) => {
    const result = favouriteIdSchema.safeParse(raw);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(MESSAGES.invalidFavouriteId);
  });
});
