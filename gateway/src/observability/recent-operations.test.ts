import { describe, expect, it } from 'vitest';
import { RecentOperations, type OperationEntry } from './recent-operations';

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
  it('keeps the last `capacity` operations, the most recent listed first', () => {
    const ops = new RecentOperations(3);
    for (let i = 1; i <= 5; i++) ops.add(entry(`Op${i}`, 1, i));
    expect(ops.recent(10).map((e) => e.operationName)).toEqual(['Op5', 'Op4', 'Op3']);
  });
});
