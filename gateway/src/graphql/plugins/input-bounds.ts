import type { ApolloServerPlugin } from '@apollo/server';
import { fileContentBoundFor, fileContentProblem, inputBoundFor, inputTooLongMessage } from '@club/validation';
import {
  GraphQLError,
  Kind,
  TypeInfo,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type ValueNode,
} from 'graphql';

/**
 * An input over its bound: which input (argument or input field name) and the refusal, either a
 * text's bound in characters or a file's own message (a file is bounded by its decoded bytes).
 */
type TooLong = { name: string; max: number } | { name: string; message: string; field: string };

/** Where a variable feeds an argument: checked against the variable's value on each request. */
interface VariableUse {
  variable: string;
  type: GraphQLInputType;
  name: string;
}

/**
 * Refuses, before anything runs, an operation whose text inputs are longer than their entry bound
 * (packages/validation `inputBoundFor`: an ID, a slug or path, a search text, any other text), in
 * string literals of the document or in variables at any depth of input objects and lists, with
 * BAD_USER_INPUT naming the input and never echoing its value. A file's content (`fileContentBoundFor`:
 * a certificate's contentBase64, a card's document or picture) is bounded instead by the file's own
 * limit in decoded bytes, refused with that file's own message and the form field it belongs to.
 */
export function inputBoundsPlugin(): ApolloServerPlugin {
  const analyses = new WeakMap<DocumentNode, { literal: TooLong | null; uses: VariableUse[] }>();
  return {
    async requestDidStart({ schema }) {
      return {
        async didResolveOperation({ request, document }) {
          let analysis = analyses.get(document);
          if (!analysis) analyses.set(document, (analysis = analyse(schema, document)));
          const found = analysis.literal ?? firstTooLongVariable(analysis.uses, request.variables ?? {});
          if (found) {
            const [message, field] = 'max' in found ? [inputTooLongMessage(found.name, found.max), found.name] : [found.message, found.field];
            throw new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', field, http: { status: 400 } } });
          }
        },
      };
    },
  };
}

/** Once per document: the first literal over its bound, and where variables feed arguments. */
function analyse(schema: GraphQLSchema, document: DocumentNode): { literal: TooLong | null; uses: VariableUse[] } {
  const typeInfo = new TypeInfo(schema);
  const uses: VariableUse[] = [];
  let literal: TooLong | null = null;
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Argument(node) {
        const argument = typeInfo.getArgument();
        if (!argument) return false;
        literal ??= tooLongLiteral(node.value, argument.type, argument.name, uses);
        return false;
      },
    }),
  );
  return { literal, uses };
}

function tooLongLiteral(value: ValueNode, type: GraphQLInputType, name: string, uses: VariableUse[]): TooLong | null {
  if (value.kind === Kind.VARIABLE) {
    uses.push({ variable: value.name.value, type, name });
    return null;
  }
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    const items = value.kind === Kind.LIST ? value.values : [value];
    for (const item of items) {
      const found = tooLongLiteral(item, inner.ofType, name, uses);
      if (found) return found;
    }
    return null;
  }
  if (isInputObjectType(inner)) {
    if (value.kind !== Kind.OBJECT) return null;
    const fields = inner.getFields();
    for (const field of value.fields) {
      const definition = fields[field.name.value];
      const bound = fileContentBoundFor(field.name.value);
      if (bound && field.value.kind === Kind.STRING) {
        const fileName = value.fields.find((f) => f.name.value === bound.nameInput)?.value;
        const problem = fileContentProblem(field.name.value, field.value.value, fileName?.kind === Kind.STRING ? fileName.value : null);
        if (problem) return { name: field.name.value, ...problem };
        continue;
      }
      const found = definition ? tooLongLiteral(field.value, definition.type, definition.name, uses) : null;
      if (found) return found;
    }
    return null;
  }
  return value.kind === Kind.STRING ? tooLong(value.value, inner, name) : null;
}

function firstTooLongVariable(uses: readonly VariableUse[], variables: Record<string, unknown>): TooLong | null {
  for (const use of uses) {
    const found = tooLongValue(variables[use.variable], use.type, use.name);
    if (found) return found;
  }
  return null;
}

function tooLongValue(value: unknown, type: GraphQLInputType, name: string): TooLong | null {
  if (value === null || value === undefined) return null;
  const inner = isNonNullType(type) ? type.ofType : type;
  if (isListType(inner)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      const found = tooLongValue(item, inner.ofType, name);
      if (found) return found;
    }
    return null;
  }
  if (isInputObjectType(inner)) {
    if (typeof value !== 'object') return null;
    const object = value as Record<string, unknown>;
    for (const field of Object.values(inner.getFields())) {
      const content = object[field.name];
      const bound = fileContentBoundFor(field.name);
      if (bound && typeof content === 'string') {
        const problem = fileContentProblem(field.name, content, object[bound.nameInput]);
        if (problem) return { name: field.name, ...problem };
        continue;
      }
      const found = tooLongValue(content, field.type, field.name);
      if (found) return found;
    }
    return null;
  }
  return typeof value === 'string' ? tooLong(value, inner, name) : null;
}

function tooLong(text: string, type: GraphQLInputType, name: string): TooLong | null {
  const scalar = getNamedType(type).name;
  if (scalar !== 'ID' && scalar !== 'String') return null;
  const max = inputBoundFor(scalar, name);
  return max !== null && text.length > max ? { name, max } : null;
}
