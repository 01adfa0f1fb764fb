import type { TraceSpan } from '@club/wire';

/** One row of the waterfall: a span, its depth in the tree, and its bar as fractions of the trace's duration. */
export interface WaterfallRow {
  span: TraceSpan;
  depth: number;
  /** Where the bar starts and how long it is, from 0 (the trace's start) to 1 (its end). */
  left: number;
  width: number;
}

/**
 * The rows of a trace's waterfall, depth first (each span under its parent, siblings by start), each
 * bar placed by its start and duration relative to the root: the trace's span that starts at 0. The
 * scale is the root's duration, or the latest end when a span outlasts it (a field's own clock).
 */
export function waterfallRows(spans: TraceSpan[]): WaterfallRow[] {
  const ids = new Set(spans.map((s) => s.id));
  const children = new Map<string | null, TraceSpan[]>();
  for (const s of spans) {
    // A span whose parent is missing is drawn at the top level rather than lost.
    const parent = s.parentId !== null && ids.has(s.parentId) ? s.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), s]);
  }
  const total = Math.max(0.001, ...spans.map((s) => s.startMs + s.durationMs));
  const rows: WaterfallRow[] = [];
  const walk = (parent: string | null, depth: number) => {
    for (const span of (children.get(parent) ?? []).sort((a, b) => a.startMs - b.startMs)) {
      rows.push({ span, depth, left: span.startMs / total, width: span.durationMs / total });
      walk(span.id, depth + 1);
    }
  };
  walk(null, 0);
  return rows;
}

/** Milliseconds as the panel writes them. */
export const ms = (v: number) => `${v.toLocaleString('it-IT', { maximumFractionDigits: 2 })} ms`;
