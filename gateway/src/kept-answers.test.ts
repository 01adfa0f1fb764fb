import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startTestUpstream } from '@club/upstream/testing';
import { encryptPassword } from '@club/subgraph-kit';
import { GRAPHQL_BODY_MAX_BYTES } from '@club/wire/uploads';
import { PRODUCTION_ENV, startTestStack } from '../test-kit';

/**
 * Kept answers on the HTTP fast path (graphql/kept-answers-fast-path.ts) and members' kept answers
 * per session (graphql/plugins/member-responses.ts), through a production-mode gateway: browsers
 * send persisted documents only, as the web client does. The subgraphs' cache hints are set by the
 * proxies in front of them (Cache-Control on each subgraph answer), so each test says what they are.
 */

const MANIFEST = JSON.parse(readFileSync('web/src/gql/persisted-documents.json', 'utf8')) as Record<string, string>;

function documentOf(operation: string): { hash: string; text: string } {
  const found = Object.entries(MANIFEST).find(([, text]) => new RegExp(`\\b(query|mutation) ${operation}\\b`).test(text));
  if (!found) throw new Error(`no persisted document ${operation}`);
  return { hash: found[0].replace(/^sha256:/, ''), text: found[1] };
}

function persistedBody(operation: string, variables: Record<string, unknown> = {}): string {
  return JSON.stringify({ operationName: operation, variables, extensions: { persistedQuery: { version: 1, sha256Hash: documentOf(operation).hash } } });
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
  text: string;
}

