import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { route } from '@club/contracts';
import { startTestUpstream, upstreamLogin } from '@club/upstream/testing';
import { z } from 'zod';
import { DEFAULT_CIRCUIT_BREAKER_SETTINGS, circuitBreakerFor, configureCircuitBreakers } from './circuit-breaker';
import { ClubDataSource } from './datasource';
import { SharedReads, maxAgeMs, sharedReads } from './shared-reads';
import { UpstreamRecorder, closedPort } from './testing';

/**
 * The contracts under test, declared as a family declares its own: layout and searches shared by
 * everyone, course cards among visitors, adding a favourite the member's own write; saving the
 * favourite categories is declared as any other write (it drops the shared answers).
 */
const loose = z.looseObject({});
const ROUTES = {
  navigation: route({ family: 'cms', method: 'GET', path: '/CMS/Navigazione', summary: 'layout', sharing: 'everyone', response: z.array(z.looseObject({ label: z.string() })) }),
  search: route({
    family: 'cms',
    method: 'POST',
    path: '/CMS/Search/EditorialContent/Ungrouped',
    summary: 'search',
    sharing: 'everyone',
    body: z.object({ contains: z.string(), criteria: z.object({ rows: z.number() }) }),
    response: z.looseObject({ docs: z.array(z.looseObject({ id: z.string() })) }),
  }),
  courses: route({
    family: 'fad',
    method: 'POST',
    path: '/FAD/Corsi',
    summary: 'course cards',
    sharing: 'visitors',
    body: z.object({ limit: z.number(), page: z.number() }),
    response: z.looseObject({ resultList: z.array(loose) }),
  }),
  favouriteIds: route({ family: 'cms', method: 'GET', path: '/favorites/ids', summary: 'own favourites', response: z.object({ ids: z.array(z.string()) }) }),
  addFavourite: route({ family: 'cms', method: 'POST', path: '/favorites', summary: 'add', memberOnlyWrite: true, body: z.object({ id: z.string(), type: z.string() }), response: z.unknown() }),
  saveFavouriteCategories: route({ family: 'cms', method: 'PUT', path: '/favorites/categorie', summary: 'save', body: z.object({ categories: z.array(z.string()) }), response: z.unknown() }),
};

/** The calls sent to the upstream with their Authorization header (recorded on the way out, then sent for real). */
const upstream = new UpstreamRecorder();
const sentTokens = upstream.calls;

class PortalApi extends ClubDataSource {
  protected readonly family = 'cms';
  navigation() {
    return this.call(ROUTES.navigation);
  }
  search(text: string) {
    return this.call(ROUTES.search, { body: { contains: text, criteria: { rows: 5 } } });
  }
  courses() {
    return this.call(ROUTES.courses, { body: { limit: 5, page: 1 } });
  }
  favouriteIds() {
    return this.call(ROUTES.favouriteIds);
  }
  addFavourite(id: string) {
    return this.call(ROUTES.addFavourite, { body: { id, type: 'news' } });
  }
  saveFavouriteCategories(categories: string[]) {
    return this.call(ROUTES.saveFavouriteCategories, { body: { categories } });
  }
}

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let premiumToken: string;
let trialToken: string;
/** One data source per call, as each GraphQL request builds its own. */
const api = (token: string | null = null) => new PortalApi({ baseURL: up.url, token, timeoutMs: 10_000, fetch: upstream.fetch });

async function upstreamCount(route: string): Promise<number> {
  const counts = (await (await fetch(`${up.url}/_metrics/requests`)).json()) as Record<string, number>;
  return counts[route] ?? 0;
}

beforeAll(async () => {
  up = await startTestUpstream();
  premiumToken = await upstreamLogin(up.url, 'premium@demo.club', 'Club2026!');
  trialToken = await upstreamLogin(up.url, 'trial@demo.club', 'Club2026!');
});
afterAll(async () => {
  await up?.close();
});
beforeEach(async () => {
  sharedReads.invalidateAll();
  sharedReads.options.defaultTtlMs = 5_000;
  upstream.reset();
  await fetch(`${up.url}/_metrics/reset`, { method: 'POST' });
});

