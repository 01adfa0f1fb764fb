import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse, type OperationDefinitionNode } from 'graphql';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../context';
import { GatewayMetrics } from './metrics';
import { KEPT_ANSWER_LOG_LEVEL, operationsPlugin, recordKeptAnswer } from './operations-plugin';
import { UsageRecorder } from '../usage/recorder';
import { RecentOperations } from './recent-operations';
import { newTrace } from './trace';

/** Runs one operation through the plugin's hooks, as Apollo Server would, with one timed fetch. */
async function answerOne(record: boolean | undefined, usage: UsageRecorder | null = null) {
  const metrics = new GatewayMetrics();
  const recent = new RecentOperations();
  const logLines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
  const plugin = operationsPlugin({ metrics, logger, recent, usage, ...(record === undefined ? {} : { record }) });
  // As Apollo Server starts it: the cost model comes from the supergraph the gateway loaded.
  const listener = await plugin.serverWillStart!({} as never);
  listener!.schemaDidLoadOrUpdate!({ apiSchema: null as never, coreSupergraphSdl: readFileSync('supergraph.graphql', 'utf8') });

  const document = parse('query Plans { plans { name } }');
  const operation = document.definitions[0] as OperationDefinitionNode;
  const trace = newTrace('req-1');
  trace.fetches.push({ subgraph: 'commerce', operation: '{ plans { name } }', startMs: 1, durationMs: 3, ok: true });
  const contextValue = { caller: { kind: 'visitor' }, trace } as unknown as GatewayContext;
  const hooks = await plugin.requestDidStart!({ contextValue } as never);
  await hooks!.didResolveOperation!({ document, operation, contextValue, request: { variables: {} } } as never);
  const response = { body: { kind: 'single', singleResult: { data: { plans: [] }, errors: [{ message: 'Il listino non risponde.', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] } } };
  await hooks!.willSendResponse!({ response, operation, request: { operationName: 'Plans' }, queryHash: 'hash-of-plans', contextValue } as never);
  return { metrics: await metrics.text(), recent: recent.recent(10), logLines, cost: trace.cost };
}

/** The sample lines (not HELP/TYPE) of the gateway's own series. */
const gatewaySamples = (text: string) => text.split('\n').filter((l) => /^gateway_/.test(l));

describe('operationsPlugin', () => {
  it('by default records each operation in the metrics and the operations view', async () => {
    const { metrics, recent } = await answerOne(undefined);
    expect(metrics).toMatch(/^gateway_operations_total\{operation="Plans",client="web",outcome="error"\} 1$/m);
    expect(metrics).toMatch(/^gateway_subgraph_fetch_duration_seconds_count\{subgraph="commerce",outcome="ok"\} 1$/m);
    expect(recent.map((e) => e.operationName)).toEqual(['Plans']);
  });

  it('with record off (OPERATION_METRICS=off) the metrics and the operations view stay empty; cost and the log line remain', async () => {
    const { metrics, recent, logLines, cost } = await answerOne(false);
    expect(gatewaySamples(metrics)).toEqual([]);
    expect(recent).toEqual([]);
    // plans: @listSize(assumedSize: 20) × 1 (graphql/cost/).
    expect(cost).toBe(20);
    expect(logLines.map((l) => JSON.parse(l) as { msg: string; operationName: string })).toMatchObject([{ msg: 'operation', operationName: 'Plans' }]);
  });

  it('records usage off the request path: the operation by name, document hash, client (a visitor is anonymous), outcome, cost and error samples', async () => {
    const usage = new UsageRecorder({ maxKeys: 10 });
    await answerOne(false, usage);
    expect(usage.take()).toMatchObject([
      { operationName: 'Plans', documentHash: 'hash-of-plans', client: 'anonymous', outcome: 'error', count: 1, cost: 20, errorsByCode: { UPSTREAM_UNAVAILABLE: 1 }, samples: { UPSTREAM_UNAVAILABLE: ['Il listino non risponde.'] } },
    ]);
  });

  it("a kept answer is recorded in usage under Apollo's hash of its document, as anonymous for a visitor and web for a member, with no cost", () => {
    const usage = new UsageRecorder({ maxKeys: 10 });
    const logger = pino({ level: 'silent' });
    const recording = { metrics: new GatewayMetrics(), logger, recent: new RecentOperations(), usage, record: false };
    const query = 'query Home { footer { tagline } }';
    recordKeptAnswer(recording, { requestId: 'r1', operationName: 'Home', durationMs: 1, query, visitor: true });
    recordKeptAnswer(recording, { requestId: 'r2', operationName: 'Home', durationMs: 1, query, visitor: false });
    const hash = createHash('sha256').update(query).digest('hex');
    expect(usage.take().sort((a, b) => a.client.localeCompare(b.client))).toMatchObject([
      { operationName: 'Home', documentHash: hash, client: 'anonymous', outcome: 'ok', count: 1, cost: 0 },
      { operationName: 'Home', documentHash: hash, client: 'web', outcome: 'ok', count: 1, cost: 0 },
    ]);
  });

  it('a kept answer not traced logs its line at debug (LOG_LEVEL=debug shows it), a traced one at info as an executed operation does', () => {
    const lines = (level: string) => {
      const written: { level: number; requestId: string; keptAnswer: boolean }[] = [];
      const logger = pino({ level }, { write: (line: string) => void written.push(JSON.parse(line)) });
      const recording = { metrics: new GatewayMetrics(), logger, recent: new RecentOperations(), usage: null, record: true };
      const served = { operationName: 'Home', durationMs: 1, query: 'query Home { footer { tagline } }', visitor: true, fastPath: true };
      recordKeptAnswer(recording, { ...served, requestId: 'untraced', traced: false });
      recordKeptAnswer(recording, { ...served, requestId: 'traced', traced: true });
      return written.map((l) => ({ level: l.level, requestId: l.requestId, keptAnswer: l.keptAnswer }));
    };
    expect(KEPT_ANSWER_LOG_LEVEL).toBe('debug');
    expect(lines('info')).toEqual([{ level: 30, requestId: 'traced', keptAnswer: true }]);
    expect(lines('debug')).toEqual([
      { level: 20, requestId: 'untraced', keptAnswer: true },
      { level: 30, requestId: 'traced', keptAnswer: true },
    ]);
  });
});
