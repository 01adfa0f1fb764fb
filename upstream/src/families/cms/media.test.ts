import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream } from '../../testing';
import { playerPage } from './routes-media';

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
    // Each player plays its own recording, under its own path (the portal gates both alike).
    expect(podcast).toContain(`src="${byType.Podcast}/audio.ogg"`);
    expect(video).toContain(`src="${byType.Video}/video.webm"`);
    const audio = await fetch(`${upstream.url}${byType.Podcast}/audio.ogg`);
    expect(audio.headers.get('content-type')).toBe('audio/ogg');
    const media = await fetch(`${upstream.url}${byType.Video}/video.webm`);
    expect(media.status).toBe(200);
    expect(media.headers.get('content-type')).toBe('video/webm');
    expect(media.headers.get('cache-control')).toBe('private, no-store');
    expect(media.headers.get('accept-ranges')).toBe('bytes');
    // A podcast has no film, a video no audio track of its own.
    expect((await fetch(`${upstream.url}${byType.Podcast}/video.webm`)).status).toBe(404);
    expect((await fetch(`${upstream.url}${byType.Video}/audio.ogg`)).status).toBe(404);
  });

  it("the player's main landmark is named after the content, unlike the article's main it is embedded in", () => {
    const page = playerPage({ id: '104786', title: 'Film formazione: contratto collettivo', content_type: 'Video', img_src: null }, '/player/104786');
    expect(page).toContain('<main aria-label="Film formazione: contratto collettivo">');
  });

  it('a recording answers byte ranges, as a player seeking asks them', async () => {
    const [item] = await upstream.db.query<{ embedded_content: string }>(
      `SELECT embedded_content FROM cms_contents WHERE content_type = 'Video' AND embedded_content IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const url = `${upstream.url}${item!.embedded_content}/video.webm`;
    const whole = Buffer.from(await (await fetch(url)).arrayBuffer());
    const middle = await fetch(url, { headers: { range: 'bytes=100-1099' } });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 100-1099/${whole.length}`);
    expect(Buffer.from(await middle.arrayBuffer()).equals(whole.subarray(100, 1100))).toBe(true);
    const tail = await fetch(url, { headers: { range: 'bytes=-10' } });
    expect(tail.status).toBe(206);
    expect(Buffer.from(await tail.arrayBuffer()).equals(whole.subarray(whole.length - 10))).toBe(true);
    const open = await fetch(url, { headers: { range: `bytes=${whole.length - 5}-` } });
    expect(open.headers.get('content-range')).toBe(`bytes ${whole.length - 5}-${whole.length - 1}/${whole.length}`);
    const beyond = await fetch(url, { headers: { range: `bytes=${whole.length}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${whole.length}`);
  });

  it('no recording is served under a shared public path any more', async () => {
    expect((await fetch(`${upstream.url}/media/video/demo.webm`)).status).toBe(404);
    expect((await fetch(`${upstream.url}/media/audio/demo.ogg`)).status).toBe(404);
  });

  it("a video tutorial's player plays the recording under its own path", async () => {
    const page = await (await fetch(`${upstream.url}/media/tutorial/vt-calcolatori`)).text();
    expect(page).toContain('src="/media/tutorial/vt-calcolatori/video.webm"');
    const file = await fetch(`${upstream.url}/media/tutorial/vt-calcolatori/video.webm`);
    expect(file.headers.get('content-type')).toBe('video/webm');
    expect((await fetch(`${upstream.url}/media/tutorial/nessuno/video.webm`)).status).toBe(404);
  });

  it('unknown media answer 404', async () => {
    expect((await fetch(`${upstream.url}/media/cms/sconosciuto/1.svg`)).status).toBe(404);
    expect((await fetch(`${upstream.url}/media/magazines/nessuna.svg`)).status).toBe(404);
    expect((await fetch(`${upstream.url}/media/embed/nessuno`)).status).toBe(404);
    expect((await fetch(`${upstream.url}/media/embed/nessuno/video.webm`)).status).toBe(404);
  });
});
