/**
 * Spec 1 §6 / spec 2 §6: whether the favourite-category choice is saved on the server is served as
 * data (`savesFavouriteCategories`) from the same check the save enforces. The upstream is down on
 * purpose: the decision needs no upstream call, and a save the check lets through fails only when
 * it reaches the upstream.
 */
import type { ViewerClaims } from '@club/policy';
import type { RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph, closedPort } from '@club/subgraph-kit/testing';
import { startCmsSubgraph } from './server';

let subgraph: RunningSubgraph;

beforeAll(async () => {
  const upstreamUrl = `http://127.0.0.1:${await closedPort()}`;
  subgraph = await startCmsSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 2000 });
});
afterAll(async () => {
  await subgraph?.close();
});

type Viewer = Partial<ViewerClaims> & { userId?: string | null; upstreamToken?: string | null };
const member = (subscriptionType: ViewerClaims['subscriptionType']): Viewer => ({ subscriptionType, userId: '1000001', upstreamToken: 'token' });

async function saves(viewer: Viewer): Promise<boolean> {
  const res = await callSubgraph<{ savesFavouriteCategories: boolean }>(subgraph.url, '{ savesFavouriteCategories }', {}, viewer);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.savesFavouriteCategories;
}

async function saveErrorCode(viewer: Viewer): Promise<unknown> {
  const res = await callSubgraph(subgraph.url, 'mutation { saveFavouriteCategories(categories: ["Fisco e Tasse"]) }', {}, viewer);
  return res.body.errors?.[0]?.extensions?.['code'];
}

describe('Query.savesFavouriteCategories', () => {
  it.each(['REGISTRATO', 'TRIAL', 'PREMIUM', 'EX_TRIAL', 'EX_PREMIUM'] as const)('true for a signed-in %s member, whose save reaches the upstream', async (type) => {
    expect(await saves(member(type))).toBe(true);
    expect(await saveErrorCode(member(type))).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('false for a visitor, a suspect with a token and claims without a session; their save is refused', async () => {
    for (const viewer of [{}, member('SUSPECT'), { subscriptionType: 'PREMIUM' as const }]) {
      expect(await saves(viewer)).toBe(false);
      expect(await saveErrorCode(viewer)).toBe('UNAUTHENTICATED');
    }
  });
});
