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
