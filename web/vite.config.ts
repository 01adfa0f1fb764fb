import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { graphqlDocumentModules } from './build/graphql-document-modules.ts';
import { routePreloads } from './build/route-preloads.ts';

const require = createRequire(import.meta.url);

/**
 * React Router's package exports only its development build (dev-only warnings and checks);
 * production builds take the production one, which the package ships beside it.
 */
const reactRouterProduction = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production/index.mjs');

/** The modules the portal's entry (src/main.tsx) imports statically: what every page runs at start. */
const portalStart = new Set<string>();

/** Fills `portalStart` once the module graph is complete, before the chunks are made. */
function portalStartModules(entry: string): Plugin {
  return {
    name: 'portal-start-modules',
    apply: 'build',
    buildEnd() {
      portalStart.clear();
      const queue = [entry];
      for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
        if (portalStart.has(id)) continue;
        portalStart.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
}

/**
 * index.html's module scripts and module preloads at low fetch priority. The first paint is the page's
 * static markup and its stylesheet (render-blocking, highest priority); the scripts (deferred, as
 * module scripts are) render nothing before the app starts, so the stylesheet goes first. Lighthouse
 * counts a high-priority script that finishes before the first paint toward the FCP it simulates,
 * which put the whole library chunk in front of the static first paint.
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { path: page }) {
        if (page !== '/index.html') return html;
        return html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*\bfetchpriority=)/g, '<$1 fetchpriority="low"');
      },
    },
  };
}

/**
 * V8's explicit compile hint (Chrome 136+): every function of a chunk marked with it is compiled
 * eagerly, on a background thread while the file streams in, instead of lazily on the main thread at
 * its first call, inside the app's first render. For the libraries' chunk and the portal's own code
 * (start and pages), most of which runs as the page loads; not for the explorer's editor or other
 * libraries that load on demand.
 */
function compileHint(chunk: { name: string; moduleIds: string[] }): string {
  const portalCode = chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => !/[\\/]node_modules[\\/]/.test(id));
  return chunk.name === 'vendor' || portalCode ? '//# allFunctionsCalledOnLoad' : '';
}

/** Shown by almost every lazy page (45 of them), and small: part of the start. */
const PAGE_FURNITURE = /[\\/]web[\\/]src[\\/](components[\\/]ui[\\/]Breadcrumbs\.tsx|lib[\\/]errorCodes\.ts)$/;

/**
 * The server render's bundle (`vite build --ssr`, dist-server/entry-server.js, never served): the
 * portal's pages for the gateway to render for visitors (src/entry-server.tsx). One self-contained
 * file, its libraries inside (the gateway's image carries no web dependencies), React's production
 * build. Out of dist/, which the gateway serves as files.
 */
const serverRenderBuild = defineConfig({
  resolve: { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [graphqlDocumentModules({ gqlDir: path.resolve(import.meta.dirname, 'src/gql') }), react()],
  ssr: { noExternal: true, target: 'node' },
  publicDir: false,
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: 'dist-server',
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    rollupOptions: { output: { codeSplitting: false } },
  },
});

// In development the gateway (4000) answers /graphql and /auth; Vite serves the client on 5173.
export default defineConfig(({ command, isSsrBuild }) => isSsrBuild ? serverRenderBuild : ({
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
  plugins: [
    portalStartModules(path.resolve(import.meta.dirname, 'src/main.tsx')),
    graphqlDocumentModules({ gqlDir: path.resolve(import.meta.dirname, 'src/gql') }),
    react(),
    scriptsAfterFirstPaint(),
    // dist/route-preloads.json: every route of the router (the gateway answers any other path 404)
    // with its page's files, preloaded by the gateway with the page.
    routePreloads({
      srcDir: path.resolve(import.meta.dirname, 'src'),
      entry: path.resolve(import.meta.dirname, 'src/main.tsx'),
      router: path.resolve(import.meta.dirname, 'src/app/router.tsx'),
    }),
    // Brotli and gzip copies of every text asset, written once at build time: the gateway serves the
    // one the browser accepts without compressing on each request.
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, exclude: [/\.map$/], logLevel: 'silent' }),
  ],
  server: {
    port: 5173,
    proxy: { '/graphql': 'http://127.0.0.1:4000', '/health': 'http://127.0.0.1:4000' },
  },
  build: {
    outDir: 'dist',
    // No source maps in production builds: a map served beside the bundle hands anyone the client's
    // whole source, and nothing here reads them (no error-reporting service uploads them; the
    // Lighthouse bench, scripts/bench-web.ts, measures the served files alone). None emitted rather
    // than 'hidden' maps kept off the server: nothing to leak if a deployment copies dist/ whole. The
    // gateway refuses `*.map` under /assets too (gateway/src/web/web-client.ts), for a dist built
    // before this. `vite dev` still inlines maps for debugging.
    sourcemap: false,
    // Two pages: the portal, and the API explorer for ops and partners (GraphiQL and Monaco, served
    // by the gateway at /explorer) as an entry of its own, so members never download it.
    rollupOptions: {
      input: { index: 'index.html', explorer: 'explorer.html' },
      output: {
        postBanner: compileHint,
        // What every page runs at start, in three files rather than thirty: the libraries (React, React
        // Router, Apollo with the parts of graphql-js and rxjs it uses), the bundler's runtime and
        // Vite's preload helper, and the portal's own start (layout, home, shared UI, the breadcrumbs).
        // Only modules an entry imports statically: what the routes load lazily stays in their chunks.
        // The library chunk stays in a warm cache until a library changes; fewer files also mean fewer
        // requests and response headers on a cold load. The explorer shares the first two.
        codeSplitting: {
          groups: [
            { name: 'vendor', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@apollo|rxjs|@wry|optimism|tslib)[\\/]/, tags: ['$initial'], priority: 3 },
            { name: 'runtime', test: /^\0(vite|rolldown)[\\/]/, priority: 2 },
            { name: 'app', test: (id) => (portalStart.has(id) && !/[\\/]node_modules[\\/]/.test(id)) || PAGE_FURNITURE.test(id), priority: 1 },
            // Lazy pages' furniture, shared by dozens of pages and a few hundred bytes each: one file per
            // family rather than one per component (each file costs a request and its headers).
            { name: 'listing', test: /[\\/]web[\\/]src[\\/](components[\\/]ui[\\/](Pager|Select)|lib[\\/]paging|components[\\/]forms[\\/]ListingTextSearch|features[\\/]courses[\\/]CourseCardSkeletons)\.tsx?$|[\\/]validation[\\/]src[\\/](searchable|limits)\.ts$|[\\/]wire[\\/]src[\\/]limits\.ts$/ },
            { name: 'content', test: /[\\/]web[\\/]src[\\/](components[\\/]content[\\/](Paywall|UpsellModal|ContentActions)|components[\\/]cards[\\/]PromoBanners|features[\\/]content[\\/]SuggestedContents)\.tsx?$/ },
          ],
        },
      },
      onwarn(warning, warn) {
        // GraphiQL's modules start with React Compiler's "use no memo", which bundling drops harmlessly.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  // GraphiQL's editor workers under `vite dev` (docs: TOOLCHAIN pitfall 5).
  optimizeDeps: { include: ['nullthrows', 'picomatch-browser'] },
}));
