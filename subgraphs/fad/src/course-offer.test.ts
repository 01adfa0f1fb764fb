import type { RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph, UpstreamRecorder } from '@club/subgraph-kit/testing';
import { startTestUpstream, upstreamLogin } from '@club/upstream/testing';
import { startFadSubgraph } from './server';
import { distinctSuggestions } from './suggestions';

/**
 * Spec 2 §2, §4, §6: who gets the FAD catalogue and the home 'Corsi ECM' teaser (the ecm wallet
 * rule, enforced on the server and served as data), and suggested courses listed once.
 */

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;
const upstream = new UpstreamRecorder();

type Viewer = Parameters<typeof callSubgraph>[3];
const ECM = [{ code: 'ecm', active: true }];

async function member(email: string, userId: string, claims: Viewer): Promise<Viewer> {
  return { userId, upstreamToken: await upstreamLogin(up.url, email, 'Club2026!'), ...claims };
}

let premium: Viewer;
let noecm: Viewer;
let trialNoEcm: Viewer;
let trialNoEcmPersona: Viewer;
let registrato: Viewer;
let expremium: Viewer;

beforeAll(async () => {
  up = await startTestUpstream();
  subgraph = await startFadSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, fetch: upstream.fetch });
  premium = await member('premium@demo.club', '1000003', { subscriptionType: 'PREMIUM', wallets: ECM, hasFiscalCode: true });
  noecm = await member('premium.noecm@demo.club', '1000004', { subscriptionType: 'PREMIUM', wallets: [{ code: 'legal', active: true }], hasFiscalCode: true });
  trialNoEcm = await member('trial@demo.club', '1000002', { subscriptionType: 'TRIAL', wallets: [{ code: 'ecm', active: false }], hasFiscalCode: true });
  trialNoEcmPersona = await member('trial.noecm@demo.club', '1000013', { subscriptionType: 'TRIAL', wallets: [{ code: 'news', active: true }], hasFiscalCode: true });
  registrato = await member('registrato@demo.club', '1000001', { subscriptionType: 'REGISTRATO', wallets: [], hasFiscalCode: true });
  expremium = await member('expremium@demo.club', '1000008', { subscriptionType: 'EX_PREMIUM', wallets: [], hasFiscalCode: true });
});
afterAll(async () => {
  await subgraph?.close();
  await up?.close();
});
beforeEach(() => upstream.reset());

describe('catalogueAccessUrl: trial and premium with the ecm wallet only', () => {
  const QUERY = '{ catalogueAccessUrl }';

  it('opens the catalogue for premium with the ecm wallet', async () => {
    const res = await callSubgraph<{ catalogueAccessUrl: string }>(subgraph.url, QUERY, {}, premium);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.catalogueAccessUrl).toEqual(expect.any(String));
  });

  it.each([
    ['premium without the ecm wallet', () => noecm],
    ['trial with an inactive ecm wallet', () => trialNoEcm],
  ])('refuses %s (WALLET_REQUIRED) and never asks the provider', async (_label, who) => {
    const res = await callSubgraph<{ catalogueAccessUrl: string | null }>(subgraph.url, QUERY, {}, who());
    expect(res.body.data!.catalogueAccessUrl).toBeNull();
    expect(res.body.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'WALLET_REQUIRED' });
    expect(upstream.paths.filter((p) => p.includes('AutoLogin'))).toEqual([]);
  });
});

describe("courseCatalogue: 'ECM lists need the ecm wallet' (spec 2 §6)", () => {
  const QUERY = '{ courseCatalogue { total items { id } } }';

  it.each([
    ['premium.noecm', () => noecm],
    ['trial.noecm', () => trialNoEcmPersona],
  ])('refuses %s the list (FORBIDDEN, WALLET_REQUIRED) and never asks the catalogue', async (_label, who) => {
    const res = await callSubgraph<{ courseCatalogue: unknown }>(subgraph.url, QUERY, {}, who());
    expect(res.body.data!.courseCatalogue).toBeNull();
    expect(res.body.errors?.[0]).toMatchObject({ message: expect.stringContaining("effettua l'upgrade"), extensions: { code: 'FORBIDDEN', reason: 'WALLET_REQUIRED' } });
    expect(upstream.paths).toEqual([]);
  });

  it.each([
    ['a visitor', () => undefined],
    ['registrato', () => registrato],
    ['premium with the ecm wallet', () => premium],
    ['ex-premium', () => expremium],
  ])('lists the courses for %s', async (_label, who) => {
    const res = await callSubgraph<{ courseCatalogue: { total: number; items: unknown[] } }>(subgraph.url, QUERY, {}, who());
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.courseCatalogue.items).toHaveLength(9);
  });
});

