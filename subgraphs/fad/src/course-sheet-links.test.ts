import { openFileLink } from '@club/subgraph-kit';
import { describe, expect, it } from 'vitest';
import { COURSE_SHEET_LINKS, courseSheetLink, FileLinks } from './file-links';

const SECRET = 'test-secret-of-the-course-sheet-links-0123456789';
const CATALOGUE = 'http://upstream.test/catalogo/pdfdown/course_12';
const links = new FileLinks(SECRET, 'http://upstream.test', '1000003');

describe("course sheet links (spec 2 §7 note: the catalogue's pdfdown / pdf paths), both readings", () => {
  it('chosen: the portal\'s own signed links, whose sealed location is the catalogue path', () => {
    expect(COURSE_SHEET_LINKS).toBe('PORTAL_SIGNED');
    const download = courseSheetLink('download', 12, CATALOGUE, links)!;
    const preview = courseSheetLink('preview', 12, CATALOGUE, links)!;
    expect(download).toMatch(/^\/files\/corsi\/12\/scheda\.pdf\?t=/);
    expect(preview).toMatch(/^\/files\/corsi\/12\/scheda-anteprima\.pdf\?t=/);
    for (const link of [download, preview]) expect(link).not.toMatch(/upstream\.test|pdfdown|\/pdf\//);
    const opened = (link: string) => openFileLink(SECRET, link.split('?')[0]!, new URL(link, 'http://portal.test').searchParams.get('t')!);
    expect(opened(download)).toMatchObject({ kind: 'valid', grant: { location: CATALOGUE } });
    expect(opened(preview)).toMatchObject({ kind: 'valid', grant: { location: 'http://upstream.test/catalogo/pdf/course_12' } });
  });

  it('the other reading: the catalogue paths as they are, pdfdown to download and pdf to preview', () => {
    expect(courseSheetLink('download', 12, CATALOGUE, links, 'CATALOGUE_PATHS')).toBe(CATALOGUE);
    expect(courseSheetLink('preview', 12, CATALOGUE, links, 'CATALOGUE_PATHS')).toBe('http://upstream.test/catalogo/pdf/course_12');
  });

  it('no sheet, no link, in either reading', () => {
    for (const reading of ['PORTAL_SIGNED', 'CATALOGUE_PATHS'] as const) {
      expect(courseSheetLink('download', 12, null, links, reading)).toBeNull();
      expect(courseSheetLink('preview', 12, 'http://upstream.test/other.pdf', links, reading)).toBeNull();
    }
  });
});
