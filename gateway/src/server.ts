import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { expressMiddleware } from '@as-integrations/express5';
import { ApolloGateway } from '@apollo/gateway';
import { incomingTraceHeaders, tracingEnabled, useProcessLogger } from '@club/observability';
import express from 'express';
import { GraphQLError } from 'graphql';
import type { DestinationStream } from 'pino';
import type { GatewayContext } from './context';
import type { GatewayEnv } from './env';
import { formatGatewayError, jsonErrorHandler } from './errors';
import { refuseDeepJson, refuseDeepJsonParameters } from './http/json-nesting';
import { compressLargeAnswers } from './http/answer-encoding';
import { mountExplorer } from './http/explorer';
import { mountHealth } from './http/health';
import { mountMedia } from './http/media';
import { COURSE_FILE_FIELDS, FileAccessUnavailable, mountAffiliateRedirects, mountPaymentProviderPages, mountProtectedFiles } from './http/protected-files';
import { mountInvoiceFiles } from './http/invoice-files';
import { mountKeysRoutes } from './http/keys-route';
import { mayOpenGatedMedia } from './http/media-access';
import { mountMetrics } from './http/metrics-route';
import { mountOperationsView } from './http/operations-route';
import { PersistedDocuments, persistedDocumentsMiddleware } from './http/persisted-documents';
import { securityHeaders } from './http/security-headers';
import { mountWebClient } from './http/web-client';
import { BudgetLedger } from './keys/budget';
import { openKeysDbForGateway } from './keys/db';
import { rootFieldNamesOf } from './keys/scopes';
import { ALL_SCOPES, DEFAULT_BUDGET_PER_MINUTE, PartnerKeyStore, type PartnerKeyGrant } from './keys/store';
import { API_KEY_HEADER, ApiKeys, type KeyHolder } from './partners';
import { gatewayLogger } from './observability/logger';
import { GatewayMetrics } from './observability/metrics';
import { operationsPlugin, recordKeptAnswer } from './observability/operations-plugin';
import { RecentOperations } from './observability/recent-operations';
import { requestIdOf, requestIds } from './observability/request-id';
import { newTrace, type OperationTrace } from './observability/trace';
import { continueTrace, traceRequests } from './observability/tracing';
import { operationLimits } from './plugins/operation-limits';
import { operationResolutionPlugin } from './plugins/operation-resolution';
import { partnerKeysPlugin } from './plugins/partner-keys';
import { schemaAccessPlugin } from './plugins/schema-access';
import { sessionPlugin } from './plugins/session';
import { textInputPlugin } from './plugins/text-input';
import { inputBoundsPlugin } from './plugins/input-bounds';
import { VisitorResponses } from './plugins/visitor-responses';
import { keptVisitorAnswers } from './http/kept-visitor-answers';
import { queryPlanCache, warmQueryPlans } from './query-plans';
import { SessionCodec } from './session/cookie';
import { SignedDataSource } from './subgraphs/signed-data-source';
import { allSubgraphUrls, subgraphUrl } from './subgraphs/urls';
import { ANONYMOUS, ClaimsLoader } from './viewer/claims';

export interface RunningGateway {
  url: string;
  close: () => Promise<void>;
}

export interface GatewayOptions {
  /** Where the JSON logs go (stdout when unset); tests read them from here. */
  logDestination?: DestinationStream;
}

