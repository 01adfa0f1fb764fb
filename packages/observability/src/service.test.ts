import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseServiceEnv, serviceEnvSchema, ServiceEnvError, setInProduction } from './env';
import { InstanceLifecycle } from './lifecycle';
import { processRegistry } from './metrics';
import { serviceRoutes } from './service-routes';

describe('a process environment', () => {
  const schema = serviceEnvSchema({ PORT: z.coerce.number().int().positive().default(4000), SECRET: z.string().min(16).default('dev-only-secret-0123') });

  it('lists every bad variable in one error, base and own alike', () => {
    let error: unknown;
    try {
      parseServiceEnv('svc', schema, { PORT: 'x', METRICS_TOKEN: 'short', SHUTDOWN_DRAIN_MS: '-1', REDIS_URL: 'http://nope', LOG_LEVEL: 'loud' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ServiceEnvError);
    const { problems, message } = error as ServiceEnvError;
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(['LOG_LEVEL', 'METRICS_TOKEN', 'PORT', 'REDIS_URL', 'SHUTDOWN_DRAIN_MS']);
    expect(message.split('\n')[0]).toBe('svc: bad configuration, not started:');
    for (const name of ['PORT', 'METRICS_TOKEN', 'SHUTDOWN_DRAIN_MS', 'REDIS_URL', 'LOG_LEVEL']) expect(message).toContain(`  ${name}:`);
  });

  it('gives the defaults, and refuses a development secret in production', () => {
    const env = parseServiceEnv('svc', schema, {});
    expect(env).toMatchObject({ PORT: 4000, NODE_ENV: 'development', SHUTDOWN_DRAIN_MS: 5000, SHUTDOWN_TIMEOUT_MS: 25_000 });
    expect(() => parseServiceEnv('svc', schema, { NODE_ENV: 'production' }, [setInProduction('SECRET')])).toThrow(/SECRET must be set in production/);
  });
});

describe('the routes every process serves', () => {
  const TOKEN = 'kit-metrics-token-0123456789';
  let base = '';
  let server: http.Server;
  const lifecycle = new InstanceLifecycle({ drainMs: 0, exit: () => {} });

  beforeAll(async () => {
    const routes = serviceRoutes({
      service: 'kit-test',
      lifecycle,
      registry: processRegistry(),
      metricsToken: TOKEN,
      dependencies: { up: async () => 'ok', down: async () => 'status 503' },
    });
    server = http.createServer((req, res) => void routes(req, res).then((served) => served || res.writeHead(404).end()));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('answer health with the same shape: status and service', async () => {
    expect(await (await fetch(`${base}/health/live`)).json()).toEqual({ status: 'ok', service: 'kit-test' });
    const ready = await fetch(`${base}/health/ready`);
    expect([ready.status, await ready.json()]).toEqual([200, { status: 'ok', service: 'kit-test' }]);
    const deps = await fetch(`${base}/health/deps`);
    expect([deps.status, await deps.json()]).toEqual([503, { status: 'degraded', service: 'kit-test', checks: { up: 'ok', down: 'status 503' } }]);
  });

  it('refuse /metrics without the token, or with another', async () => {
    const none = await fetch(`${base}/metrics`);
    expect([none.status, none.headers.get('www-authenticate')]).toEqual([401, 'Bearer']);
    expect((await fetch(`${base}/metrics`, { headers: { authorization: 'Bearer another-token-0123456789' } })).status).toBe(401);
    const allowed = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('process_cpu_user_seconds_total');
  });

  it('serve no /metrics without a configured token, and pass other paths on', async () => {
    const routes = serviceRoutes({ service: 'kit-test', lifecycle, registry: processRegistry() });
    const off = http.createServer((req, res) => void routes(req, res).then((served) => served || res.writeHead(418).end()));
    await new Promise<void>((resolve) => off.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(off.address() as AddressInfo).port}`;
    expect((await fetch(`${url}/metrics`)).status).toBe(404);
    expect((await fetch(`${url}/graphql`)).status).toBe(418);
    await new Promise<void>((resolve) => off.close(() => resolve()));
  });

  it('say draining once shutdown began', async () => {
    void lifecycle.shutdown('test');
    const ready = await fetch(`${base}/health/ready`);
    expect([ready.status, await ready.json()]).toEqual([503, { status: 'draining', service: 'kit-test' }]);
  });
});
