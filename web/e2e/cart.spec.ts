import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginAs } from './support';
import { E2E_DOCUMENTS, postDocument } from './documents';

// Spec 3 §2 /carrello, §4 'Cart' (removal confirmed), §3 quotation → subscription; a double submit
// never buys twice. A generic premium member (no current product) so the demo personas stay as seeded.
const MEMBER = '1100005';
const UPSTREAM_URL = `http://127.0.0.1:${4010 + Number(process.env.E2E_PORT_OFFSET ?? 500)}`;
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

async function upstreamCalls(request: APIRequestContext, route: string): Promise<number> {
  const counts = (await (await request.get(`${UPSTREAM_URL}/_metrics/requests`)).json()) as Record<string, number>;
  return counts[route] ?? 0;
}

async function expectNoViolations(page: Page) {
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(violations.map((v) => ({ rule: v.id, nodes: v.nodes.map((n) => n.target.join(' ')).slice(0, 5) }))).toEqual([]);
}

async function buyPlusSemestral(page: Page) {
  await page.goto('/piani');
  const card = page.getByRole('article', { name: 'Premium Plus' }).first();
  await card.getByLabel('Frequenza di pagamento').selectOption({ label: 'Semestrale' });
  await card.getByRole('button', { name: 'Acquista Online' }).click();
  await expect(page).toHaveURL(/\/carrello$/);
}

test('premium adds a plan on a chosen instalment plan, removes it after confirming, adds it again and checks out once on a double click', async ({ page, request }) => {
  test.setTimeout(90_000);
  await loginAs(page, MEMBER);
  await buyPlusSemestral(page);
  await expect(page.getByRole('heading', { name: 'Il mio Carrello' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Carrello');
  const lines = page.getByRole('list', { name: 'Prodotti nel carrello' });
  await expect(lines.getByRole('heading', { name: 'Premium Plus' })).toBeVisible();
  await expect(page.getByLabel('Frequenza di pagamento')).toHaveValue('2');
  await expect(page.getByRole('complementary', { name: 'Riepilogo' })).toContainText('208,00');
  await expectNoViolations(page);

  // Removal needs the confirmation: Annulla keeps the line, Conferma removes it.
  await page.getByRole('button', { name: 'Rimuovi Premium Plus' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Annulla' }).click();
  await expect(lines.getByRole('heading', { name: 'Premium Plus' })).toBeVisible();
  await page.getByRole('button', { name: 'Rimuovi Premium Plus' }).click();
  await expect(page.getByRole('dialog')).toContainText('Vuoi rimuovere Premium Plus dal carrello?');
  await page.getByRole('dialog').getByRole('button', { name: 'Conferma' }).click();
  await expect(page.getByText('Il tuo carrello è vuoto.')).toBeVisible();

  await buyPlusSemestral(page);
  await expect(lines.getByRole('heading', { name: 'Premium Plus' })).toBeVisible();
  const checkoutsBefore = await upstreamCalls(request, 'POST /ecommerce/checkout');
  await page.getByRole('button', { name: 'Procedi al pagamento' }).dblclick();
  await expect(page.getByRole('heading', { name: 'Pagamento sicuro' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('208,00')).toBeVisible();
  expect(await upstreamCalls(request, 'POST /ecommerce/checkout')).toBe(checkoutsBefore + 1);
  const paymentsBefore = await upstreamCalls(request, 'POST /ecommerce/pagamento/:id');
  await page.getByRole('button', { name: 'Paga ora' }).dblclick();

  await expect(page).toHaveURL(/\/carrello$/, { timeout: 15_000 });
  await expect(page.getByText('Pagamento completato: il tuo abbonamento è attivo.')).toBeVisible();
  await expect(page.getByText('Il tuo carrello è vuoto.')).toBeVisible();
  // One purchase: the second click found the payment done and only sent the member back.
  expect(await upstreamCalls(request, 'POST /ecommerce/pagamento/:id')).toBeGreaterThanOrEqual(paymentsBefore + 1);
  const answer = await postDocument(page.request, E2E_DOCUMENTS.currentPlan);
  const body = (await answer.json()) as { data: { viewer: { subscriptionType: string; user: { currentPlan: { name: string } | null } } } };
  expect(body.data.viewer.subscriptionType).toBe('PREMIUM');
  expect(body.data.viewer.user.currentPlan?.name).toBe('Premium Plus');
});

test('a refused payment leaves the subscription unchanged and keeps the cart', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, '1100010');
  await buyPlusSemestral(page);
  await page.getByRole('button', { name: 'Procedi al pagamento' }).click();
  await page.getByRole('button', { name: 'Simula pagamento rifiutato' }).click();
  await expect(page).toHaveURL(/\/carrello$/, { timeout: 15_000 });
  await expect(page.getByText('Il pagamento non è andato a buon fine: il tuo abbonamento non è cambiato. Puoi riprovare.')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Prodotti nel carrello' }).getByRole('heading', { name: 'Premium Plus' })).toBeVisible();
  const answer = await postDocument(page.request, E2E_DOCUMENTS.currentPlan);
  const body = (await answer.json()) as { data: { viewer: { user: { currentPlan: { name: string } | null } } } };
  expect(body.data.viewer.user.currentPlan).toBeNull();
});

test('two checkouts of one cart (a payment page left open, then checkout again): the first is cancelled and says so, the purchase happens once and shows in I miei ordini', async ({ page }) => {
  test.setTimeout(120_000);
  await loginAs(page, '1100015');
  await buyPlusSemestral(page);
  await page.getByRole('button', { name: 'Procedi al pagamento' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento sicuro' })).toBeVisible({ timeout: 15_000 });
  const firstPayment = page.url();

  // The first payment page stays open in another tab; the member checks out again from the cart.
  const stale = await page.context().newPage();
  await stale.goto(firstPayment);
  await expect(stale.getByRole('button', { name: 'Paga ora' })).toBeVisible();
  await page.goto('/carrello');
  await page.getByRole('button', { name: 'Procedi al pagamento' }).click();
  await expect(page.getByRole('heading', { name: 'Pagamento sicuro' })).toBeVisible({ timeout: 15_000 });
  expect(page.url()).not.toBe(firstPayment);

  // Paying the superseded one buys nothing and says so.
  await stale.getByRole('button', { name: 'Paga ora' }).click();
  await expect(stale.getByRole('alert')).toHaveText(/^Questo pagamento è stato annullato/);
  await expect(stale.getByRole('button', { name: 'Paga ora' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Paga ora' }).click();
  await expect(page).toHaveURL(/\/carrello$/, { timeout: 15_000 });
  await expect(page.getByText('Pagamento completato: il tuo abbonamento è attivo.')).toBeVisible();

  // The first page, opened again after the purchase: still cancelled, nothing to pay.
  await stale.goto(firstPayment);
  await expect(stale.getByRole('alert')).toHaveText(/^Questo pagamento è stato annullato/);
  await expect(stale.getByRole('button', { name: 'Paga ora' })).toHaveCount(0);
  await stale.close();

  // The loyalty login's redirectTo leads to the member's orders, where the plan bought shows once.
  await page.goto(`/programma-fedelta-premiati/login?redirectTo=${encodeURIComponent('/profilo/ordini/')}`);
  await expect(page).toHaveURL(/\/profilo\/ordini\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'I miei ordini' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Prodotti ordinati' }).getByText('Club Medici Premium Plus')).toHaveCount(1);
  await expectNoViolations(page);
});
