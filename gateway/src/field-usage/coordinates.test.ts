import { buildSchema, parse, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { coordinatesOf, DocumentCoordinates, schemaCoordinates, variableCoordinates } from './coordinates';

const schema = buildSchema(`
  enum Sort { NEWEST OLDEST }
  input Search { text: String, sort: Sort }
  type Course { id: ID!, title: String, credits(rounded: Boolean): Float }
  type Page { total: Int, items: [Course!]! }
  input Filters { sorts: [Sort!], inner: Search }
  type Query { catalogue(input: Search, page: Int): Page, course(id: ID!): Course, filtered(filters: Filters): Page }
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

describe('variableCoordinates', () => {
  const operationOf = (text: string) => parse(text).definitions[0] as OperationDefinitionNode;

  it("names the input fields and enum values the variables' values write, through lists and nested inputs; nothing for absent or null values", () => {
    const operation = operationOf('query Q($input: Search, $filters: Filters, $page: Int) { catalogue(input: $input, page: $page) { total } filtered(filters: $filters) { total } }');
    expect(variableCoordinates(schema, operation, { input: { text: 'ecm', sort: 'OLDEST' }, filters: { sorts: ['NEWEST', 'OLDEST'], inner: { sort: null } }, page: 2 })).toEqual([
      'Filters.inner',
      'Filters.sorts',
      'Search.sort',
      'Search.text',
      'Sort.NEWEST',
      'Sort.OLDEST',
    ]);
    expect(variableCoordinates(schema, operation, { input: null, page: 1 })).toEqual([]);
    // A field or value the schema does not have names no coordinate (validation refuses it before execution anyway).
    expect(variableCoordinates(schema, operation, { input: { gone: 1, sort: 'SIDEWAYS' } })).toEqual(['Search.sort']);
  });
});

describe('DocumentCoordinates', () => {
  it("adds the variables' coordinates to the document's, one array per document and kind of values (the recorder tallies per array)", () => {
    const cache = new DocumentCoordinates();
    const document = parse('query Q($input: Search) { catalogue(input: $input) { total } }');
    const operation = document.definitions[0] as OperationDefinitionNode;
    const bare = cache.withVariables('h', schema, document, operation, {});
    expect(bare).toBe(cache.of('h', schema, document));
    const oldest = cache.withVariables('h', schema, document, operation, { input: { sort: 'OLDEST' } });
    expect(oldest).toEqual(['Page.total', 'Query.catalogue', 'Query.catalogue(input:)', 'Search.sort', 'Sort.OLDEST']);
    expect(cache.withVariables('h', schema, document, operation, { input: { sort: 'OLDEST' } })).toBe(oldest);
    expect(cache.withVariables('h', schema, document, operation, { input: { sort: 'NEWEST' } })).toContain('Sort.NEWEST');
  });

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
