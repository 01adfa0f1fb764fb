import { expect, test, type Page } from '@playwright/test';
import { linkActionOf } from '../src/lib/linkMarkers';
import { loginAs } from './support';

/**
 * Every in-page link of the services pages (anchor menus, hero and header calls to action, the
 * 'Negozi' and 'Chiedi informazioni' buttons) lands on its section at the first click on a freshly
 * loaded page, while everything but the page's own content still loads: the viewer, the layout,
 * 'Contenuti correlati', the banners, the sidebar and the forms' data answer late on purpose, so the
 * sections above the target grow after the click. Landing means the section's top sits at its scroll
 * margin (below the sticky navigation), or the page is scrolled to its end when it is too short for
 * that. Seen as premium.consulenza@demo.club, who sees the legal consultation form and the hero's
 * 'Richiedi il servizio'.
 */

/** How late every answer but the page's own content comes. */
const LATE_MS = 1500;

/**
 * The operations that draw a page's own content, answered at once (the links are in it). The shops
 * home's blocks (ShopsHome) come late too: its 'Negozi' link is there before them, and a click then
 * must still land once the top shops are drawn.
 */
const PAGE_OPERATIONS = new Set(['ServicePage', 'EnergyOffers']);

const PAGES = [
  '/servizi',
  '/servizi/legali',
  '/servizi/assicurativi',
  '/servizi/legali/consulenza',
  '/servizi/legali/diffida',
  '/servizi/legali/parere',
  '/servizi/legali/responsabilita',
  '/servizi/assicurativi/consulenza',
  '/servizi/assicurativi/tutela-legale',
  '/servizi/convenzioni/sanitassicura',
  '/servizi/convenzioni/legal-and-partners',
  '/servizi/convenzioni/insurance-and-partners',
  '/servizi/convenzioni/luce-gas',
  '/servizi/convenzioni/negozi',
];

type InPageLink = { href: string; nth: number; label: string };

/** The page's visible in-page links (link markers open dialogs: not sections), each by href and occurrence. */
async function inPageLinks(page: Page): Promise<InPageLink[]> {
  const all = await page.locator('main a[href*="#"]').evaluateAll((links) =>
    links.map((a) => {
      const link = a as HTMLAnchorElement;
      const samePage = link.pathname === window.location.pathname && link.search === window.location.search;
      return { href: link.getAttribute('href') ?? '', samePage, visible: link.checkVisibility(), label: link.textContent?.trim() ?? '' };
    }),
  );
  const seen = new Map<string, number>();
  const links: InPageLink[] = [];
  for (const { href, samePage, visible, label } of all) {
    const nth = seen.get(href) ?? 0;
    seen.set(href, nth + 1);
    if (samePage && visible && linkActionOf(href) === null) links.push({ href, nth, label });
  }
  return links;
}

/** Where the target is after the jump: its top, its scroll margin, whether the page is at its end, what is still loading above it. */
async function landing(page: Page, id: string) {
  return page.evaluate((targetId) => {
    const target = document.getElementById(targetId)!;
    const busyAbove = [...document.querySelectorAll('[aria-busy="true"]')].some(
      (busy) => !busy.contains(target) && !target.contains(busy) && (target.compareDocumentPosition(busy) & Node.DOCUMENT_POSITION_PRECEDING) !== 0,
    );
    const atEnd = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
    const navBottom = document.querySelector('.main-nav')?.getBoundingClientRect().bottom ?? 0;
    return { top: target.getBoundingClientRect().top, margin: parseFloat(getComputedStyle(target).scrollMarginTop) || 0, atEnd, navBottom, busyAbove };
  }, id);
}

const nextFrames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

let pending = 0;

test.beforeEach(async ({ page }) => {
  pending = 0;
  await loginAs(page, 'premium.consulenza@demo.club');
  await page.route('**/graphql', async (route) => {
    const name = /"operationName":"(\w+)"/.exec(route.request().postData() ?? '')?.[1] ?? '';
    if (PAGE_OPERATIONS.has(name)) return route.fallback();
    pending += 1;
    try {
      await new Promise((resolve) => setTimeout(resolve, LATE_MS));
      const response = await route.fetch();
      await route.fulfill({ response });
    } catch {
      // The page was left meanwhile (the next fresh load): nothing is waiting for this answer.
    } finally {
      pending -= 1;
    }
  });
});

for (const path of PAGES) {
  test(`${path}: every in-page link lands on its section at the first click while the page above it loads`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.goto(path);
    await expect(page.locator('main h1')).toBeVisible();
    // The late answers are asked for only once the page renders (so 'nothing pending' alone can be read
    // before they start), and links such as 'Chiedi informazioni' wait for the viewer: the header is
    // aria-busy until it answers. (Lazy sections such as 'Contenuti correlati' stay busy until seen.)
    await expect(page.locator('header.site-header')).not.toHaveAttribute('aria-busy', 'true', { timeout: 20_000 });
    await expect.poll(() => pending, { timeout: 20_000 }).toBe(0);
    await expect.poll(async () => (await inPageLinks(page)).length, { timeout: 20_000, message: `${path} has in-page links` }).toBeGreaterThan(0);
    const links = await inPageLinks(page);

    for (const { href, nth, label } of links) {
      const where = `${path}: '${label}' (${href})`;
      // A fresh load, so what sits above the target is still loading when the link is clicked.
      await page.goto('about:blank');
      await expect.poll(() => pending, { timeout: 20_000 }).toBe(0);
      await page.goto(path);
      const link = page.locator(`main a[href="${href}"]`).nth(nth);
      await link.click();
      const id = decodeURIComponent(new URL(href, page.url()).hash.slice(1));
      await expect(page.locator(`[id="${id}"]`), `${where}: the section is focused`).toBeFocused();
      // Everything late has answered, and nothing above the target still loads.
      await expect.poll(() => pending, { timeout: 20_000, message: `${where}: late answers` }).toBe(0);
      await expect.poll(async () => (await landing(page, id)).busyAbove, { timeout: 20_000, message: `${where}: loading above` }).toBe(false);
      await nextFrames(page);
      await expect
        .poll(
          async () => {
            const { top, margin, atEnd, navBottom } = await landing(page, id);
            const landed = Math.abs(top - margin) <= 3 || (atEnd && top > margin);
            return landed && top >= navBottom - 1 ? 'landed' : `top ${Math.round(top)} px, margin ${margin} px, navigation ends at ${navBottom} px${atEnd ? ', page at its end' : ''}`;
          },
          { timeout: 3_000, message: `${where}: the section's top at its scroll margin` },
        )
        .toBe('landed');
    }
  });
}
