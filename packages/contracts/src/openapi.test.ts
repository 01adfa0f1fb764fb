import { describe, expect, it } from 'vitest';
import { allRoutes } from './all-routes';
import { openApiDocument } from './openapi';

/** Every `$ref` string anywhere in a JSON value. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) => (key === '$ref' && typeof v === 'string' ? [v] : refsIn(v)));
}

/** The value a local JSON pointer (`#/a/b`) names in a document, or undefined. */
function resolvePointer(doc: unknown, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), doc);
}

describe('the OpenAPI document of the route contracts', () => {
  const doc = openApiDocument(allRoutes, { title: 't', version: '1' }) as { paths: Record<string, Record<string, unknown>> };

  it('lists every route contract once, by path and method', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`));
    expect(operations.sort()).toEqual(allRoutes.map((r) => `${r.method} ${r.path}`).sort());
  });

  it('resolves every reference inside the document (recursive schemas live in components.schemas)', () => {
    const refs = refsIn(doc);
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      expect(ref, ref).toMatch(/^#\/components\/schemas\//);
      expect(resolvePointer(doc, ref), ref).toBeTypeOf('object');
    }
  });
});
