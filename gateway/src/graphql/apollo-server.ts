import type http from 'node:http';
import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import type { CircuitBreakerSettings } from '@club/subgraph-kit';
import type { Callers } from '../callers/callers';
import type { GatewayContext } from '../context';
import type { GatewayEnv } from '../env';
import { formatGatewayError } from '../errors';
import type { BudgetLedger } from '../keys/budget';
import { formLimitsPlugin, type FormLimiters } from '../limits/form-limits';
import { operationsPlugin, type OperationRecording } from '../observability/operations-plugin';
import { searchFairness } from '../search-fairness';
import { SignedDataSource } from '../subgraphs/signed-data-source';
import { subgraphUrl } from '../subgraphs/urls';
import { inputBoundsPlugin } from './plugins/input-bounds';
import { operationLimits } from './plugins/operation-limits';
import { operationResolutionPlugin } from './plugins/operation-resolution';
import { partnerKeysPlugin } from './plugins/partner-keys';
import { schemaAccessPlugin } from './plugins/schema-access';
import { sessionPlugin } from './plugins/session';
import { textInputPlugin } from './plugins/text-input';
import type { KeptAnswerDrops } from './kept-answer-drops';
import type { MemberResponses } from './plugins/member-responses';
import type { VisitorResponses } from './plugins/visitor-responses';
import type { queryPlanCache } from './query-plans';

export interface ApolloServerDeps {
  env: GatewayEnv;
  supergraphSdl: string;
  /** Drained when the server stops. */
  httpServer: http.Server;
  /** The query-plan cache (query-plans.ts), warmed with the persisted documents' plans at start. */
  plans: ReturnType<typeof queryPlanCache>;
  /** Each subgraph's circuit breaker. */
  breakers: CircuitBreakerSettings;
  recording: OperationRecording;
  budgets: BudgetLedger;
  visitorAnswers: VisitorResponses;
  memberAnswers: MemberResponses;
  drops: KeptAnswerDrops;
  callers: Pick<Callers, 'codec' | 'claims' | 'revocations' | 'keyUsage'>;
  /** Sign-ups and leads per client address (limits/form-limits.ts). */
  formLimits: FormLimiters;
}

/**
 * Apollo Gateway over the supergraph (each subgraph called through a SignedDataSource, with the
 * viewer's signed claims) in Apollo Server with the gateway's plugins, started.
 */
export async function startApolloServer(deps: ApolloServerDeps): Promise<ApolloServer<GatewayContext>> {
  const { env, breakers } = deps;
  const gateway = new ApolloGateway({
    supergraphSdl: deps.supergraphSdl,
    queryPlannerConfig: { cache: deps.plans },
    buildService: ({ name, url }) => {
      const source = new SignedDataSource(subgraphUrl(env, name, url), { name, signingSecret: env.VIEWER_SIGNING_SECRET, timeoutMs: env.SUBGRAPH_TIMEOUT_MS, breaker: breakers });
      deps.recording.metrics.watchBreaker(`subgraph ${name}`, source.breaker);
      return source;
    },
    // Kept on the request's trace: ops and partners get it back in extensions.queryPlan (observability/).
    experimental_didResolveQueryPlan: ({ queryPlan, requestContext }) => {
      const trace = (requestContext.context as GatewayContext | undefined)?.trace;
      if (trace) trace.queryPlan = queryPlan;
    },
  });

  const limits = operationLimits();
  const server = new ApolloServer<GatewayContext>({
    gateway,
    // Apollo's defaults follow our validated NODE_ENV, not whatever the process was started with.
    nodeEnv: env.NODE_ENV,
    // On for the server; schemaAccessPlugin allows it per caller (partners and ops only).
    introspection: true,
    // index.ts stops the gateway on SIGINT/SIGTERM.
    stopOnTerminationSignals: false,
    csrfPrevention: true,
    allowBatchedHttpRequests: false,
    // Browsers send persisted document ids, resolved before Apollo (persisted-documents.ts); Apollo's own
    // automatic persisted queries would let any caller register a document, so they are off.
    persistedQueries: false,
    parseOptions: { maxTokens: 4000 },
    includeStacktraceInErrorResponses: env.NODE_ENV === 'development',
    formatError: formatGatewayError(env.NODE_ENV),
    validationRules: limits.validationRules,
    plugins: [
      ...(limits.plugins as never[]),
      operationResolutionPlugin(),
      operationsPlugin(deps.recording),
      // After operationsPlugin: spends the cost it computed.
      partnerKeysPlugin(deps.budgets, deps.callers.keyUsage),
      formLimitsPlugin(deps.formLimits),
      schemaAccessPlugin(),
      textInputPlugin(),
      inputBoundsPlugin(),
      // One client's searches wait or get 429, never everyone's (search-fairness/).
      searchFairness(env, deps.recording.metrics.registry),
      // Visitors' identical queries share one execution and its answer for a few seconds (docs/operations.md 'Load and soak').
      deps.visitorAnswers.plugin(),
      // A member's answers, kept per session for what the subgraphs' cache hints allow; mutations drop kept answers (kept-answer-drops.ts).
      deps.memberAnswers.plugin(),
      deps.drops.plugin(),
      sessionPlugin(deps.callers.codec, deps.callers.claims, deps.callers.revocations),
      ApolloServerPluginDrainHttpServer({ httpServer: deps.httpServer }),
      ApolloServerPluginLandingPageDisabled(),
    ],
  });
  await server.start();
  return server;
}
