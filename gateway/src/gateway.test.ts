import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayClient, startTestStack } from '../test-kit';
import { ANSWER_COMPRESSION_MIN_BYTES } from './graphql/answer-encoding';

let stack: Awaited<ReturnType<typeof startTestStack>>;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.close();
});

const VIEWER = `{ viewer { subscriptionType headerButtons { label href } profileMenu { label } topBarColour user { id } } }`;

describe('gateway end to end', () => {
  it('answers a visitor as SUSPECT with the visitor header buttons', async () => {
    const client = new GatewayClient(stack.url);
    const { status, body } = await client.request<{ viewer: { subscriptionType: string; headerButtons: { label: string }[]; profileMenu: unknown[]; user: null } }>(VIEWER);
    expect(status).toBe(200);
    expect(body.data!.viewer.subscriptionType).toBe('SUSPECT');
    expect(body.data!.viewer.headerButtons.map((b) => b.label)).toEqual(['Accedi', 'Registrati gratis']);
    expect(body.data!.viewer.profileMenu).toEqual([]);
    expect(body.data!.viewer.user).toBeNull();
  });

  it('logs in, sets an HttpOnly SameSite=Lax session cookie, and the next request is the member', async () => {
    const client = new GatewayClient(stack.url);
    const login = await client.login('premium@demo.club');
    expect(login.body.data!.login.status).toBe('SUCCESS');
    expect(login.setCookie).toMatch(/club_session=/);
    expect(login.setCookie).toMatch(/HttpOnly/i);
    expect(login.setCookie).toMatch(/SameSite=Lax/i);
    // The cookie never carries the upstream token in clear.
    expect(login.setCookie).not.toMatch(/Bearer/);
    const me = await client.request<{ viewer: { subscriptionType: string; headerButtons: { label: string }[]; user: { id: string } } }>(VIEWER);
    expect(me.body.data!.viewer.subscriptionType).toBe('PREMIUM');
    expect(me.body.data!.viewer.user.id).toBe('1000003');
    expect(me.body.data!.viewer.headerButtons.map((b) => b.label)).toEqual(['Cerchi aiuto?']);
  });

  it('logout clears the cookie and the viewer is a visitor again', async () => {
    const client = new GatewayClient(stack.url);
    await client.login('trial@demo.club');
    const out = await client.request<{ logout: boolean }>('mutation { logout }');
    expect(out.body.data!.logout).toBe(true);
    expect(out.setCookie).toMatch(/club_session=;/);
    expect(out.setCookie).toMatch(/Max-Age=0/i);
    const me = await client.request<{ viewer: { subscriptionType: string } }>(VIEWER);
    expect(me.body.data!.viewer.subscriptionType).toBe('SUSPECT');
  });

  it('a forged session cookie is treated as a visitor', async () => {
    const client = new GatewayClient(stack.url);
    client.cookie = 'club_session=not-a-real-session';
    const me = await client.request<{ viewer: { subscriptionType: string } }>(VIEWER);
    expect(me.body.data!.viewer.subscriptionType).toBe('SUSPECT');
  });

  it('wrong credentials give the spec message and no cookie', async () => {
    const client = new GatewayClient(stack.url);
    const res = await client.login('premium@demo.club', 'wrong-password');
    expect(res.body.data!.login).toEqual({ status: 'INVALID_CREDENTIALS', message: 'Errore: credenziali errate.' });
    expect(res.setCookie).toBeNull();
  });

  it('one operation spans subgraphs (crm viewer, fad catalogue, commerce plans)', async () => {
    const client = new GatewayClient(stack.url);
    const res = await client.request<{ viewer: { subscriptionType: string }; courseCatalogue: { items: unknown[]; total: number }; plans: { name: string }[] }>(
      '{ viewer { subscriptionType } courseCatalogue { items { id title } total } plans { name } }',
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.courseCatalogue.items).toHaveLength(9);
    expect(res.body.data!.courseCatalogue.total).toBeGreaterThanOrEqual(200);
    expect(res.body.data!.plans.length).toBeGreaterThan(0);
  });

  it('malformed GraphQL, unknown fields and bad variables get a 400 with a clear message', async () => {
    const client = new GatewayClient(stack.url);
    const syntax = await client.request('{ viewer { ');
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors![0]!.message).toMatch(/Syntax Error/);
    const unknown = await client.request('{ viewer { noSuchField } }');
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors![0]!.message).toMatch(/noSuchField/);
    const badVar = await client.request('query Q($i: CourseSearchInput) { courseCatalogue(input: $i) { total } }', { i: { page: 'two' } });
    expect(badVar.status).toBe(400);
    expect(badVar.body.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('refuses cross-site simple requests (CSRF prevention) but accepts JSON POSTs', async () => {
    const res = await fetch(`${stack.url}/graphql?query=${encodeURIComponent('{ viewer { subscriptionType } }')}`);
    expect(res.status).toBe(400);
    expect(await res.text()).toMatch(/CSRF/i);
  });

  it('refuses operations over the alias and token limits', async () => {
    const client = new GatewayClient(stack.url);
    const tooManyAliases = await client.request(`{ ${Array.from({ length: 30 }, (_, i) => `a${i}: viewer { subscriptionType }`).join(' ')} }`);
    // The gateway's own limits answer in Italian with a stable reason (limit-messages.ts).
    expect(tooManyAliases.body.errors?.[0]).toMatchObject({ message: 'Troppi alias: al massimo 20, trovati 30.', extensions: { code: 'GRAPHQL_VALIDATION_FAILED', reason: 'ALIAS_LIMIT' } });
    expect(tooManyAliases.body.data).toBeUndefined();
    const tooManyTokens = await client.request(`{ viewer { ${'subscriptionType '.repeat(5000)} } }`);
    expect(tooManyTokens.status).toBe(400);
    expect(tooManyTokens.body.errors?.[0]).toMatchObject({ message: 'Documento troppo lungo: al massimo 4000 token.', extensions: { reason: 'TOKEN_LIMIT' } });
  });

  it('a partner with a valid API key is served; an unknown key is refused with 401', async () => {
    const partner = new GatewayClient(stack.url, { 'x-api-key': 'test-partner-key-123' });
    const ok = await partner.request<{ courseSeries: { name: string }[] }>('{ courseSeries { name } }');
    expect(ok.status).toBe(200);
    expect(ok.body.data!.courseSeries.map((s) => s.name)).toContain('Medicina');
    const bad = new GatewayClient(stack.url, { 'x-api-key': 'nope' });
    const refused = await bad.request('{ courseSeries { name } }');
    expect(refused.status).toBe(401);
  });

  it('lists the four newest public professional cards for the home section', async () => {
    const client = new GatewayClient(stack.url);
    const res = await client.request<{ latestProfessionals: { firstName: string; profession: { description: string }; createdAt: string }[] }>(
      '{ latestProfessionals { firstName lastName profession { description } createdAt } }',
    );
    const cards = res.body.data!.latestProfessionals;
    expect(cards).toHaveLength(4);
    const dates = cards.map((c) => c.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(cards.every((c) => c.firstName && c.profession.description)).toBe(true);
    const tooMany = await client.request('{ latestProfessionals(take: 500) { id } }');
    expect(tooMany.body.errors![0]!.extensions!.code).toBe('BAD_USER_INPUT');
  });

  it('serves health endpoints: live, ready (this instance only) and deps (every dependency checked)', async () => {
    expect((await fetch(`${stack.url}/health/live`)).status).toBe(200);
    const ready = await fetch(`${stack.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', service: 'gateway' });
    const deps = await fetch(`${stack.url}/health/deps`);
    expect(deps.status).toBe(200);
    expect(await deps.json()).toEqual({ status: 'ok', service: 'gateway', checks: { upstream: 'ok', crm: 'ok', fad: 'ok', cms: 'ok', commerce: 'ok' } });
  });

  it('serves the CMS media library under /media from the portal origin', async () => {
    const magazines = await new GatewayClient(stack.url).request('{ magazines { name logoUrl } }');
    const [first] = (magazines.body.data as { magazines: { name: string; logoUrl: string }[] }).magazines;
    const logo = await fetch(`${stack.url}${first!.logoUrl}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    expect(await logo.text()).toContain(first!.name);
    // A free video's recording, under its player's path (media.test.ts: the gated ones).
    const videos = await new GatewayClient(stack.url).request<{ contents: { items: { embeddedContent: string | null }[] } }>('{ contents(input: { contentTypes: [Video], rows: 12 }) { items { embeddedContent } } }');
    const player = videos.body.data!.contents.items.find((item) => item.embeddedContent)!.embeddedContent;
    const video = await fetch(`${stack.url}${player}/video.webm`);
    expect(video.headers.get('content-type')).toBe('video/webm');
    expect((await video.arrayBuffer()).byteLength).toBeGreaterThan(10_000);
    expect((await fetch(`${stack.url}/media/cms/sconosciuto/1.svg`)).status).toBe(404);
  });

  it('a direct call to a subgraph without the gateway signature is refused with 401', async () => {
    for (const url of Object.values(stack.subgraphUrls)) {
      const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ __typename }' }) });
      expect(res.status).toBe(401);
    }
  });
});

describe('gateway with the upstream down', () => {
  let down: Awaited<ReturnType<typeof startTestStack>>;
  beforeAll(async () => {
    // A port nothing listens on: every upstream call fails.
    down = await startTestStack({ upstreamUrl: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await down?.close();
  });

  it('turns the failing section into a field error while the rest of the response survives', async () => {
    const client = new GatewayClient(down.url);
    const res = await client.request<{ viewer: { subscriptionType: string; headerButtons: { label: string }[] }; navigation: null }>(
      '{ viewer { subscriptionType headerButtons { label } } navigation { label } }',
    );
    expect(res.status).toBe(200);
    expect(res.body.data!.viewer.subscriptionType).toBe('SUSPECT');
    expect(res.body.data!.viewer.headerButtons.map((b) => b.label)).toEqual(['Accedi', 'Registrati gratis']);
    expect(res.body.data!.navigation).toBeNull();
    const error = res.body.errors!.find((e) => e.path?.[0] === 'navigation');
    expect(error?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('reports the dependency down on the deps route, and stays ready (an outage does not take the instance out of the balancer)', async () => {
    const deps = await fetch(`${down.url}/health/deps`);
    expect(deps.status).toBe(503);
    expect(await deps.json()).toMatchObject({ status: 'degraded', checks: { upstream: 'unreachable', crm: 'ok', fad: 'ok', cms: 'ok', commerce: 'ok' } });
    const ready = await fetch(`${down.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ok', service: 'gateway' });
    expect((await fetch(`${down.url}/health/live`)).status).toBe(200);
  });
});

describe('answer compression', () => {
  // fetch asks for gzip unless told otherwise: 'identity' is a client that takes no compression.
  const post = (query: string, acceptEncoding: string) =>
    fetch(`${stack.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': acceptEncoding },
      body: JSON.stringify({ query }),
    });

  it('compresses a large answer for a client that accepts gzip or brotli, and the answer is intact', async () => {
    const LARGE = '{ navigation { label href children { label href } } footer { tagline links { label href } } courseCatalogue(input: { page: 1 }) { items { id slug title credits } } contents(input: { contentTypes: [Articolo], rows: 24 }) { items { id title link imageUrl publicationDate } } }';
    const plain = await post(LARGE, 'identity');
    const plainText = await plain.text();
    expect(plainText.length).toBeGreaterThanOrEqual(ANSWER_COMPRESSION_MIN_BYTES);
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const encoding of ['gzip', 'br']) {
      const res = await post(LARGE, encoding);
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(await res.text()).toBe(plainText);
    }
  });

  it('sends a small answer as plain JSON even to a client that accepts gzip (compressing it costs more than it saves)', async () => {
    const res = await post('{ viewer { subscriptionType } }', 'gzip, br');
    const text = await res.text();
    expect(text.length).toBeLessThan(ANSWER_COMPRESSION_MIN_BYTES);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(JSON.parse(text)).toMatchObject({ data: { viewer: { subscriptionType: 'SUSPECT' } } });
  });
});
