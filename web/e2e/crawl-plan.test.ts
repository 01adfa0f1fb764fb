import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CrawlRegistry, FULL_CRAWL_LOGINS, NOT_CRAWLED, pagesNamedIn, parseDemoAccounts, scopedCrawl, scopedCrawlPersonas, viewKey, type CrawlPersona, type PersonaBrowser } from './crawl-plan';

// The link crawl's planner (links.spec.ts), on the real README and on a made-up site.

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

/** A site as each persona sees it: path → the links it shows; a path missing from the map is the not-found page. */
type Site = Record<string, string[]>;

/** A browser on a made-up site, recording what it opened and expanded. */
function fakeBrowser(site: Site) {
  const opened: string[] = [];
  const expanded: string[] = [];
  const browser: PersonaBrowser = {
    open: async (url) => {
      opened.push(url);
      const links = site[url];
      return links ? { notFound: false, links } : { notFound: true, links: [] };
    },
    expand: async (url) => {
      expanded.push(url);
      return { notFound: false, links: site[url]! };
    },
  };
  return { browser, opened, expanded };
}

const HEADER = ['/', '/servizi/legali', '/corsi-ecm-fad', '/profilo'];
const PREMIUM_SITE: Site = {
  '/': [...HEADER, '/news-approfondimenti/a/1', '/news-approfondimenti/a/2', '/news-approfondimenti/a/3'],
  '/profilo': [...HEADER, '/profilo/dati-personali', '/profilo/cause'],
  '/profilo/dati-personali': HEADER,
  '/profilo/cause': HEADER,
  '/servizi/legali': [...HEADER, '/servizi/legali/consulenza'],
  '/servizi/legali/consulenza': HEADER,
  '/corsi-ecm-fad': HEADER,
  '/news-approfondimenti/a/1': HEADER,
  '/news-approfondimenti/a/2': HEADER,
  '/news-approfondimenti/a/3': HEADER,
};
/** The legal consultancy persona: the same site, but the legal page's header adds 'Le mie cause' pointing at a page that does not exist. */
const CONSULENZA_SITE: Site = { ...PREMIUM_SITE, '/servizi/legali': [...PREMIUM_SITE['/servizi/legali']!, '/profilo/le-mie-cause'] };

const persona = (username: string, own: string[] = []): CrawlPersona => ({ username, seeds: ['/', '/profilo', ...own], own });

describe('README personas', () => {
  const accounts = parseDemoAccounts(readme);
  const personas = scopedCrawlPersonas(accounts);

  it('every row of Demo accounts is crawled: by the full crawl, by the scoped crawl, or named in NOT_CRAWLED with why', () => {
    expect(accounts.length).toBeGreaterThan(40);
    const crawled = new Set([...FULL_CRAWL_LOGINS, ...personas.map((p) => p.username)]);
    for (const account of accounts) {
      const covered = crawled.has(account.email) || account.customerCodes.every((code) => crawled.has(code)) || account.email in NOT_CRAWLED;
      expect(covered, account.email).toBe(true);
    }
    // The full crawl's own personas are not crawled twice.
    expect(personas.map((p) => p.username)).not.toContain('premium@demo.club');
  });

  it('the shared e-mail signs in by each number; each persona starts from the home, the profile and the pages its row names', () => {
    const usernames = personas.map((p) => p.username);
    expect(usernames).toEqual(expect.arrayContaining(['1200086', '1200087', 'premium.consulenza@demo.club', 'club.veterinari@demo.club', 'premium.tag@demo.club']));
    expect(usernames).not.toContain('condiviso@demo.club');
    const consulenza = personas.find((p) => p.username === 'premium.consulenza@demo.club')!;
    expect(consulenza.seeds).toEqual(['/', '/profilo', '/servizi/legali', '/servizi/legali/consulenza']);
    expect(pagesNamedIn("no 'Le mie cause' (/profilo/cause sends to /non-autorizzato), ORD-ASL-1000021, premium.tutela2@demo.club")).toEqual(['/profilo/cause', '/non-autorizzato']);
  });
});

