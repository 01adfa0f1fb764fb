import type { QueryPlan } from '@apollo/query-planner';

/** One gateway → subgraph fetch of an operation, timed from the start of the request. */
export interface FetchTiming {
  subgraph: string;
  /** The fetch's GraphQL document (matches the query plan's fetch node). */
  operation: string;
  startMs: number;
  durationMs: number;
  /** false when the subgraph gave no usable answer (refused, timed out, HTTP error, breaker open). */
  ok: boolean;
  /** The subgraph's inline trace (Apollo's `ftv1`, base64 protobuf), asked for on sampled operations only; decoded off the request path (trace-ftv1.ts). */
  ftv1?: string;
}

/** What the gateway records about one operation while it runs (per request, on the context). */
export interface OperationTrace {
  requestId: string;
  /** process.hrtime.bigint() at the start of the request. */
  startedAt: bigint;
  queryPlan?: QueryPlan;
  /** The operation's cost (graphql/cost/), once resolved; partner keys' budgets spend it. */
  cost?: number;
  fetches: FetchTiming[];
  /** The head sampling decision (trace-sampling.ts): the subgraphs are asked for their inline traces, and the trace is kept. */
  sampled?: boolean;
}

export function newTrace(requestId: string): OperationTrace {
  return { requestId, startedAt: process.hrtime.bigint(), fetches: [] };
}

/** Milliseconds since the trace started, to 0.1 ms. */
export function elapsedMs(trace: OperationTrace): number {
  return Math.round(Number(process.hrtime.bigint() - trace.startedAt) / 1e5) / 10;
}
