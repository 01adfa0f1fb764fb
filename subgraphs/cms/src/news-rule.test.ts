import type { ViewerClaims } from '@club/policy';
import type { RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph } from '@club/subgraph-kit/testing';
import { startTestUpstream } from '@club/upstream/testing';
import { startCmsSubgraph } from './server';

// Spec 2 §6 'News content is skipped for users lacking the news wallet' (policy skipsNewsContent):
// a trial or premium member without the news wallet gets no News item in the content lists.

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
  visitor: {},
  registrato: { subscriptionType: 'REGISTRATO', wallets: [] },
  premium: { subscriptionType: 'PREMIUM', wallets: wallets('ecm', 'news') },
  premiumNoNews: { subscriptionType: 'PREMIUM', wallets: wallets('ecm', 'legal') },
  trialNoNews: { subscriptionType: 'TRIAL', wallets: wallets('ecm') },
} satisfies Record<string, Record<string, unknown>>;

type Item = { id: string; contentType: string };
const LISTS = `{
  newsListing(contentTypes: [News, Articolo], rows: 24) { total items { id contentType } }
  contents(input: { contentTypes: [News, Articolo], rows: 24 }) { total items { id contentType } }
  suggestedContents(limit: 12) { id contentType }
}`;

async function lists(viewer: Record<string, unknown>) {
  const res = await callSubgraph<{ newsListing: { total: number; items: Item[] }; contents: { total: number; items: Item[] }; suggestedContents: Item[] }>(subgraph.url, LISTS, {}, viewer as Partial<ViewerClaims>);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!;
}

const types = (items: Item[]) => new Set(items.map((i) => i.contentType));

describe('News content and the news wallet', () => {
  it.each([['visitor'], ['registrato'], ['premium']] as const)('%s gets the News items', async (who) => {
    const data = await lists(VIEWERS[who]);
    expect(types(data.newsListing.items)).toContain('News');
    expect(types(data.contents.items)).toContain('News');
  });

  it.each([['premiumNoNews'], ['trialNoNews']] as const)('%s gets none, and the totals leave them out', async (who) => {
    const withNews = await lists(VIEWERS.premium);
    const data = await lists(VIEWERS[who]);
    for (const list of [data.newsListing.items, data.contents.items, data.suggestedContents]) {
      expect(list.length).toBeGreaterThan(0);
      expect(types(list)).not.toContain('News');
    }
    expect(data.newsListing.total).toBeLessThan(withNews.newsListing.total);
    expect(data.contents.total).toBeLessThan(withNews.contents.total);
  });
});

type Cards = { total: number; items: Item[] };
const BLOCKS = `{
  categoryCards(perCategory: 12) { total items { id contentType } }
  latestContents(first: 40) { items { id contentType } }
  latestNews: latestContents(contentType: News, first: 4) { items { id } hasNext endCursor }
  mostRead(limit: 20) { id contentType }
}`;

async function blocks(viewer: Record<string, unknown>) {
  const res = await callSubgraph<{ categoryCards: Cards[]; latestContents: { items: Item[] }; latestNews: { items: Item[]; hasNext: boolean; endCursor: string | null }; mostRead: Item[] }>(
    subgraph.url,
    BLOCKS,
    {},
    viewer as Partial<ViewerClaims>,
  );
  expect(res.body.errors).toBeUndefined();
  return res.body.data!;
}

describe('the category cards, latest contents and most-read blocks follow the same rule', () => {
  it.each([['visitor'], ['registrato'], ['premium']] as const)('%s gets News in each block', async (who) => {
    const data = await blocks(VIEWERS[who]);
    expect(types(data.categoryCards.flatMap((c) => c.items))).toContain('News');
    expect(types(data.latestContents.items)).toContain('News');
    expect(data.latestNews.items.length).toBeGreaterThan(0);
    expect(types(data.mostRead)).toContain('News');
  });

  it.each([['premiumNoNews'], ['trialNoNews']] as const)('%s gets none, the blocks stay full and the category totals leave them out', async (who) => {
    const withNews = await blocks(VIEWERS.premium);
    const data = await blocks(VIEWERS[who]);
    const cards = data.categoryCards.flatMap((c) => c.items);
    for (const list of [cards, data.latestContents.items, data.mostRead]) {
      expect(list.length).toBeGreaterThan(0);
      expect(types(list)).not.toContain('News');
    }
    // Full pages: the upstream leaves News out, the portal does not thin a page it was sent.
    expect(data.latestContents.items).toHaveLength(40);
    expect(data.mostRead).toHaveLength(Math.min(20, withNews.mostRead.length));
    expect(data.latestNews).toEqual({ items: [], hasNext: false, endCursor: null });
    const total = (c: Cards[]) => c.reduce((sum, g) => sum + g.total, 0);
    expect(total(data.categoryCards)).toBeLessThan(total(withNews.categoryCards));
  });
});
