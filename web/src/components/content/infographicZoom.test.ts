import { describe, expect, it } from 'vitest';
import { MAX_ZOOM, MIN_ZOOM, ZOOM_STEPS, zoomForKey, zoomIn, zoomLabel, zoomOut } from './infographicZoom';

describe('infographic zoom steps', () => {
  it('zooms in one step at a time up to the largest step, and no further', () => {
    const seen = [MIN_ZOOM as number];
    while (seen.at(-1)! < MAX_ZOOM) seen.push(zoomIn(seen.at(-1)!));
    expect(seen).toEqual([...ZOOM_STEPS]);
    expect(zoomIn(MAX_ZOOM)).toBe(MAX_ZOOM);
  });

  it('zooms out one step at a time down to 100%, and no further', () => {
    expect(zoomOut(MAX_ZOOM)).toBe(3);
    expect(zoomOut(1.25)).toBe(1);
    expect(zoomOut(MIN_ZOOM)).toBe(MIN_ZOOM);
  });

  it('snaps a scale between steps to the neighbouring step', () => {
    expect(zoomIn(1.1)).toBe(1.25);
    expect(zoomOut(1.1)).toBe(1);
    expect(zoomIn(9)).toBe(MAX_ZOOM);
    expect(zoomOut(0.2)).toBe(MIN_ZOOM);
  });

  it('labels the scale as a percentage', () => {
    expect(zoomLabel(1)).toBe('100%');
    expect(zoomLabel(1.25)).toBe('125%');
    expect(zoomLabel(4)).toBe('400%');
  });

  it('maps + and - (and = without shift) to the steps, 0 to the reset, other keys to nothing', () => {
    expect(zoomForKey('+', 1)).toBe(1.25);
    expect(zoomForKey('=', 1)).toBe(1.25);
    expect(zoomForKey('-', 2)).toBe(1.5);
    expect(zoomForKey('0', 3)).toBe(1);
    expect(zoomForKey('a', 2)).toBeNull();
  });
});
