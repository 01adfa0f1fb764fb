import { describe, expect, it } from 'vitest';
import { loginRedirectQuery, safeRedirectTarget } from './index';

describe('safeRedirectTarget (spec 1 §2, §5: only a path; http... becomes /)', () => {
  it.each([
    ['/corsi-ecm-fad?x=1', '/corsi-ecm-fad?x=1'],
    ['/', '/'],
    ['/profilo/la-mia-formazione#top', '/profilo/la-mia-formazione#top'],
    ['/search?s=cardiologia&pagina=2', '/search?s=cardiologia&pagina=2'],
    ['  /piani  ', '/piani'],
  ])('keeps the path %j', (input, expected) => {
    expect(safeRedirectTarget(input)).toBe(expected);
  });

  it.each([
    'https://evil',
    'http://evil.com/x',
    'HTTP://x',
    'HtTpS://x',
    'http',
    'httpfoo',
    '  https://evil',
    '//evil.com',
    '//evil.com/path',
    '/\\evil',
    '/\\/evil.com',
    '\\\\evil.com',
    '\\evil',
    '/\t/evil.com',
    '/\n/evil.com',
    'javascript:alert(1)',
    'evil.com',
    'corsi-ecm-fad',
    '',
    '   ',
  ])('rejects %j', (input) => {
    expect(safeRedirectTarget(input)).toBe('/');
  });

  // Targets that pass a naive prefix check but leave the site once the browser normalises or decodes them.
  it.each([
    '//evil',
    '/\\evil',
    '/.//evil',
    '/..//evil',
    '/./..//evil.example/x',
    '/a/../..//evil',
    '/%2e//evil',
    '/%2E%2E//evil',
    '/%2F%2Fevil',
    '/%2f%5cevil',
    '/%5C%5Cevil',
    '/%09/evil',
    '/\t/evil',
    '/\r\n/evil',
    ' /.//evil',
    '/\u0000/evil',
    'javascript:alert(1)',
    'JavaScript://%0aalert(1)',
    'data:text/html,x',
    '/%E0%A4%A',
  ])('rejects the tricky target %j', (input) => {
    expect(safeRedirectTarget(input)).toBe('/');
  });

  it.each([
    ['/a/../piani', '/piani'],
    ['/./corsi-ecm-fad?x=1', '/corsi-ecm-fad?x=1'],
    ['/%2e/piani', '/piani'],
    ['/search?s=%2F%2Fevil', '/search?s=%2F%2Fevil'],
  ])('keeps %j normalised as %j', (input, expected) => {
    expect(safeRedirectTarget(input)).toBe(expected);
  });

  it('rejects null and undefined', () => {
    expect(safeRedirectTarget(null)).toBe('/');
    expect(safeRedirectTarget(undefined)).toBe('/');
  });
});

describe('loginRedirectQuery (spec 1 §2: keep all params except t, ru, redirectTo)', () => {
  it('drops t, ru and redirectTo and keeps everything else in order', () => {
    const q = loginRedirectQuery(new URLSearchParams('t=tok&u=mario&redirectTo=%2Fpiani&ru=x&utm_source=mail&pagina=2'));
    expect(q.toString()).toBe('u=mario&utm_source=mail&pagina=2');
  });
  it('keeps repeated parameters and empty values', () => {
    const q = loginRedirectQuery(new URLSearchParams('tag=a&tag=b&empty=&t=1'));
    expect(q.getAll('tag')).toEqual(['a', 'b']);
    expect(q.has('empty')).toBe(true);
    expect(q.has('t')).toBe(false);
  });
  it('is case-sensitive on names and does not mutate the input', () => {
    const input = new URLSearchParams('T=1&RedirectTo=x&t=2');
    expect(loginRedirectQuery(input).toString()).toBe('T=1&RedirectTo=x');
    expect(input.toString()).toBe('T=1&RedirectTo=x&t=2');
  });
  it('empty in, empty out', () => {
    expect(loginRedirectQuery(new URLSearchParams()).toString()).toBe('');
  });
});
