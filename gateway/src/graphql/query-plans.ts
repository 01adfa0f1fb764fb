import { createHash } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { operationFromDocument, Supergraph } from '@apollo/federation-internals';
import { QueryPlanner, type QueryPlan } from '@apollo/query-planner';
import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import { Kind, parse } from 'graphql';

/**
 * The gateway's query-plan cache, handed to ApolloGateway (`queryPlannerConfig.cache`) so that the
 * plans of the persisted documents can be put in it at start instead of by their first requests.
 * Sized as the gateway's own default (30 MiB, by approximate object size).
 */
export function queryPlanCache(): InMemoryLRUCache<QueryPlan> {
  return new InMemoryLRUCache<QueryPlan>({ maxSize: 30 * 2 ** 20, sizeCalculation: (plan) => JSON.stringify(plan).length * 2 });
}

const sha256 = (...parts: string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

/**
 * The key under which ApolloGateway looks a plan up: the SHA-256 of the query text (Apollo Server's
 * queryHash) and, when the request names its operation, the SHA-256 of that hash followed by the name.
 */
export function queryPlanKey(query: string, operationName: string | null): string {
  const queryHash = sha256(query);
  return operationName ? sha256(queryHash, operationName) : queryHash;
}

/**
 * Plans every operation of the given documents (the persisted ones: all a browser may send) into
 * the cache, one per turn of the event loop so requests are served meanwhile. A document that does
 * not plan (e.g. a suite's document the schema no longer has) is skipped: its requests will get the
 * validation error they would have got anyway. Plans come from a planner of their own over the same
 * supergraph, dropped afterwards.
 */
export async function warmQueryPlans(cache: KeyValueCache<QueryPlan>, supergraphSdl: string, documents: Iterable<string>): Promise<{ planned: number; skipped: number }> {
  const supergraph = Supergraph.build(supergraphSdl);
  const apiSchema = supergraph.apiSchema();
  const planner = new QueryPlanner(supergraph);
  let planned = 0;
  let skipped = 0;
  for (const query of documents) {
    await nextTurn();
    try {
      const document = parse(query);
      const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
      for (const definition of operations) {
        const operationName = definition.name?.value ?? null;
        const plan = planner.buildQueryPlan(operationFromDocument(apiSchema, document, { operationName: operationName ?? undefined }));
        await cache.set(queryPlanKey(query, operationName), plan);
        // A request that doesn't name its operation finds it by the query alone when it is the only one.
        if (operations.length === 1 && operationName) await cache.set(queryPlanKey(query, null), plan);
        planned += 1;
      }
    } catch {
      skipped += 1;
    }
  }
  return { planned, skipped };
}
