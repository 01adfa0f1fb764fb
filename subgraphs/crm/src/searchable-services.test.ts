/**
 * Spec 1 §2: the search box's 'Servizi e convenzioni' group comes from the server as data
 * (`Viewer.searchableServices`), decided by the policy from the signed claims' active wallets. The
 * upstream is down on purpose: the decision needs no upstream call.
 */
import type { RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph, closedPort } from '@club/subgraph-kit/testing';
import { startCrmSubgraph } from './server';

let subgraph: RunningSubgraph;

beforeAll(async () => {
  const upstreamUrl = `http://127.0.0.1:${await closedPort()}`;
  subgraph = await startCrmSubgraph({ host: '127.0.0.1', port: 0, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 2000, upstreamUrl });
});
afterAll(async () => {
  await subgraph?.close();
});

const QUERY = '{ viewer { searchableServices { id title href } } }';
type Answer = { viewer: { searchableServices: { id: string; title: string; href: string }[] } };
const member = (wallets: { code: string; active: boolean }[]) => ({ subscriptionType: 'PREMIUM' as const, userId: '1000003', upstreamToken: 'token', wallets });

describe('Viewer.searchableServices', () => {
  it('lists the services the active wallets unlock, in the group order', async () => {
    const res = await callSubgraph<Answer>(subgraph.url, QUERY, {}, member([
      { code: 'pubmed', active: true },
      { code: 'netmed', active: true },
      { code: 'legal', active: false },
      { code: 'ecm', active: true },
    ]));
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.viewer.searchableServices).toEqual([
      { id: 'netmed', title: 'Telemedicina', href: '/telemedicina' },
      { id: 'pubmed', title: 'PubMed', href: '/servizi/pubmed' },
    ]);
  });

  it('is empty for a visitor', async () => {
    const res = await callSubgraph<Answer>(subgraph.url, QUERY);
    expect(res.body.data!.viewer.searchableServices).toEqual([]);
  });
});
