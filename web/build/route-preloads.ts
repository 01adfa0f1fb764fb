import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ESTree, Plugin, Rolldown } from 'vite';

/** What the gateway reads: for each lazily loaded route, the files its page needs beyond the start. */
export interface RoutePreloadTable {
  routes: { path: string; modules: string[]; styles: string[] }[];
}

type Node = ESTree.Node;
type Program = ESTree.Program;
type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * Production builds: writes `route-preloads.json` beside index.html, a table of the router's lazy
 * routes (their path patterns, as React Router matches them) and the files each one's page loads
 * when the app opens it: the page's chunk, the chunks it imports, and their stylesheets, minus what
 * index.html loads anyway. The gateway puts `<link rel="modulepreload">` (and style preloads) for the
 * requested path into the page it serves (gateway/src/http/route-preloads.ts), so the route's chunk
 * downloads with the start instead of after it has run.
 *
 * The routes are read from the source, not run: any object literal under `srcDir` with a `path` and
 * a `lazy` property, whose path is a string, a template literal or a constant of a module's exported
 * `const` object (`paths.news`, `` `${paths.news}/:category` ``), and whose `lazy` holds one
 * `import('…')` (directly, or in a module-level helper it calls). A route it cannot read is left out
 * with a warning: that route loads as before, without the preload. `entry` is the page's start module
 * (src/main.tsx): its chunk and their imports are what index.html loads already.
 */
export function routePreloads({ srcDir, entry, fileName = 'route-preloads.json' }: { srcDir: string; entry: string; fileName?: string }): Plugin {
  let base = '/';
  return {
    name: 'route-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    // After Vite's own generateBundle hooks: they drop the chunks that only carried CSS, handing
    // their stylesheets to the chunks that imported them.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const programs = new Map<string, Program | null>();
        const programOf = (id: string): Program | null => {
          if (!programs.has(id)) {
            let program: Program | null = null;
            if (id.startsWith(srcDir + path.sep) && /\.[cm]?[jt]sx?$/.test(id)) {
              program = this.parse(readFileSync(id, 'utf8'), { lang: /x$/.test(id) ? 'tsx' : 'ts' });
            }
            programs.set(id, program);
          }
          return programs.get(id)!;
        };

        // 1. The routes in the source: pattern and the module their `lazy` imports.
        const routes: { path: string; module: string }[] = [];
        for (const id of this.getModuleIds()) {
          if (!id.startsWith(srcDir + path.sep) || !/\.[jt]sx?$/.test(id) || !/\blazy\s*:/.test(readFileSync(id, 'utf8'))) continue;
          const program = programOf(id)!;
          const scope = moduleScope(program);
          const found: { path: Node; lazy: Node }[] = [];
          walk(program, (node) => {
            if (node.type !== 'ObjectExpression') return;
            const pathValue = propertyOf(node, 'path');
            const lazy = propertyOf(node, 'lazy');
            if (pathValue && lazy) found.push({ path: pathValue, lazy });
          });
          for (const route of found) {
            const where = `${path.relative(srcDir, id)}:${route.path.start}`;
            const pattern = await evaluate(route.path, id, scope, { programOf, resolve: (spec, from) => this.resolve(spec, from).then((r) => r?.id ?? null) });
            const specifier = importOf(route.lazy, scope);
            if (typeof pattern !== 'string' || !pattern.startsWith('/')) {
              this.warn(`route-preloads: ${where}: a route path this plugin cannot read; that route gets no preload`);
              continue;
            }
            const target = specifier ? (await this.resolve(specifier, id))?.id : undefined;
            if (!target) {
              this.warn(`route-preloads: ${where} (${pattern}): no single import('…') in its lazy; that route gets no preload`);
              continue;
            }
            routes.push({ path: pattern, module: target });
          }
        }

        // 2. Their files: the chunk of the page's module and its static imports, less the start's.
        const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
        const chunkOf = new Map<string, OutputChunk>();
        for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOf.set(id, chunk);
        const start = chunkOf.get(entry);
        if (!start) this.error(`route-preloads: ${entry} is in no chunk`);
        const startFiles = staticClosure(start, bundle);
        const startStyles = new Set([...startFiles].flatMap((file) => [...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? [])]));
        const table: RoutePreloadTable = { routes: [] };
        for (const route of routes) {
          const chunk = chunkOf.get(route.module);
          if (!chunk) {
            this.warn(`route-preloads: ${route.path}: ${route.module} is in no chunk`);
            continue;
          }
          const files = [...staticClosure(chunk, bundle)].filter((file) => !startFiles.has(file));
          const styles = [...new Set(files.flatMap((file) => [...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? [])]))].filter((css) => !startStyles.has(css));
          table.routes.push({ path: route.path, modules: files.map((file) => base + file), styles: styles.map((css) => base + css) });
        }
        this.emitFile({ type: 'asset', fileName, source: `{"routes":[\n${table.routes.map((route) => JSON.stringify(route)).join(',\n')}\n]}\n` });
      },
    },
  };
}

