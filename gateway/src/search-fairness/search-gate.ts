/**
 * How many text searches one client may have running at once on this gateway, with a short queue
 * behind them (docs/operations.md 'Search fairness'). One client's searches fill the upstream's
 * queue (the embedded database serves one query at a time, and one header suggestion is four
 * searches), so what slows everybody else is how many of them are in flight, not how many arrive
 * per minute: a cap on concurrency bounds that share whatever one search costs, where a rate would
 * let a burst in at once and let slow searches pile up under it.
 *
 * A concurrency cap is state of the process that holds the requests, so it is per gateway: a
 * running search lives and dies with this process (nothing to lease or leak in Redis when a gateway
 * dies mid-request, no Redis round trip on every keystroke), and across N gateways one client has
 * at most N × the cap running, still a bound.
 *
 * Past the running cap a search waits, in order, for at most `maxWaitMs`; past the waiting cap, or
 * once it has waited that long, it is refused. A search refused because the queue is full is told so
 * only after `refusalDelayMs`: waiting, and answering refusals late, is what keeps a client that
 * ignores `Retry-After` from spinning on refusals (measured: one such connection sent 350 refused
 * requests a second, CPU of the gateway everybody shares); its excess connections sit idle here,
 * each a timer, instead.
 *
 * p-limit (in the dependency tree) has neither a bound on its queue nor a deadline per waiter, and
 * keeps no per-key state: this is the small keyed version with both.
 */
export interface SearchGateSettings {
  /** Searches one client may have running at once; 0 turns the gate off (every search runs at once). */
  runningPerClient: number;
  /** Searches of one client that may wait for a running slot; one more is refused (after `refusalDelayMs`). */
  waitingPerClient: number;
  /** How long a search may wait for a slot before it is refused. */
  maxWaitMs: number;
  /** How long a search refused because its client's queue is full is held before the refusal is sent. */
  refusalDelayMs: number;
}

/** Why a search was refused: too many already waiting, or it waited its whole allowance. */
export type RefusalReason = 'QUEUE_FULL' | 'WAITED_TOO_LONG';

export type Admission = { ok: true; release: () => void } | { ok: false; reason: RefusalReason };

interface Waiter {
  admit: (admission: Admission) => void;
  timer: NodeJS.Timeout;
}

interface ClientState {
  running: number;
  waiting: Waiter[];
}

export class SearchGate {
  /** Only clients with a search running or waiting: an idle client's entry is removed, so the map stays small. */
  private readonly clients = new Map<string, ClientState>();
  /** Searches refused for a full queue, not yet told. */
  private held = 0;

  constructor(readonly settings: SearchGateSettings) {}

  get enabled(): boolean {
    return this.settings.runningPerClient > 0;
  }

  /** Resolves when the search may run (call `release` once it has answered) or is refused. */
  admit(client: string): Promise<Admission> {
    if (!this.enabled) return Promise.resolve({ ok: true, release: () => {} });
    let state = this.clients.get(client);
    if (!state) {
      state = { running: 0, waiting: [] };
      this.clients.set(client, state);
    }
    if (state.running < this.settings.runningPerClient) {
      state.running += 1;
      return Promise.resolve({ ok: true, release: this.releaser(client, state) });
    }
    if (state.waiting.length >= this.settings.waitingPerClient) return this.refuseLater();
    const queue = state.waiting;
    return new Promise<Admission>((resolve) => {
      const waiter: Waiter = {
        admit: resolve,
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1);
          this.forgetIfIdle(client, state);
          resolve({ ok: false, reason: 'WAITED_TOO_LONG' });
        }, this.settings.maxWaitMs),
      };
      queue.push(waiter);
    });
  }

  /** A refusal sent after the delay; the search never runs, even if a slot frees meanwhile. */
  private refuseLater(): Promise<Admission> {
    this.held += 1;
    return new Promise((resolve) =>
      setTimeout(() => {
        this.held -= 1;
        resolve({ ok: false, reason: 'QUEUE_FULL' });
      }, this.settings.refusalDelayMs),
    );
  }

  /** Searches running, waiting and held for a late refusal on this gateway, and how many clients run or wait some (for /metrics). */
  stats(): { running: number; waiting: number; held: number; clients: number } {
    let running = 0;
    let waiting = 0;
    for (const state of this.clients.values()) {
      running += state.running;
      waiting += state.waiting.length;
    }
    return { running, waiting, held: this.held, clients: this.clients.size };
  }

  /** Frees the slot once (a second call does nothing): the first waiter, if any, takes it over. */
  private releaser(client: string, state: ClientState): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = state.waiting.shift();
      if (next) {
        clearTimeout(next.timer);
        next.admit({ ok: true, release: this.releaser(client, state) });
        return;
      }
      state.running -= 1;
      this.forgetIfIdle(client, state);
    };
  }

  private forgetIfIdle(client: string, state: ClientState): void {
    if (state.running === 0 && state.waiting.length === 0 && this.clients.get(client) === state) this.clients.delete(client);
  }
}
