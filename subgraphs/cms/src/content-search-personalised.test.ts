import type { ViewerClaims } from '@club/policy';
import type { RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph, UpstreamRecorder } from '@club/subgraph-kit/testing';
import { startTestUpstream, upstreamLogin } from '@club/upstream/testing';
import type { Content } from './generated/resolvers-types';
import { startCmsSubgraph } from './server';

/**
 * Content searches (Query.contents / contentGroups) with the spec 2 §7 news-search personalisation
 * (`userOccupation`), the §9 search contexts and the library order, against the seeded upstream.
 */
const UNGROUPED = '/CMS/Search/EditorialContent/Ungrouped';
const CONSISTENZA = '/CRM/Utente/Consistenza';

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;
/** Upstream calls of the subgraph: path and JSON body. */
const upstream = new UpstreamRecorder();
const calls = upstream.calls;

type Viewer = Partial<ViewerClaims> & { userId?: string | null; upstreamToken?: string | null };
const visitor: Viewer = {};
let doctor: Viewer;
let nurse: Viewer;

type Item = Pick<Content, 'id' | 'contentTypeLabel' | 'occupations' | 'internalTags' | 'publicationDate'> & { category: { label: string } | null };
const CONTENTS = `query($input: ContentSearchInput) {
  contents(input: $input) { total items { id contentTypeLabel occupations internalTags publicationDate category { label } } }
}`;
const contents = async (input: Record<string, unknown>, viewer: Viewer) => {
  const res = await callSubgraph<{ contents: { total: number; items: Item[] } | null }>(subgraph.url, CONTENTS, { input }, viewer);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.contents!;
};
const searches = () => calls.filter((c) => c.path === UNGROUPED).map((c) => c.body!);
const askedCrm = () => calls.some((c) => c.path === CONSISTENZA);
/** The home's news search (spec 2 §7: exclude contentType Tool and userOccupation), large enough to see the filter. */
const NEWS = { excludeContentTypes: ['Tool'], rows: 60, personalised: true };

beforeAll(async () => {
  up = await startTestUpstream();
  subgraph = await startCmsSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, fetch: upstream.fetch });
  // premium@ is a doctor ('Medico chirurgo' in the CMS); trial@ an other health profession.
  // Both hold the news wallet, as their claims do (spec 2 §6: without it News items are skipped, news-rule.test.ts).
  const news = [{ code: 'news', active: true }];
  doctor = { subscriptionType: 'PREMIUM', wallets: news, userId: '1000003', upstreamToken: await upstreamLogin(up.url, 'premium@demo.club', 'Club2026!') };
  nurse = { subscriptionType: 'TRIAL', wallets: news, userId: '1000002', upstreamToken: await upstreamLogin(up.url, 'trial@demo.club', 'Club2026!') };
});
afterAll(async () => {
  await subgraph?.close();
  await up?.close();
});
beforeEach(() => {
  upstream.reset();
});

describe('personalised content search (spec 2 §7 news search: userOccupation)', () => {
  it("gives a member only items for their occupation or for everyone, some of them targeted, tools left out", async () => {
    const page = await contents(NEWS, doctor);
    expect(page.items).toHaveLength(60);
    for (const item of page.items) {
      expect(item.occupations.length === 0 || item.occupations.includes('Medico chirurgo')).toBe(true);
      expect(item.contentTypeLabel).not.toBe('Tool');
    }
    expect(page.items.some((i) => i.occupations.includes('Medico chirurgo'))).toBe(true);
    expect(searches()[0]).toMatchObject({ userOccupation: { medicalOccupation: 'Medico chirurgo' }, exclude: { contentType: ['Tool'] } });
    // Fewer matches than the unfiltered search.
    expect(page.total).toBeLessThan((await contents({ ...NEWS, personalised: false }, doctor)).total);
  });

  it("uses the profession detail of other health professions", async () => {
    const page = await contents(NEWS, nurse);
    const sent = searches()[0]!.userOccupation as { medicalOccupation: string; medicalOccupationDetail: string[]; medicalSpecialties: string[] };
    expect(sent.medicalOccupation).toBe('Altro professionista sanitario');
    expect(sent.medicalOccupationDetail).toHaveLength(1);
    expect(sent.medicalSpecialties).toEqual([]);
    const [detail] = sent.medicalOccupationDetail;
    expect(detail).not.toBe('Medico chirurgo');
    for (const item of page.items) expect(item.occupations.length === 0 || item.occupations.includes(detail!)).toBe(true);
  });

  it("leaves a visitor's search unfiltered, without asking the CRM", async () => {
    const page = await contents(NEWS, visitor);
    expect(page.items).toHaveLength(60);
    expect(page.items.some((i) => i.occupations.length > 0 && !i.occupations.includes('Medico chirurgo'))).toBe(true);
    expect(searches()[0]).not.toHaveProperty('userOccupation');
    expect(askedCrm()).toBe(false);
  });

  it('never personalises for a suspect, nor when the input does not ask', async () => {
    await contents(NEWS, { ...doctor, subscriptionType: 'SUSPECT' });
    await contents({ ...NEWS, personalised: undefined }, doctor);
    expect(searches()).toHaveLength(2);
    for (const body of searches()) expect(body).not.toHaveProperty('userOccupation');
    expect(askedCrm()).toBe(false);
  });

  it('personalises the grouped search too', async () => {
    const res = await callSubgraph<{ contentGroups: { items: Item[] }[] }>(
      subgraph.url,
      'query($input: ContentSearchInput!) { contentGroups(input: $input, groupingLimit: 4) { items { id occupations } } }',
      { input: { personalised: true } },
      doctor,
    );
    expect(res.body.errors).toBeUndefined();
    const items = res.body.data!.contentGroups.flatMap((g) => g.items);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.occupations.length === 0 || item.occupations.includes('Medico chirurgo')).toBe(true);
    expect(calls.find((c) => c.path === '/CMS/Search/EditorialContent')!.body).toMatchObject({ userOccupation: { medicalOccupation: 'Medico chirurgo' }, criteria: { groupingLimit: 4 } });
  });
});

