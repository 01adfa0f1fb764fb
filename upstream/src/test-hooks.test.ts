import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { startTestUpstream } from './testing';

// The upstream's test and bench hooks exist only when asked for (UPSTREAM_TEST_HOOKS): a production
// start (npm start, a deployment) answers 404 for each of them.
const HOOKS: [method: 'GET' | 'POST', path: string][] = [
  ['GET', '/_metrics/requests'],
  ['POST', '/_metrics/reset'],
  ['GET', '/_metrics/leads?email=premium@demo.club'],
  ['GET', '/_metrics/leads/latest?email=premium@demo.club'],
  ['POST', '/_test/users/1000009/conditions-pending'],
];

describe("the upstream's test hooks", () => {
  let production: Awaited<ReturnType<typeof startTestUpstream>>;
  let tests: Awaited<ReturnType<typeof startTestUpstream>>;
  beforeAll(async () => {
    // What main.ts passes on a start without the setting, whatever NODE_ENV says.
    const { UPSTREAM_TEST_HOOKS } = loadEnv({ NODE_ENV: 'production' });
    [production, tests] = await Promise.all([startTestUpstream({ testHooks: UPSTREAM_TEST_HOOKS }), startTestUpstream({ testHooks: loadEnv({ UPSTREAM_TEST_HOOKS: '1' }).UPSTREAM_TEST_HOOKS })]);
  });
  afterAll(async () => {
    await Promise.all([production?.close(), tests?.close()]);
  });

  it('are off by default, and on only when UPSTREAM_TEST_HOOKS is 1 or true (not by NODE_ENV)', () => {
    expect(loadEnv({}).UPSTREAM_TEST_HOOKS).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test' }).UPSTREAM_TEST_HOOKS).toBe(false);
    expect(loadEnv({ UPSTREAM_TEST_HOOKS: '0' }).UPSTREAM_TEST_HOOKS).toBe(false);
    expect(loadEnv({ UPSTREAM_TEST_HOOKS: 'true' }).UPSTREAM_TEST_HOOKS).toBe(true);
  });

  it.each(HOOKS)('a production start answers 404 for %s %s', async (method, path) => {
    const answer = await fetch(`${production.url}${path}`, { method });
    expect(answer.status).toBe(404);
  });

  it.each(HOOKS)('the tests and the bench, which turn them on, get %s %s', async (method, path) => {
    const answer = await fetch(`${tests.url}${path}`, { method });
    // The latest lead of an address that left none is the hook's own 404, with its message.
    if (path.startsWith('/_metrics/leads/latest')) expect(await answer.json()).toEqual({ message: 'Nessun contatto.' });
    else expect(answer.status).toBeLessThan(300);
  });

  it("the conditions hook asks the member to accept the three conditions again at the next login, and refuses an unknown member", async () => {
    const pending = async () => (await tests.db.query<{ a: boolean; c: boolean; s: boolean }>(
      `SELECT must_accept_acknowledgment AS a, must_accept_condition_of_use AS c, must_accept_acceptance_condition AS s FROM users WHERE id = '1000003'`,
    ))[0];
    expect(await pending()).toEqual({ a: false, c: false, s: false });
    expect((await fetch(`${tests.url}/_test/users/1000003/conditions-pending`, { method: 'POST' })).status).toBe(204);
    expect(await pending()).toEqual({ a: true, c: true, s: true });
    expect((await fetch(`${tests.url}/_test/users/9999999/conditions-pending`, { method: 'POST' })).status).toBe(404);
    // Its calls are not counted among the product's routes.
    const counts = (await (await fetch(`${tests.url}/_metrics/requests`)).json()) as Record<string, number>;
    expect(Object.keys(counts).filter((route) => route.includes('/_test/'))).toEqual([]);
  });

  it('a production start still serves the real routes and its health', async () => {
    expect((await fetch(`${production.url}/health`)).status).toBe(200);
    expect((await fetch(`${production.url}/CRM/CondizioniUso`)).status).toBe(200);
  });
});
