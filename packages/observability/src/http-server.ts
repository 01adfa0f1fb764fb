import http, { type RequestListener } from 'node:http';
import type { InstanceLifecycle } from './lifecycle';
import { HEADERS_TIMEOUT_MS, KEEP_ALIVE_TIMEOUT_MS } from './lifetimes';

/**
 * A process's HTTP server: keep-alive longer than its callers' idle timeout (lifetimes.ts), and
 * served by the instance's lifecycle (its connections tracked, closed after the drain). Express
 * apps are its listener; Fastify builds on it through `serverFactory`.
 */
export function serviceHttpServer(listener: RequestListener | undefined, lifecycle: InstanceLifecycle): http.Server {
  const server = http.createServer(listener);
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  lifecycle.serve(server);
  return server;
}
