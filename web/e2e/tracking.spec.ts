import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { TRACKING } from '../src/lib/trackingTable';
import { loginAs } from './support';
import { E2E_DOCUMENTS, postDocument } from './documents';

/**
 * Spec 1 §9 tracking, as the tag manager sees it: on each page, every visible control carrying a
 * `data-tracking-code` is clicked and `window.dataLayer` must receive exactly that code, once. Links
 * and submits are held (their default is prevented before the app sees the click) so the page stays
 * put; logout is refused by the network so the member stays signed in. Controls that push their code
 * only once the action happened (favourites, print, download) are checked by doing the action, and a
 * refused favourite must push nothing. The last test checks every click code of the table was met.
 */

test.describe.configure({ mode: 'serial' });

type Pushed = { event: string; code: string };

/** Codes met by clicking, over the whole file. */
const met = new Set<string>();

/** Codes of the table no page of the demo data lets a browser reach, with the reason. */
const NOT_REACHED: Record<string, string> = {
  [TRACKING.productsModalPlans.code]: "no CMS link of the demo data carries '#modalproducts' (ProductsModal reads its code from the table)",
};

/** Page-view codes: pushed once the page hydrates, which on a busy machine lands after a click below has read the layer. */
const VIEW_CODES = Object.values(TRACKING)
  .filter((e) => e.when === 'view')
  .map((e) => e.code);

/** What clicks and actions pushed (page views left out: this file is about clicks). */
async function dataLayer(page: Page): Promise<Pushed[]> {
  const pushed = await page.evaluate(() => ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []).filter((e) => e.event === 'club_tracking'));
  return pushed.filter((e) => !VIEW_CODES.includes(e.code));
}

async function hold(page: Page, on: boolean): Promise<void> {
  await page.evaluate((value) => ((window as unknown as { __holdClicks: boolean }).__holdClicks = value), on);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __holdClicks: boolean; print: () => void };
    w.__holdClicks = false;
    w.print = () => undefined;
    window.addEventListener('click', (event) => w.__holdClicks && event.preventDefault(), true);
  });
  // A confirmed logout would end the member's session in the middle of the test.
  await page.route('**/graphql', (route) => {
    const body = route.request().postData() ?? '';
    return /"operationName":"(Logout|AcceptConditions)"/.test(body) ? route.abort() : route.continue();
  });
});

/** Clicks `control` and expects exactly its code pushed. */
async function clickAndExpectItsCode(page: Page, control: Locator, where: string): Promise<void> {
  const code = await control.getAttribute('data-tracking-code');
  const before = (await dataLayer(page)).length;
  await control.click();
  await expect
    .poll(async () => (await dataLayer(page)).slice(before).map((e) => e.code), { message: `${where}: the click on the control carrying ${code}` })
    .toEqual([code]);
  met.add(code!);
}

const openDialog = (page: Page) => page.locator('dialog[open]');

async function closeDialogs(page: Page): Promise<void> {
  for (let i = 0; i < 3 && (await openDialog(page).count()) > 0; i++) await page.keyboard.press('Escape');
  await expect(openDialog(page)).toHaveCount(0);
}

/**
 * Clicks every visible, enabled control carrying a code under `scope` (outcome-tracked ones aside);
 * a control that opens a dialog gets the dialog's controls clicked too, reopening it as needed.
 */
