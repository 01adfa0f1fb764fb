import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callSubgraph } from '@club/subgraph-kit/testing';
import { upstreamLogin } from '@club/upstream/testing';
import { GatewayClient, PRODUCTION_ENV, startTestStack, TEST_VIEWER_SIGNING_SECRET } from '../test-kit';

/** Nothing of the inside may reach a client: no URLs, addresses, ports or stack traces. */
function expectNoInternals(body: unknown) {
  const text = JSON.stringify(body);
  expect(text).not.toMatch(/https?:\/\//);
  expect(text).not.toMatch(/127\.0\.0\.1|localhost|ECONNREFUSED|:\d{4,5}\b/);
  expect(text.toLowerCase()).not.toContain('stacktrace');
}

describe('an upstream error on one field', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  beforeAll(async () => {
    stack = await startTestStack();
  });
  afterAll(async () => {
    await stack?.close();
  });

  it("nulls only that field: a premium member's certificate of a course not passed leaves the catalogue in place", async () => {
    const client = new GatewayClient(stack.url);
    await client.login('premium@demo.club');
    const { status, body } = await client.request<{ courseCatalogue: { total: number } | null; courseCertificate: unknown }>(
      '{ courseCatalogue { total } courseCertificate(courseId: "1") { __typename } }',
    );
    expect(status).toBe(200);
    expect(body.data!.courseCatalogue!.total).toBeGreaterThan(0);
    expect(body.data!.courseCertificate).toBeNull();
    expect(body.errors).toHaveLength(1);
    expect(body.errors![0]).toMatchObject({
      message: 'Attestato non disponibile: il corso non risulta superato.',
      path: ['courseCertificate'],
      extensions: { code: 'NOT_FOUND', service: '/FAD/Corsi/1/Certificato' },
    });
    expectNoInternals(body);
  });

  it('the subgraph itself answers 200 with partial data and the coded field error (an HTTP error status would make the gateway drop the whole answer)', async () => {
    const token = await upstreamLogin(stack.upstreamUrl, 'premium@demo.club', 'Club2026!');
    const { status, body } = await callSubgraph<{ courseCatalogue: { total: number } | null }>(
      stack.subgraphUrls.fad,
      '{ courseCatalogue { total } courseCertificate(courseId: "1") { __typename } }',
      {},
      // premium@ holds the ecm wallet, as its claims say (without it the course list is refused, spec 2 §6).
      { subscriptionType: 'PREMIUM', wallets: [{ code: 'ecm', active: true }], userId: '1000003', upstreamToken: token },
      TEST_VIEWER_SIGNING_SECRET,
    );
    expect(status).toBe(200);
    expect(body.data!.courseCatalogue!.total).toBeGreaterThan(0);
    expect(body.errors![0]!.extensions).toMatchObject({ code: 'NOT_FOUND', service: '/FAD/Corsi/1/Certificato' });
  });
});

describe('a subgraph that cannot be reached, in production', () => {
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  beforeAll(async () => {
    // Nothing listens on port 9 of the loopback: every call to the "fad" subgraph is refused.
    stack = await startTestStack({ env: { ...PRODUCTION_ENV, BROWSER_DOCUMENTS: 'any', SUBGRAPH_FAD_URL: 'http://127.0.0.1:9/graphql' } });
  });
  afterAll(async () => {
    await stack?.close();
  });

  it('becomes a masked UPSTREAM_UNAVAILABLE error while the other subgraphs answer', async () => {
    const client = new GatewayClient(stack.url);
    const { status, body } = await client.request<{ courseCatalogue: unknown; plans: unknown[] | null }>('{ courseCatalogue { total } plans { __typename } }');
    expect(status).toBe(200);
    expect(body.data?.courseCatalogue ?? null).toBeNull();
    expect(body.data!.plans!.length).toBeGreaterThan(0);
    expect(body.errors![0]!.extensions!.code).toBe('UPSTREAM_UNAVAILABLE');
    expectNoInternals(body);
  });
});