describe('shared upstream reads', () => {
  it('twenty concurrent identical visitor searches cost one upstream call, each caller getting its own copy', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => api().search('diabete')));
    expect(await upstreamCount('POST /CMS/Search/EditorialContent/Ungrouped')).toBe(1);
    expect(answers[0]!.docs.length).toBeGreaterThan(0);
    for (const a of answers) expect(a).toEqual(answers[0]);
    answers[0]!.docs.length = 0;
    expect(answers[1]!.docs.length).toBeGreaterThan(0);
  });

  it('keeps an answer for later requests, and different searches are not mixed up', async () => {
    const first = await api().search('cardio');
    const again = await api().search('cardio');
    const other = await api().search('vaccino');
    expect(again).toEqual(first);
    expect(other).not.toEqual(first);
    expect(await upstreamCount('POST /CMS/Search/EditorialContent/Ungrouped')).toBe(2);
  });

  it('reads shared by everyone leave without the member token, so members and visitors share one call', async () => {
    await Promise.all([...Array.from({ length: 5 }, () => api(premiumToken).navigation()), ...Array.from({ length: 5 }, () => api().navigation())]);
    expect(await upstreamCount('GET /CMS/Navigazione')).toBe(1);
    expect(sentTokens.filter((s) => s.path === '/CMS/Navigazione').map((s) => s.authorization)).toEqual([null]);
  });

  it("never shares a member's own reads, between members or with anyone", async () => {
    await api(premiumToken).addFavourite((await api().search('diabete')).docs[0]!.id);
    const [premium, trial, ...rest] = await Promise.all([api(premiumToken).favouriteIds(), api(trialToken).favouriteIds(), api(premiumToken).favouriteIds(), api(trialToken).favouriteIds()]);
    expect(await upstreamCount('GET /favorites/ids')).toBe(4);
    expect(premium.ids.length).toBeGreaterThan(0);
    expect(trial.ids).not.toEqual(premium.ids);
    expect(rest).toEqual([premium, trial]);
    expect(sentTokens.filter((s) => s.path === '/favorites/ids').every((s) => s.authorization?.startsWith('Bearer '))).toBe(true);
  });

  it("shares visitors' course cards among visitors only: each member's call carries its token and goes to the upstream", async () => {
    await Promise.all([...Array.from({ length: 5 }, () => api().courses()), ...Array.from({ length: 3 }, () => api(premiumToken).courses())]);
    expect(await upstreamCount('POST /FAD/Corsi')).toBe(1 + 3);
    const sent = sentTokens.filter((s) => s.path === '/FAD/Corsi').map((s) => s.authorization);
    expect(sent.filter((a) => a === null)).toHaveLength(1);
    expect(sent.filter((a) => a === `Bearer ${premiumToken}`)).toHaveLength(3);
  });

  it('asks the upstream again once the kept time has passed', async () => {
    sharedReads.options.defaultTtlMs = 200;
    await api().navigation();
    await api().navigation();
    expect(await upstreamCount('GET /CMS/Navigazione')).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    await api().navigation();
    expect(await upstreamCount('GET /CMS/Navigazione')).toBe(2);
  });

  it('a write that may change shared answers drops them; a write to the member’s own data keeps them', async () => {
    await api().navigation();
    await api(premiumToken).addFavourite((await api().search('diabete')).docs[0]!.id);
    await api().navigation();
    expect(await upstreamCount('GET /CMS/Navigazione')).toBe(1);
    await api(premiumToken).saveFavouriteCategories([]);
    await api().navigation();
    expect(await upstreamCount('GET /CMS/Navigazione')).toBe(2);
  });

  it("counts a failed shared read once in the family's circuit breaker, not once per waiting request", async () => {
    configureCircuitBreakers({ failureThreshold: 3, windowMs: 60_000, coolDownMs: 60_000 });
    try {
      const down = `http://127.0.0.1:${await closedPort()}`;
      const reads = Array.from({ length: 10 }, () => new PortalApi({ baseURL: down, token: null, timeoutMs: 5_000 }).navigation());
      const outcomes = await Promise.allSettled(reads);
      expect(outcomes.every((o) => o.status === 'rejected' && (o.reason as { extensions?: { reason?: string } }).extensions?.reason === 'UNREACHABLE')).toBe(true);
      expect(circuitBreakerFor('cms').state).toBe('closed');
    } finally {
      configureCircuitBreakers(DEFAULT_CIRCUIT_BREAKER_SETTINGS);
    }
  });
});

