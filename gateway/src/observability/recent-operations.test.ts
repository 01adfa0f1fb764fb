import { describe, expect, it } from 'vitest';
import { percentile, RecentOperations, type OperationEntry } from './recent-operations';

const entry = (operationName: string, durationMs: number, at: number, errors: string[] = []): OperationEntry => ({
  at,
  requestId: `r-${at}`,
  operationName,
  client: 'web',
  durationMs,
  cost: 1,
  errors,
  subgraphs: ['crm'],
});

describe('RecentOperations', () => {
  it('nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect([percentile(values, 0.5), percentile(values, 0.95), percentile(values, 0.99)]).toEqual([50, 95, 99]);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([], 0.5)).toBe(0);
  });

  it('per-operation count, error rate and percentiles over the window only', () => {
    const ops = new RecentOperations();
    const now = 1_000_000;
    for (let i = 1; i <= 20; i++) ops.add(entry('Home', i * 10, now - i * 1000, i <= 2 ? ['UPSTREAM_UNAVAILABLE'] : []));
    ops.add(entry('Home', 99_999, now - 10 * 60_000)); // outside a 5-minute window
    ops.add(entry('Catalogue', 5, now - 1000));
    const stats = ops.stats(5 * 60_000, now);
    expect(stats.map((s) => s.operationName)).toEqual(['Home', 'Catalogue']);
    expect(stats[0]).toEqual({ operationName: 'Home', count: 20, errorRate: 0.1, p50: 100, p95: 190, p99: 200 });
    expect(ops.stats(60 * 60_000, now)[0]!.count).toBe(21);
  });

  it('keeps the last `capacity` operations, the most recent listed first', () => {
    const ops = new RecentOperations(3);
    for (let i = 1; i <= 5; i++) ops.add(entry(`Op${i}`, 1, i));
    expect(ops.recent(10).map((e) => e.operationName)).toEqual(['Op5', 'Op4', 'Op3']);
  });
});
