import { readFileSync } from 'node:fs';
import { ecmAdjustmentKind, ecmCreditKind, ecmObjectiveArea } from '@club/contracts';
import { ECM_ADJUSTMENT_KIND_RULES, ECM_ADJUSTMENT_KINDS, ECM_CREDIT_KINDS, ECM_OBJECTIVE_AREAS } from '@club/policy';
import { ECM_ADJUSTMENT_KIND_VALUES, ECM_CREDIT_KIND_VALUES, ECM_OBJECTIVE_AREA_VALUES } from '@club/validation';
import { parse, type EnumTypeDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';

/**
 * Issue 40: the obligation's enums are written four times (the policy's tables, the forms' rules,
 * the upstream contract, the GraphQL schema), each package standing alone; they must be the same.
 */
const schema = parse(readFileSync(new URL('../schema.graphql', import.meta.url), 'utf8'));
const enumValues = (name: string) => (schema.definitions.find((d) => d.kind === 'EnumTypeDefinition' && d.name.value === name) as EnumTypeDefinitionNode).values!.map((v) => v.name.value);

describe('ECM obligation enums agree across policy, validation, contract and schema', () => {
  it.each([
    ['EcmCreditKind', ECM_CREDIT_KINDS, ECM_CREDIT_KIND_VALUES, ecmCreditKind.options],
    ['EcmObjectiveArea', ECM_OBJECTIVE_AREAS, ECM_OBJECTIVE_AREA_VALUES, ecmObjectiveArea.options],
    ['EcmAdjustmentKind', ECM_ADJUSTMENT_KINDS, ECM_ADJUSTMENT_KIND_VALUES, ecmAdjustmentKind.options],
  ] as const)('%s', (name, policy, validation, contract) => {
    expect([...validation]).toEqual([...policy]);
    expect([...contract]).toEqual([...policy]);
    expect(enumValues(name)).toEqual([...policy]);
  });

  it('every adjustment kind has its rule and an Italian label', () => {
    for (const kind of ECM_ADJUSTMENT_KINDS) expect(ECM_ADJUSTMENT_KIND_RULES[kind].label).toMatch(/^(Esenzione|Esonero|Bonus|Riduzione)/);
  });
});
