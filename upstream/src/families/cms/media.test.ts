import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream } from '../../testing';

let upstream: Awaited<ReturnType<typeof startTestUpstream>>;

beforeAll(async () => {
  upstream = await startTestUpstream();
});
afterAll(async () => {
  await upstream?.close();
});

describe('CMS media library', () => {
  it('every seeded image path of contents, banners, magazines and partners answers an SVG', async () => {
    const rows = await upstream.db.query<{ path: string }>(
      `(SELECT img_src AS path FROM cms_contents WHERE img_src IS NOT NULL LIMIT 40)
       UNION ALL (SELECT logo_url FROM cms_magazines) UNION ALL (SELECT image_url FROM cms_partner_logos)
       UNION ALL (SELECT DISTINCT image_url FROM cms_banners WHERE image_url IS NOT NULL)`,
    );
    expect(rows.length).toBeGreaterThan(50);
    for (const { path } of rows) {
      const res = await fetch(`${upstream.url}${path}`);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('content-type'), path).toContain('image/svg+xml');
    }
  });

  it('a magazine logo carries the magazine name', async () => {
    const [magazine] = await upstream.db.query<{ name: string; logo_url: string }>(`SELECT name, logo_url FROM cms_magazines ORDER BY sort LIMIT 1`);
    expect(await (await fetch(`${upstream.url}${magazine!.logo_url}`)).text()).toContain(`aria-label="${magazine!.name}"`);
  });

  it('the embedded frame of a podcast plays audio and of a video plays video', async () => {
    const frames = await upstream.db.query<{ content_type: string; embedded_content: string }>(
      `SELECT DISTINCT ON (content_type) content_type, embedded_content FROM cms_contents
        WHERE content_type IN ('Podcast', 'Video') AND embedded_content IS NOT NULL ORDER BY content_type, id`,
    );
    const byType = Object.fromEntries(frames.map((f) => [f.content_type, f.embedded_content]));
    const podcast = await (await fetch(`${upstream.url}${byType.Podcast}`)).text();
    expect(podcast).toContain('<audio controls');
    const video = await (await fetch(`${upstream.url}${byType.Video}`)).text();
    expect(video).toContain('<video controls');
    const media = await fetch(`${upstream.url}/media/video/demo.webm`);
    expect(media.headers.get('content-type')).toBe('video/webm');
  });

  it('unknown media answer 404', async () => {
    expect((await fetch(`${upstream.url}/media/cms/sconosciuto/1.svg`)).status).toBe(404);
    expect((await fetch(`${upstream.url}/media/magazines/nessuna.svg`)).status).toBe(404);
    expect((await fetch(`${upstream.url}/media/embed/nessuno`)).status).toBe(404);
  });
});