async function clickEveryTrackedControl(page: Page, where: string, scope = 'body', reopen?: () => Promise<void>): Promise<string[]> {
  // The controls are counted once, then clicked by position: the header's buttons come with the
  // viewer's answer, and drawn after the count they would shift every position by two (the last
  // controls of the page never clicked). The header is aria-busy until that answer is drawn.
  await expect(page.getByRole('banner')).not.toHaveAttribute('aria-busy', 'true');
  await hold(page, true);
  const selector = `${scope} [data-tracking-code]:not([data-tracking-when="done"])`;
  const controls = page.locator(selector);
  const clicked: string[] = [];
  const count = await controls.count();
  for (let i = 0; i < count; i++) {
    const control = controls.nth(i);
    if (reopen && !(await control.isVisible())) await reopen();
    if (!(await control.isVisible()) || !(await control.isEnabled())) continue;
    if ((await control.evaluate((el) => el.closest('dialog') !== null)) && scope === 'body') continue;
    await clickAndExpectItsCode(page, control, where);
    clicked.push((await control.getAttribute('data-tracking-code'))!);
    if ((await openDialog(page).count()) > 0) {
      const inDialog = openDialog(page).locator('[data-tracking-code]:not([data-tracking-when="done"])');
      const n = await inDialog.count();
      for (let j = 0; j < n; j++) {
        if ((await openDialog(page).count()) === 0) {
          if (reopen && !(await control.isVisible())) await reopen();
          await control.click();
        }
        const inner = openDialog(page).locator('[data-tracking-code]:not([data-tracking-when="done"])').nth(j);
        if (!(await inner.isVisible()) || !(await inner.isEnabled())) continue;
        await clickAndExpectItsCode(page, inner, `${where}, dialog`);
        clicked.push((await inner.getAttribute('data-tracking-code'))!);
      }
      await closeDialogs(page);
    }
  }
  await hold(page, false);
  return clicked;
}

/** Every slide of the home's banner carousel in turn (one shows at a time), its controls clicked. */
async function clickEveryHeroSlide(page: Page, where: string): Promise<string[]> {
  const hero = page.getByRole('region', { name: 'In evidenza' });
  const pause = hero.getByRole('button', { name: 'Metti in pausa lo scorrimento' });
  if (await pause.isVisible()) await pause.click();
  const indicators = hero.getByRole('button', { name: /^Vai al banner \d+ di \d+$/ });
  const clicked: string[] = [];
  const count = await indicators.count();
  for (let i = 0; i < count; i++) {
    await indicators.nth(i).click();
    clicked.push(...(await clickEveryTrackedControl(page, `${where}, slide ${i + 1}`, '.hero')));
  }
  return clicked;
}

async function contentLink(request: APIRequestContext, type: 'Articolo' | 'Tool' | 'Modulo', premium: boolean): Promise<string> {
  const response = await postDocument(request, E2E_DOCUMENTS.userActions, { types: [type] });
  const body = (await response.json()) as { data: { contents: { items: { link: string; isPremium: boolean; userActions: string[] }[] } } };
  const item = body.data.contents.items.find((i) => i.isPremium === premium && (type !== 'Articolo' || i.userActions.includes('Print')));
  if (!item) throw new Error(`the seed has no ${premium ? 'premium' : 'free'} ${type}`);
  return item.link;
}

