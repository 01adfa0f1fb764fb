import { randomBytes } from 'node:crypto';
import type { KeptTrace, TraceKeptBecause } from '@club/wire';
import type { TraceHeaders } from '@club/observability';
import { Counter, type Registry } from 'prom-client';
import type { OperationTrace } from './trace';
import { headSampled, type SamplerSetting } from './trace-sampling';
import { spansOf, type OperationOutcome } from './trace-spans';
import type { TraceStore } from './trace-store';

/** Traces waiting for the next write at most; past it a kept trace is dropped (and counted). */
export const KEPT_TRACES_PENDING_MAX = 500;
/** How often the waiting traces are written, in one batch. */
export const KEPT_TRACES_FLUSH_MS = 1000;
/** Traces per INSERT: a write holds an embedded database's thread (PGlite) for this many traces' rows at most. */
export const KEPT_TRACES_WRITE_CHUNK = 5;
/** How often the retention is applied. */
export const KEPT_TRACES_PRUNE_MS = 60_000;

export interface TraceKeeperOptions {
  sampler: SamplerSetting;
  /** TRACE_KEEP_SLOWER_THAN_MS: an operation at least this slow is kept whatever the sampling (0: none by duration). */
  slowerThanMs: number;
  registry: Registry;
  flushMs?: number;
  pendingMax?: number;
}

interface Pending {
  trace: OperationTrace;
  outcome: OperationOutcome;
  why: TraceKeptBecause;
  at: number;
}

/**
 * Which operations keep their trace, and their way to the database off the request path. The head
 * decision (`sampled`, at the start of the operation) asks the subgraphs for their inline traces;
 * the tail decision (`consider`, at its end) keeps the sampled ones and the slow ones. A kept trace
 * waits in memory (bounded) and a timer writes the waiting ones in one batch; nothing here is
 * awaited by a request, and a database that is down or slow costs dropped traces
 * (`gateway_kept_traces_dropped_total`), never a slower answer.
 */
export class TraceKeeper {
  private pending: Pending[] = [];
  private writing = false;
  private lastPrune = 0;
  private readonly timer: NodeJS.Timeout;
  private readonly kept: Counter<'why'>;
  private readonly dropped: Counter<'reason'>;

  constructor(
    private readonly store: Pick<TraceStore, 'insert' | 'prune'>,
    private readonly options: TraceKeeperOptions,
  ) {
    this.kept = new Counter({ name: 'gateway_kept_traces_total', help: 'Operation traces kept for the explorer, by why (sampled, slow)', labelNames: ['why'], registers: [options.registry] });
    this.dropped = new Counter({ name: 'gateway_kept_traces_dropped_total', help: 'Kept traces dropped before being written (full: too many waiting; store: the database refused the batch)', labelNames: ['reason'], registers: [options.registry] });
    this.timer = setInterval(() => void this.flush(), options.flushMs ?? KEPT_TRACES_FLUSH_MS);
    this.timer.unref();
  }

  /** The head decision of an operation starting now. */
  sampled(parent: TraceHeaders | undefined): boolean {
    return headSampled(this.options.sampler, parent);
  }

  /** The tail decision of an operation that just ended: kept (in memory, until the next write) when sampled or slow. */
  consider(trace: OperationTrace, outcome: OperationOutcome): void {
    const slow = this.options.slowerThanMs > 0 && outcome.durationMs >= this.options.slowerThanMs;
    if (!trace.sampled && !slow) return;
    if (this.pending.length >= (this.options.pendingMax ?? KEPT_TRACES_PENDING_MAX)) return void this.dropped.inc({ reason: 'full' });
    const why: TraceKeptBecause = trace.sampled ? 'sampled' : 'slow';
    this.kept.inc({ why });
    this.pending.push({ trace, outcome, why, at: Date.now() });
  }

  /**
   * Writes the waiting traces, a few at a time, one write at a time. The spans are built and the
   * inline traces decoded here, not on the request path; and between two traces and two writes the
   * event loop is given back (an embedded PGlite runs each statement synchronously on this thread,
   * resolving in microtasks: one batch of 50 held it 300-400 ms on a loaded machine), so requests
   * wait for one trace's work at most.
   */
  async flush(): Promise<void> {
    if (this.writing || this.pending.length === 0) return;
    this.writing = true;
    const waiting = this.pending;
    this.pending = [];
    try {
      for (let from = 0; from < waiting.length; from += KEPT_TRACES_WRITE_CHUNK) {
        const chunk = waiting.slice(from, from + KEPT_TRACES_WRITE_CHUNK);
        try {
          const traces: KeptTrace[] = [];
          for (const pending of chunk) {
            traces.push(keptTraceOf(pending));
            await nextTurn();
          }
          await this.store.insert(traces);
        } catch {
          this.dropped.inc({ reason: 'store' }, chunk.length);
        }
        await nextTurn();
      }
      if (Date.now() - this.lastPrune >= KEPT_TRACES_PRUNE_MS) {
        this.lastPrune = Date.now();
        await this.store.prune().catch(() => undefined); // Tried again at the next prune.
      }
    } finally {
      this.writing = false;
    }
  }

  /** Writes what waits and stops the timer (the gateway's close). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}

/** The event loop's next turn: requests waiting to run go first. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function keptTraceOf({ trace, outcome, why, at }: Pending): KeptTrace {
  return { id: randomBytes(8).toString('hex'), operationName: outcome.operationName, durationMs: outcome.durationMs, at: new Date(at).toISOString(), why, requestId: trace.requestId, spans: spansOf(trace, outcome) };
}
