import { describe, expect, it } from 'vitest';
import { contentDisposition } from './content-disposition';

/** What a browser does with the header: the RFC 8187 name when present, else the quoted one. */
function savedName(header: string): string {
  const extended = /filename\*=UTF-8''([^;]+)/.exec(header);
  return extended ? decodeURIComponent(extended[1]!) : /filename="([^"]*)"/.exec(header)![1]!;
}

describe('contentDisposition (RFC 6266)', () => {
  it('writes a plain ASCII name once, quoted, as before', () => {
    expect(contentDisposition('attachment', 'fattura-PAY-1.pdf')).toBe('attachment; filename="fattura-PAY-1.pdf"');
  });

  it.each(['attestato – 2026.pdf', 'Παράδειγμα.pdf', 'ricevuta 20 €.pdf', 'perché "io" (copia)*.pdf', "l'attestato.pdf"])('keeps %s exactly, with an ASCII fallback', (name) => {
    const header = contentDisposition('inline', name);
    // Only printable ASCII: Node's setHeader would refuse anything else (ERR_INVALID_CHAR).
    expect(header).toMatch(/^[\x20-\x7e]+$/);
    expect(header).toMatch(/^inline; filename="[^"\\]+"/);
    expect(savedName(header)).toBe(name);
  });

  it('drops accents in the fallback and never breaks on a cut character', () => {
    expect(contentDisposition('attachment', 'perché.pdf')).toBe(`attachment; filename="perche.pdf"; filename*=UTF-8''perch%C3%A9.pdf`);
    expect(contentDisposition('attachment', 'a\uD800.pdf')).toMatch(/^attachment; filename="a_.pdf"; filename\*=UTF-8''a%EF%BF%BD.pdf$/);
  });
});
