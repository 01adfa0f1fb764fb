import type { ViewerClaims } from '@club/policy';
import type { RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph, UpstreamRecorder } from '@club/subgraph-kit/testing';
import { startTestUpstream, upstreamLogin } from '@club/upstream/testing';
import type { Content } from './generated/resolvers-types';
import { startCmsSubgraph } from './server';

const SEARCH = '/CMS/Search/EditorialContent/Ungrouped';

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;
/** Upstream calls of the subgraph: path and JSON body; paths in `failing` are answered 503. */
const upstream = new UpstreamRecorder();
const calls = upstream.calls;
const failing = upstream.failing;

type Viewer = Partial<ViewerClaims> & { userId?: string | null; upstreamToken?: string | null };
const visitor: Viewer = {};
let doctor: Viewer;
let nurse: Viewer;

type Item = Pick<Content, 'id' | 'contentTypeLabel' | 'occupations'> & { category: { label: string } | null };
const SUGGESTED = `query($category: String, $excludeIds: [ID!], $limit: Int, $groupingLimit: Int) {
  suggestedContents(category: $category, excludeIds: $excludeIds, limit: $limit, groupingLimit: $groupingLimit) { id contentTypeLabel occupations category { label } }
}`;
const suggested = async (variables: Record<string, unknown>, viewer: Viewer) => {
  const res = await callSubgraph<{ suggestedContents: Item[] | null }>(subgraph.url, SUGGESTED, variables, viewer);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.suggestedContents!;
};
const searches = () => calls.filter((c) => c.path === SEARCH).map((c) => c.body!);
const ids = (items: { id: string }[]) => items.map((i) => i.id);

beforeAll(async () => {
  up = await startTestUpstream();
  subgraph = await startCmsSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, fetch: upstream.fetch });
  // premium@ is a doctor ('Medico chirurgo' in the CMS); trial@ an other health profession (detail 201).
  doctor = { subscriptionType: 'PREMIUM', userId: '1000003', upstreamToken: await upstreamLogin(up.url, 'premium@demo.club', 'Club2026!') };
  nurse = { subscriptionType: 'TRIAL', userId: '1000002', upstreamToken: await upstreamLogin(up.url, 'trial@demo.club', 'Club2026!') };
});
afterAll(async () => {
  await subgraph?.close();
  await up?.close();
});
beforeEach(() => {
  upstream.reset();
});

describe('suggestedContents (spec 2 §9: 6 items, a second query fills the remainder)', () => {
  it('gives a visitor 6 editorial items of the category with one query and no occupation', async () => {
    const items = await suggested({ category: 'Professione' }, visitor);
    expect(items).toHaveLength(6);
    expect(new Set(ids(items)).size).toBe(6);
    for (const item of items) {
      expect(item.category?.label).toBe('Professione');
      expect(['Tool', 'Modulo']).not.toContain(item.contentTypeLabel);
    }
    expect(searches()).toHaveLength(1);
    expect(searches()[0]).not.toHaveProperty('userOccupation');
    expect(calls.map((c) => c.path)).not.toContain('/CRM/Utente/Consistenza'); // visitors are never personalised
  });

  it("asks first for the member's occupation: every item is meant for it or for everyone", async () => {
    const items = await suggested({ category: 'Medicina e salute' }, doctor);
    expect(items).toHaveLength(6);
    expect(searches()[0]).toMatchObject({ userOccupation: { medicalOccupation: 'Medico chirurgo' } });
    for (const item of items) expect(item.occupations.length === 0 || item.occupations.includes('Medico chirurgo')).toBe(true);
    expect(searches()).toHaveLength(1); // enough found: no second query
  });

  it('fills the remainder with a second query without the occupation, matching items first and no duplicates', async () => {
    // A category where only two editorial items are meant for doctors and none for everyone.
    const category = 'Fisco e Tasse';
    await up.db.query(`UPDATE cms_contents SET occupations = '{Psicologo}' WHERE category_slug = 'fisco-e-tasse'`);
    const targeted = await up.db.query<{ id: string }>(
      `UPDATE cms_contents SET occupations = '{Medico chirurgo}' WHERE id IN (
         SELECT id FROM cms_contents WHERE category_slug = 'fisco-e-tasse' AND content_type NOT IN ('Tool', 'Modulo') ORDER BY id LIMIT 2)
       RETURNING id`,
    );
    const items = await suggested({ category }, doctor);
    expect(items).toHaveLength(6);
    expect(new Set(ids(items)).size).toBe(6);
    expect(ids(items.slice(0, 2)).sort()).toEqual(ids(targeted).sort());
    for (const item of items.slice(2)) expect(item.occupations).toEqual(['Psicologo']);
    const [first, second] = searches();
    expect(first).toMatchObject({ userOccupation: { medicalOccupation: 'Medico chirurgo' }, criteria: { rows: 6 } });
    expect(second).not.toHaveProperty('userOccupation');
    expect(second).toMatchObject({ criteria: { rows: 4 }, exclude: { id: expect.arrayContaining(ids(targeted)) } });
  });

  it("personalises by the profession detail for other health professions", async () => {
    await suggested({ category: 'Professione', limit: 3 }, nurse);
    const occupation = searches()[0]!.userOccupation as { medicalOccupation: string; medicalOccupationDetail: string[] };
    expect(occupation.medicalOccupation).toBe('Altro professionista sanitario');
    expect(occupation.medicalOccupationDetail).toHaveLength(1);
    expect(occupation.medicalOccupationDetail[0]).not.toBe('Medico chirurgo');
  });

  it("leaves out the category page's own items", async () => {
    const page = await callSubgraph<{ categoryPage: { items: { id: string }[] } }>(subgraph.url, '{ categoryPage(category: "Professione") { items { id } } }', {}, visitor);
    const onPage = ids(page.body.data!.categoryPage.items);
    expect(onPage).toHaveLength(12);
    const items = await suggested({ category: 'Professione', excludeIds: onPage }, visitor);
    expect(items).toHaveLength(6);
    expect(ids(items).filter((id) => onPage.includes(id))).toEqual([]);
  });

  it('the article page asks 3 with grouping 1: three items of three content types, the article left out', async () => {
    const [article] = await up.db.query<{ id: string }>(`SELECT id FROM cms_contents WHERE category_slug = 'professione' AND content_type = 'Articolo' ORDER BY publication_date DESC LIMIT 1`);
    const items = await suggested({ category: 'Professione', excludeIds: [article!.id], limit: 3, groupingLimit: 1 }, visitor);
    expect(items).toHaveLength(3);
    expect(new Set(items.map((i) => i.contentTypeLabel)).size).toBe(3);
    expect(ids(items)).not.toContain(article!.id);
    expect(calls.map((c) => c.path)).toEqual(['/CMS/Search/EditorialContent']); // one grouped search
    expect(calls[0]!.body).toMatchObject({ criteria: { rows: 3, groupingLimit: 1 } });
  });

  it('keeps the limit between 1 and 12', async () => {
    expect(await suggested({ limit: 40 }, visitor)).toHaveLength(12);
    expect(await suggested({ limit: 0 }, visitor)).toHaveLength(1);
  });

  it('is null with UPSTREAM_UNAVAILABLE when the search is down, while other fields resolve', async () => {
    failing.add(SEARCH);
    const res = await callSubgraph<{ suggestedContents: Item[] | null; contentCategories: { label: string }[] }>(
      subgraph.url,
      '{ suggestedContents(category: "Professione") { id } contentCategories { label } }',
      {},
      visitor,
    );
    expect(res.body.data!.suggestedContents).toBeNull();
    expect(res.body.data!.contentCategories.length).toBeGreaterThan(0);
    expect(res.body.errors![0]!.extensions!['code']).toBe('UPSTREAM_UNAVAILABLE');
  });
});

