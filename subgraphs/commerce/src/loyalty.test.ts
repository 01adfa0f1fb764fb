import type { ViewerClaims } from '@club/policy';
import type { RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph, UpstreamRecorder } from '@club/subgraph-kit/testing';
import { startTestUpstream, upstreamLogin } from '@club/upstream/testing';
import { startCommerceSubgraph } from './server';

/** The loyalty programme (spec 3 §2 'Loyalty blocks', §4 'Loyalty state', §6, §8) against the reference upstream. */

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;
const upstream = new UpstreamRecorder();

type Viewer = Partial<ViewerClaims> & { userId?: string | null; upstreamToken?: string | null };
const winLoy = (active: boolean, status: number) => [{ code: 'winLoy', active, status }];
const V: Record<string, Viewer> = { visitor: {} };

type Body<T> = { data?: T; errors?: { message: string; path?: (string | number)[]; extensions?: Record<string, unknown> }[] };
const call = async <T,>(query: string, viewer: Viewer, variables: Record<string, unknown> = {}) =>
  (await callSubgraph<T>(subgraph.url, query, variables, viewer)) as { status: number; body: Body<T> };

const BALANCE = `query($id: ID!) { _entities(representations: [{ __typename: "User", id: $id }]) { ... on User { loyalty { balance isChanged expiresOn showsExpiry lastTransactions { description date amount pointsLabel } } } } }`;
type BalanceOut = { _entities: { loyalty: { balance: number; isChanged: boolean; expiresOn: string | null; showsExpiry: boolean; lastTransactions: { amount: number; pointsLabel: string }[] | null } | null }[] };

beforeAll(async () => {
  up = await startTestUpstream();
  subgraph = await startCommerceSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, fetch: upstream.fetch });
  const login = (email: string) => upstreamLogin(up.url, email, 'Club2026!');
  V.registrato = { subscriptionType: 'REGISTRATO', userId: '1000001', upstreamToken: await login('registrato@demo.club') };
  V.premium = { subscriptionType: 'PREMIUM', userId: '1000003', wallets: winLoy(true, 1), upstreamToken: await login('premium@demo.club') };
  V.exPremium = { subscriptionType: 'EX_PREMIUM', userId: '1000008', wallets: winLoy(false, 1), upstreamToken: await login('expremium@demo.club') };
});
afterAll(async () => {
  await subgraph?.close();
  await up?.close();
});
beforeEach(() => upstream.reset());

describe('loyalty programme', () => {
  it('serves the programme blocks to anyone, leaving out brands without an image, with Punto/Punti labels', async () => {
    const res = await call<{ loyaltyProgramme: { missions: { points: number; pointsLabel: string }[]; brands: { name: string }[]; points: { regulationUrl: string | null } }; loyaltyState: string }>(
      `{ loyaltyState loyaltyProgramme { missions { points pointsLabel } brands { name } points { regulationUrl } } }`,
      V.visitor!,
    );
    expect(res.body.errors).toBeUndefined();
    const { loyaltyProgramme, loyaltyState } = res.body.data!;
    expect(loyaltyState).toBe('NONE');
    expect(loyaltyProgramme.brands.map((b) => b.name)).not.toContain('Senza logo');
    expect(loyaltyProgramme.brands.length).toBeGreaterThan(5);
    for (const m of loyaltyProgramme.missions) expect(m.pointsLabel).toBe(`+${m.points} ${m.points === 1 ? 'Punto' : 'Punti'}`);
    expect(loyaltyProgramme.points.regulationUrl).toMatch(/\.pdf$/);
  });

  it('the rewards teaser asks for 4 of the catalogue', async () => {
    const res = await call<{ rewards: { id: string }[] }>(`{ rewards(first: 4) { id title points imageUrl } }`, V.visitor!);
    expect(res.body.data!.rewards).toHaveLength(4);
  });

  it('a premium member reads their balance and the last 3 activities; an ex-premium member also the expiry', async () => {
    const premium = await call<BalanceOut>(BALANCE, V.premium!, { id: '1000003' });
    expect(premium.body.errors).toBeUndefined();
    const mine = premium.body.data!._entities[0]!.loyalty!;
    expect(mine).toMatchObject({ isChanged: true, expiresOn: null, showsExpiry: false });
    expect(mine.lastTransactions).toHaveLength(3);
    const ex = (await call<BalanceOut>(BALANCE, V.exPremium!, { id: '1000008' })).body.data!._entities[0]!.loyalty!;
    expect(ex.showsExpiry).toBe(true);
    expect(ex.expiresOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses the points to anyone else without calling the upstream (spec 3 §6: premium and ex-premium only, own account only)', async () => {
    const registered = await call<BalanceOut>(BALANCE, V.registrato!, { id: '1000001' });
    expect(registered.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'UPGRADE_REQUIRED' });
    const other = await call<BalanceOut>(BALANCE, V.premium!, { id: '1000008' });
    expect(other.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'NOT_OWNER' });
    const alternative = await call<BalanceOut>(BALANCE, { ...V.exPremium!, wallets: winLoy(false, 2) }, { id: '1000008' });
    expect(alternative.body.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(upstream.paths.filter((p) => p.startsWith('/winloy/balance'))).toEqual([]);
    const state = await call<{ loyaltyState: string }>(`{ loyaltyState }`, { ...V.exPremium!, wallets: winLoy(false, 0) });
    expect(state.body.data!.loyaltyState).toBe('ALTERNATIVE');
  });

  it('a failing activities list fails that field alone (spec 3 §8: toast, empty list)', async () => {
    upstream.failing.add('/winloy/transactions');
    const res = await call<BalanceOut>(BALANCE, V.premium!, { id: '1000003' });
    const loyalty = res.body.data!._entities[0]!.loyalty!;
    expect(loyalty.balance).toBeGreaterThan(0);
    expect(loyalty.lastTransactions).toBeNull();
    expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', service: '/winloy/transactions' });
  });
});
