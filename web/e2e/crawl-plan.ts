/**
 * The link crawl's plan, without a browser (links.spec.ts drives it; crawl-plan.test.ts proves it):
 * which personas the crawl signs in as (every row of README 'Demo accounts', so a new persona is
 * crawled without editing the test), where each persona's crawl starts, and which pages it expands.
 *
 * The five personas of the full crawl (FULL_CRAWL_LOGINS) follow every link up to its page cap. Every
 * other persona runs a scoped crawl: it starts from the home (its header and footer), its profile (the
 * profile menu) and the pages its README row names (its own pages, where it differs by design: always
 * expanded), and expands a page (opens every page it links to, and expands those in turn up to
 * EXPANDED_DEPTH) only when no persona has crawled that page with the same visible link set before. A
 * persona that sees what another saw costs a few page loads; one that sees a different header, menu or
 * page is crawled where it differs.
 */

/** A row of README 'Demo accounts'. */
export interface DemoAccount {
  email: string;
  customerCodes: string[];
  type: string;
  notes: string;
}

/** A persona the scoped crawl signs in as. */
export interface CrawlPersona {
  /** The login: the e-mail, or the customer code where an e-mail is shared. */
  username: string;
  /** Pages the crawl starts from: the home and the profile (COMMON_SEEDS), then the app pages the README row names. */
  seeds: string[];
  /** The pages the README row names: the persona exists to show them, so they are always expanded. */
  own: string[];
}

/** The personas the full crawl signs in as (null: the visitor). */
export const FULL_CRAWL_LOGINS: readonly (string | null)[] = [null, 'registrato@demo.club', 'trial@demo.club', 'premium@demo.club', 'expremium@demo.club'];

/** README personas the crawl cannot sign in as, each with why (any other row is crawled). */
export const NOT_CRAWLED: Readonly<Record<string, string>> = {
  'bloccato@demo.club': 'blocked: cannot sign in',
  'consenso@demo.club': 'signing in shows the consent the crawl would have to accept, which changes the seeded member (auth.spec.ts covers it)',
};

/** Where every persona's scoped crawl starts: the header and footer, and the profile menu. */
export const COMMON_SEEDS: readonly string[] = ['/', '/profilo'];

/** Seeds are depth 0; pages they link to depth 1, expanded when new; expanded depth-1 pages' links are visited (depth 2), not expanded. */
export const EXPANDED_DEPTH = 1;

/** Pages one persona's scoped crawl visits at most (the crawl logs what it left out). */
export const MAX_PERSONA_PAGES = 120;

