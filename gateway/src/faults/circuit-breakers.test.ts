import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayClient, startTestStack } from '../../test-kit';
import type { GraphQLAnswer } from '../../test-kit/fault-pages';

/**
 * Circuit breakers and the remaining bounded waits, through the whole stack: the gateway's breaker
 * per subgraph, a subgraph's breaker per upstream family, client errors that never open one, the
 * dependency check (/health/deps) and the viewer claims under a frozen dependency.
 */
const UPSTREAM_TIMEOUT_MS = 2500;
const SUBGRAPH_TIMEOUT_MS = 5000;
const COOL_DOWN_MS = 1500;
const MARGIN_MS = 2000;

const CATALOGUE = '{ courseCatalogue(input: { page: 1 }) { total } }';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let visitor: GatewayClient;

beforeAll(async () => {
  stack = await startTestStack({
    faults: true,
    upstreamTimeoutMs: UPSTREAM_TIMEOUT_MS,
    env: {
      UPSTREAM_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
      SUBGRAPH_TIMEOUT_MS: String(SUBGRAPH_TIMEOUT_MS),
      CIRCUIT_FAILURE_THRESHOLD: '2',
      CIRCUIT_COOL_DOWN_MS: String(COOL_DOWN_MS),
      // Claims are loaded on every request, so the CRM's state shows at once.
      CLAIMS_TTL_MS: '0',
    },
  });
  visitor = new GatewayClient(stack.url);
});

afterAll(async () => {
  await stack?.close();
});

async function ask(client: GatewayClient, query: string, variables: Record<string, unknown> = {}) {
  return (await client.request(query, variables)).body as GraphQLAnswer;
}

const reasons = (answer: GraphQLAnswer) => (answer.errors ?? []).map((e) => e.extensions?.reason);

/** After healing: the first call past the cool-down is the trial that closes the breaker. */
async function untilAnswered(client: GatewayClient, query: string): Promise<GraphQLAnswer> {
  const deadline = Date.now() + COOL_DOWN_MS + 10_000;
  for (;;) {
    const answer = await ask(client, query);
    if (!answer.errors || Date.now() > deadline) return answer;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('the gateway breaker of a subgraph', () => {
  it('opens after consecutive timeouts, then fails at once; closes again once the subgraph answers', async () => {
    const fad = stack.faults!.subgraphs.fad;
    await fad.inject('frozen');
    try {
      expect(reasons(await ask(visitor, CATALOGUE))).toEqual(['SUBGRAPH_TIMEOUT']);
      expect(reasons(await ask(visitor, CATALOGUE))).toEqual(['SUBGRAPH_TIMEOUT']);
      const refused = await ask(visitor, CATALOGUE);
      expect(refused.errors).toEqual([
        { message: 'Servizio temporaneamente non disponibile.', path: ['courseCatalogue'], extensions: expect.objectContaining({ code: 'UPSTREAM_UNAVAILABLE', reason: 'CIRCUIT_OPEN' }) },
      ]);
    } finally {
      await fad.heal();
    }
    const answer = await untilAnswered(visitor, CATALOGUE);
    expect(answer.errors).toBeUndefined();
    expect(answer.data).toEqual({ courseCatalogue: { total: expect.any(Number) } });
  });
});

describe('the breaker of an upstream family in a subgraph', () => {
  it('opens after consecutive timeouts of the family, then fails at once naming the service; closes once it answers', async () => {
    await stack.faults!.upstream.inject('frozen', 'fad');
    try {
      expect(reasons(await ask(visitor, CATALOGUE))).toEqual(['TIMEOUT']);
      expect(reasons(await ask(visitor, CATALOGUE))).toEqual(['TIMEOUT']);
      const refused = await ask(visitor, CATALOGUE);
      expect(refused.errors).toEqual([
        { message: 'Errore nel servizio /FAD/Corsi', path: ['courseCatalogue'], extensions: expect.objectContaining({ code: 'UPSTREAM_UNAVAILABLE', service: '/FAD/Corsi', reason: 'CIRCUIT_OPEN' }) },
      ]);
      // The other families' breakers are their own: the cms answers.
      expect((await ask(visitor, '{ topBar { id } }')).errors).toBeUndefined();
    } finally {
      await stack.faults!.upstream.heal();
    }
    const answer = await untilAnswered(visitor, CATALOGUE);
    expect(answer.errors).toBeUndefined();
  });

  it('never opens on client errors (an unknown article is a 404 from the cms)', async () => {
    for (let i = 0; i < 4; i++) {
      const missing = await ask(visitor, 'query A($p: String!) { contentBySlug(path: $p) { id } }', { p: `/articoli/non-esiste-${i}` });
      expect(missing.errors).toBeUndefined();
      expect(missing.data).toEqual({ contentBySlug: null });
    }
    expect((await ask(visitor, '{ topBar { id } }')).errors).toBeUndefined();
  });
});

describe('bounded checks', () => {
  it('the dependency check answers 503 within its deadline while a subgraph is frozen; readiness stays 200 at once', async () => {
    const cms = stack.faults!.subgraphs.cms;
    await cms.inject('frozen');
    try {
      const started = Date.now();
      const res = await fetch(`${stack.url}/health/deps`);
      expect(Date.now() - started).toBeLessThan(2000 + MARGIN_MS);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({ status: 'degraded', checks: { cms: 'unreachable', crm: 'ok', fad: 'ok', commerce: 'ok' } });
      // Readiness asks no dependency: the frozen cms neither delays it nor takes the gateway out of rotation.
      const readyStarted = Date.now();
      const ready = await fetch(`${stack.url}/health/ready`);
      expect(Date.now() - readyStarted).toBeLessThan(MARGIN_MS);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ok', service: 'gateway' });
    } finally {
      await cms.heal();
    }
  });

  it("a member's claims don't hold the request past the deadline while the CRM is frozen, and the session is kept", async () => {
    const member = new GatewayClient(stack.url);
    await member.login('premium@demo.club');
    const viewer = '{ viewer { subscriptionType } }';
    expect((await ask(member, viewer)).data).toEqual({ viewer: { subscriptionType: 'PREMIUM' } });
    await stack.faults!.upstream.inject('frozen', 'crm');
    try {
      for (let i = 0; i < 3; i++) {
        const started = Date.now();
        const res = await member.request(viewer);
        expect(Date.now() - started).toBeLessThan(UPSTREAM_TIMEOUT_MS + MARGIN_MS);
        // Served as a visitor for now; the session cookie is not cleared.
        expect(res.body.data).toEqual({ viewer: { subscriptionType: 'SUSPECT' } });
        expect(res.setCookie).toBeNull();
      }
    } finally {
      await stack.faults!.upstream.heal();
    }
    const deadline = Date.now() + COOL_DOWN_MS + 10_000;
    let answer = await ask(member, viewer);
    while ((answer.data as { viewer: { subscriptionType: string } }).viewer.subscriptionType !== 'PREMIUM' && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      answer = await ask(member, viewer);
    }
    expect(answer.data).toEqual({ viewer: { subscriptionType: 'PREMIUM' } });
  });
});
