import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ESTree, Plugin, Rolldown } from 'vite';

type Node = ESTree.Node;
type Program = ESTree.Program;
type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/**
 * What the gateway reads: every route of the client (`allRoutes`: a path none of them matches is not a
 * page, and the gateway answers it 404), each with the files its page needs beyond the start.
 */
export interface RoutePreloadTable {
  allRoutes: true;
  routes: { path: string; modules: string[]; styles: string[] }[];
}

/** A route of the client as the router declares it: its full path pattern and the modules its branch's `lazy`s import. */
export interface SourceRoute {
  /** A React Router path pattern from the root (`/`, `/news-approfondimenti/:category`, `/files/*`). */
  path: string;
  /** The resolved ids of the modules the `lazy` of the route and of its parent routes import, outermost first. */
  modules: string[];
}

/** How the route reader gets at the source: a module's syntax tree (null: not ours to read) and import resolution. */
export interface SourceReader {
  programOf: (id: string) => Program | null;
  resolve: (specifier: string, importer: string) => Promise<string | null>;
}

/** The calls that make the client's router; their first argument is the route tree. */
const ROUTER_FACTORIES = new Set(['createBrowserRouter', 'createHashRouter', 'createMemoryRouter']);

/**
 * Production builds: writes `route-preloads.json` beside index.html, the table of every route of the
 * client (`allRoutes`): its path pattern, as React Router matches it, and the files its page loads
 * when the app opens it: the chunks of the `lazy` modules of its branch, the chunks they import, and
 * their stylesheets, minus what index.html loads anyway (nothing for a route the start renders, as the
 * home). The gateway answers a path no pattern matches 404 (with the same page: the client shows its
 * not-found page), and puts `<link rel="modulepreload">` (and style preloads) for the requested
 * path's route into the page it serves (gateway/src/web/route-preloads.ts), so the route's chunk
 * downloads with the start instead of after it has run.
 *
 * The routes are read from the source, not run (`routesOfRouter`): the route tree given to
 * `createBrowserRouter` in `router`, with its nested `children`, index routes and the route arrays it
 * spreads from other modules; the catch-all `*` (the not-found page) is left out. A route the reader
 * cannot read fails the build: the gateway would answer its page 404. A `lazy` without one readable
 * `import('…')` only gets no preload (a warning). `entry` is the page's start module (src/main.tsx): its
 * chunk and their imports are what index.html loads already.
 */
export function routePreloads({ srcDir, entry, router, fileName = 'route-preloads.json' }: { srcDir: string; entry: string; router: string; fileName?: string }): Plugin {
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
        // 1. The routes in the source: patterns and the modules their branches' `lazy`s import.
        const programOf = sourcePrograms(srcDir, (code, lang) => this.parse(code, { lang }));
        const { routes, problems, warnings } = await routesOfRouter(router, {
          programOf,
          resolve: (specifier, importer) => this.resolve(specifier, importer).then((r) => r?.id ?? null),
        });
        for (const warning of warnings) this.warn(`route-preloads: ${warning}`);
        if (problems.length) this.error(`route-preloads: routes this build cannot read (the gateway would answer their pages 404):\n${problems.join('\n')}`);

        // 2. Their files: the chunks of the branch's modules and their static imports, less the start's.
        const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
        const chunkOf = new Map<string, OutputChunk>();
        for (const chunk of chunks) for (const id of chunk.moduleIds) chunkOf.set(id, chunk);
        const start = chunkOf.get(entry);
        if (!start) this.error(`route-preloads: ${entry} is in no chunk`);
        const startFiles = staticClosure(start, bundle);
        const startStyles = new Set([...startFiles].flatMap((file) => [...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? [])]));
        const table: RoutePreloadTable = { allRoutes: true, routes: [] };
        for (const route of routes) {
          const files = new Set<string>();
          for (const id of route.modules) {
            const chunk = chunkOf.get(id);
            if (!chunk) {
              this.warn(`route-preloads: ${route.path}: ${id} is in no chunk`);
              continue;
            }
            for (const file of staticClosure(chunk, bundle)) if (!startFiles.has(file)) files.add(file);
          }
          const styles = [...new Set([...files].flatMap((file) => [...((bundle[file] as OutputChunk).viteMetadata?.importedCss ?? [])]))].filter((css) => !startStyles.has(css));
          table.routes.push({ path: route.path, modules: [...files].map((file) => base + file), styles: styles.map((css) => base + css) });
        }
        this.emitFile({ type: 'asset', fileName, source: `{"allRoutes":true,"routes":[\n${table.routes.map((route) => JSON.stringify(route)).join(',\n')}\n]}\n` });
      },
    },
  };
}

