import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { loginAs } from './support';
import { E2E_DOCUMENTS, postDocument } from './documents';

// WCAG 2.1 AA over the main pages: axe-core's rules for levels A and AA (and its best practices,
// e.g. landmark-unique and heading-order). Any violation fails the test, listed by rule and element.

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

// Loading every lazy section of a page takes a while on a busy machine.
test.describe.configure({ timeout: 120_000 });

async function expectNoViolations(page: Page) {
  // Lazy sections (the home's) mount as they scroll into view, a placeholder keeping its
  // min-height until then: bring each one in, so none goes unchecked.
  const placeholders = page.locator('[data-section][style*="min-height"]');
  await expect(async () => {
    const left = await placeholders.count();
    if (left > 0) {
      await placeholders.first().scrollIntoViewIfNeeded();
      // A nudge as well: an observer that missed the jump still sees the section move.
      await page.mouse.wheel(0, 300);
    }
    expect(left).toBe(0);
  }).toPass({ timeout: 45_000 });
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const readable = violations.map((v) => ({ rule: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }));
  expect(readable).toEqual([]);
}

async function freeArticleLink(page: Page): Promise<string> {
  const response = await postDocument(page.request, E2E_DOCUMENTS.contents, { types: ['Articolo'], rows: 50 });
  const body = (await response.json()) as { data: { contents: { items: { link: string; isPremium: boolean }[] } } };
  const article = body.data.contents.items.find((item) => !item.isPremium && item.link.startsWith('/news-approfondimenti/'));
  if (!article) throw new Error('the seed has no free article');
  return article.link;
}

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  const visitorPages: [string, string, string][] = [
    ['home', '/', 'h1'],
    ['login', '/login', 'h1'],
    ['course catalogue', '/corsi-ecm-fad', 'h1'],
    ['plans', '/piani', 'h1'],
    ['professional directory', '/professionisti-sanitari', 'h1'],
    ['not found', '/pagina-che-non-esiste-a11y', 'h1'],
    ['terms of use', '/condizioni-uso?customerCode=1000003', 'h1'],
    ['registration type 3', '/registrazione?type=3', 'h1'],
    ['unauthorised', '/non-autorizzato', 'h1'],
  ];
  for (const [name, url, ready] of visitorPages) {
    test(`${name} has no violations`, async ({ page }) => {
      await page.goto(url);
      await expect(page.locator(ready).first()).toBeVisible();
      await expectNoViolations(page);
    });
  }

  test('login showing the server failure, then a field error, has no violations', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail o username').fill('nessuno.a11y@demo.club');
    await page.getByLabel('Password').fill('Sbagliata1!');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Errore: credenziali errate.');
    await expectNoViolations(page);

    await page.getByLabel('E-mail o username').fill('abc');
    await page.getByRole('button', { name: 'Accedi', exact: true }).click();
    await expect(page.getByLabel('E-mail o username')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('E-mail o username')).toBeFocused();
    await expectNoViolations(page);
  });

  test('an article has no violations', async ({ page }) => {
    await page.goto(await freeArticleLink(page));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page);
  });

  test('the training area of a premium member has no violations', async ({ page }) => {
    await loginAs(page, 'premium@demo.club', { redirectTo: '/profilo/la-mia-formazione' });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page);
  });
});
