/** The budget window: a key's budget is spent within one minute, then restored whole. */
export const BUDGET_WINDOW_MS = 60_000;

export interface BudgetState {
  /** Budget of the window. */
  limit: number;
  /** What is left of it after this request. */
  remaining: number;
  /** When the window ends and the budget is restored (epoch ms). */
  resetAt: number;
}

export type Charge = ({ ok: true } | { ok: false; retryAfterSeconds: number }) & BudgetState;

/**
 * Cost spent per key in fixed one-minute windows (starting with the key's first operation after the
 * previous window ended), kept in the gateway process. An operation whose cost is more than what is
 * left is refused whole and spends nothing.
 */
export class BudgetLedger {
  private readonly windows = new Map<string, { startedAt: number; spent: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The key's window as it stands, without spending. */
  peek(keyId: string, limit: number): BudgetState {
    const w = this.window(keyId);
    return { limit, remaining: Math.max(0, limit - w.spent), resetAt: w.startedAt + BUDGET_WINDOW_MS };
  }

  charge(keyId: string, limit: number, cost: number): Charge {
    const w = this.window(keyId);
    const resetAt = w.startedAt + BUDGET_WINDOW_MS;
    if (w.spent + cost > limit) {
      return { ok: false, limit, remaining: Math.max(0, limit - w.spent), resetAt, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - this.now()) / 1000)) };
    }
    w.spent += cost;
    return { ok: true, limit, remaining: limit - w.spent, resetAt };
  }

  private window(keyId: string) {
    const now = this.now();
    let w = this.windows.get(keyId);
    if (!w || now >= w.startedAt + BUDGET_WINDOW_MS) {
      w = { startedAt: now, spent: 0 };
      this.windows.set(keyId, w);
    }
    return w;
  }
}