/** The syntax trees of the modules under `srcDir` (null for any other), parsed once. */
export function sourcePrograms(srcDir: string, parse: (code: string, lang: 'ts' | 'tsx') => Program): (id: string) => Program | null {
  const programs = new Map<string, Program | null>();
  return (id) => {
    if (!programs.has(id)) {
      const ours = id.startsWith(srcDir + path.sep) && /\.[cm]?[jt]sx?$/.test(id) && existsSync(id);
      programs.set(id, ours ? parse(readFileSync(id, 'utf8'), /x$/.test(id) ? 'tsx' : 'ts') : null);
    }
    return programs.get(id)!;
  };
}

/**
 * Every route of the router made in `routerFile` (by `createBrowserRouter`, `createHashRouter` or
 * `createMemoryRouter`), read from the source as React Router flattens the tree: a route with a
 * `path` or `index` is a pattern (a relative path joined to its parent's, an index route at its
 * parent's, optional segments expanded); a route without either only lays out its children. The
 * catch-all (a route whose own path is `*`: the not-found page) is left out. Route arrays and objects
 * may be literals, `const`s of the module or imported `const`s, spread into arrays; paths are constant
 * expressions (`paths.news`, `` `${paths.news}/:category` ``). `problems`: what it could not read
 * (a route left out); `warnings`: `lazy`s without one readable `import('…')` (no preload).
 */
