import { useSyncExternalStore } from 'react';

/** A node of `extensions.queryPlan.tree` (gateway/src/observability/query-plan.ts). */
export type PlanTreeNode =
  | { kind: 'Sequence' | 'Parallel' | 'Defer'; nodes: PlanTreeNode[] }
  | { kind: 'Flatten'; path: string; node: PlanTreeNode }
  | { kind: 'Condition'; condition: string; ifClause: PlanTreeNode | null; elseClause: PlanTreeNode | null }
  | { kind: 'Fetch'; subgraph: string; operationName: string | null; operation: string; startMs: number | null; durationMs: number | null; ok: boolean | null };

/** What the explorer shows beside the result: the gateway's `extensions.queryPlan` and `extensions.cost`. */
export interface OperationInsight {
  /** The operation's cost (absent when it did not resolve) and, for a partner key, its budget for the minute. */
  cost: { requestedQueryCost?: number; maximumQueryCost?: number; budgetPerMinute?: number; remainingBudget?: number; resetAt?: string } | null;
  queryPlan: { text: string; tree: PlanTreeNode | null; subgraphs: { name: string; fetches: number; totalMs: number }[] } | null;
}

let current: OperationInsight | null = null;
const listeners = new Set<() => void>();

/** Records the extensions of the last answer. */
export function recordInsight(extensions: Record<string, unknown> | undefined): void {
  current = {
    cost: (extensions?.cost as OperationInsight['cost']) ?? null,
    queryPlan: (extensions?.queryPlan as OperationInsight['queryPlan']) ?? null,
  };
  for (const l of listeners) l();
}

export function useInsight(): OperationInsight | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
}
