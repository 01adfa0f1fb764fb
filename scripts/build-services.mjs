// `npm run build:services`: each service as plain JavaScript under its workspace's dist/, what
// production runs (`node gateway/dist/index.js`, …): no tsx, no TypeScript at run time.
// Plain Node so it runs before anything is built (scripts/ensure.mjs runs it for `npm start`, the
// browser tests and the benches when a bundle is missing or older than the sources).
//
// The workspace packages (@club/*) are TypeScript sources (their exports point at src/*.ts), so each
// service is one esbuild bundle with them inside; every npm package stays outside, imported from
// node_modules at run time as before (docs/architecture.md 'Compiled services').
import { readdirSync, rmSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Every service: its workspace and its entry points (output name → source). The helper scripts a
 * service runs in a child process are entries of their own, next to the service's (the kit's
 * `helperProcessArgs` finds `<name>.js` beside the running bundle).
 */
export const SERVICES = [
  { dir: 'upstream', entries: { main: 'src/main.ts', 'prepare-data-dir': 'src/prepare-data-dir.ts' } },
  ...['crm', 'fad', 'cms', 'commerce'].map((name) => ({ dir: `subgraphs/${name}`, entries: { index: 'src/index.ts' } })),
  // keys: the partner-keys command line (docs/operations.md 'Partner keys'), for operators inside a container.
  { dir: 'gateway', entries: { index: 'src/index.ts', 'prepare-folder': 'src/keys/prepare-folder.ts', keys: 'src/keys/cli.ts' } },
];

/** The bundles the build writes, relative to the repository (the files a deployment runs). */
export const BUNDLES = SERVICES.flatMap((s) => Object.keys(s.entries).map((name) => `${s.dir}/dist/${name}.js`));

/** What the bundles are made of: a change to any of these makes them stale (scripts/ensure.mjs). */
export const SERVICE_SOURCES = [
  'gateway/src',
  'upstream/src',
  ...['crm', 'fad', 'cms', 'commerce'].flatMap((n) => [`subgraphs/${n}/src`, `subgraphs/${n}/schema.graphql`]),
  ...readdirSync(path.join(ROOT, 'packages')).map((p) => `packages/${p}/src`),
  'scripts/build-services.mjs',
];

const toImport = (p) => p.split(path.sep).join('/');

/**
 * Keeps npm packages and Node's builtins out of the bundle: a bare specifier other than `@club/*` is
 * left as an import for Node to resolve at run time. Node resolves it from the bundle's folder
 * (`<workspace>/dist/`); when that finds another copy than the importing source would (a workspace
 * package with a nested node_modules of its own, e.g. packages/subgraph-kit's lru-cache 11 beside the
 * root's 5), the import names the importing package's copy by its relative path instead, so every
 * module gets the version it was written and tested against.
 */
function externalPackages(workspaceDir, outdir) {
  return {
    name: 'external-packages',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData?.probe || args.path.startsWith('@club/')) return undefined;
        if (args.path.startsWith('node:') || isBuiltin(args.path)) return { path: args.path, external: true };
        const probe = (resolveDir) => build.resolve(args.path, { kind: args.kind, resolveDir, pluginData: { probe: true } });
        const fromSource = await probe(args.resolveDir);
        // Not installed (an optional import): Node will say so at run time, as it did from the sources.
        if (fromSource.errors.length > 0) return { path: args.path, external: true };
        const fromBundle = await probe(workspaceDir);
        if (fromBundle.errors.length === 0 && fromBundle.path === fromSource.path) return { path: args.path, external: true };
        const relative = toImport(path.relative(outdir, fromSource.path));
        return { path: relative.startsWith('.') ? relative : `./${relative}`, external: true };
      });
    },
  };
}

/**
 * Builds one service into `<workspace>/dist/` (or `outdir`: a test's), emptied first; returns its
 * output files (relative to the repository) with their sizes.
 */
export async function buildService(esbuild, service, outdir = path.join(ROOT, service.dir, 'dist')) {
  const workspaceDir = path.join(ROOT, service.dir);
  rmSync(outdir, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: Object.fromEntries(Object.entries(service.entries).map(([name, source]) => [name, path.join(workspaceDir, source)])),
    outdir,
    bundle: true,
    // Modules the sources load lazily (the upstream's seed and faker, only on a first start) stay lazy:
    // chunks of their own beside the entries, loaded by the dynamic import as before.
    splitting: true,
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Node's own conditions only (esbuild adds `module` by default), so a package resolves as Node resolves it.
    conditions: [],
    sourcemap: 'linked',
    minify: false,
    legalComments: 'none',
    metafile: true,
    logLevel: 'warning',
    plugins: [externalPackages(workspaceDir, outdir)],
  });
  return Object.keys(result.metafile.outputs)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, bytes: statSync(path.join(ROOT, file)).size }));
}

export async function buildServices() {
  const started = Date.now();
  // Imported here, not above: scripts/ensure.mjs reads this module's lists before dependencies are installed.
  const esbuild = await import('esbuild');
  const built = await Promise.all(SERVICES.map((service) => buildService(esbuild, service)));
  for (const { file, bytes } of built.flat()) console.log(`  ${file.padEnd(44)} ${(bytes / 1024).toFixed(1).padStart(8)} kB`);
  console.log(`Services built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildServices();
