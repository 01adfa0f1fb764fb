import { clubMidnight } from '@club/wire';
import {
  PRESS_SEARCH_MAX_RESULTS,
  pressArticlesRoute,
  pressCategoriesRoute,
  pressNewsletterRoute,
  pressNewsletterUpdateRoute,
  type AnswerOf,
  type RouteContract,
} from '@club/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream, upstreamLogin } from '../../testing';
import { DEMO_PASSWORD } from './seed';
import { PRESS_ARTICLE_COUNT, PRESS_CATEGORIES, PRESS_DAYS_BACK, pressArticleRows } from './seed-press';

/** World Scientific Press routes (spec 3 §7) against the seeded reference. */

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let premium: string;
let trial: string;

beforeAll(async () => {
  up = await startTestUpstream();
  premium = await upstreamLogin(up.url, 'premium@demo.club', DEMO_PASSWORD);
  trial = await upstreamLogin(up.url, 'trial@demo.club', DEMO_PASSWORD);
});
afterAll(async () => {
  await up?.close();
});

async function call(method: string, path: string, token: string | null, body?: unknown): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${up.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

function parsed<R extends RouteContract>(contract: R, answer: { status: number; body: unknown }): AnswerOf<R> {
  expect(answer.status).toBe(200);
  return contract.response.parse(answer.body) as AnswerOf<R>;
}

/** A day relative to the club's today (the seed dates the press from it). */
const day = (offset: number) => new Date(clubMidnight().getTime() + offset * 86_400_000).toISOString().slice(0, 10);

describe('press seed', () => {
  it('has over 60 categories and thousands of English articles over the last two years, the same on every run', async () => {
    expect(PRESS_CATEGORIES.length).toBeGreaterThan(60);
    const [count] = await up.db.query<{ n: number; oldest: string; newest: string }>(
      `SELECT count(*)::int AS n, min(pub_date)::text AS oldest, max(pub_date)::text AS newest FROM crm_press_articles`,
    );
    expect(count!.n).toBe(PRESS_ARTICLE_COUNT);
    expect(count!.oldest >= day(-PRESS_DAYS_BACK - 1)).toBe(true);
    expect(count!.newest <= day(0)).toBe(true);
    const today = new Date('2026-01-01T00:00:00Z');
    expect(pressArticleRows(today).slice(0, 50)).toEqual(pressArticleRows(today).slice(0, 50));
    const [nonAscii] = await up.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM crm_press_articles WHERE title !~ '^[A-Za-z0-9 ,:.''-]+$'`);
    expect(nonAscii!.n).toBe(0);
  });
});

describe('press routes', () => {
  it('refuse a visitor (401) and a member without the pubmed wallet (403)', async () => {
    const search = { dataDa: day(-30), dataA: day(0), categoria: 1003 };
    expect((await call('POST', '/PubMed/Articoli', null, search)).status).toBe(401);
    expect((await call('POST', '/PubMed/Articoli', trial, search)).status).toBe(403);
    expect((await call('POST', '/PubMed/Articoli/Categorie', trial, {})).status).toBe(403);
    expect((await call('GET', '/PubMed/Utente/RassegneStampa', trial)).status).toBe(403);
    expect((await call('POST', '/PubMed/Utente/RassegneStampa/update', trial, { subscribeFamigliaSpecializzazioneIdList: ['F1'], unsubscribeFamigliaSpecializzazioneIdList: [] })).status).toBe(403);
  });

  it('list the categories by name', async () => {
    const categories = parsed(pressCategoriesRoute, await call('POST', '/PubMed/Articoli/Categorie', premium, { download: false, process: false, public: true }));
    expect(categories).toHaveLength(PRESS_CATEGORIES.length);
    expect(categories).toContainEqual({ speIdExtrapola: 1003, speName: 'Cardiology' });
  });

  it('search one category between two dates, newest first, the keyword matched in title or description', async () => {
    const all = parsed(pressArticlesRoute, await call('POST', '/PubMed/Articoli', premium, { dataDa: day(-365), dataA: day(0), categoria: 1003 }));
    expect(all.length).toBeGreaterThan(12);
    expect(all.length).toBeLessThanOrEqual(PRESS_SEARCH_MAX_RESULTS);
    expect(all.every((a) => a.artXmlPubdate >= day(-365) && a.artXmlPubdate <= day(0) && a.artXmlTitle.includes('cardiology'))).toBe(true);
    expect([...all].sort((a, b) => b.artXmlPubdate.localeCompare(a.artXmlPubdate)).map((a) => a.artXmlId)).toEqual(all.map((a) => a.artXmlId));

    const keyword = parsed(pressArticlesRoute, await call('POST', '/PubMed/Articoli', premium, { dataDa: day(-730), dataA: day(0), categoria: 1003, descrizione: 'TELEMONITORING' }));
    expect(keyword.length).toBeGreaterThan(0);
    expect(keyword.every((a) => `${a.artXmlTitle} ${a.artXmlDescription}`.toLowerCase().includes('telemonitoring'))).toBe(true);

    const none = parsed(pressArticlesRoute, await call('POST', '/PubMed/Articoli', premium, { dataDa: day(-730), dataA: day(0), categoria: 1003, descrizione: 'zzzznothing' }));
    expect(none).toEqual([]);
  });

  it('answer 400 for a from-date after the to-date or a category that is not a number', async () => {
    expect(await call('POST', '/PubMed/Articoli', premium, { dataDa: day(0), dataA: day(-1), categoria: 1003 })).toEqual({ status: 400, body: { message: 'dataDa non può essere successiva a dataA.' } });
    expect((await call('POST', '/PubMed/Articoli', premium, { dataDa: day(-1), dataA: day(0), categoria: 'x' })).status).toBe(400);
  });

  it('keep the newsletter families, and refuse to hold more than 3', async () => {
    expect(parsed(pressNewsletterRoute, await call('GET', '/PubMed/Utente/RassegneStampa', premium))).toEqual([]);
    const update = (subscribe: string[], unsubscribe: string[] = []) =>
      call('POST', '/PubMed/Utente/RassegneStampa/update', premium, { subscribeFamigliaSpecializzazioneIdList: subscribe, unsubscribeFamigliaSpecializzazioneIdList: unsubscribe });
    parsed(pressNewsletterUpdateRoute, await update(['F1', 'F2', 'F3']));
    expect(await update(['F4'])).toEqual({ status: 400, body: { message: 'Puoi scegliere al massimo 3 specializzazioni.' } });
    expect((await update(['F9'])).status).toBe(400);
    expect(parsed(pressNewsletterRoute, await call('GET', '/PubMed/Utente/RassegneStampa', premium)).map((f) => f.id)).toEqual(['F1', 'F2', 'F3']);
    parsed(pressNewsletterUpdateRoute, await update(['F4'], ['F1']));
    expect(parsed(pressNewsletterRoute, await call('GET', '/PubMed/Utente/RassegneStampa', premium))).toEqual([
      { id: 'F2', nome: 'Area chirurgica' },
      { id: 'F3', nome: 'Area dei servizi clinici' },
      { id: 'F4', nome: 'Area pediatrica e materno-infantile' },
    ]);
  });
});