test.describe('clicks push their code (visitor)', () => {
  test('home: header buttons, banner CTAs (CMS event codes, PH110 by default) and the banner login prompt', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('.banner__login a')).toBeVisible();
    const clicked = await clickEveryTrackedControl(page, '/ as visitor');
    expect(clicked).toEqual(expect.arrayContaining([TRACKING.headerLogin.code, TRACKING.headerSignUp.code, TRACKING.bannerLogin.code, TRACKING.cmsCtaDefault.code, TRACKING.upsellPlans.code]));
  });

  test('login and password recovery pages', async ({ page }) => {
    // The viewer's answer (the header's buttons) lands after the login form: late on purpose here, as
    // it sometimes is on a busy machine, so the page's controls are read only once it is drawn.
    await page.route('**/graphql', async (route) => {
      if (/"operationName":"Viewer"/.test(route.request().postData() ?? '')) await new Promise((resolve) => setTimeout(resolve, 1500));
      return route.fallback();
    });
    await page.goto('/login');
    await page.getByLabel('E-mail o username').fill('nessuno.qui@demo.club');
    await page.getByLabel('Password').fill('Sbagliata1!');
    await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toBeEnabled();
    expect(await clickEveryTrackedControl(page, '/login')).toEqual(
      expect.arrayContaining([TRACKING.loginForgotPassword.code, TRACKING.loginSubmit.code, TRACKING.loginPageSignUp.code]),
    );
    await page.goto('/recover-password');
    await expect(page.getByRole('link', { name: 'Torna al login' })).toBeVisible();
    await page.getByLabel('E-mail o username').fill('nessuno.qui@demo.club');
    await expect(page.getByRole('button', { name: 'Invia' })).toBeEnabled();
    expect(await clickEveryTrackedControl(page, '/recover-password')).toEqual(expect.arrayContaining([TRACKING.recoverySubmit.code, TRACKING.recoveryBackToLogin.code]));
  });

  test('a premium article: share, the paywall CTA and its login prompt', async ({ page, request }) => {
    await page.goto(await contentLink(request, 'Articolo', true));
    await expect(page.locator('.paywall')).toBeVisible();
    expect(await clickEveryTrackedControl(page, 'premium article as visitor')).toEqual(
      expect.arrayContaining([TRACKING.share.code, TRACKING.paywallLogin.code, TRACKING.cmsCtaDefault.code]),
    );
  });

  test('a refused favourite pushes no favourite event; the upsell buttons push theirs', async ({ page, request }) => {
    await page.goto(await contentLink(request, 'Tool', false));
    const actions = page.getByRole('group', { name: 'Azioni sul contenuto' });
    const favourite = actions.getByRole('button', { name: 'Aggiungi ai preferiti' });
    await expect(favourite).toHaveAttribute('data-tracking-code', TRACKING.toolFavouriteAdd.code);
    const before = (await dataLayer(page)).length;
    await favourite.click();
    await expect(openDialog(page)).toBeVisible();
    expect((await dataLayer(page)).slice(before).map((e) => e.code)).toEqual([]);
    await closeDialogs(page);
    await hold(page, true);
    await favourite.click();
    const upsell = openDialog(page);
    await clickAndExpectItsCode(page, upsell.getByRole('link', { name: 'Registrati gratis' }), 'upsell');
    if ((await openDialog(page).count()) === 0) await favourite.click();
    await clickAndExpectItsCode(page, openDialog(page).getByRole('link', { name: 'Accedi' }), 'upsell');
    await hold(page, false);
    await closeDialogs(page);
    expect((await dataLayer(page)).map((e) => e.code)).not.toContain(TRACKING.toolFavouriteAdd.code);
    expect(await clickEveryTrackedControl(page, 'free tool as visitor')).toEqual(expect.arrayContaining([TRACKING.toolShare.code]));
  });
});

