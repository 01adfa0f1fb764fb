import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginAs } from './support';

// Public pages as search engines, link previews and visitors get them (docs/architecture.md
// 'Server-rendered pages'): the HTML the gateway sends, read without running it, carries each page's
// own head tags and markup; in the browser the page hydrates from the answers it was rendered with.

interface ServedPage {
  html: string;
  title: string;
  meta: (key: string) => string | undefined;
  canonical: string | undefined;
  jsonLd: Record<string, unknown>[];
  scripts: string[];
}

async function served(request: APIRequestContext, path: string): Promise<ServedPage> {
  // The first visit to a page may find the stack's caches cold; the shell is a correct answer then, the next one is rendered.
  let html = '';
  await expect
    .poll(async () => {
      html = await (await request.get(path)).text();
      return html.includes('id="club-server-state"');
    }, { timeout: 30_000 })
    .toBe(true);
  const attribute = (tag: string, name: string) => tag.match(new RegExp(`${name}="([^"]*)"`))?.[1];
  const metas = [...html.matchAll(/<meta [^>]*>/g)].map((m) => m[0]);
  return {
    html,
    title: html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '',
    meta: (key) => {
      const tag = metas.find((m) => attribute(m, 'name') === key || attribute(m, 'property') === key);
      return tag ? attribute(tag, 'content') : undefined;
    },
    canonical: html.match(/<link rel="canonical" href="([^"]*)">/)?.[1],
    jsonLd: [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, unknown>),
    scripts: [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]),
  };
}

const unescape = (text: string) => text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>');

