import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { ANSWER_COMPRESSION_MIN_BYTES } from './graphql/answer-encoding';
import { GatewayClient, startTestStack, TEST_OPS_KEY } from '../test-kit';

/** `plans` reads the suggested products, an upstream call the subgraphs never share: it counts executions. */
const PLANS = '{ plans { id name isCurrent } }';
const PRODUCTS_ROUTE = 'GET /ecommerce/prodotti-suggeriti';

let stack: Awaited<ReturnType<typeof startTestStack>>;
let premium: GatewayClient;

async function upstreamCalls(route: string): Promise<number> {
  const counts = (await (await fetch(`${stack.upstreamUrl}/_metrics/requests`)).json()) as Record<string, number>;
  return counts[route] ?? 0;
}

beforeAll(async () => {
  stack = await startTestStack({ env: { VISITOR_RESPONSE_TTL_MS: '60000' } });
  premium = new GatewayClient(stack.url);
  await premium.login('premium@demo.club');
});
afterAll(async () => {
  await stack?.close();
});
beforeEach(async () => {
  // Start each test from nothing kept: a mutation that may change what visitors see drops every answer.
  await premium.request('mutation M($i: ContactDataInput!) { updateContactData(input: $i) { ok } }', { i: {} });
  await fetch(`${stack.upstreamUrl}/_metrics/reset`, { method: 'POST' });
});

describe("visitors' shared answers at the gateway", () => {
  it('twenty concurrent identical visitor queries are executed once and all get the answer', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => new GatewayClient(stack.url).request<{ plans: { id: string }[] }>(PLANS)));
    expect(await upstreamCalls(PRODUCTS_ROUTE)).toBe(1);
    expect(answers[0]!.body.data!.plans.length).toBeGreaterThan(0);
    for (const a of answers) expect(a.body).toEqual(answers[0]!.body);
  });

  it('keeps a complete answer for the next visitors; another operation is executed on its own', async () => {
    const first = await new GatewayClient(stack.url).request(PLANS);
    const again = await new GatewayClient(stack.url).request(PLANS);
    expect(again.body).toEqual(first.body);
    expect(await upstreamCalls(PRODUCTS_ROUTE)).toBe(1);
    await new GatewayClient(stack.url).request('{ plans { id } }');
    expect(await upstreamCalls(PRODUCTS_ROUTE)).toBe(2);
  });

  it("never answers a member from the visitors' answers", async () => {
    const visitor = await new GatewayClient(stack.url).request<{ plans: { isCurrent: boolean }[] }>(PLANS);
    const member = await premium.request<{ plans: { isCurrent: boolean }[] }>(PLANS);
    const memberAgain = await premium.request<{ plans: { isCurrent: boolean }[] }>(PLANS);
    expect(await upstreamCalls(PRODUCTS_ROUTE)).toBe(3);
    expect(visitor.body.data!.plans.some((p) => p.isCurrent)).toBe(false);
    expect(member.body.data!.plans.some((p) => p.isCurrent)).toBe(true);
    expect(memberAgain.body).toEqual(member.body);
  });

  it('does not keep an answer that carries errors', async () => {
    const query = '{ plans { id } digitalNewsstand { id } }';
    const first = await new GatewayClient(stack.url).request(query);
    expect(first.body.errors?.length).toBeGreaterThan(0);
    await new GatewayClient(stack.url).request(query);
    expect(await upstreamCalls(PRODUCTS_ROUTE)).toBe(2);
  });

  it('a mutation that may change what visitors see drops the kept answers; one on the member’s own data keeps them', async () => {
    await new GatewayClient(stack.url).request(PLANS);
    await premium.request('mutation { removeFavourite(contentId: "0") { content { id } } }');
    await new GatewayClient(stack.url).request(PLANS);
    expect(await upstreamCalls(PRODUCTS_ROUTE)).toBe(1);
    await premium.request('mutation M($i: ContactDataInput!) { updateContactData(input: $i) { ok } }', { i: {} });
    await new GatewayClient(stack.url).request(PLANS);
    expect(await upstreamCalls(PRODUCTS_ROUTE)).toBe(2);
  });

  it('a repeated visitor request gets the kept answer before Apollo: the same JSON, type and request id, and the operation is counted', async () => {
    const post = () =>
      fetch(`${stack.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json;q=0.9' },
        body: JSON.stringify({ query: 'query KeptProbe { plans { id name isCurrent } }', operationName: 'KeptProbe', variables: {} }),
      });
    const first = await post();
    const firstText = await first.text();
    const again = await post();
    expect(await again.text()).toBe(firstText);
    expect(again.headers.get('content-type')).toBe(first.headers.get('content-type'));
    expect(again.headers.get('x-request-id')).toBeTruthy();
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
    expect(await upstreamCalls(PRODUCTS_ROUTE)).toBe(1);
    // Ops still see it: the operations view lists the kept answer (no cost spent) after the execution.
    const view = (await (await fetch(`${stack.url}/explorer/operations`, { headers: { 'x-api-key': TEST_OPS_KEY } })).json()) as { recent: { operationName: string; cost: number | null }[] };
    expect(view.recent.slice(0, 2)).toMatchObject([
      { operationName: 'KeptProbe', cost: null },
      { operationName: 'KeptProbe', cost: expect.any(Number) },
    ]);
  });

  it('a large kept answer goes out compressed to the visitors that accept it, the same bytes each time, and plain to those that do not', async () => {
    const query = 'query KeptLarge { plans { id name isCurrent } courseCatalogue(input: { page: 1 }) { items { id slug title credits } } contents(input: { contentTypes: [Articolo], rows: 24 }) { items { id title link imageUrl publicationDate } } navigation { label href children { label href } } }';
    const post = (acceptEncoding: string) =>
      fetch(`${stack.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding }, body: JSON.stringify({ query }) });
    const plainText = await (await post('identity')).text();
    expect(plainText.length).toBeGreaterThanOrEqual(ANSWER_COMPRESSION_MIN_BYTES);
    // Read the raw bytes: undici's fetch would decode them; node:http's get does not.
    const raw = (acceptEncoding: string) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; bytes: Buffer }>((resolve, reject) => {
        const req = request(`${stack.url}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], vary: String(res.headers.vary ?? ''), bytes: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end(JSON.stringify({ query }));
      });
    const first = await raw('gzip');
    const second = await raw('gzip');
    expect(first.encoding).toBe('gzip');
    expect(first.vary).toMatch(/Accept-Encoding/i);
    expect(second.bytes.equals(first.bytes)).toBe(true);
    expect(gunzipSync(first.bytes).toString('utf8')).toBe(plainText);
    const br = await post('br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(await br.text()).toBe(plainText);
    expect((await post('identity')).headers.get('content-encoding')).toBeNull();
    // One execution for all of them.
    expect(await upstreamCalls(PRODUCTS_ROUTE)).toBe(1);
  });
});
