import { describe, expect, it } from 'vitest';
import { filtersFromSearch, searchInput, withFilter } from './catalogueFilters';

const q = (s: string) => new URLSearchParams(s);

describe('catalogue filters in the URL (spec 2 §2, §4)', () => {
  it('reads every filter from the query', () => {
    expect(filtersFromSearch(q('testo=cuore&collana=3&modello=2&crediti=6-10&pagina=4'))).toEqual({
      text: 'cuore',
      seriesId: '3',
      teachingModelId: '2',
      credits: '6-10',
      page: 4,
    });
  });

  it('maps the credit ranges to the API enum, unknown ranges to ALL', () => {
    const range = (s: string) => searchInput(filtersFromSearch(q(s))).credits;
    expect(range('')).toBe('ALL');
    expect(range('crediti=1-2')).toBe('FROM_1_TO_2');
    expect(range('crediti=3-5')).toBe('FROM_3_TO_5');
    expect(range('crediti=6-10')).toBe('FROM_6_TO_10');
    expect(range('crediti=11-999')).toBe('FROM_11');
    expect(range('crediti=7-9')).toBe('ALL');
  });

  it('sends the text only from 2 characters', () => {
    expect(searchInput(filtersFromSearch(q('testo=a'))).text).toBeNull();
    expect(searchInput(filtersFromSearch(q('testo=ab'))).text).toBe('ab');
    expect(searchInput(filtersFromSearch(q(''))).seriesId).toBeNull();
  });

  it('changing a filter resets the page and empty values remove the parameter', () => {
    expect(withFilter(q('crediti=1-2&pagina=3'), 'series', '5').toString()).toBe('crediti=1-2&collana=5');
    expect(withFilter(q('collana=5&pagina=2'), 'series', '').toString()).toBe('');
    expect(withFilter(q('pagina=2'), 'text', '  cuore ').toString()).toBe('testo=cuore');
    expect(withFilter(q('testo=cuore'), 'text', 'c').toString()).toBe('');
  });
});
