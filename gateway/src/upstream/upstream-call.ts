import type { UpstreamFamily } from '@club/contracts';
import { UpstreamCallMetrics } from '@club/observability';
import { observeUpstreamCall } from '@club/subgraph-kit';
import { Registry } from 'prom-client';
import { GATEWAY_TRACER } from '../observability/tracing';

/**
 * The gateway's own upstream calls' `upstream_call_duration_seconds` (family, route template, method,
 * status), the metric the subgraphs' data sources record theirs in. One per process, like the
 * subgraphs' (packages/subgraph-kit observability.ts): every gateway's registry shows it
 * (`showUpstreamCalls`, called by GatewayMetrics).
 */
const ownRegistry = new Registry();
const upstreamCalls = new UpstreamCallMetrics(ownRegistry);

/** Puts the process's upstream-call metric on a gateway's registry (its /metrics). */
export function showUpstreamCalls(registry: Registry): void {
  const metric = ownRegistry.getSingleMetric('upstream_call_duration_seconds');
  if (metric && !registry.getSingleMetric('upstream_call_duration_seconds')) registry.registerMetric(metric);
}

/** A request of the gateway to the upstream: a fetch `RequestInit` whose headers are a plain record. */
export type UpstreamRequest = Omit<RequestInit, 'headers'> & { headers?: Record<string, string> };

/**
 * The one way the gateway calls the upstream (claims reads, member PDFs, pass-through pages and
 * files): `fetch`, observed as the subgraphs' data source observes its calls (the kit's
 * `observeUpstreamCall`): a CLIENT span with the route's template, `traceparent` on the call, its
 * duration in `upstream_call_duration_seconds` with the route's family, and a warning for a call
 * without an answer or with a 5xx. `baseUrl` is what `url` was built under (`upstreamUrl`), so the
 * route's template is read below its base path.
 */
export function upstreamFetch(family: UpstreamFamily, baseUrl: string, url: URL, init: UpstreamRequest = {}): Promise<Response> {
  const headers: Record<string, string> = { ...init.headers };
  return observeUpstreamCall(family, baseUrl, url, { method: init.method, headers }, () => fetch(url, { ...init, headers }), { tracer: GATEWAY_TRACER, metrics: upstreamCalls });
}
