import { describe, expect, it } from 'vitest';
import { BUDGET_WINDOW_MS, MemoryBudgetLedger } from './budget';

describe('MemoryBudgetLedger', () => {
  it('spends cost within a one-minute window, refuses what does not fit, and restores the budget when the window ends', async () => {
    let now = 1_000_000;
    const ledger = new MemoryBudgetLedger(() => now);
    expect(await ledger.charge('k', 10, 6)).toEqual({ ok: true, limit: 10, remaining: 4, resetAt: 1_000_000 + BUDGET_WINDOW_MS });
    now += 30_500;
    expect(await ledger.charge('k', 10, 5)).toEqual({ ok: false, limit: 10, remaining: 4, resetAt: 1_060_000, retryAfterSeconds: 30 });
    expect(await ledger.charge('other', 10, 5)).toMatchObject({ ok: true, remaining: 5 });
    now = 1_060_000;
    expect(await ledger.charge('k', 10, 5)).toEqual({ ok: true, limit: 10, remaining: 5, resetAt: 1_060_000 + BUDGET_WINDOW_MS });
    expect(await ledger.peek('k', 10)).toEqual({ limit: 10, remaining: 5, resetAt: 1_120_000 });
  });
});
