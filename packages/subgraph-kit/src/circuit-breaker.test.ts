import { describe, expect, it } from 'vitest';
import { CircuitBreaker, CircuitOpenError } from './circuit-breaker';

const settings = { failureThreshold: 3, windowMs: 1_000, coolDownMs: 500 };
const outage = () => Promise.reject(new Error('ECONNREFUSED'));
const clientError = () => Promise.reject(new Error('404'));
const isOutage = (err: unknown) => (err as Error).message === 'ECONNREFUSED';

function breakerWithClock() {
  const clock = { now: 0 };
  return { clock, breaker: new CircuitBreaker('crm', settings, () => clock.now) };
}

async function fail(breaker: CircuitBreaker, times: number, call = outage) {
  for (let i = 0; i < times; i++) await expect(breaker.run(call, isOutage)).rejects.toThrow();
}

describe('circuit breaker', () => {
  it('stays closed below the threshold and opens at the threshold of consecutive outages', async () => {
    const { breaker } = breakerWithClock();
    await fail(breaker, 2);
    expect(breaker.state).toBe('closed');
    await fail(breaker, 1);
    expect(breaker.state).toBe('open');
  });

  it('fails at once while open, without making the call', async () => {
    const { breaker } = breakerWithClock();
    await fail(breaker, 3);
    let called = false;
    const call = async () => {
      called = true;
      return 'answer';
    };
    await expect(breaker.run(call, isOutage)).rejects.toBeInstanceOf(CircuitOpenError);
    expect(called).toBe(false);
  });

  it('counts only consecutive outages: an answer in between starts the count again', async () => {
    const { breaker } = breakerWithClock();
    await fail(breaker, 2);
    await breaker.run(async () => 'ok', isOutage);
    await fail(breaker, 2);
    expect(breaker.state).toBe('closed');
  });

  it('forgets outages older than the window', async () => {
    const { breaker, clock } = breakerWithClock();
    await fail(breaker, 2);
    clock.now = 1_500;
    await fail(breaker, 2);
    expect(breaker.state).toBe('closed');
  });

  it('never opens on client errors: the service answered', async () => {
    const { breaker } = breakerWithClock();
    await fail(breaker, 10, clientError);
    expect(breaker.state).toBe('closed');
  });

  it('goes half-open after the cool-down and closes when the trial call is answered', async () => {
    const { breaker, clock } = breakerWithClock();
    await fail(breaker, 3);
    clock.now = 499;
    expect(breaker.state).toBe('open');
    clock.now = 500;
    expect(breaker.state).toBe('half-open');
    await expect(breaker.run(async () => 'ok', isOutage)).resolves.toBe('ok');
    expect(breaker.state).toBe('closed');
  });

  it('lets one trial through while half-open; the others fail fast', async () => {
    const { breaker, clock } = breakerWithClock();
    await fail(breaker, 3);
    clock.now = 500;
    let release: (v: string) => void = () => {};
    const trial = breaker.run(() => new Promise<string>((r) => (release = r)), isOutage);
    await expect(breaker.run(async () => 'second', isOutage)).rejects.toBeInstanceOf(CircuitOpenError);
    release('first');
    await expect(trial).resolves.toBe('first');
    expect(breaker.state).toBe('closed');
  });

  it('opens again for a full cool-down when the trial call fails', async () => {
    const { breaker, clock } = breakerWithClock();
    await fail(breaker, 3);
    clock.now = 600;
    await fail(breaker, 1);
    expect(breaker.state).toBe('open');
    clock.now = 1_099;
    expect(breaker.state).toBe('open');
    clock.now = 1_100;
    expect(breaker.state).toBe('half-open');
  });
});
