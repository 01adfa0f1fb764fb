import type { OperationEntry, OperationStats, OperationWindow } from '@club/wire';

/** One answered operation and the per-operation figures over a window, as the operations view lists them (`@club/wire` explorer.ts). */
export type { OperationEntry, OperationStats, OperationWindow };

/** The windows the operations view offers, in milliseconds. */
export const OPERATION_WINDOWS = { '5m': 5 * 60_000, '15m': 15 * 60_000, '1h': 60 * 60_000, '24h': 24 * 60 * 60_000 } as const satisfies Record<OperationWindow, number>;

/**
 * The gateway's last operations in memory (a ring of `capacity`, 5000 by default), for the ops
 * operations view: the recent ones and per-operation latency percentiles, count and error rate over a
 * window. Figures cover this process and at most the last `capacity` operations; /metrics keeps the
 * long-term series.
 */
export class RecentOperations {
  private readonly ring: OperationEntry[] = [];
  private next = 0;

  constructor(private readonly capacity = 5000) {}

  add(entry: OperationEntry): void {
    if (this.ring.length < this.capacity) this.ring.push(entry);
    else this.ring[this.next] = entry;
    this.next = (this.next + 1) % this.capacity;
  }

  /** The most recent operations first. */
  recent(limit: number): OperationEntry[] {
    return [...this.ring].sort((a, b) => b.at - a.at).slice(0, limit);
  }

  stats(windowMs: number, now = Date.now()): OperationStats[] {
    const byName = new Map<string, OperationEntry[]>();
    for (const e of this.ring) {
      if (now - e.at > windowMs) continue;
      const name = e.operationName ?? 'anonymous';
      byName.set(name, [...(byName.get(name) ?? []), e]);
    }
    return [...byName.entries()]
      .map(([operationName, entries]) => {
        const durations = entries.map((e) => e.durationMs).sort((a, b) => a - b);
        return {
          operationName,
          count: entries.length,
          errorRate: Math.round((entries.filter((e) => e.errors.length > 0).length / entries.length) * 1000) / 1000,
          p50: percentile(durations, 0.5),
          p95: percentile(durations, 0.95),
          p99: percentile(durations, 0.99),
        };
      })
      .sort((a, b) => b.count - a.count || a.operationName.localeCompare(b.operationName));
  }
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}
