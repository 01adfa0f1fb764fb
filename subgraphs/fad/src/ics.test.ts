import { describe, expect, it } from 'vitest';
import { foldIcsLine, icsItalianNumber } from './ics';
import { trienniumCalendar, trienniumParent } from './triennium';

const octets = (s: string) => new TextEncoder().encode(s).length;
/** RFC 5545 §3.1 unfolding: a CRLF followed by one space or tab is removed. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');

describe('Italian figures in the calendar', () => {
  it('uses the decimal comma, one decimal at most, no grouping', () => {
    expect(icsItalianNumber(4.5)).toBe('4,5');
    expect(icsItalianNumber(105)).toBe('105');
    expect(icsItalianNumber(66.55)).toBe('66,6');
    expect(icsItalianNumber(1500)).toBe('1500');
  });
});

describe('line folding (RFC 5545 §3.1)', () => {
  it('leaves a line of 75 octets alone and folds one of 76 with CRLF and a space', () => {
    expect(foldIcsLine('A'.repeat(75))).toBe('A'.repeat(75));
    expect(foldIcsLine('A'.repeat(76))).toBe(`${'A'.repeat(75)}\r\n A`);
  });

  it('counts octets, not characters, and never splits a multi-byte character', () => {
    // 'è' is two octets: 74 ASCII + 'è' would be 76 octets, so 'è' starts the next line.
    const line = `${'A'.repeat(74)}èB`;
    const folded = foldIcsLine(line);
    expect(folded).toBe(`${'A'.repeat(74)}\r\n èB`);
    const long = 'Scadenza triennio ECM: l’obbligo è già più vicino — àèìòù '.repeat(6);
    const lines = foldIcsLine(long).split('\r\n');
    for (const l of lines) expect(octets(l)).toBeLessThanOrEqual(75);
    expect(lines.every((l, i) => i === 0 || l.startsWith(' '))).toBe(true);
    expect(unfold(foldIcsLine(long))).toBe(long);
    expect(Buffer.from(foldIcsLine(long), 'utf8').toString('utf8')).not.toContain('\uFFFD');
  });
});

describe('the triennium calendar', () => {
  it('has every line within 75 octets and the figures with the decimal comma', () => {
    // Obligation 95: threshold 66,5; 10 credits earned: 56,5 missing.
    const parent = trienniumParent({ obligation: 95, portal: [], external: [{ id: 'x', provider: 'p', title: 't', date: '2026-03-01', credits: 10, certificateName: null }] }, new Date('2026-11-27T10:00:00Z'));
    const ics = trienniumCalendar(parent, '1000003', new Date('2026-11-27T10:00:00Z'));
    for (const line of ics.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    const text = unfold(ics);
    // In a TEXT value the comma is escaped (RFC 5545 §3.3.11): '66\,5' reads '66,5'.
    expect(text).toContain("soglia del 70% dell'obbligo (66\\,5 crediti)");
    expect(text).toContain('ne mancano 56\\,5.');
    expect(text).toContain("obbligo formativo di 95 crediti ECM.");
    expect(text).not.toContain('66.5');
    expect(text).not.toContain('56.5');
  });
});
