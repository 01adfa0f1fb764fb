import { describe, expect, it } from 'vitest';
import { trackingCode, viewTrackingCode } from './trackingCodes';

describe('trackingCode (spec 1 §9)', () => {
  it('names the page views: NA102 article, RS111 tool, RS121 module', () => {
    expect(viewTrackingCode('Articolo')).toBe('NA102');
    expect(viewTrackingCode('News')).toBe('NA102');
    expect(viewTrackingCode('Tool')).toBe('RS111');
    expect(viewTrackingCode('Modulo')).toBe('RS121');
  });

  it('uses the NA codes for articles and news', () => {
    expect(trackingCode('PRINT', 'Articolo')).toBe('NA103');
    expect(trackingCode('DOWNLOAD', 'EBook')).toBe('NA105');
    expect(trackingCode('SHARE', 'News')).toBe('NA104');
    expect(trackingCode('FAVOURITE_ADD', 'Articolo')).toBeNull();
  });
  it('uses the RS codes under /risorse', () => {
    expect(trackingCode('SHARE', 'Tool')).toBe('RS113');
    expect(trackingCode('SHARE', 'Modulo')).toBe('RS122');
    expect(trackingCode('PRINT', 'Tool')).toBe('RS114');
    expect(trackingCode('DOWNLOAD', 'Modulo')).toBe('RS123');
  });
  it('tells tool and module favourites apart, added and removed', () => {
    expect(trackingCode('FAVOURITE_ADD', 'Tool')).toBe('UC010');
    expect(trackingCode('FAVOURITE_REMOVE', 'Tool')).toBe('UC020');
    expect(trackingCode('FAVOURITE_ADD', 'Modulo')).toBe('UC030');
    expect(trackingCode('FAVOURITE_REMOVE', 'Modulo')).toBe('UC040');
  });
});
