import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream } from '../../testing';
import type { ContentItem } from './content-item';
import { infographicFigures, infographicSvg, POINT_INFOGRAPHICS_AT_IMAGES_SQL } from './infographics';

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;

beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(async () => {
  await upstream?.close();
});

async function latestInfographics(rows: number): Promise<ContentItem[]> {
  const res = await fetch(`${upstream.url}/CMS/Search/EditorialContent/Ungrouped`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ contentType: ['Infografica'], criteria: { rows } }),
  });
  return ((await res.json()) as { docs: ContentItem[] }).docs;
}

describe('generated infographics (spec 2 §2 infographic viewer)', () => {
  it('points every Infografica item at its own image', async () => {
    const [{ n, pointed }] = await upstream.db.query<{ n: number; pointed: number }>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE img_src = '/media/infografiche/' || id || '.svg')::int AS pointed
         FROM cms_contents WHERE content_type = 'Infografica'`,
    );
    expect(n).toBeGreaterThan(100);
    expect(pointed).toBe(n);
    for (const item of await latestInfographics(3)) expect(item.imgSrc).toBe(`/media/infografiche/${item.id}.svg`);
  });

  it('serves an SVG whose title is the item title and whose description lists the labelled figures', async () => {
    const [item] = await latestInfographics(1);
    const res = await fetch(`${upstream.url}${item!.imgSrc}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await res.text();
    expect(svg).toContain('role="img" aria-labelledby="infografica-titolo infografica-descrizione"');
    expect(svg).toBe(infographicSvg({ id: item!.id, title: item!.title, category: item!.category!.label }));
    expect(svg).toContain(`<title id="infografica-titolo">${item!.title!.replace(/'/g, '&apos;')}</title>`);
    const figures = infographicFigures(item!.id);
    for (const bar of figures.bars) expect(svg).toContain(`${bar.label} ${bar.percent}%`);
    expect(svg).toContain(`Infografica · ${item!.category!.label}`);
  });

  it('draws the same picture for the same item and different figures for different items', () => {
    const a = { id: '100001', title: 'Diabete: i numeri', category: 'Medicina e salute' };
    expect(infographicSvg(a)).toBe(infographicSvg({ ...a }));
    expect(infographicFigures('100001')).not.toEqual(infographicFigures('100002'));
    for (const bar of infographicFigures('100001').bars) expect(bar.percent).toBeGreaterThanOrEqual(15);
  });

  it('escapes the title and falls back to "Infografica" without one', () => {
    expect(infographicSvg({ id: '1', title: 'Rischi <alti> & "bassi"', category: null })).toContain('<title id="infografica-titolo">Rischi &lt;alti&gt; &amp; &quot;bassi&quot;</title>');
    expect(infographicSvg({ id: '1', title: null, category: null })).toContain('<title id="infografica-titolo">Infografica</title>');
  });

  it('answers 404 for items that are not infographics and for malformed names', async () => {
    const [news] = await upstream.db.query<{ id: string }>(`SELECT id FROM cms_contents WHERE content_type = 'News' ORDER BY id LIMIT 1`);
    for (const path of [`/media/infografiche/${news!.id}.svg`, '/media/infografiche/abc.svg', '/media/infografiche/999999999.svg']) {
      expect((await fetch(`${upstream.url}${path}`)).status, path).toBe(404);
    }
  });

  it('migration 313 re-points items of a database seeded before the images', async () => {
    await upstream.db.query(`UPDATE cms_contents SET img_src = NULL WHERE content_type = 'Infografica'`);
    await upstream.db.query(POINT_INFOGRAPHICS_AT_IMAGES_SQL);
    const [{ missing }] = await upstream.db.query<{ missing: number }>(
      `SELECT count(*)::int AS missing FROM cms_contents WHERE content_type = 'Infografica' AND img_src IS DISTINCT FROM '/media/infografiche/' || id || '.svg'`,
    );
    expect(missing).toBe(0);
  });
});
