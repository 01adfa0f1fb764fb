import { describe, expect, it } from 'vitest';
import { absoluteUrl, SHARE_NETWORKS, shareHref } from './shareLinks';

describe('shareHref', () => {
  const url = 'https://club.example/news-approfondimenti/a b';
  it('encodes the url for every network', () => {
    for (const { network } of SHARE_NETWORKS) {
      expect(shareHref(network, url, 'Titolo & co')).toContain(encodeURIComponent(url));
    }
  });
  it('builds the documented endpoints', () => {
    expect(shareHref('facebook', 'https://x.it/a', 't')).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fx.it%2Fa');
    expect(shareHref('email', 'https://x.it/a', 'Ciao mondo')).toBe('mailto:?subject=Ciao%20mondo&body=https%3A%2F%2Fx.it%2Fa');
    expect(shareHref('whatsapp', 'https://x.it/a', 'T')).toBe('https://wa.me/?text=T%20https%3A%2F%2Fx.it%2Fa');
  });
  it('makes portal paths absolute', () => {
    expect(absoluteUrl('/risorse/bmi', 'http://localhost:4000')).toBe('http://localhost:4000/risorse/bmi');
  });
});
