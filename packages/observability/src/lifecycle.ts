import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import { processLogger } from './logger';

import { DEFAULT_SHUTDOWN_DRAIN_MS, DEFAULT_SHUTDOWN_TIMEOUT_MS } from './lifetimes';

/**
 * Where an instance is in its life: `serving` (ready), `draining` (still serving, not ready, every
 * answer closes its connection), `closing` (no new connections; in-flight requests finish),
 * `stopping` (the resources close: Apollo, databases, tracing), `stopped`.
 */
export type LifecyclePhase = 'serving' | 'draining' | 'closing' | 'stopping' | 'stopped';

export interface LifecycleOptions {
  /** SHUTDOWN_DRAIN_MS: how long the instance keeps serving after the signal, so the balancer takes it out of rotation first. */
  drainMs?: number;
  /** SHUTDOWN_TIMEOUT_MS: the hard bound of the whole shutdown, from the signal. */
  timeoutMs?: number;
  /** Where the steps are logged; the process's logger (`processLogger()`, read when a step is logged) when unset. */
  logger?: Logger;
  /** How the process ends (`process.exit` when unset); tests pass their own. */
  exit?: (code: number) => void;
}

/** How a shutdown ended: 0 clean, 1 when the hard bound was hit or a resource failed to close. */
export interface ShutdownOutcome {
  code: 0 | 1;
}

/** What `/health/ready` answers: 200 `{"status":"ok"}` while serving, 503 `{"status":"draining"}` once shutdown began. */
export interface Readiness {
  statusCode: 200 | 503;
  body: { status: 'ok' | 'draining' };
}

/**
 * The life of one instance behind a load balancer (docs/operations.md 'Stopping an instance'), the
 * same for the gateway, the subgraphs and the upstream. On SIGTERM/SIGINT (`handleSignals`) or
 * `shutdown()`:
 *
 * 1. at once the instance is not ready (`readiness()`: 503 `draining`), liveness is untouched;
 * 2. for `drainMs` it serves as before, but every answer carries `Connection: close`, so keep-alive
 *    connections (the balancer's) end after their current answer and are not reused;
 * 3. it stops accepting (`server.close()`), closes idle connections, lets in-flight requests finish;
 * 4. the resources registered with `onStop` close, in order, and the process exits 0.
 *
 * `timeoutMs` after the signal whatever is left is destroyed and the process exits 1. A second
 * signal during a shutdown changes nothing. Each step is one JSON log line (`event: "shutdown"`).
 */
export class InstanceLifecycle {
  readonly drainMs: number;
  readonly timeoutMs: number;
  #phase: LifecyclePhase = 'serving';
  readonly #options: LifecycleOptions;
  readonly #servers = new Set<Server>();
  /** Open connections of the served servers, each with its requests not yet answered. */
  readonly #connections = new Map<Socket, number>();
  /** Responses not yet finished. */
  readonly #inFlight = new Set<ServerResponse>();
  readonly #stops: { name: string; close: () => unknown }[] = [];
  #shutdown: Promise<ShutdownOutcome> | undefined;

  constructor(options: LifecycleOptions = {}) {
    this.#options = options;
    this.drainMs = options.drainMs ?? DEFAULT_SHUTDOWN_DRAIN_MS;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_SHUTDOWN_TIMEOUT_MS;
  }

  get phase(): LifecyclePhase {
    return this.#phase;
  }

  /** Ready for new traffic: started and not shutting down. */
  get ready(): boolean {
    return this.#phase === 'serving';
  }

  /** The answer of `GET /health/ready` (no I/O: a balancer may ask it every second). */
  readiness(): Readiness {
    return this.ready ? { statusCode: 200, body: { status: 'ok' } } : { statusCode: 503, body: { status: 'draining' } };
  }

