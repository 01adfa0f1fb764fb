import { describe, expect, it } from 'vitest';
import { seriesBySlug, seriesSlug } from './seriesSlug';

const series = [
  { id: '1', name: 'Medicina' },
  { id: '3', name: 'Covid 19' },
];

describe('series pages /corsi-ecm-fad/collana/{name} (spec 2 §2)', () => {
  it('writes the name lower-cased with hyphens', () => {
    expect(seriesSlug('Covid 19')).toBe('covid-19');
    expect(seriesSlug('Medicina')).toBe('medicina');
  });

  it('finds the series by name in any case or spelling; unknown names find nothing', () => {
    expect(seriesBySlug(series, 'covid-19')?.id).toBe('3');
    expect(seriesBySlug(series, 'Covid%2019')?.id).toBe('3');
    expect(seriesBySlug(series, 'MEDICINA')?.id).toBe('1');
    expect(seriesBySlug(series, 'legale')).toBeUndefined();
  });
});
