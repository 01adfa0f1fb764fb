import { z } from 'zod';
import type { RouteContract } from './route';

type JsonObject = Record<string, unknown>;

/**
 * Named sub-schemas shared by the whole document. zod writes a recursive schema (the navigation
 * tree) with local `$defs` and `#/$defs/…` references, which only resolve inside that one schema:
 * they are moved to `components.schemas` under a document-wide name and the references rewritten.
 */
class SchemaComponents {
  readonly schemas: Record<string, JsonObject> = {};

  /** The JSON Schema of a zod type, its `$defs` hoisted into the components. */
  schemaOf(type: z.ZodType, io: 'input' | 'output'): JsonObject {
    const { $schema: _ignored, $defs, ...schema } = z.toJSONSchema(type, { io, unrepresentable: 'any' }) as JsonObject;
    if (!$defs || typeof $defs !== 'object') return schema;
    const renamed = new Map<string, string>();
    for (const name of Object.keys($defs)) renamed.set(`#/$defs/${name}`, `#/components/schemas/${this.freeName(name)}`);
    const rewrite = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(rewrite);
      if (!value || typeof value !== 'object') return value;
      return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, key === '$ref' && typeof v === 'string' ? (renamed.get(v) ?? v) : rewrite(v)]));
    };
    for (const [name, def] of Object.entries($defs as Record<string, unknown>)) {
      this.schemas[renamed.get(`#/$defs/${name}`)!.split('/').pop()!] = rewrite(def) as JsonObject;
    }
    return rewrite(schema) as JsonObject;
  }

  private freeName(name: string): string {
    let candidate = name;
    for (let n = 2; candidate in this.schemas; n++) candidate = `${name}${n}`;
    // Reserve it now: the definitions are filled in after every name is chosen.
    this.schemas[candidate] = {};
    return candidate;
  }
}

function parametersOf(components: SchemaComponents, object: z.ZodObject | undefined, where: 'path' | 'query'): JsonObject[] {
  if (!object) return [];
  return Object.entries(object.shape).map(([name, field]) => {
    const type = field as z.ZodType;
    return { name, in: where, required: where === 'path' || !type.safeParse(undefined).success, schema: components.schemaOf(type, 'input') };
  });
}

/**
 * The OpenAPI 3.1 document of a set of route contracts (served by the reference upstream at
 * `/openapi.json`), so a real upstream team can be held to the same schemas the subgraphs parse with.
 */
export function openApiDocument(routes: readonly RouteContract[], info: { title: string; version: string }): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  const components = new SchemaComponents();
  for (const r of routes) {
    const content = Object.fromEntries((r.mediaTypes ?? ['application/json']).map((type) => [type, { schema: components.schemaOf(r.response, 'input') }]));
    const responses: JsonObject = { [String(r.status ?? 200)]: { description: 'OK', content } };
    for (const [status, why] of Object.entries(r.errors ?? {})) responses[status] = { description: why };
    const operation: JsonObject = {
      summary: r.summary,
      tags: [r.family],
      parameters: [...parametersOf(components, r.params, 'path'), ...parametersOf(components, r.query, 'query')],
      responses,
      ...(r.auth === 'required' ? { security: [{ bearer: [] }] } : r.auth === 'optional' ? { security: [{}, { bearer: [] }] } : {}),
      ...(r.body ? { requestBody: { required: true, content: { 'application/json': { schema: components.schemaOf(r.body, 'input') } } } } : {}),
    };
    (paths[r.path] ??= {})[r.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info,
    components: { schemas: components.schemas, securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
