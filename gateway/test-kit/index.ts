/**
 * The gateway's test kit: the whole federation started in one test process, a browser-like client and
 * the test stack's keys. Test code only (the gateway's tests, the fault suite, examples' tests): it
 * lives outside gateway/src, and lint forbids production code to import it (eslint.config.js).
 */
import { startTestUpstream } from '@club/upstream/testing';
import { startCmsSubgraph } from '@club/subgraph-cms/server';
import { startCommerceSubgraph } from '@club/subgraph-commerce/server';
import { startCrmSubgraph } from '@club/subgraph-crm/server';
import { startFadSubgraph } from '@club/subgraph-fad/server';
import { configureCircuitBreakers } from '@club/subgraph-kit';
import { loadEnv } from '../src/env';
import { FaultProxy, upstreamFamilyOf } from './fault-proxy';
import { startGateway } from '../src/server';

const SECRET = 'gateway-test-viewer-signing-secret';
/** The viewer-header key the test stack's gateway and subgraphs share (to call a subgraph directly). */
export const TEST_VIEWER_SIGNING_SECRET = SECRET;
/** API keys the test stack accepts (x-api-key). */
export const TEST_PARTNER_KEY = 'test-partner-key-123';
export const TEST_OPS_KEY = 'test-ops-key-456';
/** The bearer token of the test stack's subgraphs' and upstream's /metrics (METRICS_TOKEN). */
export const TEST_METRICS_TOKEN = 'test-metrics-token-0123456789';
/** What a production-mode test stack needs besides NODE_ENV: production refuses the development secrets. */
export const PRODUCTION_ENV = { NODE_ENV: 'production', SESSION_SECRET: 'gateway-test-session-secret-0123456789abcdef', VIEWER_SIGNING_SECRET: SECRET };

/**
 * What the test stack's gateway sets apart from production's defaults, explicitly: no answer kept
 * between requests (the tests change the upstream, or inject its faults, between calls; a test of
 * what is kept turns it on in `env`), no planning in the background (stacks start and stop many
 * times), quiet logs (a test that reads them gives LOG_LEVEL with its `logDestination`).
 */
export const TEST_STACK_SETTINGS = { VISITOR_RESPONSE_TTL_MS: '0', MEMBER_RESPONSE_MAX_TTL_MS: '0', QUERY_PLAN_WARMUP: 'off', LOG_LEVEL: 'silent' };

/**
 * The whole federation in one test process: a seeded in-memory upstream, the four subgraphs and
 * the gateway, each on its own random loopback port, talking real HTTP.
 */
export async function startTestStack(options: StackOptions = {}) {
  const upstream = options.upstreamUrl ? null : await startTestUpstream({ metricsToken: TEST_METRICS_TOKEN });
  const realUpstreamUrl = options.upstreamUrl ?? upstream!.url;
  // With faults: the subgraphs and the gateway reach the upstream, and the gateway each subgraph, through a FaultProxy.
  const upstreamProxy = options.faults ? await FaultProxy.start(realUpstreamUrl, { scopeOf: upstreamFamilyOf }) : null;
  const upstreamUrl = upstreamProxy?.origin ?? realUpstreamUrl;
  const breakers = loadEnv({ ...options.env });
  configureCircuitBreakers({ failureThreshold: breakers.CIRCUIT_FAILURE_THRESHOLD, windowMs: breakers.CIRCUIT_WINDOW_MS, coolDownMs: breakers.CIRCUIT_COOL_DOWN_MS });
  const common = { host: '127.0.0.1', port: 0, upstreamUrl, signingSecret: SECRET, timeoutMs: options.upstreamTimeoutMs ?? 3000, metricsToken: TEST_METRICS_TOKEN };
  const [crm, fad, cms, commerce] = await Promise.all([
    startCrmSubgraph(common),
    startFadSubgraph(common),
    startCmsSubgraph(common),
    startCommerceSubgraph(common),
  ]);
  const subgraphUrls = { crm: crm.url, fad: fad.url, cms: cms.url, commerce: commerce.url };
  const subgraphProxies = options.faults ? await proxiesFor(subgraphUrls) : null;
  const gatewaySees = (name: keyof typeof subgraphUrls) => (subgraphProxies ? `${subgraphProxies[name].origin}/graphql` : subgraphUrls[name]);
  const env = loadEnv({
    PORT: '0',
    NODE_ENV: 'test',
    ...TEST_STACK_SETTINGS,
    UPSTREAM_URL: upstreamUrl,
    SUBGRAPH_CRM_URL: gatewaySees('crm'),
    SUBGRAPH_FAD_URL: gatewaySees('fad'),
    SUBGRAPH_CMS_URL: gatewaySees('cms'),
    SUBGRAPH_COMMERCE_URL: gatewaySees('commerce'),
    VIEWER_SIGNING_SECRET: SECRET,
    SESSION_COOKIE_SECURE: 'false',
    WEB_DIST: 'web/dist',
    PARTNER_API_KEYS: `acme:${TEST_PARTNER_KEY}`,
    OPS_API_KEYS: `ops-team:${TEST_OPS_KEY}`,
    GATEWAY_DATA_DIR: 'memory://',
    ...options.env,
  });
  const gateway = await startGateway(env, { logDestination: options.logDestination });
  const faults = upstreamProxy && subgraphProxies ? { upstream: upstreamProxy, subgraphs: subgraphProxies } : null;
  return {
    url: gateway.url,
    upstreamUrl,
    subgraphUrls,
    /** The fault proxies (with `faults: true`): in front of the upstream (per family) and of each subgraph. */
    faults,
    close: async () => {
      await gateway.close();
      await Promise.all([crm.close(), fad.close(), cms.close(), commerce.close()]);
      await Promise.all([upstreamProxy?.close(), ...Object.values(subgraphProxies ?? {}).map((p) => p.close())]);
      await upstream?.close();
    },
  };
}

interface StackOptions {
  upstreamUrl?: string;
  /** Gateway configuration; its CIRCUIT_* variables also configure the subgraphs' breakers. */
  env?: Record<string, string>;
  /** The subgraphs' deadline per upstream call (default 3000). */
  upstreamTimeoutMs?: number;
  /** Put fault-injecting proxies in front of the upstream and of each subgraph. */
  faults?: boolean;
  /** Where the gateway's JSON logs go (give LOG_LEVEL in `env`: the stack's are silent, TEST_STACK_SETTINGS). */
  logDestination?: { write: (line: string) => void };
}

async function proxiesFor(urls: Record<'crm' | 'fad' | 'cms' | 'commerce', string>) {
  const entries = await Promise.all(Object.entries(urls).map(async ([name, url]) => [name, await FaultProxy.start(url)] as const));
  return Object.fromEntries(entries) as Record<keyof typeof urls, FaultProxy>;
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