/** A link of a served page to a page under `prefix` (the catalogue's courses, the news' articles). */
function linkUnder(html: string, prefix: RegExp): string {
  const link = [...html.matchAll(/href="(\/[^"#?]+)"/g)].map((m) => m[1]!).find((href) => prefix.test(href));
  if (!link) throw new Error(`no link matching ${prefix}`);
  return link;
}

test.describe('public pages served rendered', () => {
  test('each public page carries its own title, description, canonical address, Open Graph and Twitter tags, JSON-LD and markup, with no inline script', async ({ request, baseURL }) => {
    test.setTimeout(180_000);
    const catalogue = await served(request, '/corsi-ecm-fad');
    const news = await served(request, '/news-approfondimenti');
    const pages: { path: string; kinds: string[]; h1?: RegExp }[] = [
      { path: '/', kinds: ['Organization'] },
      { path: '/corsi-ecm-fad', kinds: ['BreadcrumbList'], h1: /Corsi ECM/ },
      { path: linkUnder(catalogue.html, /^\/corsi-ecm-fad\/(?!collana|ebook|film|videoclip)[^/]+$/), kinds: ['BreadcrumbList', 'Course'] },
      { path: '/news-approfondimenti', kinds: ['BreadcrumbList'] },
      { path: linkUnder(news.html, /^\/news-approfondimenti\/(?!categorie|argomenti)[^/]+\/[^/]+$/), kinds: ['BreadcrumbList', 'Article'] },
      { path: '/piani', kinds: ['BreadcrumbList'] },
      { path: '/servizi/legali', kinds: [] },
      { path: '/chi-siamo', kinds: [] },
    ];
    const titles = new Set<string>();
    for (const { path, kinds, h1 } of pages) {
      const page = await served(request, path);
      const url = new URL(path, baseURL).href;
      expect(page.title, path).toMatch(/Club Professioni Sanitarie$/);
      titles.add(page.title);
      expect(page.html.match(/<title>/g), `${path}: one title`).toHaveLength(1);
      expect(page.meta('description')?.length, `${path}: description`).toBeGreaterThan(20);
      expect(page.canonical, path).toBe(url);
      expect(page.meta('og:url'), path).toBe(url);
      expect(unescape(page.meta('og:title') ?? ''), path).toBe(unescape(page.title));
      expect(page.meta('og:description'), path).toBe(page.meta('description'));
      expect(page.meta('og:image'), path).toMatch(/^https?:\/\/.+\.(png|jpe?g|svg)$/);
      expect(page.meta('og:site_name'), path).toBe('Club Professioni Sanitarie');
      expect(page.meta('twitter:card'), path).toMatch(/^summary/);
      expect(page.meta('twitter:title'), path).toBe(page.meta('og:title'));
      const types = page.jsonLd.map((item) => String(item['@type']).replace('NewsArticle', 'Article'));
      for (const kind of kinds) expect(types, `${path}: JSON-LD ${kind}`).toContain(kind);
      for (const item of page.jsonLd) expect(item['@context'], path).toBe('https://schema.org');
      // Wherever breadcrumbs show, their list is in the JSON-LD too, item for item.
      const trail = page.html.match(/<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/)?.[0];
      const list = page.jsonLd.find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string; item: string }[] } | undefined;
      if (trail) {
        expect(list, `${path}: BreadcrumbList`).toBeDefined();
        expect(list!.itemListElement.map((entry) => entry.name), path).toEqual([...trail.matchAll(/itemProp="name"[^>]*>([^<]*)</g)].map((m) => unescape(m[1]!)));
        expect(list!.itemListElement.at(-1)!.item, path).toBe(url);
      }
      // The page's own content, readable without JavaScript.
      expect(page.html, path).not.toContain('class="app-shell"');
      expect(page.html, path).toMatch(/<h1[^>]*>/);
      if (h1) expect(page.html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1], path).toMatch(h1);
      // No executable inline script (the page's script-src is 'self'): module scripts by address, data blocks.
      for (const script of page.scripts) expect(script, path).toMatch(/\bsrc="\/assets\/|type="application\/(json|ld\+json)"/);
      expect(page.html, `${path}: no inline style attribute`).not.toMatch(/<[^>]+\sstyle="/);
    }
    expect(titles.size, 'every page its own title').toBe(pages.length);
    const article = await served(request, pages[4]!.path);
    const facts = article.jsonLd.find((item) => /Article$/.test(String(item['@type'])))!;
    expect(unescape(article.title)).toContain(String(facts.headline).slice(0, 40));
    expect(article.meta('og:type')).toBe('article');
  });

  test('a missing article is answered 404 with the not-found page rendered', async ({ request }) => {
    let response = await request.get('/news-approfondimenti/professione/questo-articolo-non-esiste');
    await expect.poll(async () => (response = await request.get('/news-approfondimenti/professione/questo-articolo-non-esiste')).text().then((t) => t.includes('club-server-state')), { timeout: 30_000 }).toBe(true);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Pagina non trovata');
  });

  test("a missing course (the API's NOT_FOUND for its slug) is answered 404 with the not-found page, in the browser too", async ({ request, page }) => {
    const path = '/corsi-ecm-fad/questo-corso-non-esiste';
    let response = await request.get(path);
    await expect.poll(async () => (response = await request.get(path)).text().then((t) => t.includes('club-server-state')), { timeout: 30_000 }).toBe(true);
    expect(response.status()).toBe(404);
    expect(await response.text()).toContain('Pagina non trovata');
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Pagina non trovata' })).toBeVisible();
    await expect(page.getByText('Errore nel servizio /FAD/Corsi')).toHaveCount(0);
  });

  // Each page with the operations the server rendered it with (its layout's and its own); sections
  // further down stay lazy (spec 2 §2) and load in the browser when scrolled to, as before.
  const hydrated: Record<string, string[]> = {
    '/': ['Viewer', 'AppLayout', 'PageComponents', 'HomeBanners'],
    '/corsi-ecm-fad': ['Viewer', 'AppLayout', 'CourseCatalogue', 'CatalogueFilterOptions'],
    '/news-approfondimenti': ['Viewer', 'AppLayout', 'NewsListing', 'NewsFeatured'],
    '/piani': ['Viewer', 'AppLayout', 'Plans', 'FaqSection'],
  };
  for (const [path, rendered] of Object.entries(hydrated)) {
    test(`${path} hydrates in the browser from the answers it was rendered with: none asked again, no hydration error, nothing the CSP refuses`, async ({ page, request }) => {
      await served(request, path);
      await expectHydratedFromRendered(page, path, rendered);
    });
  }

  test('what a visitor types into the rendered sign-in form before the script arrives is kept once hydrated, and signs them in', async ({ page, request }) => {
    await served(request, '/login');
    // A slow connection: the page's markup is there, its script a moment later.
    await page.route(/\/assets\/.*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('E-mail o username').fill('premium@demo.club');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByLabel('E-mail o username')).toHaveValue('premium@demo.club');
    await expect(page.getByLabel('Password')).toHaveValue(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 });
  });

  test("a returning visitor's session categories: the rendered page hydrates without a mismatch, then shows their choice", async ({ page, request }) => {
    const path = '/news-approfondimenti/categorie';
    const html = (await served(request, path)).html;
    const chips = [...html.matchAll(/<button type="button" class="chip" aria-pressed="(true|false)"[^>]*>([^<]+)<\/button>/g)].map((m) => ({ pressed: m[1] === 'true', label: m[2]! }));
    expect(chips.filter((chip) => chip.pressed)).toHaveLength(3);
    // A choice the server cannot know: the last category alone, kept in the visitor's session.
    const chosen = chips.at(-1)!.label;
    await page.addInitScript((label) => sessionStorage.setItem('club.news.pickedCategories', JSON.stringify([label])), chosen);
    const problems = watchProblems(page);
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const picker = page.getByRole('list', { name: 'Scegli le categorie' });
    await expect(picker.getByRole('button', { pressed: true })).toHaveText([chosen]);
    expect(problems, 'console').toEqual([]);
  });

});

