import { describe, expect, it } from 'vitest';
import { linkActionOf, stripMarker } from './linkMarkers';

describe('special link markers (spec 1 §2)', () => {
  it.each([
    ['#logout', 'logout'],
    ['/profilo#logout', 'logout'],
    ['#phonecall', 'phonecall'],
    ['/piani#modalproducts', 'modalproducts'],
    ['https://partner.example/offerta#__next', 'external'],
  ] as const)('%s asks for %s', (href, action) => {
    expect(linkActionOf(href)).toBe(action);
  });

  it('an ordinary link has no action', () => {
    expect(linkActionOf('/corsi-ecm-fad')).toBeNull();
    expect(linkActionOf('/risorse#all-tool')).toBeNull();
  });

  it('an external-open link keeps its target without the marker', () => {
    expect(stripMarker('https://partner.example/offerta#__next')).toBe('https://partner.example/offerta');
    expect(stripMarker('/corsi-ecm-fad')).toBe('/corsi-ecm-fad');
  });
});