export async function startGateway(env: GatewayEnv, options: GatewayOptions = {}): Promise<RunningGateway> {
  const supergraphSdl = readFileSync(env.SUPERGRAPH_PATH, 'utf8');
  const persistedDocuments = PersistedDocuments.fromFiles(env.PERSISTED_DOCUMENTS_PATHS);
  const metrics = new GatewayMetrics();
  const recent = new RecentOperations();
  const logger = gatewayLogger({ nodeEnv: env.NODE_ENV, level: env.LOG_LEVEL, destination: options.logDestination });
  // Code without a logger of its own (errors.ts) logs with this one.
  useProcessLogger(logger);
  const breakerSettings = { failureThreshold: env.CIRCUIT_FAILURE_THRESHOLD, windowMs: env.CIRCUIT_WINDOW_MS, coolDownMs: env.CIRCUIT_COOL_DOWN_MS };
  const plans = queryPlanCache();
  const gateway = new ApolloGateway({
    supergraphSdl,
    queryPlannerConfig: { cache: plans },
    buildService: ({ name, url }) =>
      new SignedDataSource(subgraphUrl(env, name, url), { name, signingSecret: env.VIEWER_SIGNING_SECRET, timeoutMs: env.SUBGRAPH_TIMEOUT_MS, breaker: breakerSettings }),
    // Kept on the request's trace: ops and partners get it back in extensions.queryPlan (observability/).
    experimental_didResolveQueryPlan: ({ queryPlan, requestContext }) => {
      const trace = (requestContext.context as GatewayContext | undefined)?.trace;
      if (trace) trace.queryPlan = queryPlan;
    },
  });

  const codec = new SessionCodec(env.SESSION_SECRET, env.cookieSecure);
  const claims = new ClaimsLoader(env.UPSTREAM_URL, env.UPSTREAM_TIMEOUT_MS, env.CLAIMS_TTL_MS, breakerSettings);
  const apiKeys = new ApiKeys({ partner: env.PARTNER_API_KEYS, ops: env.OPS_API_KEYS });
  // An embedded database in a folder is opened by the first stored partner key or keys panel request
  // (keys/db.ts): its memory is not spent on a gateway that serves only visitors and members.
  const keysDb = await openKeysDbForGateway({ databaseUrl: env.GATEWAY_DATABASE_URL, dataDir: env.GATEWAY_DATA_DIR }, PartnerKeyStore.prepare);
  const keyStore = new PartnerKeyStore(keysDb);
  const budgets = new BudgetLedger();

  const app = express();
  app.disable('x-powered-by');
  // No ETag on GraphQL answers (express hashes every res.send body for it; nothing revalidates a POST).
  // Static files keep theirs, from serve-static.
  app.set('etag', false);
  app.set('trust proxy', 'loopback');
  const httpServer = http.createServer(app);
  httpServer.keepAliveTimeout = 65_000;

  const limits = operationLimits();
  const visitorAnswers = new VisitorResponses({ ttlMs: env.VISITOR_RESPONSE_TTL_MS ?? (env.NODE_ENV === 'test' ? 0 : 5_000), staleWhileRevalidateMs: env.VISITOR_RESPONSE_STALE_MS });
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
    // Browsers send persisted document ids, resolved before Apollo (http/persisted-documents.ts); Apollo's own
    // automatic persisted queries would let any caller register a document, so they are off.
    persistedQueries: false,
    parseOptions: { maxTokens: 4000 },
    includeStacktraceInErrorResponses: env.NODE_ENV === 'development',
    formatError: formatGatewayError(env.NODE_ENV),
    validationRules: limits.validationRules,
    plugins: [
      ...(limits.plugins as never[]),
      operationResolutionPlugin(),
      operationsPlugin({ metrics, logger, recent, record: env.OPERATION_METRICS === 'on' }),
      // After operationsPlugin: spends the cost it computed.
      partnerKeysPlugin(budgets),
      schemaAccessPlugin(),
      textInputPlugin(),
      inputBoundsPlugin(),
      // Visitors' identical queries share one execution and its answer for a few seconds (docs/operations.md 'Load and soak').
      visitorAnswers.plugin(),
      sessionPlugin(codec, claims),
      ApolloServerPluginDrainHttpServer({ httpServer }),
      ApolloServerPluginLandingPageDisabled(),
    ],
  });
  await server.start();

  app.use(securityHeaders({ hsts: env.NODE_ENV === 'production' }));
  app.use(requestIds());
  // A span per request when tracing is on (docs/operations.md 'Following a slow request'); nothing is mounted when off.
  const traced = tracingEnabled();
  if (traced) app.use(traceRequests());
  mountHealth(app, { upstreamUrl: env.UPSTREAM_URL, subgraphUrls: allSubgraphUrls(env) });
  const visitor = (session: GatewayContext['session'] = {}): GatewayContext => ({ caller: { kind: 'visitor' }, viewer: ANONYMOUS, upstreamToken: null, partnerId: null, session });
  const partner = (grant: PartnerKeyGrant): GatewayContext => ({ ...visitor(), caller: { kind: 'partner', partnerId: grant.partner }, partnerId: grant.partner, partnerKey: grant });
  /** Who is asking: a partner or an operator by API key, a member by session cookie, else a visitor (SUSPECT). */
  const contextFor = async (req: express.Request): Promise<GatewayContext> => {
    const apiKey = req.headers[API_KEY_HEADER];
    if (typeof apiKey === 'string') {
      const holder = apiKeys.identify(apiKey);
      // Ops and partners see the data a visitor sees; what sets them apart is reading the schema. A key never acts as a member: the cookie is not read.
      if (holder?.role === 'ops') return { ...visitor(), caller: { kind: 'ops', opsId: holder.id } };
      if (holder) return partner({ keyId: `env:${holder.id}`, partner: holder.id, scopes: [ALL_SCOPES], budgetPerMinute: DEFAULT_BUDGET_PER_MINUTE });
      const stored = await keyStore.lookup(apiKey);
      if (stored?.status === 'active') return partner(stored.grant);
      const message = stored?.status === 'revoked' ? 'Chiave API revocata.' : 'Chiave API non valida.';
      throw new GraphQLError(message, { extensions: { code: 'UNAUTHENTICATED', ...(stored ? { reason: 'KEY_REVOKED' } : {}), http: { status: 401 } } });
    }
    const token = codec.tokenFromCookieHeader(req.headers.cookie);
    if (!token) return visitor();
    const outcome = await claims.load(token, (req as { requestId?: string }).requestId);
    if (outcome.kind === 'member') return { caller: { kind: 'member', userId: outcome.viewer.userId }, viewer: outcome.viewer, upstreamToken: token, partnerId: null, session: {} };
    if (outcome.kind === 'invalid-session') return visitor({ clear: true });
    // The CRM is down: answer as a visitor for this request but keep the session for the next one.
    return visitor();
  };

  const identify = (key: string) => apiKeys.identify(key);
  mountMetrics(app, { metrics, identify, metricsToken: env.METRICS_TOKEN });
  mountOperationsView(app, { recent, identify });
  mountKeysRoutes(app, { store: keyStore, rootFields: rootFieldNamesOf(supergraphSdl), identify });
  /** Ops keys, partner keys from configuration and from the key store (revoked ones are unknown). */
  const identifyAny = async (key: string): Promise<KeyHolder | null> => {
    const holder = apiKeys.identify(key);
    if (holder) return holder;
    const stored = await keyStore.lookup(key);
    return stored?.status === 'active' ? { role: 'partner', id: stored.grant.partner } : null;
  };
  app.use(
    '/graphql',
    // Large answers go out compressed to clients that accept it (http/answer-encoding.ts).
    compressLargeAnswers(),
    // Nesting is bounded before parsing (http/json-nesting.ts): a 20,000-deep body is a 400, not a 500.
    refuseDeepJsonParameters(),
    express.json({ limit: '200kb', verify: refuseDeepJson }),
    ...(traced ? [continueTrace()] : []),
    persistedDocumentsMiddleware(persistedDocuments, env.browserDocuments),
    keptVisitorAnswers({
      answers: visitorAnswers,
      isVisitor: (req) => req.headers[API_KEY_HEADER] === undefined && codec.tokenFromCookieHeader(req.headers.cookie) === null,
      onServed: (req, operationName, durationMs) => recordKeptAnswer({ metrics, logger, recent, record: env.OPERATION_METRICS === 'on' }, { requestId: requestIdOf(req), operationName, durationMs }),
    }),
    expressMiddleware(server, {
      context: async ({ req }) => {
        const requestId = requestIdOf(req);
        const trace: OperationTrace = newTrace(requestId);
        // The client's trace headers go on to the subgraphs unchanged when tracing is off.
        return { ...(await contextFor(req)), clientIp: req.ip ?? null, requestId, trace, traceHeaders: incomingTraceHeaders(req.headers) };
      },
    }),
  );
  mountMedia(app, {
    mediaOrigin: env.MEDIA_ORIGIN ?? env.UPSTREAM_URL,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    mayOpenGated: async (req, mediaPath) => {
      const contextValue = { ...(await contextFor(req)), requestId: requestIdOf(req) };
      return mayOpenGatedMedia(async (query, variables) => {
        const result = await server.executeOperation({ query, variables }, { contextValue });
        if (result.body.kind !== 'single') return { errors: [{ extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] };
        return result.body.singleResult as never;
      }, mediaPath);
    },
  });
  const executeAs = async (req: express.Request, query: string, variables: Record<string, unknown>) => {
    const contextValue = { ...(await contextFor(req)), requestId: requestIdOf(req) };
    const result = await server.executeOperation({ query, variables }, { contextValue });
    if (result.body.kind !== 'single') throw new FileAccessUnavailable();
    return result.body.singleResult;
  };
  // Before the course files: both live under /files/.
  mountInvoiceFiles(app, { upstreamUrl: env.UPSTREAM_URL, timeoutMs: env.UPSTREAM_TIMEOUT_MS, tokenOf: (cookie) => codec.tokenFromCookieHeader(cookie) });
  mountPaymentProviderPages(app, { providerOrigin: env.UPSTREAM_URL, timeoutMs: env.UPSTREAM_TIMEOUT_MS });
  mountAffiliateRedirects(app, { topnegoziOrigin: env.UPSTREAM_URL, timeoutMs: env.UPSTREAM_TIMEOUT_MS });
  mountProtectedFiles(app, {
    signingSecret: env.VIEWER_SIGNING_SECRET,
    fileOrigins: [env.UPSTREAM_URL, ...env.FILE_ORIGINS],
    playerOrigin: env.UPSTREAM_URL,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    linkFor: async (req, courseId, file) => {
      const field = COURSE_FILE_FIELDS[file];
      const { data, errors } = await executeAs(req, `query CourseFileLink($id: ID!) { course(id: $id) { ${field} } }`, { id: courseId });
      if (errors?.some((e) => e.extensions?.code === 'UPSTREAM_UNAVAILABLE')) throw new FileAccessUnavailable();
      const course = (data as { course?: Record<string, string | null> | null } | null | undefined)?.course;
      return course?.[field] ?? null;
    },
  });
  mountExplorer(app, { webDist: env.WEB_DIST, identify: identifyAny });
  mountWebClient(app, env.WEB_DIST);
  app.use((_req, res) => void res.status(404).json({ message: 'Not found' }));
  app.use(jsonErrorHandler);

  await new Promise<void>((resolve) => httpServer.listen(env.PORT, env.HOST, resolve));
  const { port } = httpServer.address() as AddressInfo;
  if ((env.QUERY_PLAN_WARMUP ?? (env.NODE_ENV === 'test' ? 'off' : 'on')) === 'on') {
    const started = Date.now();
    void warmQueryPlans(plans, supergraphSdl, persistedDocuments.documents()).then(
      (done) => logger.info({ ...done, durationMs: Date.now() - started }, 'query plans of the persisted documents ready'),
      (err: unknown) => logger.warn({ err }, 'query plans of the persisted documents not prepared'),
    );
  }
  return {
    url: `http://${env.HOST}:${port}`,
    close: async () => {
      await server.stop();
      await keysDb.close();
    },
  };
}
