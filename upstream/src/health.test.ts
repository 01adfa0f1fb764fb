import { InstanceLifecycle } from '@club/observability';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from './db';
import { buildServer } from './server';

/** The health routes answer without the database: one that fails every query shows it. */
const noDatabase = new Proxy({} as Db, {
  get: () => () => Promise.reject(new Error('the health routes must not touch the database')),
});

const exit = vi.fn<(code: number) => void>();
const lifecycle = new InstanceLifecycle({ drainMs: 200, timeoutMs: 5000, exit });
let app: FastifyInstance;
let origin = '';

beforeAll(async () => {
  app = await buildServer({ db: noDatabase, publicUrl: () => 'http://127.0.0.1', lifecycle });
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app?.close();
});

describe('upstream health routes', () => {
  it('answers /health, /health/live and /health/ready while serving, with no database call', async () => {
    for (const route of ['/health', '/health/live', '/health/ready']) {
      const res = await fetch(`${origin}${route}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok', service: 'upstream' });
    }
  });

  it('once shutdown began: ready 503 draining at once, live and /health 200, then the server is closed', async () => {
    const outcome = lifecycle.shutdown('SIGTERM');
    const ready = await fetch(`${origin}/health/ready`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get('connection')).toBe('close');
    expect(await ready.json()).toEqual({ status: 'draining', service: 'upstream' });
    expect((await fetch(`${origin}/health/live`)).status).toBe(200);
    expect((await fetch(`${origin}/health`)).status).toBe(200);
    expect(await outcome).toEqual({ code: 0 });
    expect(exit).toHaveBeenCalledWith(0);
    await expect(fetch(`${origin}/health/live`)).rejects.toThrow();
  });
});