describe('courseOffer: the blocks served as data', () => {
  const QUERY = '{ courseOffer { showsHomeTeaser catalogueBlock showsTrainingAreaLink } }';
  it.each([
    ['a visitor', () => undefined, { showsHomeTeaser: true, catalogueBlock: null, showsTrainingAreaLink: false }],
    ['registrato', () => registrato, { showsHomeTeaser: true, catalogueBlock: 'CATALOGUE_LINK', showsTrainingAreaLink: true }],
    ['premium', () => premium, { showsHomeTeaser: true, catalogueBlock: 'OPEN_FAD_CATALOGUE', showsTrainingAreaLink: true }],
    ['premium without the ecm wallet', () => noecm, { showsHomeTeaser: false, catalogueBlock: null, showsTrainingAreaLink: true }],
    ['trial with an inactive ecm wallet', () => trialNoEcm, { showsHomeTeaser: false, catalogueBlock: null, showsTrainingAreaLink: true }],
    ['ex-premium', () => expremium, { showsHomeTeaser: true, catalogueBlock: null, showsTrainingAreaLink: true }],
  ])('%s', async (_label, who, expected) => {
    const res = await callSubgraph<{ courseOffer: unknown }>(subgraph.url, QUERY, {}, who());
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.courseOffer).toEqual(expected);
    expect(upstream.paths).toEqual([]);
  });
});

describe('suggestedCourses: each course once', () => {
  const QUERY = 'query($l: Int!, $x: ID) { suggestedCourses(limit: $l, excludeId: $x) { top { id } new { id } foryou { id } } }';
  type Groups = { top: { id: string }[]; new: { id: string }[]; foryou: { id: string }[] };

  it('the reference upstream does rank a course in several groups', async () => {
    const raw = await fetch(`${up.url}/CMS/Search/CorsiSuggeriti`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ limit: 3 }) });
    const groups = (await raw.json()) as { top: { id: number }[]; new: { id: number }[]; foryou: { id: number }[] };
    const ids = [...groups.top, ...groups.new, ...groups.foryou].map((c) => c.id);
    expect(new Set(ids).size).toBeLessThan(ids.length);
  });

  it.each([3, 6, 12])('lists a course at most once across the groups of %i, never the excluded one', async (limit) => {
    const first = await callSubgraph<{ suggestedCourses: Groups }>(subgraph.url, QUERY, { l: limit }, premium);
    const excluded = first.body.data!.suggestedCourses.top[0]!.id;
    const res = await callSubgraph<{ suggestedCourses: Groups }>(subgraph.url, QUERY, { l: limit, x: excluded }, premium);
    expect(res.body.errors).toBeUndefined();
    const groups = res.body.data!.suggestedCourses;
    const ids = [...groups.top, ...groups.new, ...groups.foryou].map((c) => c.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(excluded);
  });
});

describe("suggestedCourses and the learning listings: 'ECM lists need the ecm wallet' (spec 2 §6)", () => {
  const QUERY = '{ suggestedCourses(limit: 6) { top { id } new { id } foryou { id } } ebooks(rows: 3) { total items { id } } videoClips(first: 3) { edges { node { id } } } }';
  type Answer = { suggestedCourses: { top: unknown[]; new: unknown[]; foryou: unknown[] }; ebooks: { total: number }; videoClips: { edges: unknown[] } };

  it.each([
    ['premium.noecm', () => noecm],
    ['trial.noecm', () => trialNoEcmPersona],
  ])('suggests %s no course, without asking the upstream; the e-books and clips stay (ECM_RULE_COVERS_LEARNING_ITEMS off)', async (_label, who) => {
    const res = await callSubgraph<Answer>(subgraph.url, QUERY, {}, who());
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.suggestedCourses).toEqual({ top: [], new: [], foryou: [] });
    expect(upstream.paths.filter((p) => p.includes('CorsiSuggeriti'))).toEqual([]);
    expect(res.body.data!.ebooks.total).toBeGreaterThan(0);
    expect(res.body.data!.videoClips.edges.length).toBeGreaterThan(0);
  });

  it.each([
    ['a visitor', () => undefined],
    ['registrato', () => registrato],
    ['premium with the ecm wallet', () => premium],
    ['ex-premium', () => expremium],
  ])('suggests courses to %s', async (_label, who) => {
    const res = await callSubgraph<Answer>(subgraph.url, QUERY, {}, who());
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.suggestedCourses.top.length).toBeGreaterThan(0);
  });
});

describe('distinctSuggestions', () => {
  const card = (id: number) => ({ id }) as never;
  it('keeps a course in the first group that has it, in order', () => {
    const groups = { top: [card(1), card(2)], new: [card(2), card(3)], foryou: [card(1), card(3), card(4)] };
    const out = distinctSuggestions(groups, '4');
    expect([out.top, out.new, out.foryou].map((g) => g.map((c: { id: number }) => c.id))).toEqual([[1, 2], [3], []]);
  });
});
