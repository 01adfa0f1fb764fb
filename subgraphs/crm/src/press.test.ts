import type { RunningSubgraph } from '@club/subgraph-kit';
import { TEST_SIGNING_SECRET, UpstreamRecorder, callSubgraph } from '@club/subgraph-kit/testing';
import { startTestUpstream, upstreamLogin } from '@club/upstream/testing';
import { PRESS_MESSAGES, pressToday } from '@club/validation';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PRESS_SERVER_MESSAGES } from './resolvers/press';
import { startCrmSubgraph } from './server';

/** World Scientific Press fields (spec 3 §4-§7): pubmed wallet enforced, input re-validated, at most 3 newsletter families. */

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;
const upstream = new UpstreamRecorder();

type Claims = NonNullable<Parameters<typeof callSubgraph>[3]>;
let premium: Claims;
let trial: Claims;

async function claimsOf(username: string): Promise<Claims> {
  const token = await upstreamLogin(up.url, username, 'Club2026!');
  const user = (await (await fetch(`${up.url}/CRM/Utente`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    clientCode: string; subscriptionType: 'PREMIUM' | 'TRIAL'; servizi: { codice: string; attivo: boolean; stato: number }[];
  };
  return {
    subscriptionType: user.subscriptionType,
    wallets: user.servizi.map((s) => ({ code: s.codice, active: s.attivo, status: s.stato })),
    userId: user.clientCode,
    upstreamToken: token,
    hasFiscalCode: true,
  };
}

beforeAll(async () => {
  up = await startTestUpstream();
  subgraph = await startCrmSubgraph({ host: '127.0.0.1', port: 0, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, upstreamUrl: up.url, fetch: upstream.fetch });
  premium = await claimsOf('premium@demo.club');
  trial = await claimsOf('trial@demo.club');
});
afterAll(async () => {
  await subgraph?.close();
  await up?.close();
});
beforeEach(() => upstream.reset());

const day = (offset: number) => {
  const [y, m, d] = pressToday().split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + offset)).toISOString().slice(0, 10);
};

const SEARCH = `query Search($input: PressSearchInput!) { pressSearch(input: $input) { id title publishedOn author description link } }`;
const PAGE = `{ viewer { press { header { variant label href } canSearch } } }`;
const NEWSLETTER = `{ viewer { pressNewsletter { id name } } }`;
const SAVE = `mutation Save($ids: [ID!]!) { savePressNewsletter(familyIds: $ids) { ok families { id name } } }`;

describe('press access', () => {
  it('serves the header variant by subscription and wallet', async () => {
    const visitor = await callSubgraph<{ viewer: { press: unknown } }>(subgraph.url, PAGE);
    expect(visitor.body.data?.viewer.press).toEqual({ header: { variant: 'TRY_FREE', label: 'Prova gratis', href: '/registrazione-trial' }, canSearch: false });
    const noWallet = await callSubgraph<{ viewer: { press: unknown } }>(subgraph.url, PAGE, {}, trial);
    expect(noWallet.body.data?.viewer.press).toEqual({ header: { variant: 'UPGRADE', label: 'Passa a Premium', href: '/upgrade' }, canSearch: false });
    const withWallet = await callSubgraph<{ viewer: { press: unknown } }>(subgraph.url, PAGE, {}, premium);
    expect(withWallet.body.data?.viewer.press).toEqual({ header: { variant: 'INCLUDED', label: 'incluso nel tuo abbonamento', href: null }, canSearch: true });
  });

  it('refuses search, categories, newsletter and save without the pubmed wallet, before any upstream call', async () => {
    const input = { fromDate: day(-30), toDate: day(0), categoryId: '1003' };
    for (const [query, variables] of [[SEARCH, { input }], [`{ pressCategories { id } }`, {}], [NEWSLETTER, {}], [SAVE, { ids: ['F1'] }]] as const) {
      const res = await callSubgraph(subgraph.url, query, variables, trial);
      expect(res.body.errors?.[0]).toMatchObject({ message: PRESS_SERVER_MESSAGES.walletRequired, extensions: { code: 'FORBIDDEN', reason: 'WALLET_REQUIRED' } });
      const visitor = await callSubgraph(subgraph.url, query, variables);
      expect(visitor.body.errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'LOGIN_REQUIRED' });
    }
    expect(upstream.paths.filter((p) => p.startsWith('/PubMed'))).toEqual([]);
  });
});

