import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Small rooms in the web client (docs/architecture.md 'Web client'): no product file in web/src over
 * 250 lines and no component over 100 lines, so a file holds one concern and a component one piece of
 * the page. The generated web/src/gql/* is exempt; tests are not product files.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const WEB_SRC = path.join(ROOT, 'web/src');
const MAX_FILE_LINES = 250;
const MAX_COMPONENT_LINES = 100;

/** Components still over the limit, to be split (each named as `file: Component`); the list only shrinks. */
const LONG_COMPONENTS_TO_SPLIT = new Set<string>([]);

function productFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (full !== path.join(WEB_SRC, 'gql')) walk(full);
      } else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
        files.push(full);
      }
    }
  };
  walk(WEB_SRC);
  return files;
}

const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

/** A component: a function named in PascalCase (declared, or an arrow or function expression given to a const, also through memo/forwardRef). */
function components(file: string, text: string): { name: string; lines: number }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: { name: string; lines: number }[] = [];
  const nameOf = (node: ts.Node): string | null => {
    if (ts.isFunctionDeclaration(node)) return node.name?.text ?? null;
    if (!ts.isArrowFunction(node) && !ts.isFunctionExpression(node)) return null;
    let holder: ts.Node = node.parent;
    if (ts.isCallExpression(holder)) holder = holder.parent;
    return ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name) ? holder.name.text : null;
  };
  const visit = (node: ts.Node) => {
    const name = nameOf(node);
    if (name && /^[A-Z]/.test(name)) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ name, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('web client rooms', () => {
  const files = productFiles().map((file) => ({ file: path.relative(ROOT, file), text: readFileSync(file, 'utf8') }));

  it(`no product file in web/src is over ${MAX_FILE_LINES} lines`, () => {
    expect(files.length).toBeGreaterThan(300);
    const long = files.filter(({ text }) => lineCount(text) > MAX_FILE_LINES).map(({ file, text }) => `${file}: ${lineCount(text)} lines`);
    expect(long).toEqual([]);
  });

  it(`no component in web/src is over ${MAX_COMPONENT_LINES} lines`, () => {
    const long = files.flatMap(({ file, text }) =>
      components(file, text)
        .filter((c) => c.lines > MAX_COMPONENT_LINES && !LONG_COMPONENTS_TO_SPLIT.has(`${file}: ${c.name}`))
        .map((c) => `${file}: ${c.name} (${c.lines} lines)`),
    );
    expect(long).toEqual([]);
  });

  it('the list of components still to split names only components still over the limit', () => {
    const stillLong = new Set(files.flatMap(({ file, text }) => components(file, text).filter((c) => c.lines > MAX_COMPONENT_LINES).map((c) => `${file}: ${c.name}`)));
    expect([...LONG_COMPONENTS_TO_SPLIT].filter((entry) => !stillLong.has(entry))).toEqual([]);
  });
});
