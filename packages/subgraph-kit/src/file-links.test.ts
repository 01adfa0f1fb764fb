import { describe, expect, it } from 'vitest';
import { FILE_LINK_TTL_SECONDS, openFileLink, sealFileLink } from './file-links';

const SECRET = 'file-links-test-secret-0123456789';
const PATH = '/files/corsi/12/ebook.pdf';
const grant = { location: 'http://upstream.internal/FAD/Media/ebook/course_12.pdf', memberId: '1000003' };

const tokenOf = (link: string) => new URL(link, 'http://portal').searchParams.get('t')!;

describe('file links', () => {
  it('hides the location and opens for its own path within the lifetime', () => {
    const now = Date.UTC(2026, 0, 1);
    const link = sealFileLink(SECRET, { path: PATH, ...grant, now });
    expect(link.startsWith(`${PATH}?t=`)).toBe(true);
    expect(link).not.toContain('upstream.internal');
    expect(openFileLink(SECRET, PATH, tokenOf(link), now + (FILE_LINK_TTL_SECONDS - 1) * 1000)).toEqual({ kind: 'valid', grant });
    expect(openFileLink(SECRET, PATH, tokenOf(link), now + FILE_LINK_TTL_SECONDS * 1000)).toEqual({ kind: 'expired', grant });
  });

  it('refuses another path, another key, a changed character and garbage', () => {
    const token = tokenOf(sealFileLink(SECRET, { path: PATH, ...grant }));
    expect(openFileLink(SECRET, '/files/corsi/13/ebook.pdf', token).kind).toBe('invalid');
    expect(openFileLink('another-secret-0123456789abcdef', PATH, token).kind).toBe('invalid');
    const changed = `${token.slice(0, 30)}${token[30] === 'A' ? 'B' : 'A'}${token.slice(31)}`;
    expect(openFileLink(SECRET, PATH, changed).kind).toBe('invalid');
    for (const junk of ['', 'abc', '%%%', 'A'.repeat(200)]) expect(openFileLink(SECRET, PATH, junk).kind).toBe('invalid');
  });
});
