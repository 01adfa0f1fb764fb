import { readFileSync } from 'node:fs';
import { ApolloGateway } from '@apollo/gateway';
import type { QueryPlan } from '@apollo/query-planner';
import { ApolloServer } from '@apollo/server';
import { describe, expect, it } from 'vitest';
import { queryPlanCache, queryPlanKey, warmQueryPlans } from './query-plans';

const SUPERGRAPH = readFileSync('supergraph.graphql', 'utf8');
const WEB_DOCUMENTS = Object.values(JSON.parse(readFileSync('web/src/gql/persisted-documents.json', 'utf8')) as Record<string, string>);
const NEWS = WEB_DOCUMENTS.find((d) => /\bquery HomeNewsCarousel\b/.test(d))!;

describe('query plans of the persisted documents, prepared at start', () => {
  it('plans every document of the web client, none skipped', async () => {
    const cache = queryPlanCache();
    const done = await warmQueryPlans(cache, SUPERGRAPH, WEB_DOCUMENTS);
    expect(done).toEqual({ planned: WEB_DOCUMENTS.length, skipped: 0 });
    const plan = await cache.get(queryPlanKey(NEWS, 'HomeNewsCarousel'));
    expect(JSON.stringify(plan)).toContain('"serviceName":"cms"');
  });

  it('skips a document the schema does not have and goes on', async () => {
    const done = await warmQueryPlans(queryPlanCache(), SUPERGRAPH, ['query Gone { noSuchField }', NEWS]);
    expect(done).toEqual({ planned: 1, skipped: 1 });
  });

  it('the gateway finds a prepared plan under the key it looks up, and plans nothing itself', async () => {
    const cache = queryPlanCache();
    await warmQueryPlans(cache, SUPERGRAPH, [NEWS]);
    const stored: string[] = [];
    const set = cache.set.bind(cache);
    cache.set = (key: string, plan: QueryPlan) => (stored.push(key), set(key, plan));
    // Subgraphs on a closed port: the operation fails at its fetches, after its plan was looked up.
    const gateway = new ApolloGateway({ supergraphSdl: SUPERGRAPH.replaceAll(/(@join__graph\(name: "\w+", url: )"[^"]+"/g, '$1"http://127.0.0.1:9/graphql"'), queryPlannerConfig: { cache } });
    const server = new ApolloServer({ gateway });
    await server.start();
    try {
      await server.executeOperation({ query: NEWS, operationName: 'HomeNewsCarousel', variables: {} });
      expect(stored).toEqual([]);
      await server.executeOperation({ query: '{ topBar { id } }' });
      expect(stored).toEqual([queryPlanKey('{ topBar { id } }', null)]);
    } finally {
      await server.stop();
    }
  });
});