describe("header search suggestions: the courses' group is the same for every caller", () => {
  const SUGGEST = `query($text: String!) { searchSuggestions(text: $text) { kind items { id title href } } }`;

  const withEcm = (viewer: Viewer): Viewer => ({ ...viewer, wallets: [{ code: 'ecm', active: true, status: 1 }] });
  type Groups = { searchSuggestions: { kind: string; items: { id: string }[] }[] };

  it("asks the course search without the member's token, so members and visitors share one answer", async () => {
    const asDoctor = await callSubgraph<Groups>(subgraph.url, SUGGEST, { text: 'paziente' }, withEcm(doctor));
    expect(asDoctor.body.errors).toBeUndefined();
    const courseSearches = calls.filter((c) => c.path === '/FAD/Corsi');
    expect(courseSearches).toHaveLength(1);
    expect(courseSearches[0]!.authorization).toBeNull();
    const asVisitor = await callSubgraph<{ searchSuggestions: { kind: string; items: { id: string }[] }[] }>(subgraph.url, SUGGEST, { text: 'paziente' }, visitor);
    const ecmGroup = (r: typeof asVisitor) => r.body.data!.searchSuggestions.find((g) => g.kind === 'ECM')!.items;
    expect(ecmGroup(asDoctor).length).toBeGreaterThan(0);
    expect(ecmGroup(asDoctor)).toEqual(ecmGroup(asVisitor));
  });

  it("'ECM lists need the ecm wallet' (spec 2 §6): a premium or trial member without it gets no course, in the header or on the search page, and no course search is made", async () => {
    const PAGE = `query($text: String!) { searchPage(text: $text) { sections { section total items { id } } } }`;
    for (const member of [doctor, nurse]) {
      upstream.reset();
      const groups = await callSubgraph<Groups>(subgraph.url, SUGGEST, { text: 'paziente' }, member);
      expect(groups.body.errors).toBeUndefined();
      expect(groups.body.data!.searchSuggestions.find((g) => g.kind === 'ECM')!.items).toEqual([]);
      expect(groups.body.data!.searchSuggestions.find((g) => g.kind === 'MODULES')!.items.length).toBeGreaterThan(0);
      const page = await callSubgraph<{ searchPage: { sections: { section: string; total: number; items: unknown[] }[] } }>(subgraph.url, PAGE, { text: 'paziente' }, member);
      expect(page.body.errors).toBeUndefined();
      expect(page.body.data!.searchPage.sections.find((s) => s.section === 'ECM')).toEqual({ section: 'ECM', total: 0, items: [] });
      expect(calls.filter((c) => c.path === '/FAD/Corsi')).toEqual([]);
    }
    const withWallet = await callSubgraph<{ searchPage: { sections: { section: string; total: number }[] } }>(subgraph.url, PAGE, { text: 'paziente' }, withEcm(nurse));
    expect(withWallet.body.data!.searchPage.sections.find((s) => s.section === 'ECM')!.total).toBeGreaterThan(0);
  });
});