  /**
   * The instance's HTTP server (call it before `listen`): its connections are tracked, its answers
   * carry `Connection: close` once shutdown began, and it is closed after the drain.
   */
  serve(server: Server): void {
    this.#servers.add(server);
    server.on('connection', (socket: Socket) => {
      this.#connections.set(socket, 0);
      socket.once('close', () => this.#connections.delete(socket));
    });
    // First of the request listeners: the app's own may answer synchronously, after which no header can be set.
    server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
      const socket = req.socket;
      this.#connections.set(socket, (this.#connections.get(socket) ?? 0) + 1);
      this.#inFlight.add(res);
      if (this.#phase !== 'serving') res.setHeader('connection', 'close');
      res.once('close', () => {
        this.#inFlight.delete(res);
        const pending = this.#connections.get(socket);
        if (pending === undefined) return;
        this.#connections.set(socket, pending - 1);
        // An answer that started before the signal (its headers already sent) did not say close: end its connection now.
        if (pending - 1 <= 0 && this.#phase !== 'serving') socket.end();
      });
    });
  }

  /** A resource to close once no request is in flight (Apollo Server, a database, tracing), after those registered before it. */
  onStop(name: string, close: () => unknown): void {
    this.#stops.push({ name, close });
  }

  /** Shuts down on these signals; a second one during the shutdown is logged and ignored. Returns the uninstaller. */
  handleSignals(signals: readonly NodeJS.Signals[] = ['SIGTERM', 'SIGINT']): () => void {
    const handlers = signals.map((signal) => {
      const handler = () => void this.shutdown(signal);
      process.on(signal, handler);
      return [signal, handler] as const;
    });
    return () => {
      for (const [signal, handler] of handlers) process.off(signal, handler);
    };
  }

  /**
   * Starts the shutdown (what a signal does; `reason` is logged as the signal). Resolves with its
   * outcome once the process is told to exit. Called again, it starts nothing and gives the same promise.
   */
  shutdown(reason = 'shutdown'): Promise<ShutdownOutcome> {
    if (this.#shutdown) {
      this.#log().info({ event: 'shutdown', step: 'ignored', signal: reason, phase: this.#phase }, 'shutdown: already in progress, signal ignored');
      return this.#shutdown;
    }
    this.#shutdown = this.#run(reason);
    return this.#shutdown;
  }

  #log(): Logger {
    return this.#options.logger ?? processLogger();
  }

  #run(signal: string): Promise<ShutdownOutcome> {
    const started = Date.now();
    const log = this.#log();
    this.#phase = 'draining';
    // Requests already in flight whose answer has not started: it closes its connection too.
    for (const res of this.#inFlight) if (!res.headersSent) res.setHeader('connection', 'close');
    log.info({ event: 'shutdown', step: 'draining', signal, drainMs: this.drainMs, timeoutMs: this.timeoutMs }, 'shutdown: not ready, draining');

    return new Promise<ShutdownOutcome>((resolve) => {
      let ended = false;
      const end = (code: 0 | 1) => {
        if (ended) return;
        ended = true;
        clearTimeout(hardBound);
        this.#phase = 'stopped';
        if (code === 0) log.info({ event: 'shutdown', step: 'exit', code, durationMs: Date.now() - started }, 'shutdown: complete');
        resolve({ code });
        (this.#options.exit ?? ((c: number) => process.exit(c)))(code);
      };
      const hardBound = setTimeout(() => {
        const destroyed = this.#connections.size;
        for (const socket of this.#connections.keys()) socket.destroy();
        for (const server of this.#servers) server.closeAllConnections();
        log.error(
          { event: 'shutdown', step: 'timeout', timeoutMs: this.timeoutMs, phase: this.#phase, destroyedConnections: destroyed, inFlight: this.#inFlight.size, code: 1 },
          'shutdown: timed out, connections destroyed, exiting 1',
        );
        end(1);
      }, this.timeoutMs);
      this.#stopGracefully(started, () => ended).then(
        (failures) => {
          if (failures > 0) log.error({ event: 'shutdown', step: 'exit', code: 1, failures, durationMs: Date.now() - started }, 'shutdown: complete with failures, exiting 1');
          end(failures > 0 ? 1 : 0);
        },
        (err: unknown) => {
          log.error({ event: 'shutdown', step: 'exit', code: 1, err }, 'shutdown: failed, exiting 1');
          end(1);
        },
      );
    });
  }

  /** Drain, close the servers, close the resources; the count of resources that failed to close. */
  async #stopGracefully(started: number, ended: () => boolean): Promise<number> {
    const log = this.#log();
    if (this.drainMs > 0) await new Promise((resolve) => setTimeout(resolve, this.drainMs));
    if (ended()) return 0;

    this.#phase = 'closing';
    const closed = Promise.all([...this.#servers].map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
    for (const server of this.#servers) server.closeIdleConnections();
    for (const [socket, pending] of this.#connections) if (pending === 0) socket.end();
    log.info(
      { event: 'shutdown', step: 'closing', connections: this.#connections.size, inFlight: this.#inFlight.size },
      'shutdown: stopped accepting, idle connections closed, waiting for in-flight requests',
    );
    await closed;
    if (ended()) return 0;
    log.info({ event: 'shutdown', step: 'closed', durationMs: Date.now() - started }, 'shutdown: connections closed');

    this.#phase = 'stopping';
    let failures = 0;
    for (const { name, close } of this.#stops) {
      try {
        await close();
        if (ended()) return failures;
        log.info({ event: 'shutdown', step: 'stopped', resource: name }, `shutdown: ${name} closed`);
      } catch (err) {
        failures += 1;
        log.error({ event: 'shutdown', step: 'stop-failed', resource: name, err }, `shutdown: ${name} failed to close`);
      }
    }
    return failures;
  }
}
