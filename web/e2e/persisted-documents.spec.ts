import { expect, test } from '@playwright/test';
import { loginAs } from './support';

// The browser journeys run with the gateway in production's document mode (global-setup.ts): the web
// client sends persisted document hashes only, and an ad-hoc document from a browser is refused.

test('the web client sends only persisted document hashes, and a member\'s ad-hoc document is refused', async ({ page }) => {
  const sent: Record<string, unknown>[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/graphql') && r.method() === 'POST') sent.push(r.postDataJSON() as Record<string, unknown>);
  });
  await loginAs(page, 'premium@demo.club');
  await page.goto('/corsi-ecm-fad');
  await expect(page.getByRole('heading', { level: 1, name: 'Corsi ECM FAD' })).toBeVisible();

  expect(sent.length).toBeGreaterThan(2);
  for (const body of sent) {
    expect(body).not.toHaveProperty('query');
    expect(body).toHaveProperty('extensions.persistedQuery.sha256Hash');
  }

  const adHoc = await page.request.post('/graphql', { data: { query: '{ viewer { subscriptionType } }' }, headers: { 'content-type': 'application/json' } });
  expect(adHoc.status()).toBe(400);
  const answer = (await adHoc.json()) as { data?: unknown; errors: { message: string; extensions: { code: string } }[] };
  expect(answer.data).toBeUndefined();
  expect(answer.errors[0]!.extensions.code).toBe('PERSISTED_DOCUMENT_REQUIRED');
});
