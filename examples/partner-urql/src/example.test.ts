import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, TEST_OPS_KEY } from '../../../gateway/test-kit';
import { PartnerApiError, runExample } from './example';
import { fetchUsage, formatUsage } from './usage';

// The partner example against the real stack (upstream, four subgraphs, gateway), with keys created
// by ops at /ops/keys as a partner would get them.

let stack: Awaited<ReturnType<typeof startTestStack>>;

beforeAll(async () => {
  // Usage written every 100 ms, so the usage test reads what the example just did.
  stack = await startTestStack({ env: { KEY_USAGE_FLUSH_MS: '100' } });
});
afterAll(async () => {
  await stack?.close();
});

async function newKey(partner: string, scopes: string[], budgetPerMinute: number): Promise<string> {
  const res = await fetch(`${stack.url}/ops/keys`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': TEST_OPS_KEY },
    body: JSON.stringify({ partner, scopes, budgetPerMinute }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { key: string }).key;
}

async function run(apiKey: string, options: Partial<Parameters<typeof runExample>[0]> = {}) {
  const lines: string[] = [];
  const summary = await runExample({ url: `${stack.url}/graphql`, apiKey, print: (line) => lines.push(line), maxPages: 2, ...options });
  return { lines, summary };
}

describe('the partner urql example', () => {
  it('pages through the catalogue and the content search, printing items and cost figures', async () => {
    const key = await newKey('urql-example', ['courseCatalogue', 'contents'], 5000);
    const { lines, summary } = await run(key);
    expect(summary.coursePages).toBe(2);
    expect(summary.contentPages).toBe(2);
    expect(lines.some((l) => /^-- page 1 of \d+ \(\d+ courses\)$/.test(l))).toBe(true);
    expect(lines.some((l) => /^-- page 2 of \d+ \(\d+ courses\)$/.test(l))).toBe(true);
    expect(lines.some((l) => l.startsWith('-- items 1–5 of '))).toBe(true);
    expect(lines.some((l) => l.startsWith('-- items 6–10 of '))).toBe(true);
    expect(summary.courses).toBe(18);
    expect(summary.contents).toBe(10);
    const costs = lines.filter((l) => l.includes('remaining budget'));
    expect(costs).toHaveLength(4);
    for (const line of costs) expect(line).toMatch(/^ {3}cost \d+(\.\d+)? · remaining budget \d+(\.\d+)? of 5000 per minute · resets at \d{4}-\d{2}-\d{2}T/);
    expect(summary.backoffs).toEqual([]);
  });

  it("reads the key's own usage afterwards: the example's requests and the cost they spent", async () => {
    const key = await newKey('urql-example-usage', ['courseCatalogue', 'contents'], 5000);
    await run(key);
    await new Promise((resolve) => setTimeout(resolve, 400));
    const usage = await fetchUsage(`${stack.url}/graphql`, key, 7);
    expect(usage.total).toMatchObject({ requests: 4, throttled: 0, errors: {} });
    expect(usage.total.costSpent).toBe(5000 - usage.budgetLeftThisMinute);
    expect(formatUsage(usage)).toMatch(/^usage over 7 days: 4 requests · cost spent \d+ · 0 × 429 · errors none · budget left this minute \d+ of 5000$/);
  });

  it('on HTTP 429 waits what Retry-After says and sends the page again', async () => {
    // Costs of the example's documents (the schema's cost directives, docs/partner-guide.md): a catalogue
    // page 20 (courseCatalogue 1, its input 1, 9 courses × (1 + series 1)), a content page 1001 (contents 1,
    // its input 1, 999 items: `input.rows` is charged at its maximum). With 1500 per minute, two catalogue
    // pages and one content page fit (1041) and the second content page is refused with 429 until the
    // key's minute ends; then it goes through.
    const key = await newKey('urql-example-tight', ['courseCatalogue', 'contents'], 1500);
    const waits: number[] = [];
    const started = Date.now();
    const { lines, summary } = await run(key, {
      sleep: (ms) => {
        waits.push(ms);
        return new Promise((resolve) => setTimeout(resolve, ms));
      },
    });
    expect(summary.backoffs).toHaveLength(1);
    const [backoff] = summary.backoffs;
    expect(backoff.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(backoff.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(backoff.message).toContain('riprova tra');
    expect(waits).toEqual([backoff.retryAfterSeconds * 1000]);
    expect(lines).toContain(`HTTP 429: budget spent, waiting ${backoff.retryAfterSeconds} s (Retry-After) before retry 1 — ${backoff.message}`);
    // Every page arrived in the end: the refused one after the wait, in a new minute with the whole budget.
    expect(summary.coursePages).toBe(2);
    expect(summary.contentPages).toBe(2);
    expect(summary.lastCost).toMatchObject({ requestedQueryCost: 1001, remainingBudget: 499, budgetPerMinute: 1500 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(backoff.retryAfterSeconds * 1000);
  }, 120_000);

  it('surfaces FORBIDDEN, naming the field, when the key has no scope for the content search', async () => {
    const key = await newKey('urql-example-catalogue-only', ['courseCatalogue'], 5000);
    const lines: string[] = [];
    const failure = await runExample({ url: `${stack.url}/graphql`, apiKey: key, print: (line) => lines.push(line), maxPages: 1 }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(PartnerApiError);
    const error = failure as PartnerApiError;
    expect(error.code).toBe('FORBIDDEN');
    expect(error.status).toBe(403);
    expect(error.extensions).toMatchObject({ reason: 'OUT_OF_SCOPE', field: 'contents' });
    expect(error.message).toMatch(/^FORBIDDEN \(field: contents\): .*contents/);
    // The catalogue, in scope, was printed before the refusal.
    expect(lines.some((l) => l.startsWith('-- page 1 of '))).toBe(true);
  });
});