/** One POST over node:http: the raw bytes and every header as sent (fetch would decode a compressed body). */
function post(path: string, body: string | Buffer, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${stack.url}${path}`, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const bytes = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes, text: bytes.toString('utf8') });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

/** A browser running the web client: persisted documents, the Accept Apollo Client sends, its session cookie. */
class Browser {
  cookie = '';
  async send(operation: string, variables: Record<string, unknown> = {}, extra: Record<string, string> = {}): Promise<Answer & { json: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] } }> {
    const answer = await post('/graphql', persistedBody(operation, variables), {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json,application/json;q=0.9',
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...extra,
    });
    const setCookie = answer.headers['set-cookie']?.[0];
    if (setCookie) {
      const [pair] = setCookie.split(';');
      this.cookie = pair!.endsWith('=') ? '' : pair!;
    }
    return { ...answer, json: JSON.parse(answer.text) };
  }

  async login(username: string): Promise<void> {
    const key = await this.send('LoginPublicKey');
    const pem = (key.json.data!.loginPublicKey as { publicKeyPEM: string }).publicKeyPEM;
    const login = await this.send('Login', { username, encryptedPassword: encryptPassword(pem, 'Club2026!') });
    expect((login.json.data!.login as { status: string }).status).toBe('SUCCESS');
  }
}

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
let stack: Awaited<ReturnType<typeof startTestStack>>;
const logs: Record<string, unknown>[] = [];

/** Every subgraph answer says this Cache-Control (the cache hint the gateway reads). */
function hintEverywhere(cacheControl: string | null): void {
  for (const proxy of Object.values(stack.faults!.subgraphs)) proxy.answerHeaders = cacheControl === null ? {} : { 'cache-control': cacheControl };
}

async function upstreamCalls(route: string): Promise<number> {
  const counts = (await (await fetch(`${stack.upstreamUrl}/_metrics/requests`)).json()) as Record<string, number>;
  return counts[route] ?? 0;
}

/** The kept answers sent by the fast path, by request id (its log line says fastPath). */
const servedByFastPath = (requestId: string) => logs.some((l) => l.requestId === requestId && l.keptAnswer === true && l.fastPath === true);

/** Header names and values, less the two that differ per answer. */
function comparable(headers: Answer['headers']): Record<string, unknown> {
  const { date: _date, 'x-request-id': _id, ...rest } = headers;
  return rest;
}

const FAVOURITES = 'GET /favorites';
const SUPPORT_PHONE = 'SupportPhone';

beforeAll(async () => {
  upstream = await startTestUpstream();
  stack = await startTestStack({
    upstreamUrl: upstream.url,
    faults: true,
    env: { ...PRODUCTION_ENV, VISITOR_RESPONSE_TTL_MS: '60000', MEMBER_RESPONSE_MAX_TTL_MS: '60000', LOG_LEVEL: 'debug' },
    logDestination: { write: (line: string) => void logs.push(JSON.parse(line) as Record<string, unknown>) },
  });
}, 120_000);
afterAll(async () => {
  await stack?.close();
  await upstream?.close();
});
beforeEach(async () => {
  hintEverywhere('max-age=60, public');
  // Nothing kept from the test before: a mutation that may change what everybody sees drops every kept answer.
  const ops = new Browser();
  await ops.login('premium@demo.club');
  await ops.send('SaveFiscalCode', { input: {} });
  await fetch(`${stack.upstreamUrl}/_metrics/reset`, { method: 'POST' });
});

describe('the HTTP fast path of kept answers', () => {
  it("sends a visitor's kept answer with the same status, body and headers as Apollo's, and records it", async () => {
    const visitor = new Browser();
    const first = await visitor.send(SUPPORT_PHONE, {}, { 'x-request-id': 'first-request-0001' });
    const again = await visitor.send(SUPPORT_PHONE, {}, { 'x-request-id': 'again-request-0002' });
    expect(servedByFastPath('first-request-0001')).toBe(false);
    expect(servedByFastPath('again-request-0002')).toBe(true);
    expect(again.status).toBe(first.status);
    expect(again.text).toBe(first.text);
    expect(comparable(again.headers)).toEqual(comparable(first.headers));
    // The client's own id is echoed, as requestIds() does; without one, a new one each time.
    expect(again.headers['x-request-id']).toBe('again-request-0002');
    const unnamed = await visitor.send(SUPPORT_PHONE);
    expect(unnamed.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(servedByFastPath(unnamed.headers['x-request-id'] as string)).toBe(true);
    expect(again.headers['cache-control']).toBe('no-store');
    expect(again.headers['strict-transport-security']).toBeTruthy();
    expect(again.headers.vary).toBe('Accept-Encoding');
  });

  it('a large kept answer goes out compressed as Apollo sends it, and plain to clients that do not accept it', async () => {
    const large = (encoding: string, id: string) =>
      post('/graphql', persistedBody('Plans'), { 'content-type': 'application/json', 'accept-encoding': encoding, 'x-request-id': id });
    const first = await large('gzip, deflate, br', 'large-request-0001');
    expect(first.headers['content-encoding']).toBe('br');
    const again = await large('gzip, deflate, br', 'large-request-0002');
    expect(servedByFastPath('large-request-0002')).toBe(true);
    // Apollo's answer is compressed as a stream (chunked); a kept one once, with its length, as the Express path sent it.
    expect(brotliDecompressSync(again.bytes).equals(brotliDecompressSync(first.bytes))).toBe(true);
    const { 'transfer-encoding': chunked, ...apolloHeaders } = comparable(first.headers);
    const { 'content-length': length, ...keptHeaders } = comparable(again.headers);
    expect(chunked).toBe('chunked');
    expect(length).toBe(String(again.bytes.length));
    expect(keptHeaders).toEqual(apolloHeaders);
    const gzip = await large('gzip', 'large-request-0003');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).equals(brotliDecompressSync(first.bytes))).toBe(true);
    const plain = await large('identity', 'large-request-0004');
    expect(servedByFastPath('large-request-0004')).toBe(true);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.bytes.equals(brotliDecompressSync(first.bytes))).toBe(true);
  });

  it('refuses what the route refuses, as it refuses it, even for a request whose answer is kept', async () => {
    const visitor = new Browser();
    await visitor.send(SUPPORT_PHONE);
    const kept = await visitor.send(SUPPORT_PHONE);
    expect(servedByFastPath(kept.headers['x-request-id'] as string)).toBe(true);
    const body = persistedBody(SUPPORT_PHONE);
    // A simple request (no CSRF preflight): Apollo refuses it, the JSON body is never read.
    const plainText = await post('/graphql', body, { 'content-type': 'text/plain' });
    expect(plainText.status).toBe(400);
    expect(plainText.text).not.toContain('tollFreeNumber');
    // The same document's text, ad hoc, from a caller without a key: production accepts persisted documents only.
    const adHoc = await post('/graphql', JSON.stringify({ query: documentOf(SUPPORT_PHONE).text, operationName: SUPPORT_PHONE, variables: {} }), { 'content-type': 'application/json' });
    expect(adHoc.status).toBe(400);
    expect(JSON.parse(adHoc.text).errors[0].extensions.code).toBe('PERSISTED_DOCUMENT_REQUIRED');
    const deep = await post('/graphql', persistedBody(SUPPORT_PHONE, { x: JSON.parse('['.repeat(40) + ']'.repeat(40)) }), { 'content-type': 'application/json' });
    expect(deep.status).toBe(400);
    expect(JSON.parse(deep.text).errors[0].extensions.code).toBe('NESTING_TOO_DEEP');
    const tooLarge = await post('/graphql', persistedBody(SUPPORT_PHONE, { pad: 'x'.repeat(GRAPHQL_BODY_MAX_BYTES + 1024) }), { 'content-type': 'application/json' });
    expect(tooLarge.status).toBe(413);
    const unknown = await post('/graphql', JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: 'f'.repeat(64) } } }), { 'content-type': 'application/json' });
    expect(JSON.parse(unknown.text).errors[0].extensions.code).toBe('PERSISTED_DOCUMENT_NOT_FOUND');
    // Bodies the fast path reads and cannot use are parsed by express.json all the same: the same refusal as a chunked body, which it never reads.
    for (const broken of ['{"extensions": ', '"just a string"', '[1, 2]']) {
      const read = await post('/graphql', broken, { 'content-type': 'application/json' });
      const notRead = await post('/graphql', broken, { 'content-type': 'application/json', 'transfer-encoding': 'chunked' });
      expect(read.status).toBe(notRead.status);
      expect(read.status).toBeGreaterThanOrEqual(400);
      expect(read.text).toBe(notRead.text);
    }
  });

  it("never sends a visitor's kept answer to a member", async () => {
    const visitor = new Browser();
    const member = new Browser();
    await member.login('premium@demo.club');
    await visitor.send('Viewer');
    const visitorAgain = await visitor.send('Viewer');
    expect(servedByFastPath(visitorAgain.headers['x-request-id'] as string)).toBe(true);
    const mine = await member.send('Viewer');
    expect((visitorAgain.json.data!.viewer as { subscriptionType: string }).subscriptionType).toBe('SUSPECT');
    expect((mine.json.data!.viewer as { subscriptionType: string }).subscriptionType).not.toBe('SUSPECT');
  });

  it("a visitor's answer one of whose fetches is hinted uncacheable is shared while in flight only, not kept", async () => {
    stack.faults!.subgraphs.commerce.answerHeaders = { 'cache-control': 'max-age=0, public' };
    const visitor = new Browser();
    await visitor.send('Plans');
    const again = await visitor.send('Plans');
    expect(servedByFastPath(again.headers['x-request-id'] as string)).toBe(false);
    expect(await upstreamCalls('GET /ecommerce/prodotti-suggeriti')).toBe(2);
  });

  it('a mutation that may change what visitors see drops their kept answers at once', async () => {
    const visitor = new Browser();
    const member = new Browser();
    await member.login('premium@demo.club');
    await visitor.send('Plans');
    await visitor.send('Plans');
    expect(await upstreamCalls('GET /ecommerce/prodotti-suggeriti')).toBe(1);
    await member.send('SaveFiscalCode', { input: {} });
    const after = await visitor.send('Plans');
    expect(servedByFastPath(after.headers['x-request-id'] as string)).toBe(false);
    expect(await upstreamCalls('GET /ecommerce/prodotti-suggeriti')).toBe(2);
  });
});

describe("members' kept answers, per session", () => {
  const favourites = (b: Browser) => b.send('Favourites', { kind: 'NEWS', page: 1 });
  const idsOf = (a: Awaited<ReturnType<typeof favourites>>) => (a.json.data!.favourites as { items: { id: string }[] }).items.map((i) => i.id);

  it('two members and a visitor asking the same document get their own answers; a repeated one is kept for its session only', async () => {
    const premium = new Browser();
    const trial = new Browser();
    const visitor = new Browser();
    await premium.login('premium@demo.club');
    await trial.login('trial@demo.club');
    const answers = [await premium.send('Viewer'), await trial.send('Viewer'), await visitor.send('Viewer')];
    const again = [await premium.send('Viewer'), await trial.send('Viewer'), await visitor.send('Viewer')];
    const typeOf = (a: (typeof answers)[number]) => (a.json.data!.viewer as { subscriptionType: string; user: { id: string } | null }).subscriptionType;
    expect(answers.map(typeOf)).toEqual(['PREMIUM', 'TRIAL', 'SUSPECT']);
    expect(again.map(typeOf)).toEqual(['PREMIUM', 'TRIAL', 'SUSPECT']);
    for (const [i, a] of again.entries()) {
      expect(servedByFastPath(a.headers['x-request-id'] as string)).toBe(true);
      expect(a.text).toBe(answers[i]!.text);
      expect(comparable(a.headers)).toEqual(comparable(answers[i]!.headers));
    }
    // Another session of the same member has a scope of its own: executed, not served from the first session's answer.
    const premiumElsewhere = new Browser();
    await premiumElsewhere.login('premium@demo.club');
    const elsewhere = await premiumElsewhere.send('Viewer');
    expect(servedByFastPath(elsewhere.headers['x-request-id'] as string)).toBe(false);
  });

  it("a member's repeated query is served from the kept answer; after that member's mutation the next answer is fresh", async () => {
    const premium = new Browser();
    const trial = new Browser();
    await premium.login('premium@demo.club');
    await trial.login('trial@demo.club');
    const before = await favourites(premium);
    await favourites(premium);
    await favourites(trial);
    await favourites(trial);
    expect(await upstreamCalls(FAVOURITES)).toBe(2);
    const news = (await upstream.db.query<{ id: string }>(`SELECT id FROM cms_contents WHERE content_type = 'News' ORDER BY id DESC LIMIT 20`)).map((r) => r.id).find((id) => !idsOf(before).includes(id))!;
    await premium.send('AddFavourite', { contentId: news });
    const after = await favourites(premium);
    expect(idsOf(after)).toContain(news);
    expect(await upstreamCalls(FAVOURITES)).toBe(3);
    // A member-only mutation leaves the other members' kept answers alone.
    await favourites(trial);
    expect(await upstreamCalls(FAVOURITES)).toBe(3);
    await premium.send('RemoveFavourite', { contentId: news });
  });

  it('a change upstream is seen once the lifetime the hints give has passed', async () => {
    hintEverywhere('max-age=1, private');
    const premium = new Browser();
    await premium.login('premium@demo.club');
    const before = await favourites(premium);
    const userId = (await premium.send('Viewer')).json.data!.viewer as { user: { id: string } };
    const news = (await upstream.db.query<{ id: string }>(`SELECT id FROM cms_contents WHERE content_type = 'News' ORDER BY id DESC LIMIT 20`)).map((r) => r.id).find((id) => !idsOf(before).includes(id))!;
    // Written behind the portal's back: nothing drops the kept answer.
    await upstream.db.query(`INSERT INTO cms_favourites (user_id, content_id, type) VALUES ($1, $2, 'Editoriale')`, [userId.user.id, news]);
    try {
      expect(idsOf(await favourites(premium))).not.toContain(news);
      await new Promise((r) => setTimeout(r, 1_200));
      expect(idsOf(await favourites(premium))).toContain(news);
    } finally {
      await upstream.db.query(`DELETE FROM cms_favourites WHERE user_id = $1 AND content_id = $2`, [userId.user.id, news]);
    }
  });

  it('an answer one of whose fetches is hinted uncacheable (max-age 0) or carries no max-age is not kept', async () => {
    const premium = new Browser();
    await premium.login('premium@demo.club');
    for (const hint of ['max-age=0, private', 'no-store']) {
      hintEverywhere('max-age=60, private');
      stack.faults!.subgraphs.cms.answerHeaders = { 'cache-control': hint };
      await fetch(`${stack.upstreamUrl}/_metrics/reset`, { method: 'POST' });
      await favourites(premium);
      const again = await favourites(premium);
      expect(servedByFastPath(again.headers['x-request-id'] as string)).toBe(false);
      expect(await upstreamCalls(FAVOURITES)).toBe(2);
    }
  });

  it("the gateway's own answer stays uncacheable for browsers and proxies whatever the hints", async () => {
    hintEverywhere('max-age=60, public');
    const premium = new Browser();
    await premium.login('premium@demo.club');
    const visitor = new Browser();
    for (const answer of [await favourites(premium), await favourites(premium), await visitor.send('Viewer'), await visitor.send('Viewer')]) expect(answer.headers['cache-control']).toBe('no-store');
  });

  it("after logout the old session's kept answers are gone", async () => {
    const premium = new Browser();
    await premium.login('premium@demo.club');
    await favourites(premium);
    const cookie = premium.cookie;
    await premium.send('Logout');
    const stolen = new Browser();
    stolen.cookie = cookie;
    const replay = await favourites(stolen);
    expect(servedByFastPath(replay.headers['x-request-id'] as string)).toBe(false);
  });
});
