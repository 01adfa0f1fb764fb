import { describe, expect, it } from 'vitest';
import { PeriodicWriter } from './periodic-writer';

/** A writer over a buffer of numbers whose writes the test lets finish one by one. */
function harness(options: { failing?: boolean } = {}) {
  const buffer: number[] = [];
  const written: number[][] = [];
  const failed: number[][] = [];
  const pruned: number[] = [];
  const releases: (() => void)[] = [];
  const writer = new PeriodicWriter<number[]>({
    everyMs: 60_000,
    take: () => (buffer.length ? buffer.splice(0) : null),
    write: (batch) =>
      new Promise((resolve, reject) => {
        releases.push(() => (options.failing ? reject(new Error('down')) : (written.push(batch), resolve())));
      }),
    failed: (batch) => failed.push(batch),
    prune: { everyMs: 3_600_000, run: async () => void pruned.push(Date.now()) },
  });
  const releaseAll = async () => {
    while (releases.length) {
      releases.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    }
  };
  return { buffer, written, failed, pruned, writer, releases, releaseAll };
}

describe('PeriodicWriter', () => {
  it('one write at a time; what was counted before a flush is written when it resolves, calls meanwhile share the next write', async () => {
    const h = harness();
    h.buffer.push(1);
    const first = h.writer.flush();
    h.buffer.push(2);
    const second = h.writer.flush();
    h.buffer.push(3);
    const third = h.writer.flush();
    expect(h.releases).toHaveLength(1);
    await h.releaseAll();
    await Promise.all([first, second, third]);
    expect(h.written).toEqual([[1], [2, 3]]);
    // Pruned once, after the first successful write, not again within the hour.
    expect(h.pruned).toHaveLength(1);
  });

  it('nothing pending writes nothing; a failed write hands the batch back to its recorder and never rejects', async () => {
    const idle = harness();
    await idle.writer.flush();
    expect(idle.releases).toHaveLength(0);

    const down = harness({ failing: true });
    down.buffer.push(7, 8);
    const flushed = down.writer.flush();
    await down.releaseAll();
    await expect(flushed).resolves.toBeUndefined();
    expect(down.failed).toEqual([[7, 8]]);
    expect(down.pruned).toEqual([]);
  });

  it('stop writes what is left after the running write', async () => {
    const h = harness();
    h.buffer.push(1);
    void h.writer.start().flush();
    h.buffer.push(2);
    const stopped = h.writer.stop();
    await h.releaseAll();
    await stopped;
    expect(h.written).toEqual([[1], [2]]);
  });
});