test.describe('clicks push their code (members)', () => {
  test('registrato: plans header button, the paywall plans CTA and the price cards', async ({ page, request }) => {
    await loginAs(page, 'registrato@demo.club');
    const article = await contentLink(request, 'Articolo', true);
    await page.goto(article);
    await expect(page.locator('.paywall')).toBeVisible();
    // The header's buttons come with the viewer's answer, which may land after the paywall.
    for (const code of [TRACKING.headerPlans.code, TRACKING.upsellPlans.code]) await expect(page.locator(`[data-tracking-code="${code}"]`).first()).toBeVisible();
    expect(await clickEveryTrackedControl(page, 'premium article as registrato')).toEqual(expect.arrayContaining([TRACKING.headerPlans.code, TRACKING.upsellPlans.code]));
    await page.goto('/piani');
    await expect(page.locator('.price-card__buy').first()).toBeVisible();
    // A price card's buy button puts the plan in the cart and opens it: one click leaves the page.
    const buy = page.locator('.price-card__buy').first();
    expect(await buy.getAttribute('data-tracking-code')).toBe(TRACKING.plansPriceCardBuy.code);
    await clickAndExpectItsCode(page, buy, '/piani as registrato');
  });

  test('premium: loyalty CTA (WL100), profile menu, logout confirmation, course sheet and e-book', async ({ page }) => {
    await loginAs(page, 'premium@demo.club');
    await page.goto('/');
    await expect(page.locator('.hero .banner').first()).toBeVisible();
    await clickEveryTrackedControl(page, '/ as premium');
    expect(await clickEveryHeroSlide(page, '/ as premium')).toEqual(expect.arrayContaining([TRACKING.cmsLoyaltyCta.code]));
    const openMenu = () => page.locator('.profile-menu__button').click();
    expect(await clickEveryTrackedControl(page, 'profile menu', '.profile-menu__list', openMenu)).toEqual(
      expect.arrayContaining([TRACKING.profileMenuProfile.code, TRACKING.profileMenuLogout.code, TRACKING.logoutConfirm.code]),
    );
    await page.goto('/corsi-ecm-fad');
    await page.getByRole('main').getByRole('article').first().getByRole('link').first().click();
    await expect(page.getByRole('link', { name: /Scarica la scheda del corso/ })).toBeVisible();
    expect(await clickEveryTrackedControl(page, 'course page as premium')).toEqual(expect.arrayContaining([TRACKING.courseSheetDownload.code]));
    await page.goto('/corsi-ecm-fad/ebook');
    await page.getByRole('region', { name: 'Elenco' }).getByRole('article').first().getByRole('link').first().click();
    // The e-book of the month has three files: 'Scarica l'e-book' opens the download modal, whose links carry the code.
    const ebookButton = page.getByRole('button', { name: "Scarica l'e-book" });
    await expect(ebookButton).toBeVisible();
    await ebookButton.click();
    expect(await clickEveryTrackedControl(page, 'e-book download modal as premium', 'dialog', () => ebookButton.click())).toEqual(
      expect.arrayContaining([TRACKING.ebookDownload.code]),
    );
  });

  test('ex-premium: the call dialog pushes PP300 on desktop and PP305 on mobile', async ({ page }) => {
    await loginAs(page, 'expremium@demo.club');
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Parla con un consulente' })).toBeVisible();
    expect(await clickEveryTrackedControl(page, '/ as ex-premium, desktop')).toEqual(expect.arrayContaining([TRACKING.callDesktop.code]));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(page.getByRole('link', { name: 'Parla con un consulente' })).toBeVisible();
    expect(await clickEveryTrackedControl(page, '/ as ex-premium, mobile')).toEqual(expect.arrayContaining([TRACKING.callMobile.code]));
  });

  test('consent dialog: its confirmation pushes AR162 (the acceptance itself is refused by the network)', async ({ page }) => {
    // The login answers as for a member who must accept the conditions: the seeded consenso@ account
    // may have accepted them already in the consent journey (auth.spec.ts), which shares the database.
    await page.route('**/graphql', (route) => {
      if (!/"operationName":"Login"/.test(route.request().postData() ?? '')) return route.fallback();
      const consent = { __typename: 'ConsentRequirement', consentToken: 'consent-token', conditionOfUse: false, acceptanceCondition: false, acknowledgment: false, conditionsOfUseText: "Condizioni d'uso", acceptanceConditionsText: 'Condizioni di adesione' };
      return route.fulfill({ json: { data: { login: { __typename: 'LoginResult', status: 'CONSENT_REQUIRED', message: null, consent } } } });
    });
    await page.goto('/login');
    await page.getByLabel('E-mail o username').fill('consenso@demo.club');
    await page.getByLabel('Password').fill('Club2026!');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    const dialog = openDialog(page);
    const switches = dialog.getByRole('switch');
    await expect(switches).toHaveCount(3);
    for (let i = 0; i < 3; i++) await switches.nth(i).click();
    await hold(page, true);
    await clickAndExpectItsCode(page, dialog.getByRole('button', { name: 'Continua' }), 'consent dialog');
  });
});

