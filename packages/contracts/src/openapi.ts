import { z } from 'zod';
import type { RouteContract } from './route';

type JsonObject = Record<string, unknown>;

function schemaOf(type: z.ZodType, io: 'input' | 'output'): JsonObject {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(type, { io, unrepresentable: 'any' }) as JsonObject;
  return schema;
}

function parametersOf(object: z.ZodObject | undefined, where: 'path' | 'query'): JsonObject[] {
  if (!object) return [];
  return Object.entries(object.shape).map(([name, field]) => {
    const type = field as z.ZodType;
    return { name, in: where, required: where === 'path' || !type.safeParse(undefined).success, schema: schemaOf(type, 'input') };
  });
}

/**
 * The OpenAPI 3.1 document of a set of route contracts (served by the reference upstream at
 * `/openapi.json`), so a real upstream team can be held to the same schemas the subgraphs parse with.
 */
export function openApiDocument(routes: readonly RouteContract[], info: { title: string; version: string }): JsonObject {
  const paths: Record<string, Record<string, JsonObject>> = {};
  for (const r of routes) {
    const content = Object.fromEntries((r.mediaTypes ?? ['application/json']).map((type) => [type, { schema: schemaOf(r.response, 'input') }]));
    const responses: JsonObject = { [String(r.status ?? 200)]: { description: 'OK', content } };
    for (const [status, why] of Object.entries(r.errors ?? {})) responses[status] = { description: why };
    const operation: JsonObject = {
      summary: r.summary,
      tags: [r.family],
      parameters: [...parametersOf(r.params, 'path'), ...parametersOf(r.query, 'query')],
      responses,
      ...(r.auth === 'required' ? { security: [{ bearer: [] }] } : r.auth === 'optional' ? { security: [{}, { bearer: [] }] } : {}),
      ...(r.body ? { requestBody: { required: true, content: { 'application/json': { schema: schemaOf(r.body, 'input') } } } } : {}),
    };
    (paths[r.path] ??= {})[r.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info,
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    paths,
  };
}
