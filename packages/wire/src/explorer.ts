/**
 * What the gateway's ops and partner endpoints answer and the API explorer (`web/src/explorer`)
 * reads: partner keys (`/ops/keys`), the operations view (`/explorer/operations`) and the
 * `extensions.queryPlan` / `extensions.cost` of an answer to a partner or ops key.
 */

/** The scope that allows every root field. */
export const ALL_SCOPES = '*';

/** A partner key as ops see it (`GET /ops/keys`: never the key itself). */
export interface PartnerKeyRecord {
  id: string;
  partner: string;
  scopes: string[];
  budgetPerMinute: number;
  createdAt: string;
  revokedAt: string | null;
  /** When the key stops being accepted (refused with KEY_EXPIRED), or null: it does not expire. */
  expiresAt: string | null;
  /** Until when the secret replaced by the last rotation is still accepted, or null. */
  previousValidUntil: string | null;
  /** The key's use per day (UTC, newest first) over the panel's window, and its last use: `GET /ops/keys` fills them. */
  usage?: KeyUsageDay[];
  lastUsedAt?: string | null;
}

/** One day of a partner key's use (keys/usage-store.ts): what the keys panel and `GET /api/usage` show. */
export interface KeyUsageDay {
  /** UTC day, `YYYY-MM-DD`. */
  day: string;
  requests: number;
  costSpent: number;
  /** Operations refused with 429 (the budget for the minute spent). */
  throttled: number;
  /** Errors by `extensions.code`. */
  errors: Record<string, number>;
}

/** One recorded change to partner keys (`GET /ops/audit`): who, when, what (before and after), from where. */
export interface KeyAuditEntry {
  id: number;
  at: string;
  /** The ops key's owner (`senza nome (<id>)` while OPS_KEY_OWNERS does not name it), or `cli:<OS user>`. */
  who: string;
  /** The client address as the gateway sees it (TRUST_PROXY), or the CLI's host. */
  from: string | null;
  action: 'create' | 'revoke' | 'rotate' | 'update';
  keyId: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** The windows the operations view offers (`/explorer/operations?window=`). */
export const OPERATION_WINDOW_NAMES = ['5m', '15m', '1h', '24h'] as const;
export type OperationWindow = (typeof OPERATION_WINDOW_NAMES)[number];

/** One answered operation, as the operations view lists it. */
export interface OperationEntry {
  /** Epoch milliseconds when it was answered. */
  at: number;
  requestId: string;
  operationName: string | null;
  client: string;
  durationMs: number;
  cost: number | null;
  errors: string[];
  subgraphs: string[];
}

/** Per-operation figures over a window. */
export interface OperationStats {
  operationName: string;
  count: number;
  errorRate: number;
  p50: number;
  p95: number;
  p99: number;
}

/** The answer of `GET /explorer/operations`. */
export interface OperationsView {
  window: OperationWindow;
  stats: OperationStats[];
  recent: OperationEntry[];
}

/** A node of the plan tree returned in `extensions.queryPlan.tree`. */
export type PlanTreeNode =
  | { kind: 'Sequence' | 'Parallel'; nodes: PlanTreeNode[] }
  | { kind: 'Flatten'; path: string; node: PlanTreeNode }
  | { kind: 'Condition'; condition: string; ifClause: PlanTreeNode | null; elseClause: PlanTreeNode | null }
  | { kind: 'Defer'; nodes: PlanTreeNode[] }
  | { kind: 'Fetch'; subgraph: string; operationName: string | null; operation: string; startMs: number | null; durationMs: number | null; ok: boolean | null };

/** The `extensions.queryPlan` answered to ops and partners. */
export interface QueryPlanExtension {
  /** The plan as Apollo's query planner prints it. */
  text: string;
  /** The same plan as a tree whose fetches carry their subgraph and timings (ms from the start of the request). */
  tree: PlanTreeNode | null;
  /** Each subgraph the plan touched, with its number of fetches and their total time. */
  subgraphs: { name: string; fetches: number; totalMs: number }[];
}

/** The `extensions.cost` answered to ops and partners: the operation's cost (absent when it did not resolve) and, for a partner key, its budget for the minute. */
export interface CostExtension {
  requestedQueryCost?: number;
  maximumQueryCost?: number;
  budgetPerMinute?: number;
  remainingBudget?: number;
  /** ISO instant when the budget is restored. */
  resetAt?: string;
}
