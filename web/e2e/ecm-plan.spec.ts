import { expect, test } from '@playwright/test';
import { loginAs } from './support';

// Issue 40, the triennium plan and findability: trial.piano@demo.club (trial, ECM balance 10, 98
// credits from other providers) gets a plan of courses she can start now.

const UPSTREAM_URL = `http://127.0.0.1:${4010 + Number(process.env.E2E_PORT_OFFSET ?? 500)}`;
const TRIENNIUM = '/profilo/triennio-ecm';

const creditsOf = (text: string) => Number(text.replace(/\s*crediti?$/, '').replace(',', '.'));

test("trial.piano@'s plan offers only courses she can start; 'Inizia il corso' opens one, never 'Crediti ECM insufficienti'", async ({ page, request }) => {
  test.setTimeout(90_000);
  await loginAs(page, 'trial.piano@demo.club', { redirectTo: TRIENNIUM });
  const plan = page.getByRole('region', { name: 'Il tuo piano' });
  await expect(plan.getByRole('heading', { name: 'Per la soglia del 70%' })).toBeVisible();
  // 7 credits to the threshold: one course; 52 to the obligation: six, none above her 10-credit balance.
  await expect(plan.getByText(/^Ti mancano 7 crediti: basta 1 corso del catalogo/)).toBeVisible();
  await expect(plan.getByText(/^Ti mancano 52 crediti: bastano 6 corsi del catalogo/)).toBeVisible();
  const credits = (await plan.locator('.triennium-plan__credits').allTextContents()).map(creditsOf);
  expect(credits).toHaveLength(7);
  for (const c of credits) expect(c).toBeLessThanOrEqual(10);

  const start = plan.getByRole('button', { name: /^Inizia il corso: / }).first();
  const sent = page.waitForRequest((r) => r.method() === 'POST' && (r.postData() ?? '').includes('StartCourse'));
  const popup = page.waitForEvent('popup');
  await start.click();
  const courseId = String((JSON.parse((await sent).postData()!) as { variables: { courseId: string } }).variables.courseId);
  try {
    const player = await popup;
    await player.waitForLoadState();
    expect(player.url()).toMatch(/\/player\//);
    await player.close();
    await expect(page.getByRole('dialog', { name: 'Crediti ECM insufficienti' })).toHaveCount(0);
  } finally {
    // As the seed left her: no course started.
    expect((await request.post(`${UPSTREAM_URL}/_test/users/1000040/course-enrolments/${courseId}/unstart`)).status()).toBe(204);
  }
});

test('the triennium is reachable from the profile menu, the training area and the catalogue', async ({ page }) => {
  await loginAs(page, 'trial.piano@demo.club', { redirectTo: '/profilo/la-mia-formazione' });
  await page.getByRole('link', { name: 'Il mio triennio ECM: crediti, soglia del 70% e piano' }).click();
  await expect(page).toHaveURL(TRIENNIUM);
  await page.goto('/corsi-ecm-fad');
  await page.getByRole('link', { name: 'Il mio triennio ECM: crediti, soglia del 70% e piano' }).click();
  await expect(page).toHaveURL(TRIENNIUM);
  await page.goto('/profilo');
  await page.locator('.profile-menu__button:visible').click();
  await page.locator('.profile-menu__list:visible').getByRole('link', { name: 'Il mio triennio ECM' }).click();
  await expect(page).toHaveURL(TRIENNIUM);
});

test.describe('on a 390 px phone', () => {
  const SCREEN = { width: 390, height: 844 };
  test.use({ viewport: SCREEN, isMobile: true, hasTouch: true });

  test('the standing (the figures) is on the first screen, without scrolling', async ({ page }, testInfo) => {
    await loginAs(page, 'trial.piano@demo.club', { redirectTo: TRIENNIUM });
    const standing = page.getByText(/^Hai [\d,]+ crediti su un obbligo di 150\. /);
    await expect(standing).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: testInfo.outputPath('first-screen.png') });
    // The figures wholly inside the first screen (the ring: earned and obligation; the status), once the profile frame has loaded; the sentence starts there.
    const sentence = await standing.evaluate((el) => el.getBoundingClientRect().top);
    expect(sentence).toBeLessThan(SCREEN.height);
    for (const part of [page.locator('.triennium-progress__ring'), page.getByTestId('triennium-status')]) {
      const box = await part.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return { top: r.top, bottom: r.bottom, scrollY: window.scrollY, innerHeight: window.innerHeight };
      });
      const where = JSON.stringify(box);
      expect(box.top, where).toBeGreaterThanOrEqual(0);
      expect(box.scrollY, where).toBe(0);
      // The layout viewport's height (the phone's screen as the page lays it out).
      expect(box.bottom, where).toBeLessThanOrEqual(box.innerHeight);
    }
  });
});
