import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mountMedia } from './media';

// A media origin that sends a video in ten chunks, 100 ms apart (1 s in all), or stops after two.
let origin: http.Server;
let portal: http.Server;
let base: string;

const listen = async (server: http.Server) => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  origin = http.createServer((req, res) => {
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
  mountMedia(app, { mediaOrigin: originUrl, timeoutMs: 400, mayOpenGated: async () => true });
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
    const res = await fetch(`${base}/media/video/long.webm`);
    expect(res.status).toBe(200);
    expect((await res.arrayBuffer()).byteLength).toBe(10_000);
  });

  it('cuts a transfer that stalls for longer than the deadline', async () => {
    const res = await fetch(`${base}/media/video/stalled.webm`);
    expect(res.status).toBe(200);
    await expect(res.arrayBuffer()).rejects.toThrow();
  });
});
