import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InstanceLifecycle, type LifecycleOptions } from './lifecycle';
import { createLogger } from './logger';

/** A logger writing into an array of parsed lines. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const destination = new Writable({ write: (chunk, _enc, done) => void (lines.push(JSON.parse(String(chunk))), done()) });
  return { lines, logger: createLogger({ service: 'lifecycle-test', level: 'info', destination }) };
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A GET through the given agent (keep-alive, as a balancer's), with its status, headers and body. */
function get(url: string, agent: http.Agent): Promise<Answer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/** Whether a new TCP connection to the port is refused. */
function refused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(false)));
    socket.once('error', (err: NodeJS.ErrnoException) => resolve(err.code === 'ECONNREFUSED'));
  });
}

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

/**
 * A real http.Server on a free port with the instance's routes: the two health routes, `/slow`
 * (answers after 300 ms; `arrived` resolves when one is received) and `/hang` (never answers).
 */
async function instance(options: LifecycleOptions) {
  const { lines, logger } = capture();
  const exit = vi.fn<(code: number) => void>();
  const lifecycle = new InstanceLifecycle({ logger, exit, ...options });
  let arrived: () => void = () => {};
  const slowArrived = new Promise<void>((resolve) => (arrived = resolve));
  const server = http.createServer((req, res) => {
    if (req.url === '/health/ready') {
      const { statusCode, body } = lifecycle.readiness();
      res.writeHead(statusCode, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    } else if (req.url === '/health/live') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    } else if (req.url === '/slow') {
      arrived();
      setTimeout(() => res.writeHead(200).end('slow done'), 300);
    } else if (req.url === '/hang') {
      arrived();
    } else res.writeHead(404).end();
  });
  server.keepAliveTimeout = 65_000;
  lifecycle.serve(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true });
  cleanups.push(() => {
    agent.destroy();
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve(undefined)));
  });
  return { lifecycle, server, port, url: `http://127.0.0.1:${port}`, agent, lines, exit, slowArrived };
}

const steps = (lines: Record<string, unknown>[]) => lines.filter((l) => l.event === 'shutdown').map((l) => l.step);