describe('search contexts and the library order (spec 2 §9)', () => {
  it("the legal services search only lists 'Norme e diritto'; insurance services its two categories", async () => {
    const legal = await contents({ context: 'LEGAL_SERVICES', rows: 20 }, visitor);
    expect(legal.items.length).toBeGreaterThan(0);
    for (const item of legal.items) expect(item.category?.label).toBe('Norme e diritto');
    const insurance = await contents({ context: 'INSURANCE_SERVICES', rows: 40 }, visitor);
    expect(new Set(insurance.items.map((i) => i.category?.label))).toEqual(new Set(['Assicurazioni e tutele', 'Fisco e Tasse']));
  });

  it("the course listing search only lists items tagged 'Corsi e formazione'", async () => {
    const page = await contents({ context: 'COURSE_LISTING', rows: 20 }, visitor);
    expect(page.items.length).toBeGreaterThan(0);
    for (const item of page.items) expect(item.internalTags).toContain('Corsi e formazione');
  });

  it('LIBRARY sends the four-field order, newest publication first; the default stays publication date', async () => {
    const page = await contents({ sort: 'LIBRARY', rows: 30 }, visitor);
    const dates = page.items.map((i) => i.publicationDate ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    await contents({ rows: 1 }, visitor);
    const [library, byDefault] = searches();
    expect((library!.criteria as { orderCriteria: { field: string }[] }).orderCriteria.map((o) => o.field)).toEqual(['publicationDate', 'updatedDate', 'createdDate', 'professionDetail']);
    expect(byDefault!.criteria).toMatchObject({ orderCriteria: [{ field: 'publicationDate', direction: 'desc' }] });
  });

  it("a search in a context is the library search: the spec 2 §9 defaults and the member's structured occupation", async () => {
    const specialties = (await up.db.query<{ nome: string }>(
      `SELECT s.nome FROM users u JOIN crm_specialisations s ON s.id = ANY(u.specialisation_ids) WHERE u.email = 'premium@demo.club' ORDER BY s.nome`,
    )).map((r) => r.nome);
    expect(specialties.length).toBeGreaterThan(0);
    const page = await contents({ context: 'HOMEPAGE' }, doctor);
    expect(page.items).toHaveLength(9);
    const [body] = searches();
    expect(body).toMatchObject({
      debug: true,
      userOccupation: { medicalOccupation: 'Medico chirurgo', medicalOccupationDetail: [] },
      criteria: { rows: 9, offset: 0, fallback: true, orderCriteria: [{ field: 'publicationDate' }, { field: 'updatedDate' }, { field: 'createdDate' }, { field: 'professionDetail' }] },
    });
    expect([...(body!.userOccupation as { medicalSpecialties: string[] }).medicalSpecialties].sort()).toEqual(specialties);

    upstream.reset();
    const groups = await callSubgraph<{ contentGroups: { items: { id: string }[] }[] }>(
      subgraph.url,
      'query($input: ContentSearchInput!) { contentGroups(input: $input) { items { id } } }',
      { input: { context: 'LEGAL_SERVICES' } },
      visitor,
    );
    expect(groups.body.errors).toBeUndefined();
    expect(groups.body.data!.contentGroups.every((g) => g.items.length === 1)).toBe(true);
    expect(calls.find((c) => c.path === '/CMS/Search/EditorialContent')!.body).toMatchObject({ debug: true, criteria: { groupingLimit: 1, fallback: true } });
    expect(calls.find((c) => c.path === '/CMS/Search/EditorialContent')!.body).not.toHaveProperty('userOccupation'); // a visitor: never personalised
  });

  it('a listing search (no context) says fallback and debug off, and is not personalised unless asked', async () => {
    await contents({ rows: 3 }, doctor);
    expect(searches()[0]).toMatchObject({ debug: false, criteria: { fallback: false } });
    expect(searches()[0]).not.toHaveProperty('userOccupation');
    expect(askedCrm()).toBe(false);
  });
});
