/**
 * What a member, a partner and ops do against a fleet, shared by the process fleet's tests
 * (fleet/fleet.test.ts) and the containers' (deploy/containers/containers.test.ts).
 */
import { expect } from 'vitest';
import { FleetClient } from './client';

export const VIEWER = '{ viewer { subscriptionType user { id } } }';
/** A wrong password (the demo members' is Club2026!). */
export const WRONG = 'Sbagliata1!';

/** A member signed in through `url`, as the web client signs in. */
export async function memberOf(url: string, username: string): Promise<FleetClient> {
  const client = new FleetClient(url);
  const login = await client.login(username);
  expect(login.body.data?.login.status).toBe('SUCCESS');
  return client;
}

/** Whom `url` takes the session cookie for (the member's id, or null when signed out). */
export async function signedInAs(url: string, cookie: string): Promise<string | null> {
  const res = await new FleetClient(url, { cookie }).request<{ viewer: { user: { id: string } | null } }>(VIEWER);
  return res.body.data?.viewer.user?.id ?? null;
}

/** A client whose requests come from one address (the gateways believe their balancer's X-Forwarded-For). */
export const from = (url: string, address: string) => new FleetClient(url, { 'x-forwarded-for': address });

/** A partner's request with its key: four latest contents. */
export const asPartner = (url: string, key: string) =>
  fetch(`${url}/graphql`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ latestContents(first: 4) { items { id } } }' }) });

/** The ops key routes (`/ops/keys`) with an ops key. */
export function opsWith(opsKey: string, partner: string) {
  const ops = (url: string, path: string, init: RequestInit = {}) =>
    fetch(`${url}${path}`, { ...init, headers: { 'x-api-key': opsKey, 'content-type': 'application/json', ...init.headers } });
  /** A new partner key with every scope and this budget per minute, created through `url`. */
  const createKey = async (url: string, budgetPerMinute: number) => {
    const res = await ops(url, '/ops/keys', { method: 'POST', body: JSON.stringify({ partner, scopes: ['*'], budgetPerMinute }) });
    const text = await res.text();
    expect(res.status, text).toBe(201);
    return JSON.parse(text) as { id: string; key: string };
  };
  return { ops, createKey };
}

/** How many upstream calls each instance at `urls` has made (its own /metrics): a login is one. */
export async function upstreamCallCounts(urls: string[], metricsToken: string): Promise<number[]> {
  return Promise.all(
    urls.map(async (url) => {
      const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })).text();
      return text
        .split('\n')
        .filter((line) => line.startsWith('upstream_call_duration_seconds_count'))
        .reduce((n, line) => n + Number(line.split(' ').pop()), 0);
    }),
  );
}

/**
 * A member signed in through gateway `one` is signed in on `two` and through the balancer; signing
 * out through `two` ends the session on `one` at once, though `one` held the member's claims.
 */
export async function sessionAcrossGateways(one: string, two: string, balancer: string): Promise<void> {
  const member = await memberOf(one, 'premium@demo.club');
  const id = await signedInAs(one, member.cookie);
  expect(id).toBeTruthy();
  expect(await signedInAs(two, member.cookie)).toBe(id);
  // Through the balancer, whichever gateway answers.
  for (let i = 0; i < 4; i += 1) expect(await signedInAs(balancer, member.cookie)).toBe(id);
  const out = await new FleetClient(two, { cookie: member.cookie }).request('mutation { logout }');
  expect(out.body.errors).toBeUndefined();
  expect(await signedInAs(one, member.cookie)).toBeNull();
}

/**
 * Five wrong passwords spread over both gateways, and so over both crm instances (each counted some,
 * by `crmCallCounts`), lock the account on either gateway.
 */
export async function lockoutAcrossInstances(one: string, two: string, crmCallCounts: () => Promise<number[]>): Promise<void> {
  const before = await crmCallCounts();
  for (const [i, url] of [one, two, one, two, one].entries()) {
    const res = await from(url, `198.51.100.${i + 1}`).login('base@demo.club', WRONG);
    expect(res.body.data?.login.status).toBe('INVALID_CREDENTIALS');
  }
  const after = await crmCallCounts();
  expect(after.map((n, i) => n - before[i]!).every((n) => n > 0)).toBe(true);
  for (const url of [one, two]) expect((await from(url, '198.51.100.99').login('base@demo.club')).body.data?.login.status).toBe('TOO_MANY_ATTEMPTS');
}
