import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { E2E_DOCUMENTS, postDocument, postWebDocument } from './documents';
import { PageComponentsDocument } from '../src/gql/graphql';
import { loginAs } from './support';

// Pages assembled from the CMS's components (spec 1 §1, §2 'Other shared pieces', §3, §7, §9; spec 2 §9):
// the home's sections from its list, info boxes and grids with their columns per row, the free-standing
// lead form container, download banners (NA106, RS124, CF102), the course share button (CF104) and the
// seeded '#__next' link (spec 1 §2 'Special link markers').

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

test.describe.configure({ timeout: 90_000 });

async function expectNoViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => ({ rule: v.id, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))).toEqual([]);
}

type Pushed = { event: string; code: string };
const pushedCodes = (page: Page) => page.evaluate(() => ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []).filter((e) => e.event === 'club_tracking').map((e) => e.code));

/** The tops of the items of a list, rounded: items on one row share their top. */
async function rowsOf(items: Locator): Promise<number[]> {
  const tops: number[] = [];
  for (const item of await items.all()) tops.push(Math.round((await item.boundingBox())!.y));
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.values()];
}

const infoBoxes = (page: Page) => page.getByRole('region', { name: 'Cosa trovi nel Club' });
const grid = (page: Page) => page.getByRole('region', { name: 'Servizi e tutele' });

