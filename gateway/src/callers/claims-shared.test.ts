import { startTestRedis, type TestRedis } from '@club/shared-state/testing';
import { startTestUpstream, upstreamLogin } from '@club/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClaimsLoader } from './claims';

// Two gateways' claims caches over one real Redis: forgetting a session's claims on one (after a
// login, a checkout, a consent …) reaches the other at once.
let up: Awaited<ReturnType<typeof startTestUpstream>>;
let redis: TestRedis;

beforeAll(async () => {
  [up, redis] = await Promise.all([startTestUpstream(), startTestRedis()]);
});
afterAll(async () => {
  await redis?.stop();
  await up?.close();
});

async function gatewayClaims(name: string): Promise<ClaimsLoader> {
  const shared = await redis.connect(name);
  return new ClaimsLoader(up.url, 4000, 60_000, undefined, shared);
}

/** The upstream's count of GET /CRM/Utente so far. */
async function userReads(): Promise<number> {
  const counts = (await (await fetch(`${up.url}/_metrics/requests`)).json()) as Record<string, number>;
  return Object.entries(counts).filter(([route]) => route.includes('/CRM/Utente') && !route.includes('Portafogli')).reduce((n, [, c]) => n + c, 0);
}

describe('claims forgetting across gateways', () => {
  it("drops another gateway's cached claims of the session at once", async () => {
    const [one, two] = [await gatewayClaims('gateway-1'), await gatewayClaims('gateway-2')];
    const token = await upstreamLogin(up.url, 'premium@demo.club', 'Club2026!');
    expect((await two.load(token)).kind).toBe('member');
    const afterFirst = await userReads();
    expect((await two.load(token)).kind).toBe('member');
    expect(await userReads()).toBe(afterFirst); // kept

    one.forget(token);
    // The message crosses Redis: wait until the second gateway reads the CRM again (bounded).
    const deadline = Date.now() + 2000;
    let reread = false;
    while (!reread && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 25));
      await two.load(token);
      reread = (await userReads()) > afterFirst;
    }
    expect(reread).toBe(true);
  });
});
