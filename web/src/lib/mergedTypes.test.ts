import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, getNamedType, getNullableType, isListType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { MERGED_OBJECT_TYPES } from './mergedTypes';

describe('merged object types', () => {
  it('lists every object type without an id that a field of the API returns alone (api-schema.graphql), the viewer aside', () => {
    const schema = buildSchema(readFileSync(join(__dirname, '../../../api-schema.graphql'), 'utf8'));
    const singles = new Set<string>();
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.values(type.getFields())) {
        const returned = getNullableType(field.type);
        if (isListType(returned)) continue;
        const named = getNamedType(returned);
        if (isObjectType(named) && !named.getFields().id && !['Query', 'Mutation', 'Viewer'].includes(named.name)) singles.add(named.name);
      }
    }
    expect([...MERGED_OBJECT_TYPES].sort()).toEqual([...singles].sort());
  });
});
