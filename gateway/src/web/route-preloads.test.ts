// @vitest-environment jsdom
// (jsdom for the web client's router, imported below as the browser runs it.)
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseAst } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { routesOfRouter, sourcePrograms, type SourceReader } from '../../../web/build/route-preloads';
import { parseRouteTable, parseRoutePreloads, routeFor, withRoutePreloads, type RoutePreload } from './route-preloads';

// Shaped like the build's table (web/build/route-preloads.ts): patterns as the router declares them.
const TABLE: RoutePreload[] = [
  { path: '/corsi-ecm-fad', modules: ['/assets/CourseCataloguePage-a.js', '/assets/listing-b.js'], styles: ['/assets/listing-c.css'] },
  { path: '/corsi-ecm-fad/ebook', modules: ['/assets/LearningListPage-d.js'], styles: [] },
  { path: '/corsi-ecm-fad/:slug', modules: ['/assets/CoursePage-e.js'], styles: [] },
  { path: '/news-approfondimenti/:category', modules: ['/assets/CategoryPage-f.js'], styles: [] },
  { path: '/news-approfondimenti/categorie', modules: ['/assets/CategoriesPage-g.js'], styles: [] },
  { path: '/news-approfondimenti/:category/:slug', modules: ['/assets/ArticlePage-h.js', '/assets/content-i.js'], styles: ['/assets/ArticlePage-j.css'] },
  { path: '/servizi/convenzioni/:partner', modules: ['/assets/ServicePage-k.js'], styles: [] },
  { path: '/servizi/convenzioni/negozi', modules: ['/assets/ShopsHomePage-l.js'], styles: [] },
  { path: '/files/*', modules: ['/assets/Files-m.js'], styles: [] },
];

