import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, isInterfaceType, isUnionType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { POSSIBLE_TYPES } from './possibleTypes';

describe('possibleTypes', () => {
  it("lists every union and interface of the API with exactly its members (api-schema.graphql)", () => {
    const schema = buildSchema(readFileSync(join(__dirname, '../../../api-schema.graphql'), 'utf8'));
    const abstract = Object.fromEntries(
      Object.values(schema.getTypeMap())
        .filter((type) => !type.name.startsWith('__') && (isUnionType(type) || isInterfaceType(type)))
        .map((type) => [type.name, schema.getPossibleTypes(type as Parameters<typeof schema.getPossibleTypes>[0]).map((t) => t.name).sort()]),
    );
    expect(Object.fromEntries(Object.entries(POSSIBLE_TYPES).map(([name, members]) => [name, [...members].sort()]))).toEqual(abstract);
  });
});
