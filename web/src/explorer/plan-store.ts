import { useSyncExternalStore } from 'react';
import type { CostExtension, QueryPlanExtension } from '@club/wire';

/** A node of `extensions.queryPlan.tree` (the gateway's, `@club/wire` explorer.ts). */
export type { PlanTreeNode } from '@club/wire';

/** What the explorer shows beside the result: the gateway's `extensions.queryPlan` and `extensions.cost`. */
export interface OperationInsight {
  /** The operation's cost (absent when it did not resolve) and, for a partner key, its budget for the minute. */
  cost: CostExtension | null;
  queryPlan: QueryPlanExtension | null;
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
