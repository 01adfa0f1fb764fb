/**
 * An upstream answer that drifts from its contract (@club/contracts) fails only the fields that
 * need it, with UPSTREAM_UNAVAILABLE / BAD_PAYLOAD naming the route; the rest of the response stands.
 */
import type { Fetcher, FetcherResponse } from '@apollo/utils.fetcher';
import type { RunningSubgraph } from '@club/subgraph-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream } from '@club/upstream/testing';
import { TEST_SIGNING_SECRET, callSubgraph } from '@club/subgraph-kit/testing';
import { startCmsSubgraph } from './server';

let up: Awaited<ReturnType<typeof startTestUpstream>>;
let subgraph: RunningSubgraph;

/** Upstream paths whose JSON answer the test rewrites, and how. */
const drifts = new Map<string, (body: unknown) => unknown>();

/** The real upstream, with the answers of the paths in `drifts` rewritten. */
const driftingFetch: Fetcher = async (url, init) => {
  const res = await fetch(url, init as RequestInit);
  const drift = drifts.get(new URL(url).pathname);
  if (!drift) return res as unknown as FetcherResponse;
  const body = drift(await res.json());
  return new Response(JSON.stringify(body), { status: res.status, headers: { 'content-type': 'application/json' } }) as unknown as FetcherResponse;
};

beforeAll(async () => {
  up = await startTestUpstream();
  subgraph = await startCmsSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, fetch: driftingFetch });
});
afterAll(async () => {
  await subgraph?.close();
  await up?.close();
});

interface Answer {
  contents: { items: { id: string; publicationDate: string }[] } | null;
  navigation: { label: string }[] | null;
  footer: { tagline: string } | null;
}

const QUERY = '{ contents(input: { rows: 3 }) { items { id publicationDate } } navigation { label } footer { tagline } }';

describe('a malformed upstream payload', () => {
  it('fails its field with BAD_PAYLOAD and the route, while the other fields stand', async () => {
    // The drift the hand-written types allowed: a content without its publication date.
    drifts.set('/CMS/Search/EditorialContent/Ungrouped', (body) => {
      const answer = body as { docs: Record<string, unknown>[] };
      return { ...answer, docs: answer.docs.map((doc, i) => (i === 1 ? { ...doc, publicationDate: null } : doc)) };
    });
    try {
      const res = await callSubgraph<Answer>(subgraph.url, QUERY);
      expect(res.status).toBe(200);
      expect(res.body.data!.contents).toBeNull();
      expect(res.body.errors).toEqual([
        expect.objectContaining({
          path: ['contents'],
          message: 'Errore nel servizio /CMS/Search/EditorialContent/Ungrouped',
          extensions: expect.objectContaining({ code: 'UPSTREAM_UNAVAILABLE', reason: 'BAD_PAYLOAD', service: '/CMS/Search/EditorialContent/Ungrouped' }),
        }),
      ]);
      expect(res.body.data!.navigation!.length).toBeGreaterThan(0);
      expect(res.body.data!.footer!.tagline).toBeTruthy();
    } finally {
      drifts.clear();
    }
  });

  it('answers the same query in full once the upstream keeps to its contract', async () => {
    const res = await callSubgraph<Answer>(subgraph.url, QUERY);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.contents!.items).toHaveLength(3);
  });

  it('names a parametrised route by its contract path', async () => {
    const [row] = await up.db.query<{ slug: string }>(`SELECT slug FROM cms_contents WHERE content_type = 'Articolo' ORDER BY id LIMIT 1`);
    drifts.set(`/CMS/Contenuti/PerSlug/${row!.slug}`, (body) => ({ ...(body as object), contentType: 'Romanzo' }));
    try {
      const res = await callSubgraph<{ contentBySlug: { id: string } | null; footer: { tagline: string } | null }>(
        subgraph.url,
        'query ($path: String!) { contentBySlug(path: $path) { id } footer { tagline } }',
        { path: `/news-approfondimenti/${row!.slug}` },
      );
      expect(res.body.data!.contentBySlug).toBeNull();
      expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', reason: 'BAD_PAYLOAD', service: '/CMS/Contenuti/PerSlug/{slug}' });
      expect(res.body.data!.footer!.tagline).toBeTruthy();
    } finally {
      drifts.clear();
    }
  });
});