export async function routesOfRouter(routerFile: string, reader: SourceReader): Promise<{ routes: SourceRoute[]; problems: string[]; warnings: string[] }> {
  const problems: string[] = [];
  const warnings: string[] = [];
  const found: SourceRoute[] = [];
  const program = reader.programOf(routerFile);
  if (!program) return { routes: [], problems: [`${routerFile}: not a module of the source`], warnings };
  const calls: ESTree.CallExpression[] = [];
  walk(program, (node) => {
    if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && ROUTER_FACTORIES.has(node.callee.name)) calls.push(node);
  });
  const tree = calls.length === 1 ? calls[0]!.arguments[0] : undefined;
  if (!tree || tree.type === 'SpreadElement') {
    return { routes: [], problems: [`${routerFile}: ${calls.length} router factory calls (${[...ROUTER_FACTORIES].join(', ')}) with a route tree; one expected`], warnings };
  }
  const where = (node: Node, place: Place) => `${path.relative(process.cwd(), place.id)}:${lineOf(place.id, node.start)}`;
  const context: Evaluation = reader;

  /** The definition of a name in a module: its own `const`, or the exported `const` it imports. */
  const definition = async (name: string, place: Place): Promise<{ node: Node; place: Place } | undefined> => {
    const local = place.scope.consts.get(name);
    if (local) return { node: local, place };
    const imported = place.scope.imports.get(name);
    const from = imported ? await reader.resolve(imported.source, place.id) : null;
    const other = from ? reader.programOf(from) : null;
    if (!imported || !from || !other) return undefined;
    const scope = moduleScope(other);
    const init = scope.consts.get(imported.imported);
    return init ? { node: init, place: { id: from, scope } } : undefined;
  };

  const routeList = async (raw: Node, place: Place, parent: Branch): Promise<void> => {
    const node = unwrap(raw);
    if (node.type === 'Identifier') {
      const defined = await definition(node.name, place);
      if (!defined) return void problems.push(`${where(node, place)}: routes '${node.name}' whose definition this build cannot find`);
      return routeList(defined.node, defined.place, parent);
    }
    if (node.type !== 'ArrayExpression') return void problems.push(`${where(node, place)}: a route list that is not an array (${node.type})`);
    for (const element of node.elements) {
      if (!element) continue;
      if (element.type === 'SpreadElement') await routeList(element.argument, place, parent);
      else await routeObject(element, place, parent);
    }
  };

  const routeObject = async (raw: Node, place: Place, parent: Branch): Promise<void> => {
    const node = unwrap(raw);
    if (node.type === 'Identifier') {
      const defined = await definition(node.name, place);
      if (!defined) return void problems.push(`${where(node, place)}: a route '${node.name}' whose definition this build cannot find`);
      return routeObject(defined.node, defined.place, parent);
    }
    if (node.type !== 'ObjectExpression') return void problems.push(`${where(node, place)}: a route that is not an object literal (${node.type})`);
    if (node.properties.some((property) => property.type !== 'Property' || property.computed)) {
      return void problems.push(`${where(node, place)}: a route with a spread or computed property (its path cannot be read)`);
    }
    const pathNode = propertyOf(node, 'path');
    const indexNode = propertyOf(node, 'index');
    const children = propertyOf(node, 'children');
    const lazy = propertyOf(node, 'lazy');
    const own = pathNode ? await evaluate(pathNode, place.id, place.scope, context) : undefined;
    if (pathNode && typeof own !== 'string') return void problems.push(`${where(pathNode, place)}: a route path this build cannot read`);
    const index = indexNode ? await evaluate(indexNode, place.id, place.scope, context) : false;
    if (typeof index !== 'boolean') return void problems.push(`${where(indexNode!, place)}: a route 'index' this build cannot read`);
    const full = typeof own === 'string' ? joinPattern(parent.path, own) : parent.path;
    const modules = [...parent.modules];
    if (lazy) {
      const specifier = importOf(lazy, place.scope);
      const target = specifier ? await reader.resolve(specifier, place.id) : null;
      if (target) modules.push(target);
      else warnings.push(`${where(lazy, place)} (${full}): no single import('…') in its lazy; that route gets no preload`);
    }
    // The catch-all is the not-found page: a path it alone matches is not a page.
    if ((typeof own === 'string' || index) && own !== '*') for (const pattern of explodeOptionalSegments(full)) found.push({ path: pattern, modules });
    if (children) await routeList(children, place, { path: full, modules });
  };

  await routeList(tree, { id: routerFile, scope: moduleScope(program) }, { path: '/', modules: [] });
  // One entry per pattern, in the router's order: a pattern declared twice (a layout and its index
  // route) preloads what both load.
  const routes = new Map<string, SourceRoute>();
  for (const route of found) {
    const known = routes.get(route.path);
    routes.set(route.path, known ? { path: route.path, modules: [...new Set([...known.modules, ...route.modules])] } : route);
  }
  return { routes: [...routes.values()], problems, warnings };
}

/** Where a module's route is, relative to the route tree: the full pattern and the branch's lazy modules. */
interface Branch {
  path: string;
  modules: string[];
}

/** A module being read: its id and its scope. */
interface Place {
  id: string;
  scope: Scope;
}

/** A child's pattern under its parent's, as React Router joins them (an absolute child path stands as it is). */
export function joinPattern(parent: string, own: string): string {
  const joined = own.startsWith('/') ? own : `${parent}/${own}`;
  return joined.replace(/\/\/+/g, '/').replace(/(.)\/$/, '$1') || '/';
}

/** React Router's `explodeOptionalSegments`: `/a/:b?` is `/a/:b` and `/a`. */
export function explodeOptionalSegments(pattern: string): string[] {
  let variants = [''];
  for (const segment of pattern.split('/').slice(1)) {
    const required = segment.replace(/\?$/, '');
    const withIt = variants.map((variant) => `${variant}/${required}`);
    variants = segment.endsWith('?') ? [...withIt, ...variants] : withIt;
  }
  return [...new Set(variants.map((variant) => variant || '/'))];
}

const unwrap = (node: Node): Node =>
  node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression' || node.type === 'TSNonNullExpression' || node.type === 'ParenthesizedExpression' ? unwrap(node.expression) : node;

/** The line of an offset in a file, for messages. */
function lineOf(id: string, offset: number): number {
  try {
    return readFileSync(id, 'utf8').slice(0, offset).split('\n').length;
  } catch {
    return 0;
  }
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
