import { readFileSync } from 'node:fs';
import { Kind, parse, type FieldNode, type OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CostModel, operationCost } from '../cost';
import { asksForSchema } from './schema-access';

const operationOf = (document: ReturnType<typeof parse>) => document.definitions.find((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)!;
const schemaField: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__schema' } };

describe('checks made once per parsed document (Apollo hands every request of a text the same document)', () => {
  it('whether a document asks for the schema: right for each document, walked once per document', () => {
    const plain = parse('query A { viewer { subscriptionType } }');
    const introspection = parse('query B { ...F } fragment F on Query { __schema { types { name } } }');
    expect(asksForSchema(plain)).toBe(false);
    expect(asksForSchema(introspection)).toBe(true);
    // The same text parsed again is another document, checked on its own.
    const again = parse('query A { viewer { subscriptionType } }');
    (operationOf(again).selectionSet.selections as FieldNode[]).push(schemaField);
    expect(asksForSchema(again)).toBe(true);
    // Once known, a document is not walked again (Apollo never changes a parsed document).
    (operationOf(plain).selectionSet.selections as FieldNode[]).push(schemaField);
    expect(asksForSchema(plain)).toBe(false);
  });

  it("an operation's cost without variables: the schema's figure for each document, computed once per document", () => {
    const model = CostModel.fromSdl(readFileSync('supergraph.graphql', 'utf8'));
    const ten = parse('query { latestContents(first: 10) { items { id title } } }');
    const twenty = parse('query { latestContents(first: 20) { items { id title } } }');
    const costOfTen = operationCost(model, ten, operationOf(ten));
    expect(operationCost(model, ten, operationOf(ten))).toBe(costOfTen);
    expect(operationCost(model, twenty, operationOf(twenty))).toBeGreaterThan(costOfTen);
    expect(operationCost(model, parse('query { plans { id } }'), operationOf(parse('query { plans { id } }')))).toBe(20);
    (operationOf(ten).selectionSet.selections as FieldNode[]).push({ kind: Kind.FIELD, name: { kind: Kind.NAME, value: 'plans' }, selectionSet: { kind: Kind.SELECTION_SET, selections: [{ kind: Kind.FIELD, name: { kind: Kind.NAME, value: 'id' } }] } });
    expect(operationCost(model, ten, operationOf(ten))).toBe(costOfTen);
  });
});
