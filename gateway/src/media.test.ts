import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream } from '@club/upstream/testing';
import { mediaPathOf } from './files/media';
import { gatedPageOf } from './files/media-access';
import { GatewayClient, startTestStack } from '../test-kit';

describe('media path normalisation', () => {
  it('keeps plain media library paths', () => {
    expect(mediaPathOf('/media/cms/articolo/a-1.svg')).toBe('/media/cms/articolo/a-1.svg');
    expect(mediaPathOf('/media/embed/c-123')).toBe('/media/embed/c-123');
    expect(mediaPathOf('/media/embed/c-123/video.webm')).toBe('/media/embed/c-123/video.webm');
    expect(mediaPathOf('/media/corsi/12.svg')).toBe('/media/corsi/12.svg');
    expect(mediaPathOf('/media/tutorial/vt-calcolatori')).toBe('/media/tutorial/vt-calcolatori');
  });

  it.each([
    '/media/../CMS/Contenuti/1',
    '/media/%2e%2e/CMS/Contenuti/1',
    '/media/%2E%2E/_metrics/requests',
    '/media/cms/%2e%2e/%2e%2e/CMS/Moduli/1/file',
    '/media/cms%2f..%2f..%2fCMS/x',
    '/media/cms/..%5c..%5cCMS/x',
    '/media/cms/a%00.svg',
    '/media/cms//a.svg',
    '/media/.hidden/a',
    '/media/CMS/Contenuti',
    '/media/_metrics/requests',
    '/media/cms/%E0%A4%A',
    '/media/',
    // No recording lives in a public folder any more (docs/operations.md 'Public and gated media').
    '/media/video/demo.webm',
    '/media/audio/demo.ogg',
  ])('refuses %s', (path) => {
    expect(mediaPathOf(path)).toBeNull();
  });
});

describe('gated media: the player whose decision covers a path', () => {
  it.each([
    ['/media/embed/123', '/media/embed/123'],
    ['/media/embed/123/video.webm', '/media/embed/123'],
    ['/media/embed/123/audio.ogg', '/media/embed/123'],
    ['/media/tutorial/vt-a', '/media/tutorial/vt-a'],
    ['/media/tutorial/vt-a/video.webm', '/media/tutorial/vt-a'],
    ['/media/edicola/m-1', '/media/edicola/m-1'],
  ])('%s is decided as %s', (path, page) => {
    expect(gatedPageOf(path)).toBe(page);
  });

  it.each(['/media/embed', '/media/embed/123/other.webm', '/media/embed/123/video.webm/x', '/media/edicola/m-1/video.webm', '/media/tutorial/vt-a/page.html', '/media/video/demo.webm'])(
    '%s is no gated file',
    (path) => {
      expect(gatedPageOf(path)).toBeNull();
    },
  );
});

