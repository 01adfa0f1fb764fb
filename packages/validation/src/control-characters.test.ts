import { describe, expect, it } from 'vitest';
import { hasControlCharacters } from './index';

describe('control characters in text', () => {
  it.each(['cuo\u0000re', 'a\u0007', '\u001b[31m', 'x\u007f', 'a\u000bb'])('%j is refused', (text) => {
    expect(hasControlCharacters(text)).toBe(true);
  });
  it.each(['cuore', 'riga uno\nriga due', 'a\tb', 'fine\r\n', 'però è così', ''])('%j is plain text', (text) => {
    expect(hasControlCharacters(text)).toBe(false);
  });
});
