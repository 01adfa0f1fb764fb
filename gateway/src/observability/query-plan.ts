import { prettyFormatQueryPlan, type PlanNode, type QueryPlan } from '@apollo/query-planner';
import type { PlanTreeNode, QueryPlanExtension } from '@club/wire';
import type { FetchTiming } from './trace';

/** The plan tree and the `extensions.queryPlan` answered to ops and partners (`@club/wire` explorer.ts, which the explorer reads). */
export type { PlanTreeNode, QueryPlanExtension };

/** The plan with the timings of the fetches that ran; a fetch is matched by subgraph and document, in order. */
export function queryPlanExtension(plan: QueryPlan, fetches: FetchTiming[]): QueryPlanExtension {
  const pending = [...fetches];
  const take = (subgraph: string, operation: string) => {
    const i = pending.findIndex((f) => f.subgraph === subgraph && f.operation === operation);
    return i < 0 ? null : pending.splice(i, 1)[0]!;
  };
  const walk = (node: PlanNode): PlanTreeNode => {
    switch (node.kind) {
      case 'Sequence':
      case 'Parallel':
        return { kind: node.kind, nodes: node.nodes.map(walk) };
      case 'Flatten':
        return { kind: 'Flatten', path: node.path.join('.'), node: walk(node.node) };
      case 'Condition':
        return { kind: 'Condition', condition: node.condition, ifClause: node.ifClause ? walk(node.ifClause) : null, elseClause: node.elseClause ? walk(node.elseClause) : null };
      case 'Defer':
        return { kind: 'Defer', nodes: [node.primary.node, ...node.deferred.map((d) => d.node)].filter((n): n is PlanNode => !!n).map(walk) };
      case 'Fetch': {
        const timing = take(node.serviceName, node.operation);
        return {
          kind: 'Fetch',
          subgraph: node.serviceName,
          operationName: node.operationName ?? null,
          operation: node.operation,
          startMs: timing?.startMs ?? null,
          durationMs: timing?.durationMs ?? null,
          ok: timing?.ok ?? null,
        };
      }
    }
  };
  const root = plan.node && plan.node.kind !== 'Subscription' ? walk(plan.node) : null;
  const bySubgraph = new Map<string, { name: string; fetches: number; totalMs: number }>();
  for (const f of fetches) {
    const entry = bySubgraph.get(f.subgraph) ?? { name: f.subgraph, fetches: 0, totalMs: 0 };
    entry.fetches += 1;
    entry.totalMs = Math.round((entry.totalMs + f.durationMs) * 10) / 10;
    bySubgraph.set(f.subgraph, entry);
  }
  return { text: prettyFormatQueryPlan(plan), tree: root, subgraphs: [...bySubgraph.values()] };
}