/** The chunk and every chunk it imports statically, the chunk first. */
function staticClosure(chunk: OutputChunk, bundle: OutputBundle): Set<string> {
  const files = new Set<string>();
  const queue = [chunk.fileName];
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) {
    if (files.has(file)) continue;
    const next = bundle[file];
    if (next?.type !== 'chunk') continue;
    files.add(file);
    queue.push(...next.imports);
  }
  return files;
}

/** A module's imported names (local name → source and imported name) and its top-level `const`s. */
interface Scope {
  imports: Map<string, { source: string; imported: string }>;
  consts: Map<string, Node>;
}

function moduleScope(program: Program): Scope {
  const scope: Scope = { imports: new Map(), consts: new Map() };
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportSpecifier') {
          const imported = specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
          scope.imports.set(specifier.local.name, { source: String(statement.source.value), imported });
        }
      }
    }
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type === 'VariableDeclaration' && declaration.kind === 'const') {
      for (const declarator of declaration.declarations) {
        if (declarator.id.type === 'Identifier' && declarator.init) scope.consts.set(declarator.id.name, declarator.init);
      }
    }
  }
  return scope;
}

interface Evaluation {
  programOf: (id: string) => Program | null;
  resolve: (specifier: string, importer: string) => Promise<string | null>;
}

/** The value of a constant expression: strings, template literals, `+`, object literals and constants (also imported ones). */
async function evaluate(node: Node, id: string, scope: Scope, context: Evaluation): Promise<unknown> {
  switch (node.type) {
    case 'Literal':
      return node.value;
    case 'TemplateLiteral': {
      let out = '';
      for (let i = 0; i < node.quasis.length; i++) {
        out += node.quasis[i]!.value.cooked;
        if (i < node.expressions.length) {
          const value = await evaluate(node.expressions[i]!, id, scope, context);
          if (typeof value !== 'string' && typeof value !== 'number') return undefined;
          out += String(value);
        }
      }
      return out;
    }
    case 'BinaryExpression': {
      if (node.operator !== '+') return undefined;
      const [left, right] = [await evaluate(node.left, id, scope, context), await evaluate(node.right, id, scope, context)];
      return typeof left === 'string' && typeof right === 'string' ? left + right : undefined;
    }
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
    case 'ParenthesizedExpression':
      return evaluate(node.expression, id, scope, context);
    case 'ObjectExpression': {
      const object: Record<string, unknown> = {};
      for (const property of node.properties) {
        if (property.type !== 'Property' || property.computed || property.key.type !== 'Identifier') continue;
        object[property.key.name] = await evaluate(property.value, id, scope, context);
      }
      return object;
    }
    case 'MemberExpression': {
      if (node.computed || node.property.type !== 'Identifier' || node.object.type === 'Super') return undefined;
      const object = await evaluate(node.object, id, scope, context);
      return object && typeof object === 'object' ? (object as Record<string, unknown>)[node.property.name] : undefined;
    }
    case 'Identifier': {
      const local = scope.consts.get(node.name);
      if (local) return evaluate(local, id, scope, context);
      const imported = scope.imports.get(node.name);
      if (!imported) return undefined;
      const from = await context.resolve(imported.source, id);
      const program = from ? context.programOf(from) : null;
      if (!from || !program) return undefined;
      const other = moduleScope(program);
      const init = other.consts.get(imported.imported);
      return init ? evaluate(init, from, other, context) : undefined;
    }
    default:
      return undefined;
  }
}

/** The one `import('…')` a route's `lazy` makes, found in it or in the module-level helper it calls. */
function importOf(lazy: Node, scope: Scope): string | undefined {
  const sources = new Set<string>();
  const collect = (node: Node) =>
    walk(node, (inner) => {
      if (inner.type === 'ImportExpression' && inner.source.type === 'Literal') sources.add(String(inner.source.value));
    });
  collect(lazy);
  if (sources.size === 0) {
    const callee = lazy.type === 'CallExpression' ? lazy.callee : lazy;
    const helper = callee.type === 'Identifier' ? scope.consts.get(callee.name) : undefined;
    if (helper) collect(helper);
  }
  return sources.size === 1 ? [...sources][0] : undefined;
}

function propertyOf(object: ESTree.ObjectExpression, name: string): Node | undefined {
  for (const property of object.properties) {
    if (property.type === 'Property' && !property.computed && property.key.type === 'Identifier' && property.key.name === name) return property.value;
  }
  return undefined;
}

/** Every node under `root`, depth first, in source order. */
function walk(root: Node, visit: (node: Node) => void) {
  const stack: unknown[] = [root];
  while (stack.length) {
    const value = stack.pop();
    if (Array.isArray(value)) {
      stack.push(...[...value].reverse());
    } else if (value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string') {
      visit(value as Node);
      stack.push(...Object.entries(value).filter(([key, child]) => key !== 'parent' && child && typeof child === 'object').map(([, child]) => child as unknown).reverse());
    }
  }
}
