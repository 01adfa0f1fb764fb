import type http from 'node:http';
import type { ApolloServer } from '@apollo/server';
import { sampleIncomingRequest } from '@club/observability';
import type { CircuitBreakerSettings } from '@club/subgraph-kit';
import type { Express } from 'express';
import type { Callers } from '../callers/callers';
import type { GatewayContext } from '../context';
import type { GatewayEnv } from '../env';
import type { AddressLimits } from '../limits/address-limits';
import { recordKeptAnswer, type OperationRecording } from '../observability/operations-plugin';
import { traceKeptAnswer } from '../observability/tracing';
import { startApolloServer } from './apollo-server';
import { mountGraphqlRoute } from './graphql-route';
import type { PersistedDocuments } from './persisted-documents';
import { KeptAnswerDrops } from './kept-answer-drops';
import { keptAnswersFastPath } from './kept-answers-fast-path';
import { MemberResponses } from './plugins/member-responses';
import { VisitorResponses } from './plugins/visitor-responses';
import { queryPlanCache, warmQueryPlans } from './query-plans';
import { runAsCaller, type RunAs } from './run-as';

export interface GraphqlDeps {
  env: GatewayEnv;
  supergraphSdl: string;
  persistedDocuments: PersistedDocuments;
  httpServer: http.Server;
  breakers: CircuitBreakerSettings;
  recording: OperationRecording;
  callers: Callers;
  /** The limits per client address: keyless requests, sign-ups and leads (limits/). */
  limits: AddressLimits;
}

/** The GraphQL API, started: mount it, run operations as a caller, warm its plans once listening, stop it. */
export interface Graphql {
  server: ApolloServer<GatewayContext>;
  /** Mounts `/graphql` (graphql-route.ts). */
  mount: (app: Express, options: { traced: boolean }) => void;
  /** The HTTP server's request listener: kept answers on the shortest path, everything else to `app` (kept-answers-fast-path.ts). */
  fastPath: (app: (req: http.IncomingMessage, res: http.ServerResponse) => void, options: { traced: boolean }) => (req: http.IncomingMessage, res: http.ServerResponse) => void;
  runAs: RunAs;
  /** Plans every persisted document in the background (QUERY_PLAN_WARMUP; test stacks turn it off), so no browser request pays for planning. */
  warmPlansInBackground: () => void;
}

/**
 * The gateway's GraphQL room: Apollo Gateway and Server with their plugins (apollo-server.ts), the
 * `/graphql` middleware chain (graphql-route.ts), and what both share: the visitors' kept answers,
 * the query-plan cache, the partner budgets.
 */
export async function startGraphql(deps: GraphqlDeps): Promise<Graphql> {
  const { env, supergraphSdl, persistedDocuments, recording, callers, limits } = deps;
  const plans = queryPlanCache();
  const visitorAnswers = new VisitorResponses({ ttlMs: env.VISITOR_RESPONSE_TTL_MS, staleWhileRevalidateMs: env.VISITOR_RESPONSE_STALE_MS });
  const memberAnswers = new MemberResponses({ maxTtlMs: env.MEMBER_RESPONSE_MAX_TTL_MS, maxEntries: env.MEMBER_RESPONSE_MAX_ENTRIES, maxPerMember: env.MEMBER_RESPONSE_MAX_PER_MEMBER });
  const drops = new KeptAnswerDrops(visitorAnswers, memberAnswers, callers.sharedRedis);
  const server = await startApolloServer({ env, supergraphSdl, httpServer: deps.httpServer, plans, breakers: deps.breakers, recording, budgets: callers.budgets, visitorAnswers, memberAnswers, drops, callers, formLimits: limits.forms });
  return {
    server,
    mount: (app, { traced }) => mountGraphqlRoute(app, { server, persistedDocuments, browserDocuments: env.browserDocuments, visitorAnswers, callers, recording, traced, keylessLimit: limits.keyless }),
    fastPath: (app, { traced }) =>
      keptAnswersFastPath(
        {
          visitors: visitorAnswers,
          members: memberAnswers,
          persistedDocuments,
          browserDocuments: env.browserDocuments,
          tokenOf: callers.tokenOf,
          keylessLimit: limits.keyless,
          hsts: env.NODE_ENV === 'production',
          onServed: (served) => recordKeptAnswer(recording, { ...served, fastPath: true }),
          // With tracing on, the configured sampler's decision first; a sampled kept answer gets its span on the fast path.
          ...(traced ? { tracing: { sampled: sampleIncomingRequest, traced: traceKeptAnswer } } : {}),
        },
        app,
      ),
    runAs: runAsCaller(server, callers),
    warmPlansInBackground: () => {
      if (env.QUERY_PLAN_WARMUP !== 'on') return;
      const started = Date.now();
      void warmQueryPlans(plans, supergraphSdl, persistedDocuments.documents()).then(
        (done) => recording.logger.info({ ...done, durationMs: Date.now() - started }, 'query plans of the persisted documents ready'),
        (err: unknown) => recording.logger.warn({ err }, 'query plans of the persisted documents not prepared'),
      );
    },
  };
}
