import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { VIEWER_HEADER, verifyViewer } from '@club/subgraph-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { GatewayContext } from '../context';
import { ANONYMOUS } from '../callers/claims';
import { mergeKeyOf, SignedDataSource } from './signed-data-source';

const SECRET = 'signed-data-source-test-secret';

/** A subgraph that answers after 100 ms, echoing the viewer it was sent, and counts its calls. */
let subgraph: http.Server;
let url: string;
let received: { body: string; headers: http.IncomingHttpHeaders }[] = [];

beforeAll(async () => {
  subgraph = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk));
    req.on('end', () => {
      received.push({ body, headers: req.headers });
      const viewer = verifyViewer(req.headers[VIEWER_HEADER], SECRET);
      setTimeout(() => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify({ data: { userId: viewer.userId, nested: { list: [1, 2] } } }));
      }, 100);
    });
  });
  await new Promise<void>((resolve) => subgraph.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(subgraph.address() as AddressInfo).port}/graphql`;
});
afterAll(() => subgraph.close());
beforeEach(() => {
  received = [];
});

const source = () => new SignedDataSource(url, { name: 'fad', signingSecret: SECRET, timeoutMs: 2000, breaker: { failureThreshold: 5, windowMs: 10_000, coolDownMs: 1000 } });

const visitor = (clientIp = '10.0.0.1'): GatewayContext => ({ caller: { kind: 'visitor' }, viewer: ANONYMOUS, upstreamToken: null, partnerId: null, session: {}, clientIp });
const member = (userId: string, token: string): GatewayContext => ({
  caller: { kind: 'member', userId },
  viewer: { ...ANONYMOUS, subscriptionType: 'PREMIUM', userId },
  upstreamToken: token,
  partnerId: null,
  session: {},
});

function fetchOf(context: GatewayContext, operation: 'query' | 'mutation' = 'query', variables: Record<string, unknown> = { page: 1 }): GraphQLDataSourceProcessOptions<GatewayContext> {
  return {
    kind: 'incoming operation' as never, // GraphQLDataSourceRequestKind.INCOMING_OPERATION (a type-only export)
    request: { query: `${operation} Op__fad__0($page: Int) { courses(page: $page) { id } }`, variables },
    context,
    incomingRequestContext: { operation: { operation }, request: { http: { headers: new Map() } }, context } as never,
  };
}

describe('identical subgraph fetches in flight', () => {
  it('ten visitors asking the same query at once cost one call, each gets its own copy of the answer', async () => {
    const ds = source();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => ds.process(fetchOf(visitor(`10.0.0.${i}`)))));
    expect(received).toHaveLength(1);
    expect(ds.inFlight.merged).toBe(9);
    for (const a of answers) expect(a.data).toEqual({ userId: null, nested: { list: [1, 2] } });
    // The gateway merges later fetches into the objects it was given: no two requests may share one.
    expect(answers[0]!.data).not.toBe(answers[1]!.data);
    (answers[0]!.data as { nested: { list: number[] } }).nested.list.push(3);
    expect(answers[1]!.data).toEqual({ userId: null, nested: { list: [1, 2] } });
  });

  it('different variables are different calls', async () => {
    const ds = source();
    await Promise.all([ds.process(fetchOf(visitor(), 'query', { page: 1 })), ds.process(fetchOf(visitor(), 'query', { page: 2 }))]);
    expect(received).toHaveLength(2);
  });

  it("a member's fetch is merged only with the same member's session, never with a visitor's or another member's", async () => {
    const ds = source();
    const answers = await Promise.all([
      ds.process(fetchOf(member('U1', 'token-1'))),
      ds.process(fetchOf(member('U1', 'token-1'))),
      ds.process(fetchOf(member('U2', 'token-2'))),
      ds.process(fetchOf(visitor())),
    ]);
    expect(received).toHaveLength(3);
    expect(answers.map((a) => (a.data as { userId: string | null }).userId)).toEqual(['U1', 'U1', 'U2', null]);
  });

  it('mutations are never merged', async () => {
    const ds = source();
    await Promise.all([ds.process(fetchOf(visitor(), 'mutation')), ds.process(fetchOf(visitor(), 'mutation'))]);
    expect(received).toHaveLength(2);
    expect(ds.inFlight.merged).toBe(0);
  });

  it('once answered, the same fetch goes out again: nothing is kept', async () => {
    const ds = source();
    await ds.process(fetchOf(visitor()));
    await ds.process(fetchOf(visitor()));
    expect(received).toHaveLength(2);
  });

  it('the merge key is that of every claim but the address, whether or not the claims come already stringified', () => {
    const claims = { subscriptionType: 'PREMIUM' as const, wallets: [], promoCodes: ['P1'], groups: [], hasFiscalCode: true, userId: 'U1', upstreamToken: 't"1', partnerId: null, idempotencyKey: null };
    const keyOf = (c: object, json?: string) => mergeKeyOf(fetchOf(visitor()), c as never, json);
    // The key as it was first written: the JSON of the claims without `clientIp`.
    const expected = createHash('sha256').update(JSON.stringify(claims)).digest('base64url');
    for (const clientIp of [null, '10.0.0.1', '::ffff:10.0.0.2']) {
      const withIp = { ...claims, clientIp };
      expect(keyOf(withIp, JSON.stringify(withIp))).toBe(expected);
      expect(keyOf(withIp)).toBe(expected);
      // The address elsewhere than last: the same key all the same.
      expect(keyOf({ clientIp, ...claims })).toBe(expected);
    }
    expect(keyOf({ ...claims, userId: 'U2', clientIp: null })).not.toBe(expected);
    expect(mergeKeyOf(fetchOf(visitor(), 'mutation'), { ...claims, clientIp: null } as never)).toBeNull();
  });

  it('the merge key never reaches the subgraph', async () => {
    const ds = source();
    await ds.process(fetchOf(visitor()));
    expect(Object.keys(received[0]!.headers).filter((h) => h.includes('merge'))).toEqual([]);
  });
});
