/**
 * Italian fiscal code (codice fiscale) check: spec 1 §5 'Fiscal code', spec 2 §5.
 * Pattern: six letters, two digits, a letter, two digits, a letter, three digits, a letter,
 * with omocodia substitutions (LMNPQRSTUV for 0-9) allowed in the digit positions, and the
 * official control character (odd/even position tables, sum mod 26).
 */

const D = '[0-9LMNPQRSTUV]';
/** Shape of a 16-character fiscal code (upper case), omocodia letters accepted in digit positions. */
export const FISCAL_CODE_PATTERN = new RegExp(`^[A-Z]{6}${D}{2}[A-Z]${D}{2}[A-Z]${D}{3}[A-Z]$`);

/** Values of characters in odd positions (1st, 3rd, ... 15th; index 0, 2, ...). */
const ODD_VALUES: Readonly<Record<string, number>> = {
  '0': 1, '1': 0, '2': 5, '3': 7, '4': 9, '5': 13, '6': 15, '7': 17, '8': 19, '9': 21,
  A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19, J: 21, K: 2, L: 4, M: 18,
  N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};

/** Values of characters in even positions: digits 0-9 as themselves, letters A-Z as 0-25. */
function evenValue(ch: string): number {
  const c = ch.charCodeAt(0);
  return c >= 48 && c <= 57 ? c - 48 : c - 65;
}

/** The control character for the first 15 characters of an upper-case fiscal code. */
export function fiscalCodeControlChar(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const ch = first15.charAt(i);
    sum += i % 2 === 0 ? (ODD_VALUES[ch] ?? 0) : evenValue(ch);
  }
  return String.fromCharCode(65 + (sum % 26));
}

/** Spec 1 §5 / spec 2 §5: upper-cases (and trims) first, then checks the pattern and the control character. */
export function isValidFiscalCode(code: string): boolean {
  if (typeof code !== 'string') return false;
  const cf = code.trim().toUpperCase();
  if (cf.length !== 16 || !FISCAL_CODE_PATTERN.test(cf)) return false;
  return fiscalCodeControlChar(cf.slice(0, 15)) === cf.charAt(15);
}
