import type { Fetcher, FetcherResponse } from '@apollo/utils.fetcher';
import type { RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_SIGNING_SECRET, callSubgraph } from '@club/subgraph-kit/testing';
import { upstreamLogin } from '@club/upstream/testing';
import { startTestUpstream } from '@club/upstream/testing';
import { startCrmSubgraph } from './server';

/**
 * An upstream answer that does not match its contract (packages/contracts 'crm') fails the fields
 * that need it with UPSTREAM_UNAVAILABLE / BAD_PAYLOAD and the route named, never a crash or a
 * silently wrong field: the rest of the response stands.
 */

const CONSISTENZA = '/CRM/Utente/Consistenza';

/** The real upstream, except the consistency read, which answers a shape the contract refuses. */
const wrongConsistency: Fetcher = (url, init) => {
  if (new URL(url).pathname === CONSISTENZA) {
    const body = JSON.stringify({ ultimaSottoscrizioneContatto: 'Premium', datiContatto: { professione: 'Medico' } });
    return Promise.resolve(new Response(body, { status: 200, headers: { 'content-type': 'application/json' } }) as unknown as FetcherResponse);
  }
  return fetch(url, init as RequestInit) as unknown as Promise<FetcherResponse>;
};

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;

beforeAll(async () => {
  up = await startTestUpstream();
  subgraph = await startCrmSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, fetch: wrongConsistency });
});
afterAll(async () => {
  await subgraph?.close();
  await up?.close();
});

interface ViewerOut {
  viewer: {
    subscriptionType: string;
    user: { id: string; name: string; wallets: { code: string }[]; contact: unknown; lastSubscription: unknown };
  };
}

describe('a malformed upstream payload', () => {
  it('fails only the fields that need it, with BAD_PAYLOAD and the route, while the rest of the response stands', async () => {
    const premium = { subscriptionType: 'PREMIUM' as const, userId: '1000003', upstreamToken: await upstreamLogin(up.url, 'premium@demo.club', 'Club2026!') };
    const { status, body } = await callSubgraph<ViewerOut>(
      subgraph.url,
      '{ viewer { subscriptionType user { id name wallets { code } contact { specializationIds } lastSubscription { active } } } }',
      {},
      premium,
    );
    expect(status).toBe(200);
    const user = body.data!.viewer.user;
    expect(body.data!.viewer.subscriptionType).toBe('PREMIUM');
    expect(user).toMatchObject({ id: '1000003', contact: null, lastSubscription: null });
    expect(user.name.length).toBeGreaterThan(0);
    expect(user.wallets.map((w) => w.code)).toContain('ecm');
    const failed = (body.errors ?? []).map((e) => ({ path: (e as { path?: string[] }).path?.at(-1), extensions: e.extensions }));
    expect(failed.map((e) => e.path).sort()).toEqual(['contact', 'lastSubscription']);
    for (const e of failed) expect(e.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', reason: 'BAD_PAYLOAD', service: CONSISTENZA });
  });
});