describe('SharedReads store', () => {
  const store = () => new SharedReads({ defaultTtlMs: 5_000, maxTtlMs: 60_000, maxEntries: 10 });

  it('does not keep the answer of a read that was in flight when a write dropped the shared answers', async () => {
    const reads = store();
    let finish!: (v: string) => void;
    const first = reads.read('k', () => new Promise<string>((r) => (finish = r)), () => 5_000);
    reads.invalidateAll();
    finish('before the write');
    expect(await first).toBe('before the write');
    expect(await reads.read('k', async () => 'after the write', () => 5_000)).toBe('after the write');
    expect(reads.loads).toBe(2);
  });

  it('shares a failure with the callers waiting on it but keeps nothing', async () => {
    const reads = store();
    const load = () => Promise.reject(new Error('upstream down'));
    await expect(Promise.all([reads.read('k', load, () => 5_000), reads.read('k', load, () => 5_000)])).rejects.toThrow('upstream down');
    expect(reads.loads).toBe(1);
    expect(await reads.read('k', async () => 'up again', () => 5_000)).toBe('up again');
  });

  it('serves a recently expired answer when asking again fails, until a write drops it', async () => {
    const reads = new SharedReads({ defaultTtlMs: 50, maxTtlMs: 60_000, maxEntries: 10, staleIfErrorMs: 60_000 });
    const down = () => Promise.reject(new Error('upstream down'));
    await reads.read('k', async () => 'first answer', () => 50);
    await new Promise((r) => setTimeout(r, 80));
    expect(await reads.read('k', down, () => 50)).toBe('first answer');
    expect(reads.loads).toBe(2);
    reads.invalidateAll();
    await expect(reads.read('k', down, () => 50)).rejects.toThrow('upstream down');
  });

  it('asks again once an answer has expired, even while it may still stand in for a failure', async () => {
    const reads = new SharedReads({ defaultTtlMs: 50, maxTtlMs: 60_000, maxEntries: 10, staleIfErrorMs: 60_000 });
    await reads.read('k', async () => 'first answer', () => 50);
    await new Promise((r) => setTimeout(r, 80));
    expect(await reads.read('k', async () => 'second answer', () => 50)).toBe('second answer');
  });

  /** 'first answer' kept 50 ms and expired, and a refresh of it sent and held until `finish`. */
  async function refreshingAnExpiredAnswer(options: Partial<ConstructorParameters<typeof SharedReads>[0]>) {
    const reads = new SharedReads({ defaultTtlMs: 50, maxTtlMs: 60_000, maxEntries: 10, ...options });
    await reads.read('k', async () => 'first answer', () => 50);
    await new Promise((r) => setTimeout(r, 80));
    let settle!: (v: string) => void;
    const refreshing = reads.read('k', () => new Promise<string>((r) => (settle = r)), () => 50);
    return { reads, refreshing, finish: (answer: string) => settle(answer) };
  }

  it('while an expired answer is being refreshed, the callers who arrive meanwhile get it at once; the refreshing caller gets the new one', async () => {
    const { reads, refreshing, finish } = await refreshingAnExpiredAnswer({ staleWhileRevalidateMs: 10_000 });
    expect(await reads.read('k', async () => 'not asked', () => 50)).toBe('first answer');
    finish('second answer');
    expect(await refreshing).toBe('second answer');
    expect(await reads.read('k', async () => 'not asked', () => 50)).toBe('second answer');
    expect(reads.loads).toBe(2);
  });

  it('without stale-while-revalidate, or past its window, callers wait for the refresh', async () => {
    for (const options of [{ staleWhileRevalidateMs: 0 }, { staleWhileRevalidateMs: 20 }]) {
      const { reads, refreshing, finish } = await refreshingAnExpiredAnswer({ staleIfErrorMs: 60_000, ...options });
      const waiting = reads.read('k', async () => 'not asked', () => 50);
      finish('second answer');
      expect(await waiting).toBe('second answer');
      expect(await refreshing).toBe('second answer');
    }
  });

  it('a write drops the answer a refresh would have stood in with', async () => {
    const { reads, refreshing, finish } = await refreshingAnExpiredAnswer({ staleWhileRevalidateMs: 10_000 });
    reads.invalidateAll();
    expect(await reads.read('k', async () => 'after the write', () => 50)).toBe('after the write');
    finish('second answer');
    await refreshing;
  });

  it("takes the kept time from the upstream's cache-control", () => {
    expect(maxAgeMs('public, max-age=30')).toBe(30_000);
    expect(maxAgeMs('no-store')).toBe(0);
    expect(maxAgeMs('private, max-age=30')).toBe(0);
    expect(maxAgeMs(null)).toBeNull();
    expect(maxAgeMs('must-revalidate')).toBeNull();
  });
});
