import {
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  typeFromAST,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/**
 * The schema coordinates a document uses, against the API schema: `Type.field` for each field it
 * selects (through fragments and aliases alike: the coordinate is the field's, never the alias),
 * `Type.field(arg:)` for each argument it passes, `Input.field` for each input field it writes and
 * `Enum.VALUE` for each enum value it writes as a literal (values passed in variables:
 * `variableCoordinates`). Meta fields
 * (`__typename`, introspection) and directive arguments are no coordinates partners depend on.
 */
export function coordinatesOf(schema: GraphQLSchema, document: DocumentNode): string[] {
  const typeInfo = new TypeInfo(schema);
  const found = new Set<string>();
  visit(
    document,
    visitWithTypeInfo(typeInfo, {
      Field() {
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        if (parent && field && !field.name.startsWith('__')) found.add(`${parent.name}.${field.name}`);
      },
      Argument() {
        if (typeInfo.getDirective()) return;
        const parent = typeInfo.getParentType();
        const field = typeInfo.getFieldDef();
        const argument = typeInfo.getArgument();
        if (parent && field && argument && !field.name.startsWith('__')) found.add(`${parent.name}.${field.name}(${argument.name}:)`);
      },
      ObjectField(node) {
        const input = getNamedType(typeInfo.getParentInputType());
        if (input && !typeInfo.getDirective()) found.add(`${input.name}.${node.name.value}`);
      },
      EnumValue() {
        const type = getNamedType(typeInfo.getInputType());
        const value = typeInfo.getEnumValue();
        if (type && isEnumType(type) && value) found.add(`${type.name}.${value.name}`);
      },
    }),
  );
  return [...found].sort();
}

/**
 * The input coordinates an operation's variables write: `Input.field` for each input field a
 * variable's value holds and `Enum.VALUE` for each enum value, through lists and nested inputs. A
 * partner that sends its filters as variables (as clients usually do) depends on them as much as one
 * that writes them in the document: without them, schema:check would let an input field or enum
 * value a partner sends be removed. (Hive's client counts them likewise with `processVariables`.)
 */
export function variableCoordinates(schema: GraphQLSchema, operation: OperationDefinitionNode, variables: Readonly<Record<string, unknown>>): string[] {
  const found = new Set<string>();
  for (const definition of operation.variableDefinitions ?? []) {
    const type = typeFromAST(schema, definition.type) as GraphQLInputType | undefined;
    if (type) addInputCoordinates(type, variables[definition.variable.name.value], found);
  }
  return [...found].sort();
}

function addInputCoordinates(type: GraphQLInputType, value: unknown, found: Set<string>): void {
  if (value === null || value === undefined) return;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    for (const item of Array.isArray(value) ? value : [value]) addInputCoordinates(nullable.ofType, item, found);
  } else if (isEnumType(nullable)) {
    if (typeof value === 'string' && nullable.getValue(value)) found.add(`${nullable.name}.${value}`);
  } else if (isInputObjectType(nullable) && typeof value === 'object' && !Array.isArray(value)) {
    const fields = nullable.getFields();
    for (const [name, fieldValue] of Object.entries(value as Record<string, unknown>)) {
      const field = fields[name];
      if (!field) continue;
      found.add(`${nullable.name}.${name}`);
      addInputCoordinates(field.type, fieldValue, found);
    }
  }
}

/** How many distinct documents' coordinates are kept: past it the oldest is computed again when it comes back. */
export const COORDINATE_CACHE_DOCUMENTS = 2_000;

/**
 * Coordinates computed once per distinct document (keyed by its hash, Apollo's `queryHash`): a
 * partner's or the web's operations are a handful of documents sent again and again, so the walk
 * over the document happens on its first request only.
 */
export class DocumentCoordinates {
  private readonly cache = new Map<string, readonly string[]>();

  constructor(private readonly limit = COORDINATE_CACHE_DOCUMENTS) {}

  of(hash: string, schema: GraphQLSchema, document: DocumentNode): readonly string[] {
    const kept = this.cache.get(hash);
    if (kept) return kept;
    const coordinates = coordinatesOf(schema, document);
    if (this.cache.size >= this.limit) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(hash, coordinates);
    return coordinates;
  }

  /**
   * The document's coordinates with those its variables write (`variableCoordinates`): the same array
   * for the same document and the same variable coordinates (kept like a document's), so the
   * recorder's tally per array still adds up one operation sent with the same kinds of values.
   */
  withVariables(hash: string, schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode, variables: Readonly<Record<string, unknown>> | undefined): readonly string[] {
    const base = this.of(hash, schema, document);
    if (!variables || !operation.variableDefinitions?.length) return base;
    const extra = variableCoordinates(schema, operation, variables);
    if (extra.length === 0) return base;
    const key = `${hash}\u0000${extra.join('\u0000')}`;
    const kept = this.cache.get(key);
    if (kept) return kept;
    const merged = [...new Set([...base, ...extra])].sort();
    if (this.cache.size >= this.limit) this.cache.delete(this.cache.keys().next().value!);
    this.cache.set(key, merged);
    return merged;
  }

  /** The coordinates of a document seen before, by its hash (a kept answer's document), or undefined. */
  known(hash: string): readonly string[] | undefined {
    return this.cache.get(hash);
  }

  get size(): number {
    return this.cache.size;
  }
}

/**
 * Every coordinate of a schema, in the same form as `coordinatesOf`: each field of object and
 * interface types with its arguments, each input field, each enum value (introspection types left out).
 */
export function schemaCoordinates(schema: GraphQLSchema): string[] {
  const all: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isEnumType(type)) {
      for (const value of type.getValues()) all.push(`${type.name}.${value.name}`);
      continue;
    }
    if (!('getFields' in type)) continue;
    for (const field of Object.values(type.getFields())) {
      all.push(`${type.name}.${field.name}`);
      if ('args' in field) for (const arg of field.args) all.push(`${type.name}.${field.name}(${arg.name}:)`);
    }
  }
  return all.sort();
}
