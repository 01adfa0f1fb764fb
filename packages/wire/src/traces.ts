// The kept traces of the explorer's "Tracce" panel (gateway/src/ops/traces-route.ts).

/** Why a trace was kept: the head sampling decision (OTEL_TRACES_SAMPLER) or the operation's duration (TRACE_KEEP_SLOWER_THAN_MS). */
export type TraceKeptBecause = 'sampled' | 'slow';

/** One kept trace as `GET /explorer/traces` lists it. */
export interface KeptTraceSummary {
  id: string;
  operationName: string | null;
  durationMs: number;
  /** ISO time the operation was answered. */
  at: string;
  why: TraceKeptBecause;
  requestId: string;
}

/** What a span of a kept trace stands for: the operation at the gateway, one subgraph fetch, one field a subgraph resolved (its ftv1 inline trace). */
export type TraceSpanKind = 'operation' | 'fetch' | 'field';

/** One span of a kept trace, timed from the start of the operation. */
export interface TraceSpan {
  id: string;
  /** null for the operation's own span, the root. */
  parentId: string | null;
  name: string;
  kind: TraceSpanKind;
  startMs: number;
  durationMs: number;
  ok: boolean;
  /** A field's response path (`courseCatalogue.items.0.title`), a fetch's subgraph. */
  detail?: string;
}

/** `GET /explorer/traces/:id`: the trace with its spans, parents before children. */
export interface KeptTrace extends KeptTraceSummary {
  spans: TraceSpan[];
}