/** Reads the 'Demo accounts' table of the README. */
export function parseDemoAccounts(readme: string): DemoAccount[] {
  const section = readme.split(/^## /m).find((s) => s.startsWith('Demo accounts'));
  if (!section) throw new Error("README has no 'Demo accounts' section");
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  return rows
    .slice(2) // header and separator
    .map((line) => line.split('|').slice(1, -1).map((cell) => cell.trim()))
    .map(([email = '', codes = '', type = '', notes = '']) => ({
      email,
      customerCodes: codes.split(/[^0-9]+/).filter(Boolean),
      type,
      notes,
    }));
}

/** App pages a README note names ('/profilo/cause sends to /non-autorizzato' → both), in order. */
export function pagesNamedIn(notes: string): string[] {
  const paths = notes.match(/(?<![\w.@/])\/[a-z][a-z0-9-]*(?:\/[a-z0-9-]+)*(?:\?[\w=&-]+)?/g) ?? [];
  return [...new Set(paths)];
}

/** The personas of the scoped crawl: every README row but the full crawl's and NOT_CRAWLED; a shared e-mail signs in by each number. */
export function scopedCrawlPersonas(accounts: readonly DemoAccount[]): CrawlPersona[] {
  const out: CrawlPersona[] = [];
  for (const account of accounts) {
    if (FULL_CRAWL_LOGINS.includes(account.email) || account.email in NOT_CRAWLED) continue;
    const own = pagesNamedIn(account.notes).filter((path) => !COMMON_SEEDS.includes(path));
    const seeds = [...COMMON_SEEDS, ...own];
    const shared = accounts.filter((a) => a.email === account.email).length > 1 || account.customerCodes.length > 1;
    const usernames = shared ? account.customerCodes : [account.email];
    for (const username of usernames) out.push({ username, seeds, own });
  }
  return out;
}

/**
 * Depth up to which every path of an area is its own page (deeper segments are parameters: slugs of
 * articles, courses, shops): '/profilo/dati-personali' and '/profilo/ordini' are different pages,
 * '/news-approfondimenti/{category}/{slug}' all one page. Areas not listed: 2 levels when deeper
 * ('/corsi-ecm-fad/videoclip/*'), else 1.
 */
const FIXED_DEPTH: Record<string, number> = { profilo: 2, servizi: 3, assistenza: 2, telemedicina: 2, 'news-approfondimenti': 1 };

export function shapeOf(path: string): string {
  const segments = path.split('/').filter(Boolean);
  const kept = FIXED_DEPTH[segments[0] ?? ''] ?? (segments.length >= 3 ? 2 : 1);
  if (segments.length <= kept) return path;
  return `/${segments.slice(0, kept).join('/')}/${'*/'.repeat(segments.length - kept)}`;
}

/**
 * A page as one persona sees it, for de-duplication: its path and the shapes of the pages it links to
 * (two personas offered different articles of one list see the same page; one with an extra menu or
 * page link does not), less `chrome`: the links the persona's home shows (its header and footer), which
 * the home's own view already tells apart, so that a persona whose header differs is not taken for one
 * that sees every page differently.
 */
export function viewKey(path: string, links: readonly string[], chrome: ReadonlySet<string> = new Set()): string {
  const shapes = [...new Set(links.map(linkShape))].filter((shape) => !chrome.has(shape)).sort();
  return `${path} → ${shapes.join(' ')}`;
}

function linkShape(link: string): string {
  return shapeOf(new URL(link, 'http://crawl.invalid').pathname.replace(/\/+$/, '') || '/');
}

/** What a look at one page found: whether it is the not-found page, and the same-origin app links it shows (absolute URLs). */
export interface PageView {
  notFound: boolean;
  links: string[];
}

/** The crawl's hands in the browser, signed in as the persona. */
export interface PersonaBrowser {
  /** Goes to the page and reads it as loaded: not-found or not, and the links shown without scrolling. */
  open(url: string, from: string): Promise<PageView>;
  /** Reads the open page whole: scrolled through (lazy sections mount), its layout checked, every link. */
  expand(url: string): Promise<PageView>;
}

/** Page views already expanded, shared by the personas of one run (one worker). */
export class CrawlRegistry {
  private readonly expanded = new Set<string>();
  /** Marks the view expanded; false when a persona expanded the same view before. */
  claim(key: string): boolean {
    if (this.expanded.has(key)) return false;
    this.expanded.add(key);
    return true;
  }
}

export interface ScopedCrawlResult {
  dead: { from: string; href: string }[];
  visited: string[];
  expanded: string[];
  /** Pages whose view another persona had already expanded. */
  alreadyCrawled: number;
  leftOut: Map<string, number>;
}

/** Per persona, at most this many distinct paths of one shape are visited (articles, shops, offers share a page). */
const MAX_PER_SHAPE = 2;

/**
 * One persona's scoped crawl (see the file's comment). Dead links are reported with the page that
 * links to them ('(README)' for a start page). A page is first opened (cheap); pages up to
 * EXPANDED_DEPTH whose view, as opened, no persona has crawled before are then read whole and their
 * links followed; deeper pages are only opened, which is enough to see the not-found page.
 */
export async function scopedCrawl(
  persona: CrawlPersona,
  browser: PersonaBrowser,
  registry: CrawlRegistry,
  options: { origin?: string; keep?: (url: URL) => boolean } = {},
): Promise<ScopedCrawlResult> {
  const { origin = 'http://crawl.invalid', keep = () => true } = options;
  const result: ScopedCrawlResult = { dead: [], visited: [], expanded: [], alreadyCrawled: 0, leftOut: new Map() };
  const note = (reason: string) => result.leftOut.set(reason, (result.leftOut.get(reason) ?? 0) + 1);
  const seen = new Set<string>();
  const shapes = new Map<string, number>();
  const queue: { url: string; from: string; depth: number }[] = [];
  const enqueue = (href: string, from: string, depth: number) => {
    const url = new URL(href, origin);
    const path = url.pathname.replace(/\/+$/, '') || '/';
    const key = `${path}${url.search}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (!keep(url)) return note('not an app page');
    const shape = shapeOf(path);
    const count = shapes.get(shape) ?? 0;
    if (depth > 0 && count >= MAX_PER_SHAPE) return note(`more of ${shape}`);
    shapes.set(shape, count + 1);
    queue.push({ url: key, from, depth });
  };
  for (const seed of persona.seeds) enqueue(seed, '(README)', 0);
  const own = new Set(persona.own);
  /** The shapes the home links to, as opened (header, footer): left out of the other pages' views. */
  let chrome: ReadonlySet<string> = new Set();

  while (queue.length > 0) {
    const next = queue.shift()!;
    if (result.visited.length >= MAX_PERSONA_PAGES) {
      note('over the page cap');
      continue;
    }
    result.visited.push(next.url);
    const opened = await browser.open(next.url, next.from);
    if (opened.notFound) {
      result.dead.push({ from: next.from, href: next.url });
      continue;
    }
    if (next.depth > EXPANDED_DEPTH) continue;
    // Claimed first, so that a persona's own page also spares the others who see it the same.
    if (next.url === '/') chrome = new Set(opened.links.map(linkShape));
    const isNew = registry.claim(next.url === '/' ? viewKey('/', opened.links) : viewKey(next.url, opened.links, chrome));
    if (!isNew && !(next.depth === 0 && own.has(next.url))) {
      result.alreadyCrawled += 1;
      continue;
    }
    const whole = await browser.expand(next.url);
    // A page whose content arrives late (an unknown slug) shows the not-found page only then.
    if (whole.notFound) {
      result.dead.push({ from: next.from, href: next.url });
      continue;
    }
    result.expanded.push(next.url);
    for (const link of whole.links) enqueue(link, next.url, next.depth + 1);
  }
  return result;
}
