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

/** The ranges the operations view offers (`/explorer/operations?range=`), besides a custom `from`/`to`. */
export const OPERATION_RANGE_NAMES = ['1h', '24h', '7d', '30d'] as const;
export type OperationRange = (typeof OPERATION_RANGE_NAMES)[number];

/** One answered operation, as the operations view lists it (this gateway's latest, in memory). */
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

/** An error code of an operation over the range, with a few of its messages. */
export interface OperationErrorCode {
  code: string;
  count: number;
  samples: string[];
}

/** One bucket of an operation's time series. */
export interface OperationPoint {
  /** Epoch milliseconds of the bucket's start. */
  at: number;
  count: number;
  errors: number;
  p50: number;
  p95: number;
  p99: number;
}

/** Per-operation figures over a range, from the usage every gateway recorded (latencies in ms). */
export interface OperationStats {
  operationName: string;
  count: number;
  /** Requests per minute over the range. */
  rate: number;
  /** Requests answered with at least one error. */
  errors: number;
  errorRate: number;
  p50: number;
  p95: number;
  p99: number;
  /** Cost spent in all, and per request. */
  cost: number;
  costPerRequest: number;
  errorCodes: OperationErrorCode[];
  series: OperationPoint[];
}

/** The answer of `GET /explorer/operations`. */
export interface OperationsView {
  /** The range asked (epoch ms, `to` exclusive), its name when one of OPERATION_RANGE_NAMES. */
  from: number;
  to: number;
  range: OperationRange | null;
  /** The size of a series bucket. */
  bucketMs: number;
  stats: OperationStats[];
  /** Operation names, slowest p95 first / most failing first (at most 5 each). */
  topSlow: string[];
  topFailing: string[];
  /** The clients seen over the range (for the filter). */
  clients: string[];
  /** This gateway's latest operations (in memory, not the fleet's). */
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