const HTML = `<!doctype html>
<html lang="it">
  <head>
    <title>Club</title>
    <script type="module" crossorigin src="/assets/app-x.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('routeFor', () => {
  it('matches static and dynamic segments, static ones first whatever the order', () => {
    expect(routeFor(TABLE, '/corsi-ecm-fad')?.path).toBe('/corsi-ecm-fad');
    expect(routeFor(TABLE, '/corsi-ecm-fad/ebook')?.path).toBe('/corsi-ecm-fad/ebook');
    expect(routeFor(TABLE, '/corsi-ecm-fad/asma-bronchiale')?.path).toBe('/corsi-ecm-fad/:slug');
    expect(routeFor(TABLE, '/news-approfondimenti/categorie')?.path).toBe('/news-approfondimenti/categorie');
    expect(routeFor(TABLE, '/news-approfondimenti/ricerca')?.path).toBe('/news-approfondimenti/:category');
    expect(routeFor(TABLE, '/news-approfondimenti/ricerca/un-articolo-1')?.path).toBe('/news-approfondimenti/:category/:slug');
    expect(routeFor(TABLE, '/servizi/convenzioni/negozi')?.path).toBe('/servizi/convenzioni/negozi');
    expect(routeFor(TABLE, '/servizi/convenzioni/legal-and-partners')?.path).toBe('/servizi/convenzioni/:partner');
  });

  it('ignores case and a trailing slash, decodes escapes, and lets a splat take the rest', () => {
    expect(routeFor(TABLE, '/Corsi-ECM-FAD/')?.path).toBe('/corsi-ecm-fad');
    expect(routeFor(TABLE, '/news-approfondimenti/ricerca/caff%C3%A8')?.path).toBe('/news-approfondimenti/:category/:slug');
    expect(routeFor(TABLE, '/news-approfondimenti/%E0%A4%A')?.path).toBe('/news-approfondimenti/:category');
    expect(routeFor(TABLE, '/files/a/b/c')?.path).toBe('/files/*');
  });

  it('finds nothing for the home, unknown paths, or more segments than a pattern has', () => {
    expect(routeFor(TABLE, '/')).toBeUndefined();
    expect(routeFor(TABLE, '/sconosciuto')).toBeUndefined();
    expect(routeFor(TABLE, '/news-approfondimenti/a/b/c')).toBeUndefined();
    expect(routeFor(TABLE, '/news-approfondimenti//b')).toBeUndefined();
  });
});

describe('withRoutePreloads', () => {
  it("puts the route's module and style preloads at the end of the head", () => {
    const page = withRoutePreloads(HTML, TABLE, '/news-approfondimenti/ricerca/un-articolo-1');
    expect(page).toContain(
      [
        '<script type="module" crossorigin src="/assets/app-x.js"></script>',
        '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/ArticlePage-h.js">',
        '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/content-i.js">',
        '    <link rel="preload" as="style" fetchpriority="low" crossorigin href="/assets/ArticlePage-j.css">',
        '  </head>',
      ].join('\n'),
    );
    // Links only: nothing the page's CSP would refuse.
    expect(page.replace(HTML.slice(0, HTML.indexOf('  </head>')), '')).not.toMatch(/<script|<style|\sstyle=/);
  });

  it('leaves the page as built where there is nothing to preload', () => {
    expect(withRoutePreloads(HTML, TABLE, '/')).toBe(HTML);
    expect(withRoutePreloads(HTML, [], '/corsi-ecm-fad')).toBe(HTML);
  });
});

describe('parseRoutePreloads', () => {
  it('keeps the well-formed routes of the table and nothing else', () => {
    const json = JSON.stringify({
      routes: [
        TABLE[0],
        { path: 'relative', modules: [], styles: [] },
        { path: '/x', modules: ['https://elsewhere.example/a.js'], styles: [] },
        { path: '/z', modules: ['//elsewhere.example/a.js'], styles: [] },
        { path: '/y', modules: ['/assets/y.js'] },
        null,
      ],
    });
    expect(parseRoutePreloads(json)).toEqual([TABLE[0]]);
    expect(parseRoutePreloads('{}')).toEqual([]);
  });
});

describe('parseRouteTable', () => {
  it('decides unknown paths only with a whole table of every route', () => {
    const table = (value: unknown) => parseRouteTable(JSON.stringify(value));
    expect(table({ allRoutes: true, routes: [TABLE[0]] })).toEqual({ routes: [TABLE[0]], allRoutes: true });
    // An older build's table: its lazy routes only.
    expect(table({ routes: [TABLE[0]] }).allRoutes).toBe(false);
    // A route it could not read would be answered 404.
    expect(table({ allRoutes: true, routes: [TABLE[0], { path: 'relative', modules: [], styles: [] }] }).allRoutes).toBe(false);
    expect(table({ allRoutes: true, routes: [] }).allRoutes).toBe(false);
    expect(parseRouteTable('not json')).toEqual({ routes: [], allRoutes: false });
  });
});

// The build's route reader (web/build/route-preloads.ts), run on source files as the build runs it.
const WEB_SRC = path.resolve(__dirname, '../../../web/src');

/** The build's reader outside a build: Vite's parser and relative imports resolved to files. */
function fileReader(srcDir: string): SourceReader {
  return {
    programOf: sourcePrograms(srcDir, (code, lang) => parseAst(code, { lang })),
    resolve: async (specifier, importer) => {
      if (!specifier.startsWith('.')) return null;
      const base = path.resolve(path.dirname(importer), specifier);
      return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((suffix) => base + suffix).find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
    },
  };
}

describe("the build's route reader", () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  /** A source folder with these files; returns its path. */
  function source(files: Record<string, string>): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'club-routes-'));
    dirs.push(dir);
    for (const [name, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      writeFileSync(path.join(dir, name), text);
    }
    return dir;
  }

  it('reads nested children, index and pathless routes, spread lists from other modules, optional segments; leaves the catch-all out', async () => {
    const dir = source({
      'paths.ts': "export const paths = { home: '/', area: '/area' } as const;",
      'area/routes.tsx': `import { paths } from '../paths';
        const page = (name: string) => () => import('./AreaPage').then((m) => ({ Component: m[name] }));
        export const areaRoutes = [
          { path: paths.area, lazy: () => import('./AreaLayout'), children: [
            { index: true, lazy: page('Overview') },
            { path: 'detail/:id', lazy: page('Detail') },
            { path: \`\${paths.area}/absolute\`, element: null },
            { path: 'docs/:lang?', element: null },
            { path: '*', element: null },
          ] },
        ];`,
      'area/AreaPage.tsx': 'export const Overview = null; export const Detail = null;',
      'area/AreaLayout.tsx': 'export const Component = null;',
      'router.tsx': `import { createBrowserRouter } from 'react-router';
        import { paths } from './paths';
        import { areaRoutes } from './area/routes';
        const core = [{ path: paths.home, element: null }, { path: 'files/*', element: null }];
        export const router = createBrowserRouter([{ element: null, children: [...core, ...areaRoutes, { path: '*', element: null }] }]);`,
    });
    const { routes, problems, warnings } = await routesOfRouter(path.join(dir, 'router.tsx'), fileReader(dir));
    expect(problems).toEqual([]);
    expect(warnings).toEqual([]);
    const lazy = (file: string) => path.join(dir, 'area', file);
    expect(routes).toEqual([
      { path: '/', modules: [] },
      { path: '/files/*', modules: [] },
      // The layout's own path and its index route: one pattern, both modules.
      { path: '/area', modules: [lazy('AreaLayout.tsx'), lazy('AreaPage.tsx')] },
      { path: '/area/detail/:id', modules: [lazy('AreaLayout.tsx'), lazy('AreaPage.tsx')] },
      { path: '/area/absolute', modules: [lazy('AreaLayout.tsx')] },
      { path: '/area/docs/:lang', modules: [lazy('AreaLayout.tsx')] },
      { path: '/area/docs', modules: [lazy('AreaLayout.tsx')] },
    ]);
  });

  it('names every route it cannot read, so the build fails instead of answering its page 404', async () => {
    const dir = source({
      'router.tsx': `import { createBrowserRouter } from 'react-router';
        import { elsewhere } from 'some-package';
        const computed = () => '/x';
        const common = { element: null };
        export const router = createBrowserRouter([
          { path: computed() },
          { ...common, path: '/y' },
          ...elsewhere,
          { path: '/z', lazy: () => Promise.all([import('./a'), import('./b')]) },
        ]);`,
    });
    const { routes, problems, warnings } = await routesOfRouter(path.join(dir, 'router.tsx'), fileReader(dir));
    expect(problems).toEqual([
      expect.stringMatching(/router\.tsx:6: a route path this build cannot read$/),
      expect.stringMatching(/router\.tsx:7: a route with a spread or computed property/),
      expect.stringMatching(/router\.tsx:8: routes 'elsewhere' whose definition this build cannot find$/),
    ]);
    // A lazy it cannot follow only costs the preload.
    expect(routes).toEqual([{ path: '/z', modules: [] }]);
    expect(warnings).toEqual([expect.stringMatching(/\(\/z\): no single import/)]);
  });

  it("finds every route of the web client's router, as React Router itself sees them, and nothing else", async () => {
    const { routes, problems } = await routesOfRouter(path.join(WEB_SRC, 'app', 'router.tsx'), fileReader(WEB_SRC));
    expect(problems).toEqual([]);

    // The router as the browser builds it (imported by path: the web client is no part of the gateway's program).
    const routerFile = path.join(WEB_SRC, 'app', 'router.tsx');
    const { createClientRouter } = (await import(/* @vite-ignore */ routerFile)) as { createClientRouter: () => { routes: RuntimeRoute[] } };
    const router = createClientRouter();
    const { matchRoutes } = (await import(/* @vite-ignore */ 'react-router')) as { matchRoutes: (routes: RuntimeRoute[], location: string) => { route: RuntimeRoute }[] | null };
    const expected = patternsOf(router.routes);
    expect(expected.length).toBeGreaterThan(80);
    expect(routes.map((route) => route.path).sort()).toEqual([...expected].sort());

    // Each pattern, filled in, opens the same route in React Router and in the gateway's table; the
    // catch-all (the not-found page) is what React Router opens for any other path, and the gateway finds nothing.
    const table: RoutePreload[] = routes.map((route) => ({ path: route.path, modules: [], styles: [] }));
    // Spec 3 §2 names these profile routes: the gateway serves them as pages (200), not 404.
    for (const named of ['/link', '/profilo/il-mio-programma-fedelta', '/profilo/cause']) expect(routeFor(table, named), named).toBeDefined();
    for (const pattern of expected) {
      const url = pattern.replace(/:[^/]+/g, 'un-valore').replace(/\*$/, 'a/b');
      const leaf = matchRoutes(router.routes, url)?.at(-1)?.route;
      expect(leaf?.path, url).not.toBe('*');
      expect(routeFor(table, url), url).toBeDefined();
    }
    for (const unknown of ['/questa-pagina-non-esiste', '/news-approfondimenti/a/b/c', '/profilo/inesistente', '/corsi-ecm-fad/ebook/a/b']) {
      expect(matchRoutes(router.routes, unknown)?.at(-1)?.route.path, unknown).toBe('*');
      expect(routeFor(table, unknown), unknown).toBeUndefined();
    }
  });
});

interface RuntimeRoute {
  path?: string;
  index?: boolean;
  children?: RuntimeRoute[];
}

/** The patterns of a route tree, joined as React Router joins them, without the catch-all. */
function patternsOf(routes: RuntimeRoute[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const full = route.path === undefined ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`.replace(/\/\/+/g, '/');
    const own = (route.path !== undefined || route.index) && route.path !== '*' ? [full || '/'] : [];
    return [...own, ...patternsOf(route.children ?? [], full)];
  });
}
