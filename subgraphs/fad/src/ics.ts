/**
 * iCalendar text helpers (RFC 5545) for the triennium's calendar file (issue 40): Italian figures
 * and line folding.
 */

/** RFC 5545 §3.1: lines SHOULD NOT be longer than 75 octets, excluding the line break. */
export const ICS_MAX_LINE_OCTETS = 75;

/** A figure as an Italian reader writes it: the decimal comma, one decimal at most, no grouping (4,5; 105). */
export function icsItalianNumber(value: number): string {
  return (Math.round(value * 10) / 10).toLocaleString('it-IT', { maximumFractionDigits: 1, useGrouping: false });
}

const utf8 = new TextEncoder();

/**
 * Folds a content line (RFC 5545 §3.1): longer than 75 octets of UTF-8, it is cut into lines joined
 * by CRLF and one space (the space counts in the next line's 75), never inside a multi-byte character.
 */
export function foldIcsLine(line: string): string {
  if (utf8.encode(line).length <= ICS_MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  // Whole code points (for…of), each counted in its UTF-8 octets.
  for (const char of line) {
    const size = utf8.encode(char).length;
    const room = parts.length === 0 ? ICS_MAX_LINE_OCTETS : ICS_MAX_LINE_OCTETS - 1;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}
