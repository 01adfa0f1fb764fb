import type { ApolloServerPlugin } from '@apollo/server';
import { activeSpanSampled } from '@club/observability';
import type { Logger } from 'pino';
import type { Caller, GatewayContext } from '../context';
import { costModelHolder, MAX_OPERATION_COST, requestCost } from '../graphql/cost';
import type { FieldUsage } from '../field-usage/gateway-field-usage';
import { documentHashOf } from '../graphql/document-hash';
import type { GatewayMetrics } from './metrics';
import { queryPlanExtension } from './query-plan';
import type { UsageRecorder } from '../usage/recorder';
import type { RecentOperations } from './recent-operations';
import type { TraceKeeper } from './trace-keeper';
import { elapsedMs, newTrace } from './trace';

/** Who may see how an operation ran (its query plan and cost): the people who build against the API. */
export function maySeeQueryPlan(caller: Caller | undefined): boolean {
  return caller?.kind === 'ops' || caller?.kind === 'partner';
}

/** The client label of metrics and logs: `web` (browsers: visitors and members), `ops`, or `partner:<id>`. */
export function clientLabel(caller: Caller): string {
  if (caller.kind === 'partner') return `partner:${caller.partnerId}`;
  if (caller.kind === 'ops') return 'ops';
  return 'web';
}

/** The usage record's client: `anonymous` (a visitor), `web` (a member), `ops`, `partner:<id>`. */
export function usageClient(caller: Caller): string {
  return caller.kind === 'visitor' ? 'anonymous' : clientLabel(caller);
}

/** Where operations are recorded (observability/recording.ts): metrics, the ops operations view, the log; `record: false` skips the first two. */
export interface OperationRecording {
  metrics: GatewayMetrics;
  logger: Logger;
  recent: RecentOperations;
  /** Usage for the fleet's operations view (usage/recorder.ts), null when USAGE_RECORDING=off; in memory, written by a timer. */
  usage?: UsageRecorder | null;
  record?: boolean;
  /** Which schema coordinates each client's operations use (field-usage/); none until the gateway's database is there. */
  fieldUsage?: FieldUsage | null;
  /** The kept traces of the explorer's "Tracce" panel (trace-keeper.ts); none until the gateway's database is there (server.ts). */
  traces?: TraceKeeper | null;
}

/**
 * How each operation ran: its cost (with its variables, from the supergraph's `@cost` / `@listSize`:
 * graphql/cost/; the figure the cost limit checks and partner budgets spend) and, for ops
 * and partners, its query plan with the timed fetches per subgraph in `extensions`; the Prometheus
 * metrics of the operation and its fetches; the ops operations view's record; one JSON log line per operation.
 * With `record: false` (OPERATION_METRICS=off) the metrics and the record are skipped; the cost (which
 * partner budgets spend), the plan in `extensions` and the log line (LOG_LEVEL) are not affected.
 */
export function operationsPlugin(options: OperationRecording): ApolloServerPlugin<GatewayContext> {
  const { metrics, logger, recent, usage, record = true, fieldUsage, traces } = options;
  const costs = costModelHolder();
  return {
    serverWillStart: () => costs.serverWillStart(),
    async requestDidStart({ contextValue }) {
      const trace = (contextValue.trace ??= newTrace(contextValue.requestId ?? 'internal'));
      // The head sampling decision: a sampled operation asks its subgraphs for their inline traces (signed-data-source.ts).
      if (traces) trace.sampled = traces.sampled(contextValue.traceHeaders);
      let cost: number | null = null;
      return {
        async didResolveOperation(requestContext) {
          cost = costs.model ? requestCost(costs.model, requestContext) : null;
          if (cost !== null) trace.cost = cost;
        },
        async willSendResponse({ response, operation, request, contextValue: context, document, queryHash, schema }) {
          const durationMs = elapsedMs(trace);
          const body = response.body.kind === 'single' ? response.body.singleResult : null;
          const errorCodes = (body?.errors ?? []).map((e) => String(e.extensions?.code ?? 'INTERNAL_SERVER_ERROR'));
          const operationName = operation?.name?.value ?? request.operationName ?? null;
          const client = clientLabel(context.caller);
          const subgraphs = [...new Set(trace.fetches.map((f) => f.subgraph))];

          if (body && maySeeQueryPlan(context.caller)) {
            body.extensions = {
              ...body.extensions,
              ...(cost !== null || context.budget ? { cost: { ...(cost !== null ? { requestedQueryCost: cost, maximumQueryCost: MAX_OPERATION_COST } : {}), ...budgetExtension(context.budget) } } : {}),
              ...(trace.queryPlan ? { queryPlan: queryPlanExtension(trace.queryPlan, trace.fetches) } : {}),
            };
          }

          if (record) {
            const label = metrics.operationLabel(operationName);
            metrics.observeOperation({ operation: label, client, type: operation?.operation ?? 'unknown', seconds: durationMs / 1000, errorCodes });
            for (const f of trace.fetches) metrics.observeFetch(f.subgraph, f.durationMs / 1000, f.ok);
            recent.add({ at: Date.now(), requestId: trace.requestId, operationName, client, durationMs, cost, errors: errorCodes, subgraphs });
            // Only a validated document (one that resolved to an operation) names coordinates of the schema.
            if (fieldUsage && document && operation && queryHash) fieldUsage.recordOperation(client, { hash: queryHash, schema, document, operation, variables: request.variables });
          }
          traces?.consider(trace, { operationName, durationMs, ok: errorCodes.length === 0 });
          if (usage) {
            const errors = (body?.errors ?? []).map((e, i) => ({ code: errorCodes[i]!, message: e.message }));
            usage.record({ at: Date.now(), operationName, documentHash: queryHash ?? '', client: usageClient(context.caller), durationMs, cost, errors });
          }
          logger.info(
            { requestId: trace.requestId, operationName, operationType: operation?.operation ?? null, client, durationMs, cost, errors: errorCodes, subgraphs },
            'operation',
          );
        },
      };
    },
  };
}