describe('scoped crawl', () => {
  it("finds a dead link only one persona sees on its own page, after another persona crawled the same pages without it (the legal pages' 'Le mie cause')", async () => {
    const registry = new CrawlRegistry();
    const premium = await scopedCrawl(persona('premium.nonews@demo.club'), fakeBrowser(PREMIUM_SITE).browser, registry);
    expect(premium.dead).toEqual([]);
    expect(premium.expanded).toContain('/servizi/legali');
    const consulenza = await scopedCrawl(persona('premium.consulenza@demo.club', ['/servizi/legali']), fakeBrowser(CONSULENZA_SITE).browser, registry);
    expect(consulenza.dead).toEqual([{ from: '/servizi/legali', href: '/profilo/le-mie-cause' }]);
  });

  it('finds a dead link only in one persona\'s header, though it names no page of its own', async () => {
    const registry = new CrawlRegistry();
    await scopedCrawl(persona('premium.nonews@demo.club'), fakeBrowser(PREMIUM_SITE).browser, registry);
    const site: Site = { ...PREMIUM_SITE, '/': [...PREMIUM_SITE['/']!, '/profilo/le-mie-cause'] };
    const result = await scopedCrawl(persona('premium.tag@demo.club'), fakeBrowser(site).browser, registry);
    expect(result.dead).toEqual([{ from: '/', href: '/profilo/le-mie-cause' }]);
  });

  it('finds a dead link on a page one of its own pages links to, when that page looks different to it', async () => {
    const site: Site = { ...PREMIUM_SITE, '/servizi/legali/consulenza': [...HEADER, '/profilo/le-mie-cause'] };
    const registry = new CrawlRegistry();
    await scopedCrawl(persona('premium.nonews@demo.club'), fakeBrowser(PREMIUM_SITE).browser, registry);
    const result = await scopedCrawl(persona('premium.consulenza@demo.club', ['/servizi/legali']), fakeBrowser(site).browser, registry);
    expect(result.dead).toEqual([{ from: '/servizi/legali/consulenza', href: '/profilo/le-mie-cause' }]);
  });

  it('a persona that sees what another saw only opens its start pages: no page is expanded twice', async () => {
    const registry = new CrawlRegistry();
    const first = fakeBrowser(PREMIUM_SITE);
    const firstResult = await scopedCrawl(persona('club.biologi@demo.club'), first.browser, registry);
    expect(firstResult.expanded).toEqual(expect.arrayContaining(['/', '/profilo', '/servizi/legali']));
    // A list of articles: two of one shape are enough.
    expect(firstResult.leftOut.get('more of /news-approfondimenti/*/*/')).toBe(1);
    const second = fakeBrowser(PREMIUM_SITE);
    const secondResult = await scopedCrawl(persona('club.dietisti@demo.club'), second.browser, registry);
    expect(second.opened).toEqual(['/', '/profilo']);
    expect(second.expanded).toEqual([]);
    expect(secondResult.alreadyCrawled).toBe(2);
  });

  it("resolves the start pages against the site's origin and leaves out other origins and what `keep` refuses", async () => {
    const origin = 'http://localhost:5000';
    const site: Site = { '/': ['http://localhost:5000/profilo', 'https://esterno.example/pagina', 'http://localhost:5000/files/a.pdf'], '/profilo': [] };
    const fake = fakeBrowser(site);
    const result = await scopedCrawl(persona('premium.tag@demo.club'), fake.browser, new CrawlRegistry(), { origin, keep: (url) => url.origin === origin && !url.pathname.startsWith('/files/') });
    expect(fake.opened).toEqual(['/', '/profilo']);
    expect(result.leftOut.get('not an app page')).toBe(2);
  });

  it('a persona whose header has one more link expands its home and that page only, not every page that shows the header', async () => {
    const registry = new CrawlRegistry();
    await scopedCrawl(persona('premium.nonews@demo.club'), fakeBrowser(PREMIUM_SITE).browser, registry);
    const withUpgrade = Object.fromEntries(Object.entries(PREMIUM_SITE).map(([path, links]) => [path, [...links, '/upgrade']]));
    const fake = fakeBrowser({ ...withUpgrade, '/upgrade': [...HEADER, '/upgrade'] });
    const result = await scopedCrawl(persona('trial@demo.club'), fake.browser, registry);
    expect(result.dead).toEqual([]);
    expect(fake.expanded).toEqual(['/', '/upgrade']);
  });

  it('a start page that is itself not found is reported from the README', async () => {
    const result = await scopedCrawl(persona('premium.tag@demo.club', ['/pagina-sparita']), fakeBrowser(PREMIUM_SITE).browser, new CrawlRegistry());
    expect(result.dead).toEqual([{ from: '(README)', href: '/pagina-sparita' }]);
  });

  it('two views of a page differ by the shapes of their links, not by which article of a list they offer', () => {
    expect(viewKey('/', ['/news-approfondimenti/a/1'])).toBe(viewKey('/', ['/news-approfondimenti/b/7']));
    expect(viewKey('/servizi/legali', ['/profilo/cause'])).not.toBe(viewKey('/servizi/legali', ['/profilo/le-mie-cause']));
  });
});
