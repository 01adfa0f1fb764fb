import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTracedStack } from '../../test-kit/traced-stack';

/**
 * Tracing on at a 100 % sample: a visitor's kept page (web/kept-pages-fast-path.ts) is sent before
 * Express inside the SERVER span Express made for the first visitor's GET, which rendered it
 * (observability/tracing.ts traceKeptPage): the same name and attributes, each request its own trace.
 * The web build is a small one written here, its render bundle a stand-in (gateway/src/kept-pages.test.ts).
 */
const BUNDLE = `
export async function renderPage({ path }) {
  return { status: 200, head: '<title>Pagina</title>', markup: '<main><p>' + path + '</p></main>', state: '<script type="application/json" id="club-server-state">{}</script>' };
}`;

let dir: string;
let traced: Awaited<ReturnType<typeof startTracedStack>>;

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'club-kept-pages-traced-'));
  mkdirSync(path.join(dir, 'dist'));
  mkdirSync(path.join(dir, 'dist-server'));
  writeFileSync(path.join(dir, 'dist', 'index.html'), '<!doctype html><html><head><title>Club</title></head><body><div id="root"></div></body></html>');
  writeFileSync(path.join(dir, 'dist', 'route-preloads.json'), JSON.stringify({ allRoutes: true, routes: [{ path: '/corsi-ecm-fad', modules: [], styles: [] }] }));
  writeFileSync(path.join(dir, 'dist-server', 'entry-server.js'), BUNDLE);
  traced = await startTracedStack(
    { OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '1' },
    { WEB_DIST: path.join(dir, 'dist'), PUBLIC_ORIGIN: 'https://club.example.it', SERVER_RENDER_TTL_MS: '60000' },
  );
}, 120_000);
afterAll(async () => {
  await traced?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('kept pages with tracing on at a 100 % sample', () => {
  it('are sent before Express inside a span exported for each, the one Express made for the page it rendered', async () => {
    const get = (id: string) => fetch(`${traced.stack.url}/corsi-ecm-fad`, { headers: { 'x-request-id': id } });
    const first = await get('page-sampled-0000');
    const html = await first.text();
    expect(html).toContain('club-server-state');
    for (const id of ['page-sampled-0001', 'page-sampled-0002']) {
      const kept = await get(id);
      expect(await kept.text()).toBe(html);
      expect(kept.headers.get('x-request-id')).toBe(id);
    }
    const spans = await traced.gatewayRequestSpans();
    const spanOf = (id: string) => {
      const mine = spans.filter((s) => s.attributes['club.request_id'] === id);
      expect(mine, id).toHaveLength(1);
      return mine[0]!;
    };
    const attributesOf = (id: string) => {
      const { 'club.request_id': _id, ...rest } = spanOf(id).attributes;
      return rest;
    };
    expect(spanOf('page-sampled-0000')).toMatchObject({ name: 'GET', attributes: { 'http.response.status_code': 200 } });
    for (const id of ['page-sampled-0001', 'page-sampled-0002']) {
      expect(spanOf(id).name).toBe('GET');
      expect(attributesOf(id)).toEqual(attributesOf('page-sampled-0000'));
      expect(spanOf(id).parentSpanId).toBeUndefined();
    }
    const ids = ['page-sampled-0000', 'page-sampled-0001', 'page-sampled-0002'].map((id) => spanOf(id).traceId);
    expect(new Set(ids).size).toBe(3);
  });
});
