import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestUpstream } from '@club/upstream/testing';
import { mediaPathOf } from './http/media';
import { GatewayClient, startTestStack } from './testing';

describe('media path normalisation', () => {
  it('keeps plain media library paths', () => {
    expect(mediaPathOf('/media/cms/articolo/a-1.svg')).toBe('/media/cms/articolo/a-1.svg');
    expect(mediaPathOf('/media/video/demo.webm')).toBe('/media/video/demo.webm');
    expect(mediaPathOf('/media/embed/c-123')).toBe('/media/embed/c-123');
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
  ])('refuses %s', (path) => {
    expect(mediaPathOf(path)).toBeNull();
  });
});

describe('/media through the gateway', () => {
  let upstream: Awaited<ReturnType<typeof startTestUpstream>>;
  let stack: Awaited<ReturnType<typeof startTestStack>>;
  let premiumVideo: string;
  let freeVideo: string;
  let premiumArticle: string;
  let premiumModule: string;

  beforeAll(async () => {
    upstream = await startTestUpstream();
    stack = await startTestStack({ upstreamUrl: upstream.url });
    const pick = async (sql: string) => (await upstream.db.query<{ id: string }>(sql))[0]!.id;
    premiumVideo = await pick(`SELECT id FROM cms_contents WHERE embedded_content IS NOT NULL AND is_premium ORDER BY id LIMIT 1`);
    freeVideo = await pick(`SELECT id FROM cms_contents WHERE embedded_content IS NOT NULL AND NOT is_premium ORDER BY id LIMIT 1`);
    premiumArticle = await pick(`SELECT id FROM cms_contents WHERE content_type = 'Articolo' AND is_premium ORDER BY id LIMIT 1`);
    premiumModule = await pick(`SELECT id FROM cms_contents WHERE content_type = 'Modulo' AND is_premium ORDER BY id LIMIT 1`);
  });
  afterAll(async () => {
    await stack?.close();
    await upstream?.close();
  });

  // Raw paths: fetch() would normalise the dots away before sending, an attacker's client does not.
  const rawGet = async (path: string, cookie = '') => {
    const http = await import('node:http');
    const url = new URL(stack.url);
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request({ host: url.hostname, port: url.port, path, method: 'GET', headers: cookie ? { cookie } : {} }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.end();
    });
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

  it('serves every public folder of the library: course covers, video tutorials, infographics', async () => {
    const infographic = (await upstream.db.query<{ id: string }>(`SELECT id FROM cms_contents WHERE content_type = 'Infografica' ORDER BY id LIMIT 1`))[0]!.id;
    const course = (await upstream.db.query<{ id: number }>(`SELECT id FROM courses WHERE published ORDER BY id LIMIT 1`))[0]!.id;
    for (const path of [`/media/corsi/${course}.svg`, '/media/tutorial/vt-calcolatori', `/media/infografiche/${infographic}.svg`]) {
      expect((await rawGet(path)).status, path).toBe(200);
    }
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
