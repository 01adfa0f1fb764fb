import type { ViewerClaims } from '@club/policy';
import type { RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph, UpstreamRecorder, failingFetcher, withSharedReadsKept } from '@club/subgraph-kit/testing';
import { startTestUpstream } from '@club/upstream/testing';
import { startCmsSubgraph } from './server';

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;

beforeAll(async () => {
  up = await startTestUpstream();
  subgraph = await startCmsSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000 });
});
afterAll(async () => {
  await subgraph?.close();
  await up?.close();
});

const wallets = (...codes: string[]) => codes.map((code) => ({ code, active: true, status: 1 }));
const VIEWERS = {
  suspect: {},
  registrato: { subscriptionType: 'REGISTRATO', wallets: [] },
  trial: { subscriptionType: 'TRIAL', wallets: wallets('ecm', 'news') },
  premium: { subscriptionType: 'PREMIUM', wallets: wallets('ecm', 'news', 'legal') },
  exTrial: { subscriptionType: 'EX_TRIAL', wallets: [] },
  premiumLegal: { subscriptionType: 'PREMIUM', wallets: wallets('ecm', 'legal') },
  premiumNoLegal: { subscriptionType: 'PREMIUM', wallets: wallets('ecm') },
  exPremium: { subscriptionType: 'EX_PREMIUM', wallets: [] },
  // Claims that name no subscription type (spec 2 §6 'with no subscription').
  noSubscription: { subscriptionType: undefined, wallets: wallets('ecm', 'legal') },
} satisfies Record<string, Record<string, unknown>>;

const FAQS = 'query ($placement: String!) { faqs(placement: $placement) { id question answerHtml } }';

async function faqIds(placement: string, viewer: Record<string, unknown>): Promise<string[]> {
  const res = await callSubgraph<{ faqs: { id: string }[] }>(subgraph.url, FAQS, { placement }, viewer as Partial<ViewerClaims>);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.faqs.map((f) => f.id);
}

const piani = (...n: number[]) => n.map((i) => `faq-piani-${i}`);
const risorse = (...n: number[]) => n.map((i) => `faq-risorse-${i}`);

describe('faqs(placement): items filtered by their permission requirements (spec 1 §6, spec 2 §6)', () => {
  it('a visitor (SUSPECT) has no subscription: no FAQ on any placement, and no upstream call (spec 1 §6, spec 2 §6)', async () => {
    const own = new UpstreamRecorder();
    const fresh = await startCmsSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, fetch: own.fetch });
    try {
      const res = await callSubgraph<{ faqs: { id: string }[] }>(fresh.url, FAQS, { placement: 'piani' });
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.faqs).toEqual([]);
      expect(await faqIds('risorse', VIEWERS.suspect)).toEqual([]);
      expect(own.paths).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('a registered member sees the items for everyone and those for registered members, in CMS order, and none written for subscribers', async () => {
    const res = await callSubgraph<{ faqs: { id: string; question: string; answerHtml: string }[] }>(subgraph.url, FAQS, { placement: 'piani' }, VIEWERS.registrato as Partial<ViewerClaims>);
    expect(res.body.data!.faqs.map((f) => f.id)).toEqual(piani(1, 2, 3, 5, 6, 8));
    const questions = res.body.data!.faqs.map((f) => f.question);
    expect(questions).not.toContain("Posso disdire l'abbonamento in qualsiasi momento?");
    expect(questions).not.toContain('Posso passare a un piano diverso?');
    expect(questions).not.toContain('Cosa succede alla fine del periodo di prova?');
    expect(res.body.data!.faqs[1]).toEqual({
      id: 'faq-piani-2',
      question: 'Quanto dura la prova gratuita di Premium?',
      answerHtml: expect.stringContaining('7 giorni'),
    });
  });

  it.each([
    ['suspect', []],
    ['registrato', piani(1, 2, 3, 5, 6, 8)],
    ['trial', piani(1, 3, 5, 6, 8, 9)],
    ['premium', piani(1, 3, 4, 5, 6, 7, 8)],
    ['exTrial', piani(1, 3, 5, 6, 8, 9)],
    ['exPremium', piani(1, 3, 5, 6, 8, 10)],
  ] as const)('on /piani %s sees the items of its subscription type', async (viewer, expected) => {
    expect(await faqIds('piani', VIEWERS[viewer])).toEqual(expected);
  });

  it.each([
    ['suspect', []],
    ['premiumLegal', risorse(1, 2, 3, 5, 6, 7, 8)],
    ['premiumNoLegal', risorse(1, 2, 3, 5, 6, 7)],
  ] as const)('on /risorse %s sees the items of its type and wallets', async (viewer, expected) => {
    expect(await faqIds('risorse', VIEWERS[viewer])).toEqual(expected);
  });

  it('claims with no subscription type get an empty list, even for items without a rule', async () => {
    expect(await faqIds('piani', VIEWERS.noSubscription)).toEqual([]);
    expect(await faqIds('risorse', VIEWERS.noSubscription)).toEqual([]);
  });

  it('shares one upstream answer between viewers (a shared read) and filters it for each', async () => {
    const own = new UpstreamRecorder();
    const calls = own.paths;
    const fresh = await startCmsSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, fetch: own.fetch });
    // Shared reads are kept for a few seconds outside the test runner; here only while this test runs.
    try {
      await withSharedReadsKept(5_000, async () => {
        const ask = async (viewer: Record<string, unknown>) =>
          (await callSubgraph<{ faqs: { id: string }[] }>(fresh.url, FAQS, { placement: 'piani' }, viewer as Partial<ViewerClaims>)).body.data!.faqs.map((f) => f.id);
        expect(await ask(VIEWERS.registrato)).toEqual(piani(1, 2, 3, 5, 6, 8));
        expect(await ask(VIEWERS.trial)).toEqual(piani(1, 3, 5, 6, 8, 9));
        expect(calls).toEqual(['/CMS/Faq']);
      });
    } finally {
      await fresh.close();
    }
  });

  it('an unknown placement has no items', async () => {
    expect(await faqIds('nessuna', VIEWERS.premiumLegal)).toEqual([]);
  });
});

