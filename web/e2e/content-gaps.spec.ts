import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loginAs, openInApp } from './support';
import { E2E_DOCUMENTS, postDocument, postWebDocument } from './documents';
import { AddFavouriteDocument, FaqSectionDocument, VideoTutorialsDocument } from '../src/gql/graphql';

// Content and permissions as members meet them (spec 1 §3, §6; spec 2 §2, §6, §9; spec 3 §4, §6).

type Tool = { id: string; link: string; title: string | null; flags: { legalTool: boolean; scientificTool: boolean } };

async function legalTool(request: APIRequestContext): Promise<Tool> {
  const response = await postDocument(request, E2E_DOCUMENTS.contents, { types: ['Tool'], rows: 200 });
  const { data } = (await response.json()) as { data: { contents: { items: Tool[] } } };
  return data.contents.items.find((t) => t.flags.legalTool && !t.flags.scientificTool)!;
}

/** The page's own Resource query answer, as the browser received it (the page opened from a link: loaded whole, it is answered on the server). */
function resourceAnswer(page: Page) {
  return page.waitForResponse((r) => r.url().endsWith('/graphql') && (r.request().postData() ?? '').includes('"operationName":"Resource"'));
}

test.describe('a legal Tool refused by wallet (spec 1 §6, spec 2 §6)', () => {
  test('trial@demo.club sees the blocked notice and the API answer carries no body', async ({ page, request }) => {
    const tool = await legalTool(request);
    await loginAs(page, 'trial@demo.club');
    const answer = resourceAnswer(page);
    await openInApp(page, tool.link);
    const json = (await (await answer).json()) as { data: { contentBySlug: { id: string; paywalled: boolean; walletBlocked: boolean; body: string | null } } };
    expect(json.data.contentBySlug).toMatchObject({ id: tool.id, paywalled: true, walletBlocked: true, body: null });
    await expect(page.getByRole('note')).toContainText('Questo contenuto non è incluso nel tuo abbonamento.');
    await expect(page.getByRole('link', { name: "Effettua l'upgrade" })).toHaveAttribute('href', '/upgrade');
    await expect(page.locator('.resource-page__body')).toHaveCount(0);
  });

  test('premium@demo.club, who holds the legal wallets, reads it', async ({ page, request }) => {
    const tool = await legalTool(request);
    await loginAs(page, 'premium@demo.club');
    const answer = resourceAnswer(page);
    await openInApp(page, tool.link);
    const json = (await (await answer).json()) as { data: { contentBySlug: { paywalled: boolean; body: string | null } } };
    expect(json.data.contentBySlug.paywalled).toBe(false);
    expect(json.data.contentBySlug.body).toBeTruthy();
    await expect(page.getByRole('note')).toHaveCount(0);
  });
});

test.describe('/piani FAQ per persona (spec 1 §6, spec 2 §6)', () => {
  const questions = (page: Page) => page.getByRole('region', { name: 'Domande frequenti' }).getByRole('heading', { level: 3 });

  test('a visitor has no subscription: the server answers no FAQ and the page shows none', async ({ page, request }) => {
    // The page's own question, as the visitor (the page is rendered on the server with this answer: no request from the browser).
    const json = (await (await postWebDocument(request, FaqSectionDocument, { placement: 'piani' })).json()) as { data: { faqs: unknown[] } };
    await page.goto('/piani');
    expect(json.data.faqs).toEqual([]);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Domande frequenti' })).toHaveCount(0);
  });

  test('registrato@demo.club is not shown the questions written for subscribers', async ({ page }) => {
    await loginAs(page, 'registrato@demo.club');
    await page.goto('/piani');
    const faq = page.getByRole('region', { name: 'Domande frequenti' });
    await faq.getByRole('button', { name: 'Mostra altre' }).click();
    await expect(questions(page)).toHaveCount(6);
    await expect(faq.getByRole('button', { name: "Posso disdire l'abbonamento in qualsiasi momento?" })).toHaveCount(0);
    await expect(faq.getByRole('button', { name: 'Posso passare a un piano diverso?' })).toHaveCount(0);
  });

  test('premium@demo.club sees them', async ({ page }) => {
    await loginAs(page, 'premium@demo.club');
    await page.goto('/piani');
    const faq = page.getByRole('region', { name: 'Domande frequenti' });
    await faq.getByRole('button', { name: 'Mostra altre' }).click();
    await expect(questions(page)).toHaveCount(7);
    await expect(faq.getByRole('button', { name: 'Posso passare a un piano diverso?' })).toBeVisible();
  });
});

test.describe('video tutorials on /risorse (spec 3 §4, §6)', () => {
  const tutorials = (page: Page) => page.getByRole('region', { name: 'Video tutorial' });

  test('a visitor is not listed any', async ({ page, request }) => {
    // The page's own question, as the visitor (the page is rendered on the server with this answer: no request from the browser).
    const json = (await (await postWebDocument(request, VideoTutorialsDocument, { placement: 'risorse' })).json()) as { data: { videoTutorials: unknown[] } };
    await page.goto('/risorse');
    expect(json.data.videoTutorials).toEqual([]);
    await expect(tutorials(page)).toHaveCount(0);
  });

  test("a member sees 6, then 'Mostra altro' adds the rest, focus on the first new one", async ({ page }) => {
    await loginAs(page, 'registrato@demo.club');
    await page.goto('/risorse');
    const cards = tutorials(page).getByRole('heading', { level: 3 });
    await expect(cards).toHaveCount(6);
    await tutorials(page).getByRole('button', { name: 'Mostra altro' }).click();
    await expect(cards).toHaveCount(8);
    await expect(tutorials(page).getByRole('button', { name: 'Il consenso informato passo per passo' })).toBeFocused();
    await expect(tutorials(page).getByRole('button', { name: 'Mostra altro' })).toHaveCount(0);
    const results = await new AxeBuilder({ page }).include('.video-tutorials').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('external news on /news-approfondimenti (spec 2 §7, §9)', () => {
  test('shows the 4 posts of the feed, each opening in a new window', async ({ page }) => {
    await page.goto('/news-approfondimenti');
    const section = page.getByRole('region', { name: 'News dal network' });
    await expect(section.getByRole('article')).toHaveCount(4);
    const first = section.getByRole('link').first();
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first).toHaveAttribute('href', /^https:\/\/news\.demo\.club\//);
    const results = await new AxeBuilder({ page }).include('.external-news').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
    expect(results.violations).toEqual([]);
  });
});

test.describe('favourite ids are normalised (spec 1 §3)', () => {
  test('trial@demo.club adds a favourite by an id with spaces and leading zeros', async ({ page, request }) => {
    const tool = (await legalTool(request)).id; // any content id will do; the mutation normalises it
    const { data } = (await (await postDocument(request, E2E_DOCUMENTS.contents, { types: ['Articolo'], rows: 5 })).json()) as { data: { contents: { items: { id: string }[] } } };
    const id = data.contents.items.find((i) => i.id !== tool)!.id;
    await loginAs(page, 'trial@demo.club');
    // The web client's own mutation, with an id no page would send.
    const res = await postWebDocument(page.request, AddFavouriteDocument, { contentId: ` 00${id} ` }, { 'idempotency-key': `e2e-normalise-${id}` });
    const body = (await res.json()) as { data?: { addFavourite: { content: { id: string; isFavourite: boolean } } }; errors?: unknown[] };
    expect(body.errors).toBeUndefined();
    expect(body.data!.addFavourite.content).toMatchObject({ id, isFavourite: true });
  });
});
