import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayClient, PRODUCTION_ENV, startTestStack, TEST_OPS_KEY, TEST_PARTNER_KEY } from './testing';

/**
 * graphql-cop's checks (github.com/dolevf/graphql-cop, lib/tests) against a gateway in production
 * mode, each sending graphql-cop's own request and deciding pass/fail the way it does. graphql-cop is
 * Python and cannot be installed in CI here, so its checks run as this test. Each `it` names the
 * graphql-cop test it mirrors; "vulnerable" is graphql-cop's verdict, which must be false.
 */
let stack: Awaited<ReturnType<typeof startTestStack>>;
let graphqlUrl: string;

beforeAll(async () => {
  // Ad-hoc documents allowed for everyone, so graphql-cop's probes reach the protections below them: with
  // production's default, every probe without an API key stops earlier, at PERSISTED_DOCUMENT_REQUIRED
  // (persisted-documents.test.ts), which is no guarantee for a deployment that turns that off.
  stack = await startTestStack({ env: { ...PRODUCTION_ENV, BROWSER_DOCUMENTS: 'any', LOG_LEVEL: 'silent' } });
  graphqlUrl = `${stack.url}/graphql`;
});
afterAll(async () => {
  await stack?.close();
});

/** Answers are probed like graphql-cop's Python dicts: any key may be missing. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- deliberately loose, as graphql-cop reads them
type Loose = any;

/** lib/utils.py graph_query: a JSON POST of `{ query, operationName: 'cop' }` (or a batch of 10 `{ query }`). */
async function graphQuery(query: string, options: { batch?: boolean; headers?: Record<string, string> } = {}) {
  const body = options.batch ? Array.from({ length: 10 }, () => ({ query })) : { query, operationName: 'cop' };
  const res = await fetch(graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json', ...options.headers }, body: JSON.stringify(body) });
  const text = await res.text();
  let json: unknown = {};
  try {
    json = JSON.parse(text);
  } catch {
    // graphql-cop treats an answer that is not JSON as "not vulnerable"
  }
  return { status: res.status, text, json: json as Loose };
}

/** lib/utils.py get_error: the first error's message. */
const firstError = (json: Loose): string => json?.errors?.[0]?.message ?? '';

describe('graphql-cop checks against the production gateway', () => {
  it('is a GraphQL endpoint graphql-cop recognises (is_graphql), so the checks below are meaningful', async () => {
    const { json } = await graphQuery('query cop { __typename }');
    expect(json.data?.__typename).toBe('Query');
  });

  it('alias overloading (dos_alias_overloading): 101 aliases of __typename are refused', async () => {
    const aliases = Array.from({ length: 101 }, (_, i) => `alias${i}:__typename \n`).join('');
    const { status, json } = await graphQuery(`query cop { ${aliases} }`);
    const vulnerable = Boolean(json.data?.alias100);
    expect(vulnerable).toBe(false);
    expect(status).toBe(400);
  });

  it('array-based batching (dos_batch): a batch of 10 queries is not answered as 10 results', async () => {
    const { json } = await graphQuery('query cop { __typename }', { batch: true });
    const vulnerable = Array.isArray(json) ? json.length >= 10 : Object.keys(json).length >= 10;
    expect(vulnerable).toBe(false);
  });

  it('directive overloading (dos_directive_overloading): ten unknown directives do not give ten errors', async () => {
    const { json } = await graphQuery('query cop { __typename @aa@aa@aa@aa@aa@aa@aa@aa@aa@aa }');
    const vulnerable = json.errors?.length === 10;
    expect(vulnerable).toBe(false);
  });

  it('field duplication (dos_field_duplication): 500 copies of __typename are refused', async () => {
    const { status, json } = await graphQuery(`query cop { ${'__typename \n'.repeat(500)}} `);
    const vulnerable = Boolean(json.data?.__typename);
    expect(vulnerable).toBe(false);
    expect(status).toBe(400);
  });

  it('field suggestions (info_field_suggestions): no "Did you mean" for visitors and members', async () => {
    const visitor = await graphQuery('query cop { __schema { directive } }');
    expect(firstError(visitor.json)).not.toContain('Did you mean');
    expect(firstError(visitor.json)).toMatch(/Cannot query field "directive"/);
    const member = new GatewayClient(stack.url);
    await member.login('premium@demo.club');
    const asMember = await graphQuery('query cop { viewe { __typename } }', { headers: { cookie: member.cookie } });
    expect(firstError(asMember.json)).toMatch(/Cannot query field "viewe"/);
    expect(firstError(asMember.json)).not.toContain('Did you mean');
  });

  it('field suggestions stay on for partners and ops, who build against the schema', async () => {
    for (const key of [TEST_PARTNER_KEY, TEST_OPS_KEY]) {
      const { json } = await graphQuery('query cop { viewe { __typename } }', { headers: { 'x-api-key': key } });
      expect(firstError(json)).toContain('Did you mean "viewer"?');
    }
  });

  it('introspection (info_introspect): refused to visitors and members', async () => {
    const query = 'query cop { __schema { types { name fields { name } } } }';
    const visitor = await graphQuery(query);
    expect(Boolean(visitor.json.data?.__schema?.types)).toBe(false);
    expect(visitor.json.errors[0].extensions.code).toBe('FORBIDDEN');
    const member = new GatewayClient(stack.url);
    await member.login('premium@demo.club');
    const asMember = await graphQuery(query, { headers: { cookie: member.cookie } });
    expect(Boolean(asMember.json.data?.__schema?.types)).toBe(false);
    // __type is introspection too.
    const byType = await graphQuery('query cop { __type(name: "Query") { fields { name } } }');
    expect(byType.json.data?.__type).toBeUndefined();
    expect(byType.status).toBe(403);
  });

  it('introspection is allowed with a partner or an ops key', async () => {
    for (const key of [TEST_PARTNER_KEY, TEST_OPS_KEY]) {
      const { json } = await graphQuery('query cop { __schema { types { name fields { name } } } }', { headers: { 'x-api-key': key } });
      expect(json.data.__schema.types.length).toBeGreaterThan(25);
    }
  });

  it('circular introspection (dos_circular_introspection): refused to visitors', async () => {
    const { json } = await graphQuery('query cop { __schema { types { fields { type { fields { type { fields { type { fields { type { name } } } } } } } } } } }');
    const vulnerable = (json.data?.__schema?.types?.length ?? 0) > 25;
    expect(vulnerable).toBe(false);
  });

  it('GraphQL IDE (info_graphiql): no GraphiQL or Playground on the usual paths', async () => {
    const heuristics = ['graphiql.min.css', 'GraphQL Playground', 'GraphiQL', 'graphql-playground'];
    for (const path of ['/graphiql', '/playground', '/console', '/graphql']) {
      const text = await (await fetch(`${stack.url}${path}`)).text();
      expect(heuristics.filter((word) => text.includes(word)), path).toEqual([]);
    }
  });

  it('GET-based queries (info_get_method_support): refused without a preflight header (CSRF)', async () => {
    const res = await fetch(`${graphqlUrl}?${new URLSearchParams({ query: '{__typename}' })}`);
    const json = (await res.json().catch(() => ({}))) as Loose;
    expect(Boolean(json.data?.__typename)).toBe(false);
  });

  it('GET-based mutations (info_get_based_mutation): refused', async () => {
    const res = await fetch(`${graphqlUrl}?${new URLSearchParams({ query: 'mutation {__typename}' })}`);
    const json = (await res.json().catch(() => ({}))) as Loose;
    expect(Boolean(json.data?.__typename)).toBe(false);
  });

  it('POST url-encoded queries (info_post_based_csrf): refused', async () => {
    const res = await fetch(`${graphqlUrl}?${new URLSearchParams({ query: 'query {__typename}' })}`, { method: 'POST' });
    const json = (await res.json().catch(() => ({}))) as Loose;
    expect(Boolean(json.data?.__typename)).toBe(false);
    const form = await fetch(graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'query=%7B__typename%7D' });
    expect(((await form.json().catch(() => ({}))) as Loose).data?.__typename).toBeUndefined();
  });

  it('trace mode (info_trace_mode): no tracing, exception or stack trace in an answer', async () => {
    const { text, json } = await graphQuery('query { __typename }');
    const errors = json.errors ?? [];
    const vulnerable =
      errors.some((e: Loose) => e.extensions?.tracing || e.extensions?.exception) || text.toLowerCase().includes('stacktrace');
    expect(vulnerable).toBe(false);
  });

  it('unhandled errors (info_unhandled_error): a garbage document gives no exception details', async () => {
    const { text, json } = await graphQuery('qwerty cop { abc }');
    expect(json.errors[0].extensions?.exception).toBeUndefined();
    expect(text.toLowerCase()).not.toContain("'extensions': {'exception':");
    expect(text.toLowerCase()).not.toContain('stacktrace');
  });
});
