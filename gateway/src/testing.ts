import { startTestUpstream } from '../../upstream/src/testing';
import { startCrmSubgraph } from '../../subgraphs/crm/src/server';
import { startFadSubgraph } from '../../subgraphs/fad/src/server';
import { startCmsSubgraph } from '../../subgraphs/cms/src/server';
import { startCommerceSubgraph } from '../../subgraphs/commerce/src/server';
import { loadEnv } from './env';
import { startGateway } from './server';

const SECRET = 'gateway-test-viewer-signing-secret';
/** The viewer-header key the test stack's gateway and subgraphs share (to call a subgraph directly). */
export const TEST_VIEWER_SIGNING_SECRET = SECRET;
/** API keys the test stack accepts (x-api-key). */
export const TEST_PARTNER_KEY = 'test-partner-key-123';
export const TEST_OPS_KEY = 'test-ops-key-456';
/** What a production-mode test stack needs besides NODE_ENV: production refuses the development secrets. */
export const PRODUCTION_ENV = { NODE_ENV: 'production', SESSION_SECRET: 'gateway-test-session-secret-0123456789abcdef', VIEWER_SIGNING_SECRET: SECRET };

/**
 * The whole federation in one test process: a seeded in-memory upstream, the four subgraphs and
 * the gateway, each on its own random loopback port, talking real HTTP.
 */
export async function startTestStack(options: { upstreamUrl?: string; env?: Record<string, string> } = {}) {
  const upstream = options.upstreamUrl ? null : await startTestUpstream();
  const upstreamUrl = options.upstreamUrl ?? upstream!.url;
  const common = { host: '127.0.0.1', port: 0, upstreamUrl, signingSecret: SECRET, timeoutMs: 3000 };
  const [crm, fad, cms, commerce] = await Promise.all([
    startCrmSubgraph(common),
    startFadSubgraph(common),
    startCmsSubgraph(common),
    startCommerceSubgraph(common),
  ]);
  const env = loadEnv({
    PORT: '0',
    NODE_ENV: 'test',
    UPSTREAM_URL: upstreamUrl,
    SUBGRAPH_CRM_URL: crm.url,
    SUBGRAPH_FAD_URL: fad.url,
    SUBGRAPH_CMS_URL: cms.url,
    SUBGRAPH_COMMERCE_URL: commerce.url,
    VIEWER_SIGNING_SECRET: SECRET,
    SESSION_COOKIE_SECURE: 'false',
    WEB_DIST: 'web/dist',
    PARTNER_API_KEYS: `acme:${TEST_PARTNER_KEY}`,
    OPS_API_KEYS: `ops-team:${TEST_OPS_KEY}`,
    ...options.env,
  });
  const gateway = await startGateway(env);
  return {
    url: gateway.url,
    upstreamUrl,
    subgraphUrls: { crm: crm.url, fad: fad.url, cms: cms.url, commerce: commerce.url },
    close: async () => {
      await gateway.close();
      await Promise.all([crm.close(), fad.close(), cms.close(), commerce.close()]);
      await upstream?.close();
    },
  };
}

/** A tiny cookie-keeping GraphQL client, as a browser would behave towards the gateway. */
export class GatewayClient {
  cookie = '';

  constructor(private readonly url: string, private readonly headers: Record<string, string> = {}) {}

  async request<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}) {
    const res = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}), ...this.headers },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      const [pair] = setCookie.split(';');
      this.cookie = pair!.endsWith('=') ? '' : pair!;
    }
    return { status: res.status, setCookie, body: (await res.json()) as { data?: T; errors?: { message: string; path?: string[]; extensions?: Record<string, unknown> }[] } };
  }

  async login(username: string, password = 'Club2026!') {
    const { encryptPassword } = await import('@club/subgraph-kit');
    const key = await this.request<{ loginPublicKey: { publicKeyPEM: string } }>('{ loginPublicKey { publicKeyPEM } }');
    const pem = key.body.data!.loginPublicKey.publicKeyPEM;
    return this.request<{ login: { status: string; message: string | null } }>(
      'mutation Login($u: String!, $p: String!) { login(username: $u, encryptedPassword: $p) { status message } }',
      { u: username, p: encryptPassword(pem, password) },
    );
  }
}
