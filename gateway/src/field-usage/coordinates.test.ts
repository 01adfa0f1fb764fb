import { buildSchema, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { coordinatesOf, DocumentCoordinates, schemaCoordinates } from './coordinates';

const schema = buildSchema(`
  enum Sort { NEWEST OLDEST }
  input Search { text: String, sort: Sort }
  type Course { id: ID!, title: String, credits(rounded: Boolean): Float }
  type Page { total: Int, items: [Course!]! }
  type Query { catalogue(input: Search, page: Int): Page, course(id: ID!): Course }
`);

describe('coordinatesOf', () => {
  it('names fields, arguments, input fields and enum values, through fragments and aliases, never meta fields', () => {
    const document = parse(`
      query Q($page: Int) {
        first: catalogue(input: { text: "ecm", sort: NEWEST }, page: $page) { __typename total items { ...CourseBits } }
      }
      fragment CourseBits on Course { id shortTitle: title credits(rounded: true) }
    `);
    expect(coordinatesOf(schema, document)).toEqual([
      'Course.credits',
      'Course.credits(rounded:)',
      'Course.id',
      'Course.title',
      'Page.items',
      'Page.total',
      'Query.catalogue',
      'Query.catalogue(input:)',
      'Query.catalogue(page:)',
      'Search.sort',
      'Search.text',
      'Sort.NEWEST',
    ]);
  });

  it('leaves out what the schema does not have (an unknown field names no coordinate)', () => {
    expect(coordinatesOf(schema, parse('{ course(id: 1) { id gone } }'))).toEqual(['Course.id', 'Query.course', 'Query.course(id:)']);
  });
});

describe('DocumentCoordinates', () => {
  it('walks a document once per hash, and forgets the oldest past its bound', () => {
    const cache = new DocumentCoordinates(2);
    const document = parse('{ course(id: 1) { id } }');
    const first = cache.of('h1', schema, document);
    // The same hash answers from the cache even with another document: the walk is not repeated.
    expect(cache.of('h1', schema, parse('{ course(id: 1) { title } }'))).toBe(first);
    cache.of('h2', schema, document);
    cache.of('h3', schema, document);
    expect(cache.size).toBe(2);
    expect(cache.of('h1', schema, parse('{ course(id: 1) { title } }'))).toContain('Course.title');
  });
});

describe('schemaCoordinates', () => {
  it('lists every field with its arguments, input field and enum value', () => {
    const all = schemaCoordinates(schema);
    expect(all).toEqual(expect.arrayContaining(['Query.catalogue(input:)', 'Course.credits(rounded:)', 'Search.text', 'Sort.OLDEST', 'Page.items']));
    expect(all.some((c) => c.startsWith('__'))).toBe(false);
  });
});
