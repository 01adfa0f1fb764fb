import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire, isBuiltin } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM module without types
import { BUNDLES, buildService, SERVICES } from './build-services.mjs';

const ROOT = path.resolve(import.meta.dirname, '..');
const crm = (SERVICES as { dir: string; entries: Record<string, string> }[]).find((s) => s.dir === 'subgraphs/crm')!;
let outdir: string;
let bundle: string;

/** Every module specifier the bundle imports, statically or dynamically. */
const specifiersOf = (code: string) => [...code.matchAll(/(?:\bfrom|\bimport\(?)\s*"([^"]+)"/g)].map((m) => m[1]!);
/** The folder of the installed package a resolved file belongs to (`…/node_modules/<name>` or `…/node_modules/@scope/<name>`). */
const packageDirOf = (file: string) => /^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(file)?.[1];

beforeAll(async () => {
  outdir = mkdtempSync(path.join(tmpdir(), 'club-build-'));
  await buildService(esbuild, crm, outdir);
  bundle = readFileSync(path.join(outdir, 'index.js'), 'utf8');
});
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe('the services build (scripts/build-services.mjs)', () => {
  it('writes the eight entries a deployment runs', () => {
    expect(BUNDLES).toEqual([
      'upstream/dist/main.js',
      'upstream/dist/prepare-data-dir.js',
      'subgraphs/crm/dist/index.js',
      'subgraphs/fad/dist/index.js',
      'subgraphs/cms/dist/index.js',
      'subgraphs/commerce/dist/index.js',
      'gateway/dist/index.js',
      'gateway/dist/prepare-folder.js',
      'gateway/dist/keys.js',
    ]);
    for (const service of SERVICES as { dir: string; entries: Record<string, string> }[]) for (const source of Object.values(service.entries)) expect(existsSync(path.join(ROOT, service.dir, source)), source).toBe(true);
  });

  it('bundles the workspace packages and the sources: no @club/ or TypeScript import is left', () => {
    const specifiers = specifiersOf(bundle);
    expect(specifiers.length).toBeGreaterThan(5);
    expect(specifiers.filter((s) => s.startsWith('@club/') || s.endsWith('.ts'))).toEqual([]);
    expect(existsSync(path.join(outdir, 'index.js.map'))).toBe(true);
  });

  it('leaves every npm package outside, resolved to the copy the importing source resolves', () => {
    // Node resolves a bare import from <workspace>/dist/, so from the workspace; a relative one names a nested copy.
    const fromWorkspace = createRequire(path.join(ROOT, crm.dir, 'package.json'));
    const installed = (specifier: string) => (specifier.startsWith('.') ? path.resolve(outdir, specifier) : fromWorkspace.resolve(specifier));
    for (const specifier of specifiersOf(bundle).filter((s) => !isBuiltin(s) && !s.startsWith('./'))) expect(existsSync(installed(specifier)), specifier).toBe(true);
    // The kit's lru-cache (its own major version, beside an older one at the root when npm nests it) is the kit's.
    const lruCache = specifiersOf(bundle).find((s) => s === 'lru-cache' || s.includes('/node_modules/lru-cache/'))!;
    const kitsCopy = createRequire(path.join(ROOT, 'packages/subgraph-kit/package.json')).resolve('lru-cache');
    expect(packageDirOf(installed(lruCache))).toBe(packageDirOf(kitsCopy));
  });
});
