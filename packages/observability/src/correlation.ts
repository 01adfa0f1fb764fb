import { AsyncLocalStorage } from 'node:async_hooks';
import { safeRequestId, REQUEST_ID_HEADER } from './request-id';
import { incomingTraceHeaders } from './trace-context';

/**
 * What ties one request's work together in a process that serves it asynchronously (the
 * subgraphs): the gateway's request id and the incoming W3C trace headers. Outgoing calls pass them
 * on (the trace headers unchanged when tracing is off) and log lines carry them.
 */
export interface Correlation {
  requestId?: string;
  traceparent?: string;
  tracestate?: string;
  /** The trace id of `traceparent`. */
  traceId?: string;
}

const storage = new AsyncLocalStorage<Correlation>();

/** The request id and trace headers of an incoming request (only safe values), or undefined when it has neither. */
export function correlationFromHeaders(headers: Record<string, string | string[] | undefined>): Correlation | undefined {
  const requestId = safeRequestId(headers[REQUEST_ID_HEADER]);
  const trace = incomingTraceHeaders(headers);
  if (!trace) return requestId ? { requestId } : undefined;
  if (requestId) (trace as Correlation).requestId = requestId;
  return trace;
}

/** Runs `fn` with `correlation` as the request's; without one, runs `fn` as it is (no context is made). */
export function runWithCorrelation<T>(correlation: Correlation | undefined, fn: () => T): T {
  return correlation ? storage.run(correlation, fn) : fn();
}

/** The correlation of the request being served, if it had one. */
export function currentCorrelation(): Correlation | undefined {
  return storage.getStore();
}
