import type { Registry } from 'prom-client';
import { metricsAccess } from './metrics';

/** What `GET /metrics` answers, whatever the HTTP framework. */
export interface MetricsAnswer {
  statusCode: 200 | 401 | 404;
  headers: Record<string, string>;
  body: string;
}

const NO_STORE = { 'cache-control': 'no-store' };

/**
 * `GET /metrics` of every process: the registry in Prometheus text for `Authorization: Bearer
 * <METRICS_TOKEN>` only (compared in constant time), 401 with another or none, 404 when the process
 * has no token (the route is off). The gateway also lets its operators' API key in (ops/metrics-route.ts).
 */
export async function metricsAnswer(authorization: string | string[] | undefined, token: string | undefined, registry: Registry): Promise<MetricsAnswer> {
  const access = metricsAccess(authorization, token);
  if (access === 'disabled') return { statusCode: 404, headers: { ...NO_STORE, 'content-type': 'application/json' }, body: JSON.stringify({ message: 'Not found' }) };
  if (access === 'unauthorized') {
    return {
      statusCode: 401,
      headers: { ...NO_STORE, 'content-type': 'application/json', 'www-authenticate': 'Bearer' },
      body: JSON.stringify({ message: 'Serve il token delle metriche (Authorization: Bearer).' }),
    };
  }
  return { statusCode: 200, headers: { ...NO_STORE, 'content-type': registry.contentType }, body: await registry.metrics() };
}
