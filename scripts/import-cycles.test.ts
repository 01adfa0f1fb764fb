import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No import cycle among the TypeScript sources, type-only imports included. ESLint's
 * `import-x/no-cycle` (eslint.config.js) skips `import type`, so a cycle closed by a type import
 * (a module and the context or hook whose types it names, each naming the other) passes it; this
 * walks every import, resolved as the workspaces resolve them (relative paths, `@club/*` through
 * each package's `exports`). docs/architecture.md 'Dependency directions'.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const SOURCES = ['packages', 'upstream/src', 'subgraphs', 'gateway/src', 'gateway/test-kit', 'web/src', 'web/build', 'scripts', 'examples'];
const SKIPPED_FOLDERS = new Set(['node_modules', 'dist', 'generated', 'gql', 'fixtures']);

function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_FOLDERS.has(entry.name)) walk(full);
      } else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push(full);
      }
    }
  };
  for (const dir of SOURCES) if (existsSync(path.join(ROOT, dir))) walk(path.join(ROOT, dir));
  return files;
}

function withExtension(base: string): string | null {
  if (/\.(ts|tsx|mts)$/.test(base) && existsSync(base)) return base;
  for (const ending of ['.ts', '.tsx', '/index.ts', '/index.tsx']) if (existsSync(base + ending)) return base + ending;
  const asTs = base.replace(/\.js$/, '.ts');
  return asTs !== base && existsSync(asTs) ? asTs : null;
}

/** The source file an import names, or null for a package outside the workspaces (or an asset). */
function resolveImport(from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return withExtension(path.resolve(path.dirname(from), specifier));
  const match = /^(@club\/[^/]+)(?:\/(.+))?$/.exec(specifier);
  if (!match) return null;
  const link = path.join(ROOT, 'node_modules', match[1]!);
  if (!existsSync(link)) return null;
  const folder = realpathSync(link);
  const exportsField = (JSON.parse(readFileSync(path.join(folder, 'package.json'), 'utf8')) as { exports?: Record<string, string> }).exports ?? {};
  const subpath = match[2];
  const target = subpath ? (exportsField[`./${subpath}`] ?? exportsField['./*']?.replace('*', subpath)) : exportsField['.'];
  return target ? withExtension(path.join(folder, target)) : null;
}

/** Strongly connected components of more than one module (Tarjan). */
function cycles(graph: Map<string, string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) !== index.get(v)) return;
    const component: string[] = [];
    let w: string;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      component.push(path.relative(ROOT, w));
    } while (w !== v);
    if (component.length > 1) found.push(component.sort());
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('import cycles', () => {
  it('no module imports itself back, through values or types', () => {
    const graph = new Map<string, string[]>();
    for (const file of sourceFiles()) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      graph.set(file, [...new Set(importedFiles.map((i) => resolveImport(file, i.fileName)).filter((f): f is string => f !== null))]);
    }
    expect(graph.size).toBeGreaterThan(500);
    expect(cycles(graph)).toEqual([]);
  });
});
