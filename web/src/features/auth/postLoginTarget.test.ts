import { describe, expect, it } from 'vitest';
import { postLoginTarget } from './postLoginTarget';

const target = (query: string) => postLoginTarget(new URLSearchParams(query));

describe('postLoginTarget (spec 1 §2 login redirect)', () => {
  it('goes home without redirectTo', () => {
    expect(target('')).toBe('/');
  });

  it('goes to a redirectTo path and keeps the other parameters', () => {
    expect(target('redirectTo=/piani&foo=1')).toBe('/piani?foo=1');
  });

  it('replaces a redirectTo starting with http by /', () => {
    expect(target('redirectTo=https://evil.example/x')).toBe('/');
    expect(target('redirectTo=HTTP://evil.example/x&a=2')).toBe('/?a=2');
  });

  it('refuses protocol-relative targets', () => {
    expect(target('redirectTo=//evil.example/x')).toBe('/');
  });

  it('drops t and ru but keeps u and everything else', () => {
    expect(target('t=abc&ru=x&u=premium@demo.club&b=2&redirectTo=/corsi-ecm-fad')).toBe(
      '/corsi-ecm-fad?u=premium%40demo.club&b=2',
    );
  });

  it('merges with a query already inside redirectTo, keeping the hash', () => {
    expect(target('redirectTo=%2Fcorsi-ecm-fad%3Fcrediti%3D1-2%23top&pagina=2')).toBe('/corsi-ecm-fad?crediti=1-2&pagina=2#top');
  });
});
