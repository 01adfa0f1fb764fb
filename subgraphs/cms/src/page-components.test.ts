import type { ViewerClaims } from '@club/policy';
import type { RunningSubgraph } from '@club/subgraph-kit';
import { TEST_SIGNING_SECRET, callSubgraph, failingFetcher } from '@club/subgraph-kit/testing';
import { startTestUpstream } from '@club/upstream/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileNameOf, GRID_COLUMNS, gridMaxPerRow, infoBoxesPerRow } from './page-components';
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

const PAGE_COMPONENTS = `query ($placement: String!) {
  pageComponents(placement: $placement) {
    __typename
    ... on PageSection { id name title contentTypes magazines }
    ... on InfoBoxRow { id title perRow columns boxes { title text icon link linkLabel } }
    ... on ComponentGrid { id title maxPerRow columns items { title imageUrl link } }
    ... on LeadFormContainer { id title intro formType }
    ... on DownloadBanner { id title content ctaLabel fileUrl fileName }
  }
}`;

type Component = Record<string, unknown> & { __typename: string };

async function pageComponents(placement: string, viewer: Partial<ViewerClaims> = {}): Promise<Component[]> {
  const res = await callSubgraph<{ pageComponents: Component[] }>(subgraph.url, PAGE_COMPONENTS, { placement }, viewer);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.pageComponents;
}

describe('pageComponents (spec 1 §1 pages assembled from CMS components)', () => {
  it("gives the home's sections in the CMS's order, the carousels with their content types as the API spells them", async () => {
    const home = await pageComponents('home');
    expect(home.map((c) => [c.__typename, c.name])).toEqual(
      ['HERO_BANNERS', 'LATEST_NEWS', 'FAVOURITE_NEWS', 'COURSES_TEASER', 'LATEST_TOOLS', 'NEWS_CAROUSEL', 'NEWS_CAROUSEL', 'MAGAZINES', 'REWARDS_TEASER', 'MOST_READ', 'LATEST_PROFESSIONALS'].map((n) => ['PageSection', n]),
    );
    expect(home[5]).toMatchObject({ id: 'home-articles', title: 'Approfondimenti', contentTypes: ['Articolo'] });
    expect(home[6]).toMatchObject({ title: 'Video e podcast', contentTypes: ['Video', 'Podcast', 'Webinar'] });
    expect(home[7]).toMatchObject({ title: 'Dalle riviste del network', magazines: ['MedicalMagazine', 'QuotidianoSanita'] });
  });

  it("gives /chi-siamo's info boxes (no 'Per Row': 3, 4 columns each), its grid ('Max per Row' 2: 6 columns), the download banner with its file name and the lead form container", async () => {
    const [boxes, grid, download, lead] = await pageComponents('chi-siamo', { subscriptionType: 'PREMIUM', wallets: [] } as Partial<ViewerClaims>);
    expect(boxes).toMatchObject({ __typename: 'InfoBoxRow', title: 'Cosa trovi nel Club', perRow: 3, columns: 4 });
    expect((boxes!.boxes as { icon: string; link: string }[]).map((b) => b.link)).toEqual(['/news-approfondimenti', '/corsi-ecm-fad', '/risorse', '/informativa-privacy#__next']);
    expect(grid).toMatchObject({ __typename: 'ComponentGrid', maxPerRow: 2, columns: 6 });
    expect(grid!.items).toHaveLength(4);
    expect(download).toEqual({
      __typename: 'DownloadBanner',
      id: 'chi-siamo-presentazione',
      title: 'Il Club in breve',
      content: expect.any(String),
      ctaLabel: 'Scarica la presentazione',
      fileUrl: '/media/documenti/presentazione-club.pdf',
      fileName: 'presentazione-club.pdf',
    });
    expect(lead).toMatchObject({ __typename: 'LeadFormContainer', title: 'Scrivici', intro: expect.stringContaining('ricontattiamo'), formType: 'richiesta-assistenza' });
  });

  it('answers an empty list for a placement without components', async () => {
    expect(await pageComponents('nessuna')).toEqual([]);
  });

  it('is null with UPSTREAM_UNAVAILABLE naming the service when the CMS fails, the rest of the answer standing', async () => {
    const partial = await startCmsSubgraph({ host: '127.0.0.1', port: 0, upstreamUrl: up.url, signingSecret: TEST_SIGNING_SECRET, timeoutMs: 5000, fetch: failingFetcher(['/CMS/Componenti']) });
    try {
      const res = await callSubgraph<Record<string, unknown>>(partial.url, '{ pageComponents(placement: "home") { __typename } banners(placement: "home") { id } }', {}, {});
      expect(res.body.data!.pageComponents).toBeNull();
      expect(res.body.data!.banners).not.toBeNull();
      expect(res.body.errors![0]!.extensions).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE', service: '/CMS/Componenti' });
    } finally {
      await partial.close();
    }
  });
});

describe('columns per row (spec 1 §9, spec 2 §9)', () => {
  it("info boxes: 12 divided by 'Per Row', 3 when unset or when 12 does not divide by it", () => {
    expect([null, 1, 2, 3, 4, 6, 12, 0, 5, 7, -2].map((n) => [n, infoBoxesPerRow(n), 12 / infoBoxesPerRow(n)])).toEqual([
      [null, 3, 4], [1, 1, 12], [2, 2, 6], [3, 3, 4], [4, 4, 3], [6, 6, 2], [12, 12, 1], [0, 3, 4], [5, 3, 4], [7, 3, 4], [-2, 3, 4],
    ]);
  });

  it("grids: 1 gives 12, 2 gives 6, 3 gives 4, 4 gives 3; unset 3 per row, more than 4 held to 4", () => {
    expect([1, 2, 3, 4].map((n) => GRID_COLUMNS[gridMaxPerRow(n)])).toEqual([12, 6, 4, 3]);
    expect([null, 0, 6].map((n) => gridMaxPerRow(n))).toEqual([3, 3, 4]);
  });

  it("names a downloaded file from the link's last path segment", () => {
    expect(fileNameOf('/media/documenti/guida-moduli.pdf')).toBe('guida-moduli.pdf');
    expect(fileNameOf('/media/documenti/piano%20formativo.pdf?v=2#x')).toBe('piano formativo.pdf');
  });
});