describe('/media through the gateway', () => {
  let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let premiumVideo: string;
  let premiumFilm: string;
  let premiumPodcast: string;
  let otherPremiumVideo: string;
  let freeVideo: string;
  let premiumArticle: string;
  let premiumModule: string;

  beforeAll(async () => {
    upstream = await startTestUpstream();
    stack = await startTestStack({ upstreamUrl: upstream.url });
    const pick = async (sql: string) => (await upstream.db.query<{ id: string }>(sql))[0]!.id;
    premiumVideo = await pick(`SELECT id FROM cms_contents WHERE embedded_content IS NOT NULL AND is_premium ORDER BY id LIMIT 1`);
    premiumFilm = await pick(`SELECT id FROM cms_contents WHERE content_type = 'Film Formazione' AND embedded_content IS NOT NULL AND is_premium ORDER BY id LIMIT 1`);
    premiumPodcast = await pick(`SELECT id FROM cms_contents WHERE content_type = 'Podcast' AND embedded_content IS NOT NULL AND is_premium ORDER BY id LIMIT 1`);
    otherPremiumVideo = await pick(`SELECT id FROM cms_contents WHERE content_type <> 'Podcast' AND embedded_content IS NOT NULL AND is_premium ORDER BY id DESC LIMIT 1`);
    freeVideo = await pick(`SELECT id FROM cms_contents WHERE content_type = 'Video' AND embedded_content IS NOT NULL AND NOT is_premium ORDER BY id LIMIT 1`);
    premiumArticle = await pick(`SELECT id FROM cms_contents WHERE content_type = 'Articolo' AND is_premium ORDER BY id LIMIT 1`);
    premiumModule = await pick(`SELECT id FROM cms_contents WHERE content_type = 'Modulo' AND is_premium ORDER BY id LIMIT 1`);
  });
  afterAll(async () => {
    await stack?.close();
    await upstream?.close();
  });

  // Raw paths: fetch() would normalise the dots away before sending, an attacker's client does not.
  const rawGet = async (path: string, cookie = '', extra: Record<string, string> = {}, method = 'GET') => {
    const http = await import('node:http');
    const url = new URL(stack.url);
    return new Promise<{ status: number; body: string; bytes: number; headers: Record<string, string | string[] | undefined> }>((resolve, reject) => {
      const req = http.request({ host: url.hostname, port: url.port, path, method, headers: { ...(cookie ? { cookie } : {}), ...extra } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const all = Buffer.concat(chunks);
          resolve({ status: res.statusCode ?? 0, body: all.toString('latin1'), bytes: all.length, headers: res.headers });
        });
      });
      req.on('error', reject);
      req.end();
    });
  };

  const sessions = new Map<string, Promise<string>>();
  /** The session cookie of a demo member, signed in once per persona. */
  const member = (login: string) => {
    if (!sessions.has(login)) {
      const client = new GatewayClient(stack.url);
      sessions.set(login, client.login(login).then(() => client.cookie));
    }
    return sessions.get(login)!;
  };

  it('never reaches the CMS API, premium files or the upstream internals by traversal', async () => {
    for (const path of [
      `/media/%2e%2e/CMS/Contenuti/${premiumArticle}`,
      `/media/../CMS/Contenuti/${premiumArticle}`,
      `/media/%2e%2e/CMS/Moduli/${premiumModule}/file`,
      `/media/cms/%2e%2e/%2e%2e/CMS/Moduli/${premiumModule}/file`,
      '/media/%2e%2e/_metrics/requests',
      '/media/%2e%2e%2f_metrics/requests',
    ]) {
      const res = await rawGet(path);
      expect(res.status, path).toBe(404);
      expect(res.body, path).not.toMatch(/body|requests|%PDF/i);
    }
  });

  it('serves a premium content player only to a viewer the paywall lets see it', async () => {
    const anonymous = await rawGet(`/media/embed/${premiumVideo}`);
    expect(anonymous.status).toBe(404);

    const registered = new GatewayClient(stack.url);
    await registered.login('registrato@demo.club');
    expect((await rawGet(`/media/embed/${premiumVideo}`, registered.cookie)).status).toBe(404);

    const premium = new GatewayClient(stack.url);
    await premium.login('premium@demo.club');
    const allowed = await rawGet(`/media/embed/${premiumVideo}`, premium.cookie);
    expect(allowed.status).toBe(200);
    expect(allowed.body).toMatch(/<video|<audio/);

    const free = await rawGet(`/media/embed/${freeVideo}`);
    expect(free.status).toBe(200);
  });

  it('serves every public folder of the library with public caching: course covers, infographics, content images, logos, documents', async () => {
    const infographic = (await upstream.db.query<{ id: string }>(`SELECT id FROM cms_contents WHERE content_type = 'Infografica' ORDER BY id LIMIT 1`))[0]!.id;
    const course = (await upstream.db.query<{ id: number }>(`SELECT id FROM courses WHERE published ORDER BY id LIMIT 1`))[0]!.id;
    const logo = (await upstream.db.query<{ logo_url: string }>(`SELECT logo_url FROM cms_magazines ORDER BY sort LIMIT 1`))[0]!.logo_url;
    // The loyalty programme's regulation (the link on /programma-fedelta) is a public document.
    for (const path of [`/media/corsi/${course}.svg`, `/media/infografiche/${infographic}.svg`, '/media/cms/banner/hero.svg', logo, '/media/documenti/regolamento-programma-fedelta.pdf']) {
      const res = await rawGet(path);
      expect(res.status, path).toBe(200);
      expect(res.headers['cache-control'], path).toMatch(/^public/);
    }
  });

  describe('the recordings of gated content (security round 3, issue 25)', () => {
    const film = () => `/media/embed/${premiumFilm}/video.webm`;

    it('a visitor or a registered member gets 404 for the film of a premium content, never a publicly cacheable answer', async () => {
      // The very file the premium player plays, whatever path it has.
      const page = await rawGet(`/media/embed/${premiumFilm}`, await member('premium@demo.club'));
      const played = /<video[^>]* src="([^"]+)"/.exec(page.body)![1]!;
      const registered = await member('registrato@demo.club');
      for (const cookie of ['', registered]) {
        for (const path of [played, film(), `/media/embed/${premiumVideo}/video.webm`, `/media/embed/${premiumPodcast}/audio.ogg`]) {
          const res = await rawGet(path, cookie);
          expect(res.status, `${path} ${cookie ? 'registered' : 'visitor'}`).toBe(404);
          expect(String(res.headers['cache-control'] ?? ''), path).not.toMatch(/public/);
          expect(res.headers['content-type'], path).toMatch(/json/);
        }
        // Nor with a range, nor as HEAD.
        expect((await rawGet(film(), cookie, { range: 'bytes=0-99' })).status).toBe(404);
        expect((await rawGet(film(), cookie, {}, 'HEAD')).status).toBe(404);
      }
    });

    it('a premium member gets the film with private caching, and byte ranges work (video seeking)', async () => {
      const premium = await member('premium@demo.club');
      const whole = await rawGet(film(), premium);
      expect(whole.status).toBe(200);
      expect(whole.headers['content-type']).toBe('video/webm');
      expect(whole.headers['cache-control']).toBe('private, no-store');
      expect(whole.bytes).toBeGreaterThan(10_000);
      const size = whole.bytes;

      const middle = await rawGet(film(), premium, { range: 'bytes=1000-1999' });
      expect(middle.status).toBe(206);
      expect(middle.headers['content-range']).toBe(`bytes 1000-1999/${size}`);
      expect(middle.headers['cache-control']).toBe('private, no-store');
      expect(middle.bytes).toBe(1000);
      expect(middle.body).toBe(whole.body.slice(1000, 2000));
      const tail = await rawGet(film(), premium, { range: `bytes=${size - 100}-` });
      expect(tail.status).toBe(206);
      expect(tail.bytes).toBe(100);
      expect((await rawGet(film(), premium, { range: `bytes=${size}-` })).status).toBe(416);

      const head = await rawGet(film(), premium, {}, 'HEAD');
      expect(head.status).toBe(200);
      expect(head.headers['content-type']).toBe('video/webm');

      const podcast = await rawGet(`/media/embed/${premiumPodcast}/audio.ogg`, premium);
      expect(podcast.status).toBe(200);
      expect(podcast.headers['content-type']).toBe('audio/ogg');
      expect(podcast.headers['cache-control']).toBe('private, no-store');
    });

    it("the premium player page points at its own gated recording, which opens for whoever the page opens for", async () => {
      const premium = await member('premium@demo.club');
      const page = await rawGet(`/media/embed/${premiumFilm}`, premium);
      expect(page.status).toBe(200);
      expect(page.body).toContain(`src="/media/embed/${premiumFilm}/video.webm"`);
      expect(page.body).not.toMatch(/\/media\/(video|audio)\//);
      // A free item's player and recording open for a visitor too, still never kept by a shared cache.
      const free = await rawGet(`/media/embed/${freeVideo}/video.webm`);
      expect(free.status).toBe(200);
      expect(free.headers['cache-control']).toBe('private, no-store');
    });

    it('a guessed path of another item, another file or another folder answers 404', async () => {
      const premium = await member('premium@demo.club');
      // Allowed for the free item does not open a premium one.
      expect((await rawGet(`/media/embed/${freeVideo}/video.webm`)).status).toBe(200);
      expect((await rawGet(`/media/embed/${otherPremiumVideo}/video.webm`)).status).toBe(404);
      for (const path of [
        '/media/video/demo.webm',
        '/media/audio/demo.ogg',
        `/media/embed/${premiumFilm}/audio.ogg`,
        `/media/embed/${premiumPodcast}/video.webm`,
        `/media/embed/${premiumFilm}/film.webm`,
        `/media/embed/${premiumFilm}/video.webm/x`,
        `/media/embed/${freeVideo}/%2e%2e/${premiumFilm}/video.webm`,
        `/media/tutorial/${premiumFilm}/video.webm`,
        `/media/edicola/${premiumFilm}/video.webm`,
        `/media/cms/${premiumFilm}/video.webm`,
        `/media/embed/nessuno/video.webm`,
      ]) {
        const res = await rawGet(path, premium);
        expect(res.status, path).toBe(404);
        expect(res.body, path).not.toContain('webm');
      }
    });

    it('video tutorials (listed to signed-in members only) open, player and recording, for members only', async () => {
      for (const path of ['/media/tutorial/vt-calcolatori', '/media/tutorial/vt-calcolatori/video.webm']) {
        expect((await rawGet(path)).status, path).toBe(404);
      }
      const registered = await member('registrato@demo.club');
      const page = await rawGet('/media/tutorial/vt-calcolatori', registered);
      expect(page.status).toBe(200);
      expect(page.headers['cache-control']).toBe('private, no-store');
      expect(page.body).toContain('src="/media/tutorial/vt-calcolatori/video.webm"');
      const file = await rawGet('/media/tutorial/vt-calcolatori/video.webm', registered, { range: 'bytes=0-99' });
      expect(file.status).toBe(206);
      expect(file.headers['content-type']).toBe('video/webm');
      expect(file.headers['cache-control']).toBe('private, no-store');
      expect((await rawGet('/media/tutorial/vt-nessuno/video.webm', registered)).status).toBe(404);
    });
  });

  it('opens the digital newsstand reader for premium members only', async () => {
    const premium = new GatewayClient(stack.url);
    await premium.login('premium@demo.club');
    const issues = await premium.request<{ digitalNewsstand: { readerUrl: string }[] }>('{ digitalNewsstand { readerUrl } }');
    const reader = issues.body.data!.digitalNewsstand[0]!.readerUrl;
    expect(reader).toMatch(/^\/media\/edicola\//);
    const allowed = await rawGet(reader, premium.cookie);
    expect(allowed.status).toBe(200);
    expect(allowed.body).toMatch(/<html/i);

    expect((await rawGet(reader)).status).toBe(404);
    const trial = new GatewayClient(stack.url);
    await trial.login('trial@demo.club');
    expect((await rawGet(reader, trial.cookie)).status).toBe(404);
  });
});
