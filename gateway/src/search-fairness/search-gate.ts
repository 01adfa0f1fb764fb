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
 * once it has waited that long, it is refused. Waiting rather than refusing at once is what keeps a
 * client that ignores `Retry-After` from spinning on refusals: its excess connections sit idle here,
 * costing no CPU, instead of sending thousands of refused requests a second.
 *
 * p-limit (in the dependency tree) has neither a bound on its queue nor a deadline per waiter, and
 * keeps no per-key state: this is the small keyed version with both.
 */
export interface SearchGateSettings {
  /** Searches one client may have running at once; 0 turns the gate off (every search runs at once). */
  runningPerClient: number;
  /** Searches of one client that may wait for a running slot; one more is refused at once. */
  waitingPerClient: number;
  /** How long a search may wait for a slot before it is refused. */
  maxWaitMs: number;
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
    if (state.waiting.length >= this.settings.waitingPerClient) return Promise.resolve({ ok: false, reason: 'QUEUE_FULL' });
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

  /** Searches running and waiting on this gateway, and how many clients have some (for /metrics). */
  stats(): { running: number; waiting: number; clients: number } {
    let running = 0;
    let waiting = 0;
    for (const state of this.clients.values()) {
      running += state.running;
      waiting += state.waiting.length;
    }
    return { running, waiting, clients: this.clients.size };
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