describe('InstanceLifecycle: a shutdown', () => {
  it('is not ready at once, drains while serving with Connection: close, finishes in-flight requests, then refuses connections and exits 0', async () => {
    const DRAIN_MS = 600;
    const { lifecycle, port, url, agent, lines, exit, slowArrived } = await instance({ drainMs: DRAIN_MS, timeoutMs: 10_000 });
    const closedWhile: string[] = [];
    lifecycle.onStop('database', () => void closedWhile.push(lifecycle.phase));

    // Before: ready, and keep-alive answers.
    const before = await get(`${url}/health/ready`, agent);
    expect(before).toMatchObject({ status: 200, body: '{"status":"ok"}' });
    expect(before.headers.connection).toBe('keep-alive');

    const inFlight = get(`${url}/slow`, agent);
    await slowArrived;
    const signalledAt = Date.now();
    const outcome = lifecycle.shutdown('SIGTERM');

    // At once: not ready, still live; both answered (the drain serves) and both close their connection.
    const [ready, live] = await Promise.all([get(`${url}/health/ready`, agent), get(`${url}/health/live`, agent)]);
    expect(ready).toMatchObject({ status: 503, body: '{"status":"draining"}' });
    expect(live.status).toBe(200);
    expect(ready.headers.connection).toBe('close');
    expect(live.headers.connection).toBe('close');
    expect(lifecycle.ready).toBe(false);

    // The request in flight when the signal came completes, and closes its connection too.
    const slow = await inFlight;
    expect(slow).toMatchObject({ status: 200, body: 'slow done' });
    expect(slow.headers.connection).toBe('close');

    // Still inside the drain window: new connections are served.
    expect(Date.now() - signalledAt).toBeLessThan(DRAIN_MS);
    expect(await refused(port)).toBe(false);
    expect((await get(`${url}/health/live`, agent)).status).toBe(200);

    expect(await outcome).toEqual({ code: 0 });
    expect(Date.now() - signalledAt).toBeGreaterThanOrEqual(DRAIN_MS - 5);
    expect(exit).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(0);
    // After the drain the port refuses new connections; the resources closed once no request was left.
    expect(await refused(port)).toBe(true);
    expect(closedWhile).toEqual(['stopping']);
    expect(lifecycle.phase).toBe('stopped');
    expect(steps(lines)).toEqual(['draining', 'closing', 'closed', 'stopped', 'exit']);
    expect(lines.find((l) => l.step === 'draining')).toMatchObject({ level: 30, service: 'lifecycle-test', signal: 'SIGTERM', drainMs: DRAIN_MS, timeoutMs: 10_000 });
    expect(lines.find((l) => l.step === 'exit')).toMatchObject({ code: 0 });
  });

  it('closes an idle keep-alive connection once it stops accepting', async () => {
    const { lifecycle, url, agent } = await instance({ drainMs: 0, timeoutMs: 10_000 });
    const first = await new Promise<http.IncomingMessage>((resolve, reject) => http.get(`${url}/health/live`, { agent }, resolve).on('error', reject));
    const socket = first.socket;
    const socketClosed = new Promise((resolve) => socket.once('close', resolve));
    first.resume();
    await new Promise((resolve) => first.once('end', resolve));
    // Back in the agent's pool, idle: the balancer's kept connection.
    await vi.waitFor(() => expect(Object.values(agent.freeSockets).flat()).toContain(socket));
    expect(await lifecycle.shutdown('SIGTERM')).toEqual({ code: 0 });
    await socketClosed;
    expect(socket.destroyed).toBe(true);
  });

  it('destroys a request that never ends at the hard bound and reports the failure with exit code 1', async () => {
    const { lifecycle, url, agent, lines, exit, slowArrived } = await instance({ drainMs: 100, timeoutMs: 500 });
    const stop = vi.fn();
    lifecycle.onStop('database', stop);
    const hanging = get(`${url}/hang`, agent).then(
      () => 'answered',
      (err: NodeJS.ErrnoException) => err.code,
    );
    await slowArrived;
    const signalledAt = Date.now();
    expect(await lifecycle.shutdown('SIGTERM')).toEqual({ code: 1 });
    const took = Date.now() - signalledAt;
    expect(took).toBeGreaterThanOrEqual(495);
    expect(took).toBeLessThan(2000);
    expect(await hanging).toBe('ECONNRESET');
    expect(exit).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledWith(1);
    expect(stop).not.toHaveBeenCalled();
    expect(lines.find((l) => l.step === 'timeout')).toMatchObject({ level: 50, timeoutMs: 500, phase: 'closing', destroyedConnections: 1, inFlight: 1, code: 1 });
    // The graceful path, released by the destroyed connection, does not exit a second time.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(exit).toHaveBeenCalledTimes(1);
    expect(steps(lines)).toEqual(['draining', 'closing', 'timeout']);
  });

  it('a second trigger (a second signal) starts nothing: one drain, one close, one exit', async () => {
    const { lifecycle, lines, exit } = await instance({ drainMs: 200, timeoutMs: 10_000 });
    const stop = vi.fn();
    lifecycle.onStop('tracing', stop);
    const first = lifecycle.shutdown('SIGTERM');
    const second = lifecycle.shutdown('SIGINT');
    expect(second).toBe(first);
    expect(await first).toEqual({ code: 0 });
    expect(stop).toHaveBeenCalledTimes(1);
    expect(exit).toHaveBeenCalledTimes(1);
    expect(steps(lines)).toEqual(['draining', 'ignored', 'closing', 'closed', 'stopped', 'exit']);
    expect(lines.find((l) => l.step === 'ignored')).toMatchObject({ signal: 'SIGINT', phase: 'draining' });
  });

  it('closes the resources in order; one that fails is logged and the process exits 1', async () => {
    const { lifecycle, lines, exit } = await instance({ drainMs: 0, timeoutMs: 10_000 });
    const order: string[] = [];
    lifecycle.onStop('apollo', () => void order.push('apollo'));
    lifecycle.onStop('database', async () => {
      order.push('database');
      throw new Error('already closed');
    });
    lifecycle.onStop('tracing', () => void order.push('tracing'));
    expect(await lifecycle.shutdown()).toEqual({ code: 1 });
    expect(order).toEqual(['apollo', 'database', 'tracing']);
    expect(exit).toHaveBeenCalledWith(1);
    expect(lines.find((l) => l.step === 'stop-failed')).toMatchObject({ level: 50, resource: 'database' });
  });

  it('handles SIGTERM and SIGINT with listeners that trigger the shutdown, and removes them', async () => {
    const { lifecycle, exit } = await instance({ drainMs: 0, timeoutMs: 10_000 });
    const before = process.listeners('SIGTERM');
    const beforeInt = process.listeners('SIGINT');
    const uninstall = lifecycle.handleSignals();
    cleanups.push(uninstall);
    const added = process.listeners('SIGTERM').filter((l) => !before.includes(l));
    expect(added).toHaveLength(1);
    expect(process.listeners('SIGINT').filter((l) => !beforeInt.includes(l))).toHaveLength(1);
    // The listener itself, not a real signal to the test process.
    (added[0] as () => void)();
    expect(lifecycle.readiness()).toEqual({ statusCode: 503, body: { status: 'draining' } });
    await vi.waitFor(() => expect(exit).toHaveBeenCalledWith(0));
    uninstall();
    expect(process.listeners('SIGTERM')).toEqual(before);
    expect(process.listeners('SIGINT')).toEqual(beforeInt);
  });
});