/** A partner key's budget as `extensions.cost` reports it (keys/budget.ts): what is left this minute and when it is restored. */
function budgetExtension(budget: GatewayContext['budget']) {
  if (!budget) return {};
  return { budgetPerMinute: budget.limit, remainingBudget: budget.remaining, resetAt: new Date(budget.resetAt).toISOString() };
}

/**
 * What operationsPlugin records, for a query answered from a kept answer before Apollo (the HTTP
 * fast path, graphql/kept-answers-fast-path.ts, for visitors and members; graphql/kept-visitor-answers.ts
 * for visitors): no cost is spent and no subgraph is fetched. Usage names the document by Apollo's
 * hash and the client as an executed operation would (`anonymous` for a visitor, `web` for a
 * member); field usage counts the document's coordinates when this gateway has executed it before
 * (every kept answer was made by an execution, so only a document pushed out of the coordinates'
 * cache goes uncounted).
 */
export function recordKeptAnswer(
  options: OperationRecording,
  served: {
    requestId: string;
    operationName: string | null;
    durationMs: number;
    query: string;
    visitor: boolean;
    /** Sent by the HTTP fast path, before Express. */
    fastPath?: boolean;
    /** Sent inside a sampled span (the fast path knows; unset: the active span says). */
    traced?: boolean;
  },
): void {
  const { metrics, logger, recent, usage, record = true, fieldUsage } = options;
  const { requestId, operationName, durationMs, fastPath } = served;
  const documentHash = usage || (record && fieldUsage) ? documentHashOf(served.query) : '';
  if (record) {
    metrics.observeKeptAnswer(operationName, served.visitor ? 'visitor' : 'member', durationMs / 1000);
    recent.add({ at: Date.now(), requestId, operationName, client: 'web', durationMs, cost: null, errors: [], subgraphs: [] });
    fieldUsage?.recordKnown('web', documentHash);
  }
  usage?.record({ at: Date.now(), operationName, documentHash, client: served.visitor ? 'anonymous' : 'web', durationMs, cost: null, errors: [] });
  // A traced kept answer's line is what its trace leads ops to; the others are cache hits, which
  // HAProxy's access log, the metrics and the operations view already hold (KEPT_ANSWER_LOG_LEVEL).
  const level = (served.traced ?? activeSpanSampled() === true) ? 'info' : KEPT_ANSWER_LOG_LEVEL;
  keptAnswerLogger(logger, fastPath === true)[level]({ requestId, operationName, durationMs }, 'operation');
}

/**
 * The level of the log line of a kept answer that is not traced. A kept answer is a cache hit: a
 * line each at `info` cost about a fifth of the gateway's CPU per kept answer (docs/performance.md
 * 'Physical limit'), for lines HAProxy's access log (deploy/haproxy.cfg `option httplog`), the
 * metrics (`gateway_kept_answers_total`) and the operations view already hold. `LOG_LEVEL=debug`
 * shows them; executed operations and traced kept answers log at `info` as before.
 */
export const KEPT_ANSWER_LOG_LEVEL = 'debug' satisfies 'debug' | 'info';

/** Per logger, the kept answers' log lines' fixed fields, serialised once (pino child bindings): each line then writes only its own. */
const keptAnswerLoggers = new WeakMap<Logger, { http: Logger; express: Logger }>();

function keptAnswerLogger(logger: Logger, fastPath: boolean): Logger {
  let children = keptAnswerLoggers.get(logger);
  if (!children) {
    const fixed = { operationType: 'query', client: 'web', cost: null, errors: [], subgraphs: [], keptAnswer: true };
    children = { http: logger.child({ ...fixed, fastPath: true }), express: logger.child(fixed) };
    keptAnswerLoggers.set(logger, children);
  }
  return fastPath ? children.http : children.express;
}