// A signed-in member's pages, rendered on the server with their own data (their session's cookie), so
// they paint before the script has run; never kept, never stored by a cache; hydrated from what they
// were rendered with.
test.describe("a member's pages rendered on the server", () => {
  const PREMIUM_VIEWER = '"subscriptionType":"PREMIUM"';
  const stateOf = (html: string) => html.match(/<script type="application\/json" id="club-server-state">(.*?)<\/script>/)?.[1] ?? '';
  const membersPages: Record<string, { shows: string; rendered: string[] }> = {
    '/profilo': { shows: 'Ciao', rendered: ['Viewer', 'AppLayout', 'ProfileOverview', 'ProfileTrainingSummary'] },
    '/profilo/la-mia-formazione': { shows: 'La mia formazione', rendered: ['Viewer', 'AppLayout', 'TrainingArea', 'TrainingSummary'] },
    '/profilo/triennio-ecm': { shows: 'Triennio ECM', rendered: ['Viewer', 'AppLayout', 'EcmTrienniumPage'] },
    '/corsi-ecm-fad': { shows: 'Corsi ECM FAD', rendered: ['Viewer', 'AppLayout', 'CourseCatalogue', 'CatalogueFilterOptions'] },
  };
  for (const [path, { shows, rendered }] of Object.entries(membersPages)) {
    test(`${path} for premium@demo.club: rendered with their data, private, and hydrated from it without asking again`, async ({ page }) => {
      await loginAs(page, 'premium@demo.club');
      const served = await page.evaluate(async (address) => {
        const res = await fetch(address);
        return { html: await res.text(), cacheControl: res.headers.get('cache-control') };
      }, path);
      expect(served.html).not.toContain('class="app-shell"');
      expect(served.html).toContain(shows);
      // Rendered as them: their subscription in the data block, which no visitor's page carries.
      expect(stateOf(served.html)).toContain(PREMIUM_VIEWER);
      expect(served.cacheControl).toBe('private, no-store');
      await expectHydratedFromRendered(page, path, rendered);
    });
  }

  test("a member's page is not kept for the visitor who asks next, nor a visitor's for the member", async ({ page, request }) => {
    await loginAs(page, 'premium@demo.club');
    expect(stateOf(await page.evaluate(async () => (await fetch('/corsi-ecm-fad')).text()))).toContain(PREMIUM_VIEWER);
    const visitors = (await served(request, '/corsi-ecm-fad')).html;
    expect(stateOf(visitors)).toContain('courseCatalogue');
    expect(stateOf(visitors)).not.toContain(PREMIUM_VIEWER);
    expect(stateOf(await page.evaluate(async () => (await fetch('/corsi-ecm-fad')).text()))).toContain(PREMIUM_VIEWER);
  });
});

/** Loads `path` and checks it hydrates: no console error or CSP refusal, none of the `rendered` operations asked again. */
async function expectHydratedFromRendered(page: Page, path: string, rendered: string[]): Promise<void> {
  const problems = watchProblems(page);
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql')) asked.push(JSON.parse(r.postData() ?? '{}').operationName as string);
  });
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(problems, 'console').toEqual([]);
  expect(asked.filter((name) => rendered.includes(name)), 'asked again while hydrating').toEqual([]);
}

/** Console errors (hydration mismatches, failed loads) and the CSP's refusals while the page loads. */
function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content Security Policy|hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}
