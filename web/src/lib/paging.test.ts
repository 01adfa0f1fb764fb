import { describe, expect, it } from 'vitest';
import { pageFromSearch, withListingFilter, withPage } from './paging';

describe('paging (spec 1 §2: pagina={n}, page 1 carries no parameter)', () => {
  it('reads the page, defaulting to 1 for missing or invalid values', () => {
    expect(pageFromSearch(new URLSearchParams(''))).toBe(1);
    expect(pageFromSearch(new URLSearchParams('pagina=3'))).toBe(3);
    for (const bad of ['0', '-2', 'abc', '2.5', '']) expect(pageFromSearch(new URLSearchParams({ pagina: bad }))).toBe(1);
  });

  it('writes page 1 as no parameter and keeps the other parameters', () => {
    expect(withPage(new URLSearchParams('crediti=1-2&pagina=4'), 1).toString()).toBe('crediti=1-2');
    expect(withPage(new URLSearchParams('crediti=1-2'), 2).toString()).toBe('crediti=1-2&pagina=2');
    expect(withPage(new URLSearchParams('pagina=2&a=1'), 5).toString()).toBe('pagina=5&a=1');
  });

  it('does not modify the params it is given', () => {
    const params = new URLSearchParams('pagina=2');
    withPage(params, 1);
    expect(params.toString()).toBe('pagina=2');
  });
});

describe('withListingFilter (spec 1 §4: a filter change goes back to page 1)', () => {
  it('sets a choice and drops pagina; an empty choice removes the parameter', () => {
    expect(withListingFilter(new URLSearchParams('pagina=3&crediti=1-2'), 'modello', '7', 'choice').toString()).toBe('crediti=1-2&modello=7');
    expect(withListingFilter(new URLSearchParams('modello=7&pagina=2'), 'modello', '', 'choice').toString()).toBe('');
  });

  it('keeps free text only from 2 characters, trimmed', () => {
    expect(withListingFilter(new URLSearchParams(), 'testo', '  cuore ', 'text').toString()).toBe('testo=cuore');
    expect(withListingFilter(new URLSearchParams('testo=cuore'), 'testo', 'a', 'text').toString()).toBe('');
  });
});