describe('press search', () => {
  it('lists the categories and finds articles of a category between two dates', async () => {
    const categories = await callSubgraph<{ pressCategories: { id: string; name: string }[] }>(subgraph.url, `{ pressCategories { id name } }`, {}, premium);
    expect(categories.body.data?.pressCategories).toContainEqual({ id: '1003', name: 'Cardiology' });
    const res = await callSubgraph<{ pressSearch: { publishedOn: string; title: string; link: string }[] }>(subgraph.url, SEARCH, { input: { fromDate: day(-365), toDate: day(0), categoryId: '1003', keyword: 'trial' } }, premium);
    const articles = res.body.data!.pressSearch;
    expect(articles.length).toBeGreaterThan(12);
    expect(articles.every((a) => a.publishedOn >= day(-365) && a.link.startsWith('https://pubmed.ncbi.nlm.nih.gov/'))).toBe(true);
  });

  it('re-validates the form on the server with its messages, without calling the upstream', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fromDate: '', toDate: day(0), categoryId: '1003' }, 'Campo obbligatorio.', 'fromDate'],
      [{ fromDate: day(-30), toDate: day(0), categoryId: '' }, 'Campo obbligatorio.', 'categoryId'],
      [{ fromDate: day(-1), toDate: day(-2), categoryId: '1003' }, PRESS_MESSAGES.fromAfterTo, 'fromDate'],
      [{ fromDate: day(-1), toDate: day(1), categoryId: '1003' }, PRESS_MESSAGES.toAfterToday, 'toDate'],
      [{ fromDate: day(-30), toDate: day(0), categoryId: '1003', keyword: 'cuore è' }, PRESS_MESSAGES.keywordNotEnglish, 'keyword'],
    ];
    for (const [input, message, field] of cases) {
      const res = await callSubgraph(subgraph.url, SEARCH, { input }, premium);
      expect(res.body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
    expect(upstream.paths.filter((p) => p.startsWith('/PubMed'))).toEqual([]);
  });

  it('fails alone when the search service is down', async () => {
    upstream.failing.add('/PubMed/Articoli');
    const res = await callSubgraph<{ pressSearch: null; viewer: { press: { canSearch: boolean } } }>(
      subgraph.url,
      `query S($input: PressSearchInput!) { pressSearch(input: $input) { id } viewer { press { canSearch } } }`,
      { input: { fromDate: day(-30), toDate: day(0), categoryId: '1003' } },
      premium,
    );
    expect(res.body.data?.pressSearch).toBeNull();
    expect(res.body.data?.viewer.press.canSearch).toBe(true);
    expect(res.body.errors?.[0]).toMatchObject({ message: PRESS_SERVER_MESSAGES.searchFailed, extensions: { code: 'UPSTREAM_UNAVAILABLE' } });
  });
});

describe('press newsletter', () => {
  it('saves up to 3 families and refuses a 4th on the server', async () => {
    const saved = await callSubgraph<{ savePressNewsletter: { ok: boolean; families: { id: string }[] } }>(subgraph.url, SAVE, { ids: ['F1', 'F2', 'F5'] }, premium);
    expect(saved.body.data?.savePressNewsletter).toMatchObject({ ok: true, families: [{ id: 'F1' }, { id: 'F2' }, { id: 'F5' }] });

    upstream.reset();
    const four = await callSubgraph(subgraph.url, SAVE, { ids: ['F1', 'F2', 'F3', 'F4'] }, premium);
    expect(four.body.errors?.[0]).toMatchObject({ message: 'Puoi scegliere al massimo 3 specializzazioni.', extensions: { code: 'BAD_USER_INPUT', field: 'familyIds' } });
    expect(upstream.paths.filter((p) => p.startsWith('/PubMed'))).toEqual([]);

    const none = await callSubgraph(subgraph.url, SAVE, { ids: [] }, premium);
    expect(none.body.errors?.[0]?.message).toBe(PRESS_MESSAGES.newsletterEmpty);

    const swapped = await callSubgraph<{ savePressNewsletter: { families: { id: string; name: string }[] } }>(subgraph.url, SAVE, { ids: ['F2', 'F3', 'F4'] }, premium);
    expect(swapped.body.data?.savePressNewsletter.families.map((f) => f.id)).toEqual(['F2', 'F3', 'F4']);
    const read = await callSubgraph<{ viewer: { pressNewsletter: { id: string; name: string }[] } }>(subgraph.url, NEWSLETTER, {}, premium);
    expect(read.body.data?.viewer.pressNewsletter).toEqual([
      { id: 'F2', name: 'Area chirurgica' },
      { id: 'F3', name: 'Area dei servizi clinici' },
      { id: 'F4', name: 'Area pediatrica e materno-infantile' },
    ]);
  });
});
