import { describe, expect, it } from 'vitest';
import { filtersFromSearch, hasFilter, listingArguments, sameFilters, withFilters } from './newsFilters';

describe('news listing filters', () => {
  it('applies the 12-item skip (featured block) only when no filter is set', () => {
    expect(hasFilter(filtersFromSearch(new URLSearchParams('')))).toBe(false);
    expect(hasFilter(filtersFromSearch(new URLSearchParams('pagina=3')))).toBe(false);
    expect(hasFilter(filtersFromSearch(new URLSearchParams('formato=Podcast')))).toBe(true);
    expect(hasFilter(filtersFromSearch(new URLSearchParams('argomento=Diabete')))).toBe(true);
  });

  it('resets the page when the filters change and keeps it otherwise', () => {
    const params = new URLSearchParams('categoria=Professione&pagina=4');
    expect(withFilters(params, { category: 'Fisco e Tasse', format: '', topic: '' }).toString()).toBe('categoria=Fisco+e+Tasse');
    expect(withFilters(params, { category: 'Professione', format: '', topic: '' }).toString()).toBe('categoria=Professione&pagina=4');
    expect(withFilters(params, { category: '', format: 'News', topic: '' }).toString()).toBe('formato=News');
  });

  it('compares pending and applied filters and maps them to the server arguments', () => {
    expect(sameFilters({ category: 'a', format: '', topic: '' }, { category: 'a', format: '', topic: '' })).toBe(true);
    expect(sameFilters({ category: 'a', format: '', topic: '' }, { category: 'a', format: 'News', topic: '' })).toBe(false);
    expect(listingArguments({ category: 'Professione', format: 'News', topic: '' })).toEqual({ categories: ['Professione'], contentTypes: ['News'], topics: null });
  });
});