test.describe('/chi-siamo, assembled from the CMS', () => {
  test("info boxes 3 per row ('Per Row' unset), the grid 2 per row ('Max per Row' 2), one per row on a phone; an unknown icon is logged and left out; axe", async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
    await page.goto('/chi-siamo');
    await expect(infoBoxes(page).getByRole('listitem')).toHaveCount(4);
    expect(await rowsOf(infoBoxes(page).getByRole('listitem'))).toEqual([3, 1]);
    await expect(grid(page).getByRole('listitem')).toHaveCount(4);
    expect(await rowsOf(grid(page).getByRole('listitem'))).toEqual([2, 2]);
    // Three known icons drawn; 'lucchetto-3d' is not one of the portal's: omitted, logged.
    await expect(infoBoxes(page).locator('.info-box__icon')).toHaveCount(3);
    await expect(infoBoxes(page).getByRole('listitem').nth(3).locator('.info-box__icon')).toHaveCount(0);
    expect(warnings).toContain("Icona sconosciuta 'lucchetto-3d' in un info box: omessa.");
    await expect(grid(page).getByRole('link', { name: 'Servizi legali' })).toHaveAttribute('href', '/servizi/legali');
    await expect(page.getByRole('region', { name: 'Il Club in breve' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Scrivici' })).toBeVisible();
    await expectNoViolations(page);

    await page.setViewportSize({ width: 412, height: 823 });
    expect(await rowsOf(infoBoxes(page).getByRole('listitem'))).toEqual([1, 1, 1, 1]);
    expect(await rowsOf(grid(page).getByRole('listitem'))).toEqual([1, 1, 1, 1]);
    await expectNoViolations(page);
  });

  test("the seeded '#__next' link opens its target in a new window, without the marker, and the page stays", async ({ page }) => {
    await page.goto('/chi-siamo');
    const link = infoBoxes(page).getByRole('link', { name: /Leggi l’informativa/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toContainText('(si apre in una nuova finestra)');
    const [popup] = await Promise.all([page.waitForEvent('popup'), link.click()]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/informativa-privacy');
    expect(popup.url()).not.toContain('__next');
    await expect(popup.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/chi-siamo');
  });

  test('the free-standing lead form container is the lead form of its type, with its fields and messages; axe with the messages shown', async ({ page }) => {
    await page.goto('/chi-siamo');
    const container = page.getByRole('region', { name: 'Scrivici' });
    await expect(container).toHaveAttribute('data-lead-form', 'richiesta-assistenza');
    await expect(container.getByText('Hai domande sul Club?')).toBeVisible();
    await container.getByRole('button', { name: 'Invia richiesta' }).click();
    await expect(container.getByText('Campo obbligatorio').first()).toBeVisible();
    await expectNoViolations(page, '.cms-lead-form');
  });

  test('the download banner saves the file named from its link and pushes NA106 once saved', async ({ page }) => {
    await page.goto('/chi-siamo');
    const button = page.getByRole('region', { name: 'Il Club in breve' }).getByRole('button', { name: /Scarica la presentazione/ });
    await expect(button).toHaveAttribute('data-tracking-code', 'NA106');
    const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
    expect(download.suggestedFilename()).toBe('presentazione-club.pdf');
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    await expect.poll(() => pushedCodes(page)).toEqual(['NA106']);
    await expectNoViolations(page, '.download-banner');
  });
});

test.describe('download banners under /risorse and the courses (spec 1 §9 RS124, CF102)', () => {
  for (const { path, name, file, code } of [
    { path: '/risorse', name: 'Guida ai Moduli', file: 'guida-moduli.pdf', code: 'RS124' },
    { path: '/corsi-ecm-fad', name: 'Piano formativo 2026', file: 'piano-formativo-2026.pdf', code: 'CF102' },
  ]) {
    test(`${path}: the banner downloads ${file} and pushes ${code}; axe on the banner`, async ({ page }) => {
      await page.goto(path);
      const banner = page.getByRole('region', { name });
      // At the foot of the page: it loads once scrolled into view.
      await expect(async () => {
        await page.mouse.wheel(0, 4000);
        await expect(banner).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 30_000 });
      const button = banner.getByRole('button');
      await expect(button).toHaveAttribute('data-tracking-code', code);
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe(file);
      await expect.poll(() => pushedCodes(page)).toContain(code);
      await expectNoViolations(page, '.download-banner');
    });
  }
});

test('the course page has a share button (CF104) listing the spec 1 §9 networks; axe with the menu open', async ({ page }) => {
  // The system share sheet, where the browser has one, would leave the page: the menu is what is checked.
  await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
  await loginAs(page, 'premium@demo.club');
  const { data } = (await (await postDocument(page.request, E2E_DOCUMENTS.catalogue, { page: 1 })).json()) as { data: { courseCatalogue: { items: { slug: string; title: string }[] } } };
  const course = data.courseCatalogue.items[0]!;
  await page.goto(`/corsi-ecm-fad/${course.slug}`);
  const share = page.getByRole('button', { name: 'Condividi' });
  await expect(share).toHaveAttribute('data-tracking-code', 'CF104');
  await share.click();
  await expect.poll(() => pushedCodes(page)).toContain('CF104');
  const menu = page.getByRole('list', { name: 'Condividi su' });
  await expect(menu.getByRole('link')).toHaveText(['WhatsApp', 'LinkedIn', 'Messenger', 'Facebook', 'X (Twitter)', 'Email'].map((n) => new RegExp(`^${n.replace(/[()]/g, '\\$&')}`)));
  // The shared address is the course page's own, absolute.
  const mail = new URL((await menu.getByRole('link', { name: /^Email/ }).getAttribute('href'))!);
  expect(mail.searchParams.get('body')).toBe(new URL(`/corsi-ecm-fad/${course.slug}`, page.url()).toString());
  expect(mail.searchParams.get('subject')).toBe(course.title);
  await expectNoViolations(page, '.course-page');
});

test("the home's sections follow the CMS's list of the home components, in its order", async ({ page, request }) => {
  // The home's own question, as the visitor (the home is rendered on the server with this answer: no request from the browser).
  const listAnswer = postWebDocument(request, PageComponentsDocument, { placement: 'home' });
  await page.goto('/');
  const json = (await (await listAnswer).json()) as { data: { pageComponents: { __typename: string; id: string; title: string | null }[] } };
  const sections = json.data.pageComponents;
  expect(sections.map((s) => s.id)).toEqual([
    'home-hero', 'home-latest-news', 'home-favourite-news', 'home-courses', 'home-tools', 'home-articles', 'home-media', 'home-magazines', 'home-rewards', 'home-most-read', 'home-professionals',
  ]);
  // The page's own placeholders, in the list's order (a visitor has no rewards teaser: not a loyalty member).
  const labels = await page.locator('.home > [data-section]').evaluateAll((els) => els.map((e) => e.getAttribute('data-section')));
  expect(labels).toEqual(['In evidenza', 'Ultime News e Approfondimenti', 'Le news per te', 'Corsi ECM', 'Ultimi Tool e calcolatori', 'Approfondimenti', 'Video e podcast', 'Dalle riviste del network', 'I più letti', 'I nuovi Professionisti entrati nel network']);
});