test.describe('actions push their code only once done (premium)', () => {
  test('module: print, download and favourite add/remove; tool: favourites; article: print; e-book article: download of the course e-book', async ({ page, request }) => {
    await loginAs(page, 'premium@demo.club');
    const codes = async () => (await dataLayer(page)).map((e) => e.code);

    await page.goto(await contentLink(request, 'Modulo', true));
    const actions = page.getByRole('group', { name: 'Azioni sul contenuto' }).first();
    await actions.getByRole('button', { name: 'Stampa' }).click();
    await expect.poll(codes).toContain(TRACKING.resourcePrint.code);
    const downloading = page.waitForEvent('download');
    await actions.getByRole('button', { name: 'Scarica' }).click();
    await downloading;
    await expect.poll(codes).toContain(TRACKING.moduleDownload.code);
    await actions.getByRole('button', { name: 'Aggiungi ai preferiti' }).click();
    await expect.poll(codes).toContain(TRACKING.moduleFavouriteAdd.code);
    await actions.getByRole('button', { name: 'Rimuovi dai preferiti' }).click({ timeout: 5000 });
    await expect.poll(codes).toContain(TRACKING.moduleFavouriteRemove.code);
    expect(await clickEveryTrackedControl(page, 'module as premium')).toEqual(expect.arrayContaining([TRACKING.moduleShare.code]));
    [TRACKING.resourcePrint, TRACKING.moduleDownload, TRACKING.moduleFavouriteAdd, TRACKING.moduleFavouriteRemove].forEach((e) => met.add(e.code));

    await page.goto(await contentLink(request, 'Tool', false));
    await actions.getByRole('button', { name: 'Aggiungi ai preferiti' }).click();
    await expect.poll(codes).toContain(TRACKING.toolFavouriteAdd.code);
    await actions.getByRole('button', { name: 'Rimuovi dai preferiti' }).click({ timeout: 5000 });
    await expect.poll(codes).toContain(TRACKING.toolFavouriteRemove.code);
    [TRACKING.toolFavouriteAdd, TRACKING.toolFavouriteRemove].forEach((e) => met.add(e.code));

    await page.goto(await contentLink(request, 'Articolo', true));
    await actions.getByRole('button', { name: 'Stampa' }).click();
    await expect.poll(codes).toContain(TRACKING.print.code);
    met.add(TRACKING.print.code);

    // An E-book article's 'Scarica' saves the e-book of the course it links (NA105).
    const ebooks = (await (await postDocument(request, E2E_DOCUMENTS.ebookArticles, {})).json()) as { data: { contents: { items: { link: string; courseId: string | null; userActions: string[] }[] } } };
    const ebookArticle = ebooks.data.contents.items.find((i) => i.courseId && i.userActions.includes('Download'));
    await page.goto(ebookArticle!.link);
    const saving = page.waitForEvent('download');
    await actions.getByRole('button', { name: 'Scarica' }).click();
    const saved = await saving;
    expect(saved.suggestedFilename()).toMatch(/\.pdf$/);
    expect((await readFile((await saved.path())!)).subarray(0, 5).toString()).toBe('%PDF-');
    await expect.poll(codes).toContain(TRACKING.download.code);
    met.add(TRACKING.download.code);
  });
});

test.describe('download banners and the course share button', () => {
  test('NA106 on /chi-siamo, RS124 under /risorse, CF102 under /corsi-ecm-fad once the file is saved; CF104 on a course page', async ({ page, request }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
    const codes = async () => (await dataLayer(page)).map((e) => e.code);
    for (const [path, entry] of [
      ['/chi-siamo', TRACKING.downloadBanner],
      ['/risorse', TRACKING.resourceDownloadBanner],
      ['/corsi-ecm-fad', TRACKING.courseDownloadBanner],
    ] as const) {
      await page.goto(path);
      const button = page.locator(`.download-banner [data-tracking-code="${entry.code}"][data-tracking-when="done"]`);
      await expect(async () => {
        await page.mouse.wheel(0, 4000);
        await expect(button).toBeVisible({ timeout: 1000 });
      }).toPass({ timeout: 30_000 });
      await Promise.all([page.waitForEvent('download'), button.click()]);
      await expect.poll(codes).toContain(entry.code);
      met.add(entry.code);
    }
    const { data } = (await (await postDocument(request, E2E_DOCUMENTS.catalogue, { page: 1 })).json()) as { data: { courseCatalogue: { items: { slug: string }[] } } };
    await page.goto(`/corsi-ecm-fad/${data.courseCatalogue.items[0]!.slug}`);
    await clickAndExpectItsCode(page, page.locator(`[data-tracking-code="${TRACKING.courseShare.code}"]`), 'course page share');
  });
});

test('every click and action code of the table was met on a page (or is listed as not reachable)', () => {
  const expected = Object.values(TRACKING)
    .filter((e) => e.when !== 'view')
    .map((e) => e.code)
    .filter((code) => !(code in NOT_REACHED));
  expect(expected.filter((code) => !met.has(code))).toEqual([]);
});
