import type { Fetcher, FetcherResponse } from '@apollo/utils.fetcher';
import type { RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph, closedPort, UpstreamRecorder } from '@club/subgraph-kit/testing';
import { startTestUpstream, upstreamLogin } from '@club/upstream/testing';
import { startFadSubgraph } from './server';

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;
/** Upstream paths called by the subgraph, in order. */
const upstream = new UpstreamRecorder();
const upstreamCalls = upstream.paths;

beforeAll(async () => {
  up = await startTestUpstream();
  subgraph = await startFadSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, fetch: upstream.fetch });
});
afterAll(async () => {
  await subgraph?.close();
  await up?.close();
});
beforeEach(() => {
  upstream.reset();
});

type Viewer = Parameters<typeof callSubgraph>[3];

interface CourseItem {
  id: string;
  slug: string;
  title: string;
  description: string | null;
  credits: number;
  series: { id: string; name: string } | null;
  teachingModel: { id: string; name: string } | null;
  promoCodes: string[];
  viewerStatus: { status: number | null; started: boolean; subscribed: boolean; ended: boolean; score: number | null; percentageOfCompletion: number | null } | null;
}
interface CataloguePage {
  items: CourseItem[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

const CATALOGUE = /* GraphQL */ `
  query Catalogue($input: CourseSearchInput) {
    courseCatalogue(input: $input) {
      total page pageSize totalPages
      items { id slug title description credits promoCodes series { id name } teachingModel { id name }
        viewerStatus { status started subscribed ended score percentageOfCompletion } }
    }
  }`;

async function catalogue(input: Record<string, unknown> = {}, viewer: Viewer = {}) {
  const res = await callSubgraph<{ courseCatalogue: CataloguePage | null }>(subgraph.url, CATALOGUE, { input }, viewer);
  return res.body;
}

async function catalogueTotal(input: Record<string, unknown> = {}): Promise<number> {
  return (await catalogue(input)).data!.courseCatalogue!.total;
}

/** The number of published courses, asked of the upstream directly. */
async function upstreamTotal(): Promise<number> {
  const res = await fetch(`${up.url}/FAD/Corsi`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ limit: 1, page: 1 }) });
  return ((await res.json()) as { totale: number }).totale;
}

describe('Query.courseCatalogue', () => {
  it('answers a first page of 9 courses with the total and the number of pages', async () => {
    const body = await catalogue();
    expect(body.errors).toBeUndefined();
    const page = body.data!.courseCatalogue!;
    const total = await upstreamTotal();
    expect(page.items).toHaveLength(9);
    expect(page).toMatchObject({ total, page: 1, pageSize: 9, totalPages: Math.ceil(total / 9) });
    expect(page.items.every((c) => c.series && c.teachingModel && c.credits > 0)).toBe(true);
  });

  it('pages with `page` and answers an empty page past the last one', async () => {
    const first = (await catalogue({ page: 1 })).data!.courseCatalogue!;
    const second = (await catalogue({ page: 2 })).data!.courseCatalogue!;
    expect(second.page).toBe(2);
    expect(second.items.map((c) => c.id)).not.toContain(first.items[0].id);
    const beyond = (await catalogue({ page: first.totalPages + 1 })).data!.courseCatalogue!;
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(first.total);
  });

  it('filters by series and by teaching model', async () => {
    const all = await catalogueTotal();
    const covid = (await catalogue({ seriesId: '3' })).data!.courseCatalogue!;
    expect(covid.total).toBeGreaterThan(0);
    expect(covid.total).toBeLessThan(all);
    expect(covid.items.every((c) => c.series?.name === 'Covid 19')).toBe(true);
    const ebooks = (await catalogue({ teachingModelId: '2' })).data!.courseCatalogue!;
    expect(ebooks.total).toBeLessThan(all);
    expect(ebooks.items.every((c) => c.teachingModel?.name === 'E-book')).toBe(true);
  });

  it.each([
    ['FROM_1_TO_2', 1, 2],
    ['FROM_3_TO_5', 3, 5],
    ['FROM_6_TO_10', 6, 10],
    ['FROM_11', 11, 999],
  ])('filters by the credit range %s', async (credits, from, to) => {
    const page = (await catalogue({ credits })).data!.courseCatalogue!;
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((c) => c.credits >= from && c.credits <= to)).toBe(true);
  });

  it('the four credit ranges together are the whole catalogue (ALL)', async () => {
    const all = await catalogueTotal({ credits: 'ALL' });
    const parts = await Promise.all(['FROM_1_TO_2', 'FROM_3_TO_5', 'FROM_6_TO_10', 'FROM_11'].map((credits) => catalogueTotal({ credits })));
    expect(parts.reduce((a, b) => a + b, 0)).toBe(all);
  });

  it('searches the text from 2 characters', async () => {
    const page = (await catalogue({ text: 'diabetico' })).data!.courseCatalogue!;
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThan(await catalogueTotal());
    expect(page.items.every((c) => `${c.title} ${c.description}`.toLowerCase().includes('diabetico'))).toBe(true);
  });

  it('ignores a text of 1 character (spec 2 §2)', async () => {
    const all = await catalogueTotal();
    expect(await catalogueTotal({ text: 'z' })).toBe(all);
    expect(await catalogueTotal({ text: '  q ' })).toBe(all);
  });

  it.each([0, -1, 10_001])('refuses page %i with BAD_USER_INPUT and calls no upstream', async (page) => {
    const body = await catalogue({ page });
    expect(body.data?.courseCatalogue).toBeNull();
    expect(body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'page' });
    expect(upstreamCalls).toEqual([]);
  });

  it('refuses a malformed series id with BAD_USER_INPUT', async () => {
    const body = await catalogue({ seriesId: 'medicina' });
    expect(body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'seriesId' });
  });

  it('gives visitors no viewerStatus', async () => {
    const page = (await catalogue()).data!.courseCatalogue!;
    expect(page.items.every((c) => c.viewerStatus === null)).toBe(true);
  });
});

