import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountMedia } from './media';
import { GatedMediaDecisions } from './media-access';

// A media origin that sends a video in ten chunks, 100 ms apart (1 s in all), or stops after two;
// other recordings it answers at once, honouring one byte range.
let origin: http.Server;
let portal: http.Server;
let base: string;

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** What the gated route's origin saw: the Range header of each request. */
const seenRanges: (string | undefined)[] = [];
/** Each decision the portal asked for (viewer cookie, player path), and what it answers. */
const asked: { cookie: string; page: string }[] = [];
let allowedCookies = new Set(['club_session=premium']);
const FILM = Buffer.from(Array.from({ length: 5000 }, (_, i) => i % 251));

beforeAll(async () => {
  origin = http.createServer((req, res) => {
    if (!/long|stalled/.test(req.url!)) {
      // A player's recording: honours one byte range, says it may be cached publicly (the portal must not pass that on).
      seenRanges.push(req.headers.range);
      const range = /^bytes=(\d+)-(\d+)$/.exec(req.headers.range ?? '');
      const headers = { 'content-type': 'video/webm', 'cache-control': 'public, max-age=86400', 'accept-ranges': 'bytes' };
      if (!range) return void res.writeHead(200, headers).end(FILM);
      const [start, end] = [Number(range[1]), Number(range[2])];
      return void res.writeHead(206, { ...headers, 'content-range': `bytes ${start}-${end}/${FILM.length}` }).end(FILM.subarray(start, end + 1));
    }
    res.writeHead(200, { 'content-type': 'video/webm' });
    const stallAfter = req.url!.includes('stalled') ? 2 : Infinity;
    let sent = 0;
    const tick = setInterval(() => {
      if (sent === stallAfter) return clearInterval(tick); // keeps the connection open, sends nothing more
      res.write(Buffer.alloc(1000, sent));
      if (++sent === 10) {
        clearInterval(tick);
        res.end();
      }
    }, 100);
    res.on('close', () => clearInterval(tick));
  });
  const originUrl = await listen(origin);
  const app = express();
  // A deadline shorter than the whole transfer but longer than any pause between chunks.
  mountMedia(app, {
    mediaOrigin: originUrl,
    timeoutMs: 400,
    mayOpenGated: async (req, page) => {
      const cookie = req.headers.cookie ?? '';
      asked.push({ cookie, page });
      await new Promise((r) => setTimeout(r, 20)); // an API operation takes a while
      return allowedCookies.has(cookie);
    },
  });
  portal = http.createServer(app);
  base = await listen(portal);
});
afterAll(async () => {
  portal.closeAllConnections();
  origin.closeAllConnections();
  await Promise.all([new Promise((r) => portal.close(r)), new Promise((r) => origin.close(r))]);
});

describe('/media streaming deadline', () => {
  it('streams a file whose transfer outlasts the deadline while it keeps flowing', async () => {
    const res = await fetch(`${base}/media/embed/long/video.webm`, { headers: { cookie: 'club_session=premium' } });
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBe(10_000);
  });

  it('cuts a transfer that stalls for longer than the deadline', async () => {
    const res = await fetch(`${base}/media/embed/stalled/video.webm`, { headers: { cookie: 'club_session=premium' } });
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
  });
});

