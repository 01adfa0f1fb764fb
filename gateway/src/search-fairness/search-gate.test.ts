import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchGate, type SearchGateSettings } from './search-gate';

const SETTINGS: SearchGateSettings = { runningPerClient: 2, waitingPerClient: 2, maxWaitMs: 1000, refusalDelayMs: 0 };

/** Whether a promise has settled yet (after the microtasks queued so far). */
async function settled<T>(promise: Promise<T>): Promise<{ done: boolean; value?: T }> {
  let state: { done: boolean; value?: T } = { done: false };
  void promise.then((value) => (state = { done: true, value }));
  await Promise.resolve();
  await Promise.resolve();
  return state;
}

afterEach(() => vi.useRealTimers());

describe('the search gate', () => {
  it('runs two searches of a client, queues two more in order, refuses the fifth at once; another client runs meanwhile', async () => {
    const gate = new SearchGate(SETTINGS);
    const first = await gate.admit('address:1');
    const second = await gate.admit('address:1');
    expect(first.ok && second.ok).toBe(true);
    const third = gate.admit('address:1');
    const fourth = gate.admit('address:1');
    expect((await settled(third)).done).toBe(false);
    expect(await gate.admit('address:1')).toEqual({ ok: false, reason: 'QUEUE_FULL' });
    // Another client is never held by the first one's searches.
    expect((await gate.admit('member:7')).ok).toBe(true);
    expect(gate.stats()).toEqual({ running: 3, waiting: 2, held: 0, clients: 2 });

    // A freed slot goes to the first waiter, then the next; releasing twice frees one slot only.
    if (first.ok) {
      first.release();
      first.release();
    }
    expect((await settled(third)).value).toMatchObject({ ok: true });
    expect((await settled(fourth)).done).toBe(false);
    if (second.ok) second.release();
    expect((await settled(fourth)).value).toMatchObject({ ok: true });
    expect(gate.stats()).toMatchObject({ running: 3, waiting: 0 });
  });

  it('refuses a search that waited its whole allowance, and forgets a client with nothing running', async () => {
    vi.useFakeTimers();
    const gate = new SearchGate(SETTINGS);
    const running = [await gate.admit('partner:k1'), await gate.admit('partner:k1')];
    const waiting = gate.admit('partner:k1');
    vi.advanceTimersByTime(999);
    expect((await settled(waiting)).done).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await waiting).toEqual({ ok: false, reason: 'WAITED_TOO_LONG' });
    expect(gate.stats()).toEqual({ running: 2, waiting: 0, held: 0, clients: 1 });
    for (const admission of running) if (admission.ok) admission.release();
    expect(gate.stats()).toEqual({ running: 0, waiting: 0, held: 0, clients: 0 });
  });

  it('holds the refusal of a search past the waiting ones for the refusal delay, and never runs it meanwhile', async () => {
    vi.useFakeTimers();
    const gate = new SearchGate({ ...SETTINGS, waitingPerClient: 0, refusalDelayMs: 1000 });
    const running = [await gate.admit('address:9'), await gate.admit('address:9')];
    const refused = gate.admit('address:9');
    expect(gate.stats()).toMatchObject({ running: 2, waiting: 0, held: 1 });
    // A slot freeing meanwhile does not admit it: it was refused, only told late.
    if (running[0]!.ok) running[0]!.release();
    vi.advanceTimersByTime(999);
    expect((await settled(refused)).done).toBe(false);
    vi.advanceTimersByTime(1);
    expect(await refused).toEqual({ ok: false, reason: 'QUEUE_FULL' });
    expect(gate.stats()).toMatchObject({ running: 1, held: 0 });
  });

  it('with 0 running per client lets every search run (the bound is off)', async () => {
    const gate = new SearchGate({ ...SETTINGS, runningPerClient: 0 });
    const all = await Promise.all(Array.from({ length: 30 }, () => gate.admit('address:1')));
    expect(all.every((a) => a.ok)).toBe(true);
  });
});
