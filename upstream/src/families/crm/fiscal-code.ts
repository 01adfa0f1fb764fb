/**
 * Builds Italian fiscal codes (codice fiscale) for seeded members, so the demo data passes the
 * format and check-character rules the profile and lead forms apply (spec 1 §5, spec 3 §5).
 */

const MONTHS = 'ABCDEHLMPRST';

// Values of odd-position (1st, 3rd, …) characters in the check-character algorithm, digits and letters alike.
const ODD = [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23];

function letters(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z]/g, '');
}

const isVowel = (c: string) => 'AEIOU'.includes(c);

function surnamePart(surname: string): string {
  const l = letters(surname);
  const cons = [...l].filter((c) => !isVowel(c)).join('');
  const vow = [...l].filter(isVowel).join('');
  return (cons + vow + 'XXX').slice(0, 3);
}

function namePart(name: string): string {
  const l = letters(name);
  const cons = [...l].filter((c) => !isVowel(c));
  if (cons.length >= 4) return cons[0]! + cons[2]! + cons[3]!;
  const vow = [...l].filter(isVowel).join('');
  return (cons.join('') + vow + 'XXX').slice(0, 3);
}

/** Index of a character in 0-9 / A-Z, as the check algorithm counts it. */
function ordinal(c: string): number {
  return /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65;
}

/** The 16th character computed from the first fifteen. */
export function checkCharacter(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const n = ordinal(first15[i]!);
    sum += i % 2 === 0 ? ODD[n]! : n;
  }
  return String.fromCharCode(65 + (sum % 26));
}

export function fiscalCode(p: { surname: string; name: string; birthDate: Date; female: boolean; cadastral: string }): string {
  const yy = String(p.birthDate.getUTCFullYear() % 100).padStart(2, '0');
  const month = MONTHS[p.birthDate.getUTCMonth()]!;
  const day = String(p.birthDate.getUTCDate() + (p.female ? 40 : 0)).padStart(2, '0');
  const first15 = `${surnamePart(p.surname)}${namePart(p.name)}${yy}${month}${day}${p.cadastral}`;
  return first15 + checkCharacter(first15);
}
