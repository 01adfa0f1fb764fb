import { describe, expect, it } from 'vitest';
import { parseRoutePreloads, routeFor, withRoutePreloads, type RoutePreload } from './route-preloads';

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