describe('videoTutorials(placement)', () => {
  const TUTORIALS = '{ videoTutorials(placement: "risorse") { id title abstract contentHtml previewImageUrl videoUrl isPreview } }';
  const RISORSE = ['vt-calcolatori', 'vt-moduli', 'vt-preferiti', 'vt-anteprima-responsabilita', 'vt-ricerca', 'vt-stampa', 'vt-consenso', 'vt-privacy'];

  it('answers a signed-in member the tutorials of the placement with the player URL and the preview image', async () => {
    const res = await callSubgraph<{ videoTutorials: Record<string, unknown>[] }>(subgraph.url, TUTORIALS, {}, VIEWERS.registrato as Partial<ViewerClaims>);
    const tutorials = res.body.data!.videoTutorials;
    expect(tutorials.map((t) => t.id)).toEqual(RISORSE);
    expect(tutorials[0]).toEqual({
      id: 'vt-calcolatori',
      title: 'Come usare i calcolatori clinici',
      abstract: expect.any(String),
      contentHtml: expect.stringContaining('<p>'),
      previewImageUrl: '/media/cms/video/tutorial-calcolatori.svg',
      videoUrl: '/media/tutorial/vt-calcolatori',
      isPreview: false,
    });
    expect(tutorials[3]!.isPreview).toBe(true);
  });

  it.each([
    ['suspect', []],
    ['registrato', RISORSE],
    ['trial', RISORSE],
    ['premiumLegal', RISORSE],
    ['exTrial', RISORSE],
    ['exPremium', RISORSE],
  ] as const)('spec 3 §6 "listed only for a logged-in authorised user": %s', async (viewer, expected) => {
    const res = await callSubgraph<{ videoTutorials: { id: string }[] }>(subgraph.url, '{ videoTutorials(placement: "risorse") { id } }', {}, VIEWERS[viewer] as Partial<ViewerClaims>);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.videoTutorials.map((t) => t.id)).toEqual(expected);
  });
});

describe('promo banners of the new placements', () => {
  it('banners(placement: "risorse") shows the ECM promo only to holders of the ecm wallet', async () => {
    const query = '{ banners(placement: "risorse") { id ctas { label } } }';
    const visitor = await callSubgraph<{ banners: { id: string; ctas: { label: string }[] }[] }>(subgraph.url, query);
    expect(visitor.body.data!.banners.map((b) => b.id)).toEqual(['risorse-tool', 'risorse-premium']);
    expect(visitor.body.data!.banners[1]!.ctas.map((c) => c.label)).toEqual(['Scopri i piani']);
    const premium = await callSubgraph<{ banners: { id: string }[] }>(subgraph.url, query, {}, VIEWERS.premiumLegal as Partial<ViewerClaims>);
    expect(premium.body.data!.banners.map((b) => b.id)).toEqual(['risorse-tool', 'risorse-ecm']);
  });
});

describe('failures', () => {
  it('when the FAQ and video services fail, those fields are null with UPSTREAM_UNAVAILABLE and the banners still resolve', async () => {
    const fetchFailingComponents = failingFetcher(['/CMS/Faq', '/CMS/VideoTutorial']);
    const partial = await startCmsSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, fetch: fetchFailingComponents });
    try {
      const res = await callSubgraph<Record<string, unknown>>(
        partial.url,
        '{ faqs(placement: "piani") { id } videoTutorials(placement: "risorse") { id } banners(placement: "risorse") { id } }',
        {},
        VIEWERS.registrato as Partial<ViewerClaims>,
      );
      expect(res.body.data).toEqual({ faqs: null, videoTutorials: null, banners: [{ id: 'risorse-tool' }, { id: 'risorse-premium' }] });
      const byField = new Map(res.body.errors!.map((e) => [(e as { path?: string[] }).path?.[0], e.extensions]));
      expect(byField.get('faqs')).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', service: '/CMS/Faq' });
      expect(byField.get('videoTutorials')).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', service: '/CMS/VideoTutorial' });
    } finally {
      await partial.close();
    }
  });
});
