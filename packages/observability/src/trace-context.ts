/**
 * W3C Trace Context (https://www.w3.org/TR/trace-context/) headers as they come in, read without
 * the OpenTelemetry SDK: with tracing off a process still passes them on unchanged and logs their
 * trace id, so the lines of one request correlate across the processes.
 */

export const TRACEPARENT_HEADER = 'traceparent';
export const TRACESTATE_HEADER = 'tracestate';

/** version (not ff) - trace id (32 hex) - parent span id (16 hex) - flags (2 hex); later versions may add fields after a '-'. */
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(-.*)?$/;
const ZERO_TRACE = '0'.repeat(32);
const ZERO_SPAN = '0'.repeat(16);
/** A tracestate longer than this is dropped (the standard allows 32 members, about 512 characters). */
const TRACESTATE_MAX = 512;

/** The trace headers of an incoming request, validated, and the trace id they name. */
export interface TraceHeaders {
  traceparent: string;
  tracestate?: string;
  traceId: string;
}

/** The incoming request's trace headers when its `traceparent` is valid, else undefined. */
export function incomingTraceHeaders(headers: Record<string, string | string[] | undefined>): TraceHeaders | undefined {
  const raw = headers[TRACEPARENT_HEADER];
  const traceparent = Array.isArray(raw) ? raw[0] : raw;
  if (!traceparent) return undefined;
  const match = TRACEPARENT.exec(traceparent);
  if (!match || match[1] === 'ff' || (match[1] === '00' && match[5] !== undefined) || match[2] === ZERO_TRACE || match[3] === ZERO_SPAN) return undefined;
  const state = headers[TRACESTATE_HEADER];
  const tracestate = Array.isArray(state) ? state.join(',') : state;
  return { traceparent, traceId: match[2]!, ...(tracestate && tracestate.length <= TRACESTATE_MAX ? { tracestate } : {}) };
}
