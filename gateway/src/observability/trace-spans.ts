import type { TraceSpan } from '@club/wire';
import type { OperationTrace } from './trace';
import { ftv1Fields } from './trace-ftv1';

/** What the end of an operation adds to its trace. */
export interface OperationOutcome {
  operationName: string | null;
  durationMs: number;
  ok: boolean;
}

/**
 * The spans of a kept trace, parents before children, timed from the start of the operation: the
 * operation at the gateway, each subgraph fetch under it, and under a fetch the fields its subgraph
 * resolved (from the inline trace asked for on sampled operations), each under its parent field. A
 * field's times are the subgraph's own, from the start of its request: placed from the fetch's
 * start, they leave the network's share at the end of the fetch.
 */
export function spansOf(trace: OperationTrace, outcome: OperationOutcome): TraceSpan[] {
  const spans: TraceSpan[] = [{ id: 'op', parentId: null, name: outcome.operationName ?? 'anonima', kind: 'operation', startMs: 0, durationMs: outcome.durationMs, ok: outcome.ok }];
  const fetches = [...trace.fetches].sort((a, b) => a.startMs - b.startMs);
  fetches.forEach((fetch, i) => {
    const fetchId = `f${i}`;
    spans.push({ id: fetchId, parentId: 'op', name: `subgraph ${fetch.subgraph}`, kind: 'fetch', startMs: fetch.startMs, durationMs: fetch.durationMs, ok: fetch.ok, detail: fetch.subgraph });
    if (!fetch.ftv1) return;
    const byPath = new Map<string, string>();
    ftv1Fields(fetch.ftv1).forEach((field, j) => {
      const id = `${fetchId}.${j}`;
      byPath.set(field.path, id);
      spans.push({
        id,
        parentId: parentFieldOf(field.path, byPath) ?? fetchId,
        name: field.name,
        kind: 'field',
        startMs: Math.round((fetch.startMs + field.startMs) * 100) / 100,
        durationMs: field.durationMs,
        ok: field.ok,
        detail: field.path,
      });
    });
  });
  return spans;
}

/** The span of the nearest enclosing field already seen (list indexes are no field of their own). */
function parentFieldOf(path: string, byPath: Map<string, string>): string | undefined {
  const segments = path.split('.');
  for (let n = segments.length - 1; n > 0; n--) {
    const id = byPath.get(segments.slice(0, n).join('.'));
    if (id) return id;
  }
  return undefined;
}
