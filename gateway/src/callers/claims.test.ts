import { startTestUpstream, upstreamLogin } from '@club/upstream/testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ClaimsLoader } from './claims';

// A member's page sends its queries at once: the claims of the session are read from the CRM once
// for all of them, and a forget while that read is under way keeps its answer out of the cache.
let up: Awaited<ReturnType<typeof startTestUpstream>>;

beforeAll(async () => {
  up = await startTestUpstream();
});
afterAll(async () => {
  await up?.close();
});
beforeEach(async () => {
  await fetch(`${up.url}/_metrics/reset`, { method: 'POST' });
});

/** The upstream's counts of the two claims reads so far. */
async function claimsReads(): Promise<{ user: number; wallets: number }> {
  const counts = (await (await fetch(`${up.url}/_metrics/requests`)).json()) as Record<string, number>;
  return { user: counts['GET /CRM/Utente'] ?? 0, wallets: counts['GET /CRM/Utente/Portafogli'] ?? 0 };
}

describe('claims reads shared while under way', () => {
  it("five requests of one session arriving together read the member's claims once, and all get them", async () => {
    const claims = new ClaimsLoader(up.url, 4000, 60_000);
    const token = await upstreamLogin(up.url, 'premium@demo.club', 'Club2026!');
    await fetch(`${up.url}/_metrics/reset`, { method: 'POST' });
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => claims.load(token)));
    expect(outcomes.map((o) => o.kind)).toEqual(Array(5).fill('member'));
    expect(new Set(outcomes.map((o) => (o.kind === 'member' ? o.viewer.subscriptionType : null)))).toEqual(new Set(['PREMIUM']));
    expect(await claimsReads()).toEqual({ user: 1, wallets: 1 });
  });

  it('two sessions arriving together are read apart', async () => {
    const claims = new ClaimsLoader(up.url, 4000, 60_000);
    const [one, two] = [await upstreamLogin(up.url, 'premium@demo.club', 'Club2026!'), await upstreamLogin(up.url, 'registrato@demo.club', 'Club2026!')];
    await fetch(`${up.url}/_metrics/reset`, { method: 'POST' });
    const [a, b] = await Promise.all([claims.load(one), claims.load(two)]);
    expect([a.kind === 'member' && a.viewer.subscriptionType, b.kind === 'member' && b.viewer.subscriptionType]).toEqual(['PREMIUM', 'REGISTRATO']);
    expect(await claimsReads()).toEqual({ user: 2, wallets: 2 });
  });

  it('a forget while the read is under way: the next request reads again rather than getting what that read brought', async () => {
    const claims = new ClaimsLoader(up.url, 4000, 60_000);
    const token = await upstreamLogin(up.url, 'premium@demo.club', 'Club2026!');
    await fetch(`${up.url}/_metrics/reset`, { method: 'POST' });
    const during = claims.load(token);
    claims.forget(token);
    expect((await during).kind).toBe('member');
    expect((await claims.load(token)).kind).toBe('member');
    expect(await claimsReads()).toEqual({ user: 2, wallets: 2 });
    // …and that second read is kept.
    expect((await claims.load(token)).kind).toBe('member');
    expect(await claimsReads()).toEqual({ user: 2, wallets: 2 });
  });
});