describe('filter lists and course by slug', () => {
  it('lists the 5 series and the 4 teaching models', async () => {
    const res = await callSubgraph<{ courseSeries: { name: string }[]; teachingModels: { name: string }[] }>(
      subgraph.url,
      '{ courseSeries { id name } teachingModels { id name } }',
    );
    expect(res.body.data!.courseSeries.map((s) => s.name)).toEqual(['Medicina', 'Sicurezza', 'Covid 19', 'Legale', 'Manageriale']);
    expect(res.body.data!.teachingModels.map((m) => m.name)).toEqual(['Film Formazione', 'E-book', 'Multimediale', 'Interattivo']);
  });

  it('finds a course by slug, and answers an unknown slug as course(id:) an unknown id: null with NOT_FOUND', async () => {
    const query = 'query($slug: String!) { courseBySlug(slug: $slug) { id slug title } }';
    const first = (await catalogue()).data!.courseCatalogue!.items[0];
    const found = await callSubgraph<{ courseBySlug: { id: string; title: string } | null }>(subgraph.url, query, { slug: first.slug });
    expect(found.body.data!.courseBySlug).toMatchObject({ id: first.id, title: first.title });
    const missing = await callSubgraph<{ courseBySlug: unknown }>(subgraph.url, query, { slug: 'corso-che-non-esiste' });
    expect(missing.body.errors?.[0]).toMatchObject({ message: 'Corso non trovato.', path: ['courseBySlug'], extensions: { code: 'NOT_FOUND' } });
    expect(missing.body.data!.courseBySlug).toBeNull();
    const byId = await callSubgraph<{ course: unknown }>(subgraph.url, 'query($id: ID!) { course(id: $id) { id } }', { id: '999999' });
    expect(byId.body.errors?.[0]).toMatchObject({ message: 'Corso non trovato.', extensions: { code: 'NOT_FOUND' } });
  });
});

describe('Course entity references', () => {
  it('resolves many references with one upstream call, in order, null for unknown ids', async () => {
    const ids = ['12', '3', '999999', '7', 'abc', '1', '2', '4', '5', '6', '8', '9'];
    const res = await callSubgraph<{ _entities: ({ id: string; title: string } | null)[] }>(
      subgraph.url,
      'query($r: [_Any!]!) { _entities(representations: $r) { ... on Course { id title } } }',
      { r: ids.map((id) => ({ __typename: 'Course', id })) },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!._entities.map((e) => e?.id ?? null)).toEqual(ids.map((id) => (id === '999999' || id === 'abc' ? null : id)));
    expect(upstreamCalls).toEqual(['/FAD/Corsi/PerId']);
  });
});

