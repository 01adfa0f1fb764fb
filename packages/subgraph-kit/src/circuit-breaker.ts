/**
 * A circuit breaker: after `failureThreshold` consecutive outages (within `windowMs` of the first
 * one) it opens and every call fails at once with CircuitOpenError instead of waiting for a dead
 * or frozen service; after `coolDownMs` it lets one trial call through (half-open); a trial that
 * gets an answer closes it, a trial that fails opens it for another cool-down.
 *
 * What counts as an outage is the caller's decision (`isOutage`): a service that answers, even
 * with a client error (400, 403, 404), is up and keeps the breaker closed.
 */

export interface CircuitBreakerSettings {
  /** Consecutive outages that open the breaker. */
  failureThreshold: number;
  /** Outages further apart than this don't add up: the count starts again. */
  windowMs: number;
  /** How long an open breaker refuses calls before it lets a trial call through. */
  coolDownMs: number;
}

export type CircuitState = 'closed' | 'open' | 'half-open';

/** Documented defaults (docs/operations.md 'Deadlines and circuit breakers'). */
export const DEFAULT_CIRCUIT_BREAKER_SETTINGS: CircuitBreakerSettings = { failureThreshold: 5, windowMs: 30_000, coolDownMs: 10_000 };

export class CircuitOpenError extends Error {
  override readonly name = 'CircuitOpenError';

  constructor(readonly circuit: string) {
    super(`circuit ${circuit} is open`);
  }
}

export class CircuitBreaker {
  private failures = 0;
  private firstFailureAt = 0;
  private openedAt = 0;
  private opened = false;
  private trialInFlight = false;

  constructor(
    readonly name: string,
    private readonly settings: CircuitBreakerSettings = DEFAULT_CIRCUIT_BREAKER_SETTINGS,
    private readonly now: () => number = Date.now,
  ) {}

  get state(): CircuitState {
    if (!this.opened) return 'closed';
    return this.now() - this.openedAt >= this.settings.coolDownMs ? 'half-open' : 'open';
  }

  /** Runs `call` unless the breaker is open; records its outcome. */
  async run<T>(call: () => Promise<T>, isOutage: (err: unknown) => boolean): Promise<T> {
    const trial = this.admit();
    try {
      const result = await call();
      this.recordAnswer();
      return result;
    } catch (err) {
      if (isOutage(err)) this.recordOutage();
      else this.recordAnswer();
      throw err;
    } finally {
      if (trial) this.trialInFlight = false;
    }
  }

  /** Throws when the call may not go out; returns whether it is the half-open trial. */
  private admit(): boolean {
    const state = this.state;
    if (state === 'closed') return false;
    // Half-open: one trial at a time, the others still fail fast.
    if (state === 'open' || this.trialInFlight) throw new CircuitOpenError(this.name);
    this.trialInFlight = true;
    return true;
  }

  private recordAnswer(): void {
    this.failures = 0;
    this.opened = false;
  }

  private recordOutage(): void {
    const now = this.now();
    if (this.opened) {
      // A failed trial (or a call admitted before the breaker opened): another full cool-down.
      this.openedAt = now;
      return;
    }
    if (this.failures === 0 || now - this.firstFailureAt > this.settings.windowMs) {
      this.failures = 0;
      this.firstFailureAt = now;
    }
    this.failures += 1;
    if (this.failures >= this.settings.failureThreshold) {
      this.opened = true;
      this.openedAt = now;
    }
  }
}

/**
 * One breaker per upstream family per process, shared by every request's data sources (they live
 * for one request; the breaker must remember across requests). Settings come from configuration
 * at start (`configureCircuitBreakers`).
 */
const breakers = new Map<string, CircuitBreaker>();
let settings: CircuitBreakerSettings = DEFAULT_CIRCUIT_BREAKER_SETTINGS;

export function configureCircuitBreakers(next: CircuitBreakerSettings): void {
  settings = next;
  breakers.clear();
}

/** Each family's breaker of this process and its state now (the `circuit_breaker_state` gauge reads them when scraped). */
export function circuitBreakerStates(): [string, CircuitState][] {
  return [...breakers].map(([name, breaker]) => [name, breaker.state]);
}

export function circuitBreakerFor(name: string): CircuitBreaker {
  let breaker = breakers.get(name);
  if (!breaker) {
    breaker = new CircuitBreaker(name, settings);
    breakers.set(name, breaker);
  }
  return breaker;
}
