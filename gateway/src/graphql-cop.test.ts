import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_OPERATION_COST } from './graphql/cost';
import { GUIDE_EXAMPLES } from './graphql/cost/guide-examples';
import { GatewayClient, PRODUCTION_ENV, startTestStack, TEST_OPS_KEY, TEST_PARTNER_KEY } from '../test-kit';

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

/** A request with variables and the cost figures the gateway reports (extensions.cost, to a key). */
async function withKey(key: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json', 'x-api-key': key }, body: JSON.stringify({ query, variables }) });
  const json = (await res.json()) as Loose;
  return { status: res.status, json, cost: json.extensions?.cost as { requestedQueryCost?: number; maximumQueryCost?: number; remainingBudget?: number; budgetPerMinute?: number } | undefined };
}

const LATEST = 'query Latest($n: Int) { latestContents(first: $n) { items { id title } } }';
const NESTED = 'query Nested($n: Int, $m: Int) { latestContents(first: $n) { items { id title related(limit: $m) { id } readAlso(limit: $m) { id } } } }';

describe('security round 3: the cost of an operation counts its variables (partner budgets cannot be bypassed)', () => {
  it('a list sized by a variable costs what the same literal costs: latestContents(first: $n), n = 40', async () => {
    const variable = await withKey(TEST_PARTNER_KEY, LATEST, { n: 40 });
    const literal = await withKey(TEST_PARTNER_KEY, 'query Latest { latestContents(first: 40) { items { id title } } }');
    expect(variable.json.errors).toBeUndefined();
    expect(variable.json.data.latestContents.items).toHaveLength(40);
    expect(literal.json.data.latestContents.items).toHaveLength(40);
    // The connection 1, its 40 items 1 each (docs/partner-guide.md 'Cost and query plan').
    expect(literal.cost?.requestedQueryCost).toBe(41);
    expect(variable.cost?.requestedQueryCost).toBe(41);
  });

  it('nested limit variables multiply: n = 100 items with related and readAlso (limit: $m), m = 50', async () => {
    // 100 items with up to 12 + 12 nested each (the cms subgraph's cap): about 2,400 items, 200 upstream searches.
    // Only the figure is checked: on a loaded host some of those searches may time out (partial data).
    const variables = await withKey(TEST_PARTNER_KEY, NESTED, { n: 100, m: 50 });
    expect(variables.status).toBe(200);
    expect(variables.cost).toMatchObject({ requestedQueryCost: 1 + 100 * (1 + 50 + 50), maximumQueryCost: MAX_OPERATION_COST });
    const literal = await withKey(TEST_PARTNER_KEY, NESTED.replace('($n: Int, $m: Int)', '').replaceAll('$n', '100').replaceAll('$m', '50'));
    expect(literal.cost?.requestedQueryCost).toBe(variables.cost?.requestedQueryCost);
  });

  it('an operation over the maximum with variables is refused before it runs (400, COST_LIMIT), for everyone', async () => {
    const over = await withKey(TEST_PARTNER_KEY, NESTED, { n: 100, m: 100 });
    expect(over.status).toBe(400);
    expect(over.json.data).toBeUndefined();
    expect(over.json.errors[0].extensions).toMatchObject({ code: 'GRAPHQL_VALIDATION_FAILED', reason: 'COST_LIMIT' });
    expect(over.json.errors[0].message).toContain(`più del massimo di ${MAX_OPERATION_COST}`);
    expect(over.cost?.requestedQueryCost).toBe(1 + 100 * (1 + 100 + 100));
    // A visitor's ad-hoc document (BROWSER_DOCUMENTS=any here) too.
    const res = await fetch(graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: NESTED, variables: { n: 100, m: 100 } }) });
    expect(res.status).toBe(400);
    expect(((await res.json()) as Loose).errors[0].extensions.reason).toBe('COST_LIMIT');
  });

  it("the worked examples of docs/partner-guide.md cost what the guide says", async () => {
    for (const { query, variables, cost } of Object.values(GUIDE_EXAMPLES)) {
      const res = await withKey(TEST_PARTNER_KEY, query, variables);
      expect(res.status).toBe(200);
      expect(res.cost?.requestedQueryCost).toBe(cost);
    }
    expect((await withKey(TEST_PARTNER_KEY, GUIDE_EXAMPLES.latest.query)).cost?.requestedQueryCost).toBe(GUIDE_EXAMPLES.latest.withoutVariables);
  });

  it("a partner key's budget is charged the cost with the variables, and an operation over the maximum spends nothing", async () => {
    const created = await fetch(`${stack.url}/ops/keys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-api-key': TEST_OPS_KEY },
      body: JSON.stringify({ partner: 'cost-with-variables', scopes: ['latestContents'], budgetPerMinute: 12_000 }),
    });
    expect(created.status).toBe(201);
    const { key } = (await created.json()) as { key: string };
    const first = await withKey(key, NESTED, { n: 100, m: 50 });
    expect(first.cost).toMatchObject({ requestedQueryCost: 10_101, budgetPerMinute: 12_000, remainingBudget: 12_000 - 10_101 });
    // The same operation again no longer fits: 429, nothing spent.
    const second = await withKey(key, NESTED, { n: 100, m: 50 });
    expect(second.status).toBe(429);
    expect(second.cost).toMatchObject({ requestedQueryCost: 10_101, remainingBudget: 1_899 });
    const refused = await withKey(key, NESTED, { n: 100, m: 100 });
    expect(refused.status).toBe(400);
    const small = await withKey(key, LATEST, { n: 10 });
    expect(small.cost).toMatchObject({ requestedQueryCost: 11, remainingBudget: 1_899 - 11 });
  });
});
