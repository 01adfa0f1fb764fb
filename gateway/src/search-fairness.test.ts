import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayClient, startTestStack, TEST_OPS_KEY, TEST_PARTNER_KEY } from '../test-kit';
import { SEARCH_THROTTLED_MESSAGE } from './search-fairness';

/**
 * One client's searches must not slow everyone (docs/operations.md 'Search fairness'): with the CMS
 * subgraph frozen, so that searches stay in flight, one visitor's 20 concurrent suggestions fill its
 * 2 running slots and 18 waiting ones; its 21st is refused with 429 and Retry-After (after the refusal
 * delay, which keeps a client that ignores Retry-After from spinning), while a
 * partner's and a member's suggestions are admitted and run. Then the freeze ends and every admitted
 * search answers. Nothing here measures time: the gate's own figures on /metrics say what runs and waits.
 */
const SUGGEST = 'query Suggest($t: String!) { searchSuggestions(text: $t) { kind items { id } } }';

let stack: Awaited<ReturnType<typeof startTestStack>>;

beforeAll(async () => {
  stack = await startTestStack({
    faults: true,
    // Nothing ends on its own while the test holds searches: no deadline, wait or breaker interferes.
    env: { SUBGRAPH_TIMEOUT_MS: '60000', SEARCH_WAIT_MS: '60000', CIRCUIT_FAILURE_THRESHOLD: '1000' },
  });
});
afterAll(async () => {
  await stack?.faults?.subgraphs.cms.heal();
  await stack?.close();
});

async function suggest(text: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${stack.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query: SUGGEST, variables: { t: text } }),
  });
  const body = (await res.json()) as { data?: { searchSuggestions: unknown[] | null } | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body };
}

/** The gate's figures on /metrics (ops key). */
async function gate(): Promise<{ running: number; waiting: number; refused: number }> {
  const text = await (await fetch(`${stack.url}/metrics`, { headers: { 'x-api-key': TEST_OPS_KEY } })).text();
  const figure = (pattern: RegExp) => Number(pattern.exec(text)?.[1] ?? 0);
  return {
    running: figure(/^gateway_search_running (\d+)/m),
    waiting: figure(/^gateway_search_waiting (\d+)/m),
    refused: figure(/^gateway_search_refused_total\{reason="QUEUE_FULL"\} (\d+)/m),
  };
}

async function until(check: () => Promise<boolean>, what: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`never: ${what} (${JSON.stringify(await gate())})`);
}

describe('search fairness', () => {
  it("refuses a visitor's 21st concurrent suggestion with 429 while a partner's and a member's run", async () => {
    const member = new GatewayClient(stack.url);
    expect((await member.login('premium@demo.club')).body.data!.login.status).toBe('SUCCESS');
    await stack.faults!.subgraphs.cms.inject('frozen');

    const visitorSearches = Array.from({ length: 20 }, (_, i) => suggest(`cuore ${i}`));
    await until(async () => {
      const g = await gate();
      return g.running === 2 && g.waiting === 18;
    }, "the visitor's 2 running and 18 waiting");

    const refused = await suggest('cuore 21');
    expect(refused.status).toBe(429);
    expect(refused.retryAfter).toBe('1');
    expect(refused.body.errors![0]).toMatchObject({ message: SEARCH_THROTTLED_MESSAGE, extensions: { code: 'THROTTLED', reason: 'SEARCH_BUSY' } });
    expect((await gate()).refused).toBe(1);

    // Other clients are admitted at once: a partner's key and a member's session each run beside the visitor's two.
    const partnerSearch = suggest('polmone', { 'x-api-key': TEST_PARTNER_KEY });
    const memberSearch = member.request(SUGGEST, { t: 'rene' });
    await until(async () => (await gate()).running === 4, "the partner's and the member's searches running");
    expect((await gate()).waiting).toBe(18);

    await stack.faults!.subgraphs.cms.heal();
    const answers = await Promise.all([...visitorSearches, partnerSearch]);
    expect(answers.map((a) => a.status)).toEqual(Array(21).fill(200));
    expect((await memberSearch).status).toBe(200);
    await until(async () => {
      const g = await gate();
      return g.running === 0 && g.waiting === 0;
    }, 'every slot freed');
  });
});
