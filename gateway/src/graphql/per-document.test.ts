import { describe, expect, it, vi } from 'vitest';
import { oncePerDocument } from './per-document';

describe('oncePerDocument', () => {
  it('computes once per object, and apart for each object, false and undefined results included', () => {
    const compute = vi.fn((node: { n: number }) => (node.n === 0 ? undefined : node.n > 1));
    const once = oncePerDocument(compute);
    const [zero, one, two] = [{ n: 0 }, { n: 1 }, { n: 2 }];
    expect([once(zero), once(one), once(two)]).toEqual([undefined, false, true]);
    expect([once(zero), once(one), once(two)]).toEqual([undefined, false, true]);
    expect(compute).toHaveBeenCalledTimes(3);
  });
});
