import type { OperationErrorCode, OperationPoint, OperationStats } from '@club/wire';
import { SAMPLE_MESSAGES_PER_CODE, type UsageRow } from './recorder';
import { mergeSketches, percentilesOf } from './sketch';

/** How many buckets a series has at most (its bucket is the range over this, in whole minutes). */
export const SERIES_BUCKETS = 60;
/** How many operations the top slow and top failing lists name. */
export const TOP_OPERATIONS = 5;

/** The size of a series bucket for a range: whole minutes, at most SERIES_BUCKETS buckets. */
export function bucketMsFor(from: number, to: number): number {
  return Math.max(1, Math.ceil((to - from) / 60_000 / SERIES_BUCKETS)) * 60_000;
}

/**
 * The operations view's figures from usage rows (any gateways', any flushes': store.ts USAGE_MERGE):
 * per operation name the counts and cost summed, the latency sketches merged (so the percentiles are
 * those of all the requests together), the error codes with their sample messages, and a series of
 * buckets of `bucketMs` from `from`. `minCost` keeps the operations whose cost per request reaches it.
 */
export function operationStats(rows: UsageRow[], range: { from: number; to: number; bucketMs: number; minCost?: number }): OperationStats[] {
  const byName = groupBy(rows, (row) => row.operationName);
  const minutes = Math.max(1, (range.to - range.from) / 60_000);
  const stats = [...byName.entries()].map(([operationName, own]): OperationStats => {
    const count = sum(own, (r) => r.count);
    const errors = sum(own.filter((r) => r.outcome === 'error'), (r) => r.count);
    const cost = sum(own, (r) => r.cost);
    return {
      operationName,
      count,
      rate: round(count / minutes, 3),
      errors,
      errorRate: round(errors / count, 3),
      ...percentilesOf(mergeSketches(own.map((r) => r.latency))),
      cost: round(cost, 3),
      costPerRequest: round(cost / count, 3),
      errorCodes: errorCodesOf(own),
      series: seriesOf(own, range),
    };
  });
  return stats
    .filter((s) => range.minCost === undefined || s.costPerRequest >= range.minCost)
    .sort((a, b) => b.count - a.count || a.operationName.localeCompare(b.operationName));
}

/** The slowest (p95) and the most failing (errors) operations, TOP_OPERATIONS each. */
export function topOperations(stats: OperationStats[]): { topSlow: string[]; topFailing: string[] } {
  const names = (sorted: OperationStats[]) => sorted.slice(0, TOP_OPERATIONS).map((s) => s.operationName);
  return {
    topSlow: names([...stats].sort((a, b) => b.p95 - a.p95 || a.operationName.localeCompare(b.operationName))),
    topFailing: names(stats.filter((s) => s.errors > 0).sort((a, b) => b.errors - a.errors || b.errorRate - a.errorRate || a.operationName.localeCompare(b.operationName))),
  };
}

function errorCodesOf(rows: UsageRow[]): OperationErrorCode[] {
  const codes = new Map<string, OperationErrorCode>();
  for (const row of rows) {
    for (const [code, n] of Object.entries(row.errorsByCode)) {
      const entry = codes.get(code) ?? { code, count: 0, samples: [] };
      entry.count += n;
      for (const message of row.samples[code] ?? []) if (entry.samples.length < SAMPLE_MESSAGES_PER_CODE && !entry.samples.includes(message)) entry.samples.push(message);
      codes.set(code, entry);
    }
  }
  return [...codes.values()].sort((a, b) => b.count - a.count || a.code.localeCompare(b.code));
}

function seriesOf(rows: UsageRow[], range: { from: number; to: number; bucketMs: number }): OperationPoint[] {
  // A row of the minute the range starts in belongs to the first bucket.
  const buckets = groupBy(rows, (row) => range.from + Math.max(0, Math.floor((row.minute - range.from) / range.bucketMs)) * range.bucketMs);
  return [...buckets.entries()]
    .sort(([a], [b]) => a - b)
    .map(([at, own]) => ({
      at,
      count: sum(own, (r) => r.count),
      errors: sum(own.filter((r) => r.outcome === 'error'), (r) => r.count),
      ...percentilesOf(mergeSketches(own.map((r) => r.latency))),
    }));
}

const sum = <T>(items: T[], of: (item: T) => number) => items.reduce((n, item) => n + of(item), 0);
const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;

function groupBy<K>(rows: UsageRow[], keyOf: (row: UsageRow) => K): Map<K, UsageRow[]> {
  const groups = new Map<K, UsageRow[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
