import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { schemaChanges, unrecordedChanges } from './schema-governance';

const before = readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/schema-before.graphql'), 'utf8');

describe('schema governance: breaking changes must be recorded', () => {
  it('a removed field is breaking and fails until the changelog records it', () => {
    const after = before.replace('  credits: Float\n', '');
    const { breaking } = schemaChanges(before, after);
    expect(breaking.map((c) => c.description)).toEqual(['Course.credits was removed.']);
    expect(unrecordedChanges(breaking, '# Changelog\n\nnothing yet')).toHaveLength(1);
    expect(unrecordedChanges(breaking, '# Changelog\n\n- `Course.credits was\n  removed.` Use `creditRange`.')).toEqual([]);
  });

  it('a changed type and a new required argument are breaking; an added field is not', () => {
    const after = before.replace('title: String!', 'title: Int!').replace('courses(first: Int)', 'courses(first: Int, series: ID!)').replace('  id: ID!\n  title', '  id: ID!\n  slug: String\n  title');
    const { breaking } = schemaChanges(before, after);
    expect(breaking.map((c) => c.type).sort()).toEqual(['FIELD_CHANGED_KIND', 'REQUIRED_ARG_ADDED']);
    expect(schemaChanges(before, before.replace('  id: ID!\n  title', '  id: ID!\n  slug: String\n  title')).breaking).toEqual([]);
  });

  it('an optional argument added is dangerous, not breaking', () => {
    const { breaking, dangerous } = schemaChanges(before, before.replace('courses(first: Int)', 'courses(first: Int, after: String)'));
    expect(breaking).toEqual([]);
    expect(dangerous.map((c) => c.type)).toEqual(['OPTIONAL_ARG_ADDED']);
  });
});
