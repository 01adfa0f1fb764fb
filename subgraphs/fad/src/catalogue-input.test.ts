import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { catalogueSearchBody, totalPages } from './catalogue-input';

function errorOf(fn: () => unknown): GraphQLError {
  try {
    fn();
  } catch (err) {
    if (err instanceof GraphQLError) return err;
    throw err;
  }
  throw new Error('expected a GraphQLError');
}

describe('catalogueSearchBody', () => {
  it('defaults to page 1 of 9 with no filter', () => {
    expect(catalogueSearchBody(undefined)).toEqual({ limit: 9, page: 1, filters: {} });
    expect(catalogueSearchBody({ page: null, credits: null })).toEqual({ limit: 9, page: 1, filters: {} });
  });

  it.each([
    ['ALL', undefined, undefined],
    ['FROM_1_TO_2', 1, 2],
    ['FROM_3_TO_5', 3, 5],
    ['FROM_6_TO_10', 6, 10],
    ['FROM_11', 11, 999],
  ] as const)('maps the credit range %s to %s-%s', (credits, from, to) => {
    const { filters } = catalogueSearchBody({ credits });
    expect(filters.creditsFrom).toBe(from);
    expect(filters.creditsTo).toBe(to);
  });

  it('uses the text only from 2 characters, trimmed', () => {
    expect(catalogueSearchBody({ text: 'a' }).search).toBeUndefined();
    expect(catalogueSearchBody({ text: ' b  ' }).search).toBeUndefined();
    expect(catalogueSearchBody({ text: ' ab ' }).search).toBe('ab');
  });

  it('passes series and teaching model ids as numbers', () => {
    expect(catalogueSearchBody({ seriesId: '2', teachingModelId: '4' }).filters).toEqual({ collId: 2, didacticModelId: 4 });
  });

  it.each([0, -3, 10_001])('refuses page %i with BAD_USER_INPUT', (page) => {
    expect(errorOf(() => catalogueSearchBody({ page })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'page' });
  });

  it('accepts the bounds 1 and 10000', () => {
    expect(catalogueSearchBody({ page: 1 }).page).toBe(1);
    expect(catalogueSearchBody({ page: 10_000 }).page).toBe(10_000);
  });

  it.each([['seriesId', 'abc'], ['teachingModelId', '0'], ['seriesId', '1.5']])('refuses %s %s', (field, value) => {
    expect(errorOf(() => catalogueSearchBody({ [field]: value })).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field });
  });
});

describe('totalPages', () => {
  it('rounds up and is 0 for no results', () => {
    expect(totalPages(0)).toBe(0);
    expect(totalPages(9)).toBe(1);
    expect(totalPages(10)).toBe(2);
    expect(totalPages(245)).toBe(28);
  });
});