describe('/media recordings of gated content', () => {
  const film = '/media/embed/42/video.webm';
  const get = (path: string, cookie: string, range?: string) => fetch(`${base}${path}`, { headers: { cookie, ...(range ? { range } : {}) } });

  it('passes byte ranges through (video seeking) and never a public Cache-Control', async () => {
    seenRanges.length = 0;
    const part = await get(film, 'club_session=premium', 'bytes=1000-1999');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${FILM.length}`);
    expect(part.headers.get('accept-ranges')).toBe('bytes');
    expect(part.headers.get('cache-control')).toBe('private, no-store');
    expect(Buffer.from(await part.arrayBuffer()).equals(FILM.subarray(1000, 2000))).toBe(true);
    expect(seenRanges).toEqual(['bytes=1000-1999']);
  });

  it("decides once for a player and its recording's many byte ranges, per viewer", async () => {
    asked.length = 0;
    const viewer = 'club_session=premium; other=1';
    allowedCookies = new Set([viewer]);
    expect((await get('/media/embed/77', viewer)).status).toBe(200);
    // The player issues several range requests, some at once.
    const ranges = await Promise.all(['bytes=0-999', 'bytes=1000-1999', 'bytes=4000-4999'].map((r) => get('/media/embed/77/video.webm', viewer, r)));
    expect(ranges.map((r) => r.status)).toEqual([206, 206, 206]);
    expect((await get('/media/embed/77/video.webm', viewer, 'bytes=2000-2999')).status).toBe(206);
    expect(asked).toEqual([{ cookie: viewer, page: '/media/embed/77' }]);
    // Another viewer, or another player, is decided on its own.
    expect((await get('/media/embed/77/video.webm', 'club_session=someone-else')).status).toBe(404);
    expect((await get('/media/embed/78/video.webm', viewer)).status).toBe(200);
    expect(asked.map((a) => a.page)).toEqual(['/media/embed/77', '/media/embed/77', '/media/embed/78']);
  });

  it('asks again after a refusal (a refusal is not kept), and refuses with 404', async () => {
    asked.length = 0;
    allowedCookies = new Set();
    const refused = await get('/media/embed/90/video.webm', 'club_session=upgrading');
    expect(refused.status).toBe(404);
    expect(refused.headers.get('cache-control') ?? '').not.toMatch(/public/);
    allowedCookies = new Set(['club_session=upgrading']);
    expect((await get('/media/embed/90/video.webm', 'club_session=upgrading')).status).toBe(200);
    expect(asked).toHaveLength(2);
  });

  it('answers 404 for a file that is no recording of a player, without asking anyone', async () => {
    asked.length = 0;
    for (const path of ['/media/embed/42/film.webm', '/media/embed/42/video.webm/x', '/media/edicola/m/video.webm', '/media/video/demo.webm', '/media/audio/demo.ogg']) {
      expect((await get(path, 'club_session=premium')).status, path).toBe(404);
    }
    expect(asked).toEqual([]);
  });
});

describe('GatedMediaDecisions', () => {
  it('keeps an allowed decision for its time to live only', async () => {
    let now = 0;
    const decisions = new GatedMediaDecisions(1000, 10, () => now);
    let calls = 0;
    const allow = async () => (++calls, true);
    expect(await decisions.decide('v', '/media/embed/1', allow)).toBe(true);
    now = 999;
    expect(await decisions.decide('v', '/media/embed/1', allow)).toBe(true);
    expect(calls).toBe(1);
    now = 1000;
    expect(await decisions.decide('v', '/media/embed/1', allow)).toBe(true);
    expect(calls).toBe(2);
  });

  it('is bounded: the oldest decisions go first', async () => {
    const decisions = new GatedMediaDecisions(60_000, 3);
    let calls = 0;
    const allow = async () => (++calls, true);
    for (const id of [1, 2, 3, 4]) await decisions.decide('v', `/media/embed/${id}`, allow);
    expect(decisions.size).toBe(3);
    await decisions.decide('v', '/media/embed/4', allow);
    expect(calls).toBe(4);
    await decisions.decide('v', '/media/embed/1', allow);
    expect(calls).toBe(5);
  });

  it('shares one decision among concurrent asks, and keeps neither a refusal nor a failure', async () => {
    const decisions = new GatedMediaDecisions();
    let calls = 0;
    const slow = (answer: boolean) => async () => {
      calls++;
      await new Promise((r) => setTimeout(r, 10));
      return answer;
    };
    expect(await Promise.all([1, 2, 3].map(() => decisions.decide('v', '/p', slow(false))))).toEqual([false, false, false]);
    expect(calls).toBe(1);
    await expect(decisions.decide('v', '/p', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await decisions.decide('v', '/p', slow(true))).toBe(true);
    expect(calls).toBe(2);
    expect(decisions.size).toBe(1);
  });
});
