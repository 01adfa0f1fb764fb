import { readFileSync } from 'node:fs';
import { parse, type OperationDefinitionNode } from 'graphql';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { GatewayContext } from '../context';
import { GatewayMetrics } from './metrics';
import { operationsPlugin } from './operations-plugin';
import { RecentOperations } from './recent-operations';
import { newTrace } from './trace';

/** Runs one operation through the plugin's hooks, as Apollo Server would, with one timed fetch. */
async function answerOne(record: boolean | undefined) {
  const metrics = new GatewayMetrics();
  const recent = new RecentOperations();
  const logLines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(line) });
  const plugin = operationsPlugin({ metrics, logger, recent, ...(record === undefined ? {} : { record }) });
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
  const response = { body: { kind: 'single', singleResult: { data: { plans: [] } } } };
  await hooks!.willSendResponse!({ response, operation, request: { operationName: 'Plans' }, contextValue } as never);
  return { metrics: await metrics.text(), recent: recent.recent(10), logLines, cost: trace.cost };
}

/** The sample lines (not HELP/TYPE) of the gateway's own series. */
const gatewaySamples = (text: string) => text.split('\n').filter((l) => /^gateway_/.test(l));

describe('operationsPlugin', () => {
  it('by default records each operation in the metrics and the operations view', async () => {
    const { metrics, recent } = await answerOne(undefined);
    expect(metrics).toMatch(/^gateway_operations_total\{operation="Plans",client="web",outcome="ok"\} 1$/m);
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
});
