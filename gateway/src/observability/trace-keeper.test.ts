import type { KeptTrace } from '@club/wire';
import { Registry } from 'prom-client';
import { afterEach, describe, expect, it } from 'vitest';
import { newTrace } from './trace';
import { TraceKeeper } from './trace-keeper';
import { headSampled } from './trace-sampling';

const keepers: TraceKeeper[] = [];
afterEach(async () => {
  await Promise.all(keepers.splice(0).map((k) => k.stop()));
});

/** A keeper over a store in memory (or one that refuses every write), sampling nothing by ratio, slow from 500 ms. */
function keeperOver(options: { failing?: boolean; pendingMax?: number } = {}) {
  const written: KeptTrace[] = [];
  const registry = new Registry();
  const store = {
    insert: async (traces: KeptTrace[]) => {
      if (options.failing) throw new Error('database down');
      written.push(...traces);
    },
    prune: async () => {},
  };
  const keeper = new TraceKeeper(store, { sampler: { sampler: 'traceidratio', ratio: '0' }, slowerThanMs: 500, registry, flushMs: 60_000, pendingMax: options.pendingMax });
  keepers.push(keeper);
  const metric = async (name: string) => (await registry.getSingleMetricAsString(name)).split('\n').filter((l) => !l.startsWith('#')).join('\n');
  return { keeper, written, metric };
}

const ended = (durationMs: number, sampled = false) => {
  const trace = newTrace('req-1');
  trace.sampled = sampled;
  trace.fetches.push({ subgraph: 'fad', operation: '{ courseCatalogue { total } }', startMs: 2, durationMs: durationMs - 4, ok: true });
  return { trace, outcome: { operationName: 'Slowish', durationMs, ok: true } };
};

describe('TraceKeeper', () => {
  it('keeps a slow operation whatever the sampling, and no unsampled fast one', async () => {
    const { keeper, written } = keeperOver();
    expect(keeper.sampled(undefined)).toBe(false);
    const slow = ended(750);
    keeper.consider(slow.trace, slow.outcome);
    const fast = ended(40);
    keeper.consider(fast.trace, fast.outcome);
    await keeper.flush();
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ operationName: 'Slowish', durationMs: 750, why: 'slow', requestId: 'req-1' });
    expect(written[0]!.spans.map((s) => [s.kind, s.parentId, s.startMs])).toEqual([
      ['operation', null, 0],
      ['fetch', 'op', 2],
    ]);
  });

  it('keeps a sampled fast operation as sampled', async () => {
    const { keeper, written } = keeperOver();
    const sampled = ended(20, true);
    keeper.consider(sampled.trace, sampled.outcome);
    await keeper.flush();
    expect(written.map((t) => t.why)).toEqual(['sampled']);
  });

  it('drops past the bound and when the database refuses, counting both, without throwing', async () => {
    const full = keeperOver({ pendingMax: 2 });
    for (let i = 0; i < 3; i++) full.keeper.consider(ended(900).trace, ended(900).outcome);
    expect(await full.metric('gateway_kept_traces_dropped_total')).toContain('gateway_kept_traces_dropped_total{reason="full"} 1');
    await full.keeper.flush();
    expect(full.written).toHaveLength(2);

    const down = keeperOver({ failing: true });
    down.keeper.consider(ended(900).trace, ended(900).outcome);
    await expect(down.keeper.flush()).resolves.toBeUndefined();
    expect(await down.metric('gateway_kept_traces_dropped_total')).toContain('gateway_kept_traces_dropped_total{reason="store"} 1');
  });
});

describe('TraceKeeper writes off the request path', () => {
  it('writes five traces to an INSERT and gives the event loop back between traces and writes', async () => {
    const batches: number[] = [];
    let turnsSeen = 0;
    const keeper = new TraceKeeper(
      { insert: async (traces) => void batches.push(traces.length), prune: async () => {} },
      { sampler: {}, slowerThanMs: 1, registry: new Registry(), flushMs: 60_000 },
    );
    keepers.push(keeper);
    for (let i = 0; i < 12; i++) keeper.consider(ended(100).trace, ended(100).outcome);
    // A request arriving meanwhile: its callbacks run between the writer's steps, not after all of them.
    let waiting = true;
    const request = () => {
      turnsSeen++;
      if (waiting) setImmediate(request);
    };
    setImmediate(request);
    await keeper.flush();
    waiting = false;
    expect(batches).toEqual([5, 5, 2]);
    expect(turnsSeen).toBeGreaterThanOrEqual(12);
  });
});

describe('headSampled (tracing off: the gateway applies OTEL_TRACES_SAMPLER)', () => {
  const parent = (flags: string) => ({ traceparent: `00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-${flags}`, traceId: '4bf92f3577b34da6a3ce929d0e0e4736' });
  it('draws the ratio, follows a sampled parent under parentbased_*, and samples nothing when unset', () => {
    expect(headSampled({ sampler: 'traceidratio', ratio: '0.25' }, undefined, () => 0.2)).toBe(true);
    expect(headSampled({ sampler: 'traceidratio', ratio: '0.25' }, undefined, () => 0.3)).toBe(false);
    expect(headSampled({ sampler: 'parentbased_traceidratio', ratio: '0' }, parent('01'))).toBe(true);
    expect(headSampled({ sampler: 'parentbased_traceidratio', ratio: '1' }, parent('00'))).toBe(false);
    expect(headSampled({ sampler: 'traceidratio', ratio: '0' }, parent('01'))).toBe(false);
    expect(headSampled({}, undefined, () => 0)).toBe(false);
    expect(headSampled({ sampler: 'always_on' }, undefined)).toBe(true);
  });
});
