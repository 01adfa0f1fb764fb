import { Trace } from '@apollo/usage-reporting-protobuf';

/** A subgraph's inline trace holds a node per resolved field: past this many per fetch (long lists), the rest are left out of the kept trace. */
export const MAX_FIELDS_PER_FETCH = 200;

/** One field a subgraph resolved, timed from the start of the subgraph's own request. */
export interface FieldTiming {
  /** The response path, list indexes included (`courseCatalogue.items.0.title`). */
  path: string;
  /** `Type.field`. */
  name: string;
  startMs: number;
  durationMs: number;
  ok: boolean;
}

type Nanos = number | { toNumber(): number } | null | undefined;
const nanos = (v: Nanos) => (v == null ? 0 : typeof v === 'number' ? v : v.toNumber());
const ms = (ns: number) => Math.round(ns / 1e4) / 100;

/**
 * The per-field timings of Apollo's inline trace (the `ftv1` extension a subgraph answers when the
 * gateway sends `apollo-federation-include-trace: ftv1`: a base64 protobuf `Trace`), in start
 * order, at most MAX_FIELDS_PER_FETCH. An undecodable trace gives none.
 */
export function ftv1Fields(encoded: string): FieldTiming[] {
  let trace: Trace;
  try {
    trace = Trace.decode(Buffer.from(encoded, 'base64'));
  } catch {
    return [];
  }
  const fields: FieldTiming[] = [];
  const walk = (node: Trace.INode | null | undefined, path: string[]) => {
    for (const child of node?.child ?? []) {
      const segment = child.responseName ? child.responseName : String(child.index ?? 0);
      const here = [...path, segment];
      if (child.responseName) {
        const start = nanos(child.startTime as Nanos);
        fields.push({ path: here.join('.'), name: `${child.parentType ?? '?'}.${child.originalFieldName || child.responseName}`, startMs: ms(start), durationMs: ms(nanos(child.endTime as Nanos) - start), ok: (child.error ?? []).length === 0 });
      }
      walk(child, here);
    }
  };
  walk(trace.root, []);
  return fields.sort((a, b) => a.startMs - b.startMs).slice(0, MAX_FIELDS_PER_FETCH);
}
