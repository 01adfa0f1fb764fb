import { KEY_PREFIX, type SharedRedis } from '@club/shared-state';

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
 * Cost spent per partner key in fixed one-minute windows, starting with the key's first operation
 * after the previous window ended. An operation whose cost is more than what is left is refused
 * whole and spends nothing.
 */
export interface BudgetLedger {
  /** The key's window as it stands, without spending. */
  peek(keyId: string, limit: number): Promise<BudgetState>;
  charge(keyId: string, limit: number, cost: number): Promise<Charge>;
}

const retryAfter = (resetAt: number, now: number) => Math.max(1, Math.ceil((resetAt - now) / 1000));

/** The ledger of one gateway process (`npm start`, no `REDIS_URL`); also the fallback of the shared one. */
export class MemoryBudgetLedger implements BudgetLedger {
  private readonly windows = new Map<string, { startedAt: number; spent: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async peek(keyId: string, limit: number): Promise<BudgetState> {
    const w = this.window(keyId);
    return { limit, remaining: Math.max(0, limit - w.spent), resetAt: w.startedAt + BUDGET_WINDOW_MS };
  }

  async charge(keyId: string, limit: number, cost: number): Promise<Charge> {
    const w = this.window(keyId);
    const resetAt = w.startedAt + BUDGET_WINDOW_MS;
    if (w.spent + cost > limit) {
      return { ok: false, limit, remaining: Math.max(0, limit - w.spent), resetAt, retryAfterSeconds: retryAfter(resetAt, this.now()) };
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

/**
 * One check-and-spend in Redis, atomic across every gateway: the key holds what was spent in the
 * window and expires when the window ends (so the first operation after that starts a new one).
 * Returns { 1 if spent else 0, spent after this call, milliseconds left in the window }.
 */
const CHARGE_SCRIPT = `
local spent = tonumber(redis.call('GET', KEYS[1]))
if not spent then
  spent = 0
  redis.call('SET', KEYS[1], 0, 'PX', ARGV[3])
end
local ttl = redis.call('PTTL', KEYS[1])
local cost = tonumber(ARGV[2])
if spent + cost > tonumber(ARGV[1]) then return {0, spent, ttl} end
if cost > 0 then spent = redis.call('INCRBY', KEYS[1], cost) end
return {1, spent, ttl}
`;

/**
 * The ledger every gateway shares (`REDIS_URL`): one budget per key whichever gateway answers.
 * When Redis fails (down, or slower than its command timeout) the gateway counts on its own until
 * it is back: partners keep being served and limited, each gateway allowing the budget (the same
 * trade as login protection's; docs/operations.md 'Where state lives').
 */
export class SharedBudgetLedger implements BudgetLedger {
  constructor(
    private readonly redis: SharedRedis,
    private readonly fallback: BudgetLedger = new MemoryBudgetLedger(),
    private readonly now: () => number = Date.now,
  ) {}

  async peek(keyId: string, limit: number): Promise<BudgetState> {
    try {
      const [spent, ttl] = await Promise.all([this.redis.client.get(budgetKey(keyId)), this.redis.client.pttl(budgetKey(keyId))]);
      const now = this.now();
      return { limit, remaining: Math.max(0, limit - Number(spent ?? 0)), resetAt: now + (ttl > 0 ? ttl : BUDGET_WINDOW_MS) };
    } catch {
      return this.fallback.peek(keyId, limit);
    }
  }

  async charge(keyId: string, limit: number, cost: number): Promise<Charge> {
    let answer: [number, number, number];
    try {
      answer = (await this.redis.client.eval(CHARGE_SCRIPT, 1, budgetKey(keyId), limit, cost, BUDGET_WINDOW_MS)) as [number, number, number];
    } catch {
      return this.fallback.charge(keyId, limit, cost);
    }
    const [spentNow, spent, ttl] = answer;
    const now = this.now();
    const resetAt = now + Math.max(ttl, 0);
    if (spentNow !== 1) return { ok: false, limit, remaining: Math.max(0, limit - spent), resetAt, retryAfterSeconds: retryAfter(resetAt, now) };
    return { ok: true, limit, remaining: limit - spent, resetAt };
  }
}

const budgetKey = (keyId: string) => `${KEY_PREFIX}budget:${keyId}`;

/** The shared ledger with Redis, the process's own without. */
export function budgetLedgerFor(redis: SharedRedis | null): BudgetLedger {
  return redis ? new SharedBudgetLedger(redis) : new MemoryBudgetLedger();
}