describe('a signed-in member', () => {
  let premium: Viewer;
  beforeAll(async () => {
    const token = await upstreamLogin(up.url, 'premium@demo.club', 'Club2026!');
    premium = { subscriptionType: 'PREMIUM', wallets: [{ code: 'ecm', active: true, status: 1 }], userId: '1000003', upstreamToken: token };
  });

  it('sees viewerStatus on the courses they are enrolled on', async () => {
    const page = (await catalogue({}, premium)).data!.courseCatalogue!;
    const byId = new Map(page.items.map((c) => [c.id, c.viewerStatus]));
    expect(byId.get('2')).toMatchObject({ status: 'ACTIVE', started: true, subscribed: true, ended: false });
    expect(byId.get('4')).toMatchObject({ status: 'PASSED', ended: true, percentageOfCompletion: 100 });
    expect(byId.get('9')).toMatchObject({ status: 'FAILED', ended: true });
    expect(byId.get('1')).toEqual({ status: null, started: false, subscribed: false, ended: false, score: null, percentageOfCompletion: 0 });
  });

  it('a catalogue page with its filter lists makes a bounded number of upstream calls', async () => {
    const res = await callSubgraph(subgraph.url, `{ courseSeries { id } teachingModels { id } courseCatalogue { items { id viewerStatus { status } } } }`, {}, premium);
    expect(res.body.errors).toBeUndefined();
    // One call each for the page (asked as a visitor, shared), the member's statuses on its courses
    // (one batched call), the series and the teaching models: never one per card.
    expect([...upstreamCalls].sort()).toEqual(['/FAD/Collane', '/FAD/Corsi', '/FAD/Corsi/PerId', '/FAD/ModelliDidattici']);
  });

  it('reads their own ECM balance, and nobody else can', async () => {
    const query = 'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { id ecmBalance } } }';
    const own = await callSubgraph<{ _entities: { ecmBalance: number | null }[] }>(subgraph.url, query, { r: [{ __typename: 'User', id: '1000003' }] }, premium);
    expect(own.body.errors).toBeUndefined();
    expect(own.body.data!._entities[0].ecmBalance).toBe(50);
    const other = await callSubgraph(subgraph.url, query, { r: [{ __typename: 'User', id: '1000006' }] }, premium);
    expect(other.body.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const visitor = await callSubgraph(subgraph.url, query, { r: [{ __typename: 'User', id: '1000003' }] });
    expect(visitor.body.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('has a null ECM balance without an active ecm wallet', async () => {
    const token = await upstreamLogin(up.url, 'premium.noecm@demo.club', 'Club2026!');
    const res = await callSubgraph<{ _entities: { ecmBalance: number | null }[] }>(
      subgraph.url,
      'query($r: [_Any!]!) { _entities(representations: $r) { ... on User { ecmBalance } } }',
      { r: [{ __typename: 'User', id: '1000004' }] },
      { subscriptionType: 'PREMIUM', userId: '1000004', upstreamToken: token },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!._entities[0].ecmBalance).toBeNull();
  });
});

describe('upstream payloads', () => {
  /** Passes every call through, but answers POST /FAD/Corsi/PerId with cards whose promoCode is null (the contract says a string, '' when none). */
  const nullPromoCodes: Fetcher = async (url, init) => {
    const res = await fetch(url, init as RequestInit);
    if (new URL(url).pathname !== '/FAD/Corsi/PerId') return res as unknown as FetcherResponse;
    const cards = (await res.json()) as Record<string, unknown>[];
    const body = JSON.stringify(cards.map((card) => ({ ...card, promoCode: null })));
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }) as unknown as FetcherResponse;
  };

  it('a malformed payload fails its field alone with BAD_PAYLOAD naming the route; the rest of the response stands', async () => {
    const drifting = await startFadSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, fetch: nullPromoCodes });
    try {
      const res = await callSubgraph<{ course: unknown; courseSeries: { name: string }[]; courseCatalogue: { total: number } }>(
        drifting.url,
        '{ course(id: "7") { id title promoCodes } courseSeries { name } courseCatalogue { total } }',
      );
      expect(res.status).toBe(200);
      expect(res.body.data!.course).toBeNull();
      expect(res.body.data!.courseSeries.map((s) => s.name)).toEqual(['Medicina', 'Sicurezza', 'Covid 19', 'Legale', 'Manageriale']);
      expect(res.body.data!.courseCatalogue.total).toBe(await upstreamTotal());
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors![0]).toMatchObject({
        path: ['course'],
        message: 'Errore nel servizio /FAD/Corsi/PerId',
        extensions: { code: 'UPSTREAM_UNAVAILABLE', reason: 'BAD_PAYLOAD', service: '/FAD/Corsi/PerId' },
      });
    } finally {
      await drifting.close();
    }
  });
});

describe('transport and failures', () => {
  it('refuses an unsigned request with 401', async () => {
    const res = await fetch(subgraph.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ courseSeries { id } }' }) });
    expect(res.status).toBe(401);
  });

  it('refuses a request signed with another secret with 401', async () => {
    const res = await callSubgraph(subgraph.url, '{ courseSeries { id } }', {}, {}, 'another-secret-of-enough-length');
    expect(res.status).toBe(401);
  });

  it('an upstream that is down fails each field alone with UPSTREAM_UNAVAILABLE', async () => {
    const down = await startFadSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: `http://127.0.0.1:${await closedPort()}`, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 2000 });
    try {
      const res = await callSubgraph<{ courseCatalogue: unknown; courseSeries: unknown; courseBySlug: unknown; suggestedCourses: unknown; __typename: string }>(
        down.url,
        '{ __typename courseCatalogue { total } courseSeries { id } courseBySlug(slug: "x") { id } suggestedCourses(limit: 3) { top { id } } }',
      );
      expect(res.body.data).toEqual({ __typename: 'Query', courseCatalogue: null, courseSeries: null, courseBySlug: null, suggestedCourses: null });
      const byField = new Map(res.body.errors!.map((e) => [(e as { path?: string[] }).path?.[0], e.extensions]));
      expect(byField.get('courseCatalogue')).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', service: '/FAD/Corsi' });
      expect(byField.get('courseSeries')).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', service: '/FAD/Collane' });
      expect(byField.get('courseBySlug')?.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(byField.get('suggestedCourses')).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', service: '/CMS/Search/CorsiSuggeriti' });
    } finally {
      await down.close();
    }
  });
});

