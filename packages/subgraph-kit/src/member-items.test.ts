import { describe, expect, it } from 'vitest';
import { MemberItems } from './member-items';

const loader = (values: Record<string, string>, asked: string[][]) => async (missing: string[]) => {
  asked.push(missing);
  return new Map(missing.filter((id) => id in values).map((id) => [id, values[id]!]));
};

describe('MemberItems', () => {
  it("keeps each member's items apart and asks only for the missing ones", async () => {
    const store = new MemberItems<string>({ ttlMs: 60_000, maxMembers: 10 });
    const asked: string[][] = [];
    expect([...(await store.read('a', ['1', '2'], loader({ 1: 'a1', 2: 'a2' }, asked)))]).toEqual([['1', 'a1'], ['2', 'a2']]);
    expect([...(await store.read('b', ['1'], loader({ 1: 'b1' }, asked)))]).toEqual([['1', 'b1']]);
    expect([...(await store.read('a', ['1', '2', '3'], loader({ 3: 'a3' }, asked)))]).toEqual([['1', 'a1'], ['2', 'a2'], ['3', 'a3']]);
    expect(asked).toEqual([['1', '2'], ['1'], ['3']]);
  });

  it("forgets a member's items on their write, and a load in flight at the write keeps nothing", async () => {
    const store = new MemberItems<string>({ ttlMs: 60_000, maxMembers: 10 });
    const asked: string[][] = [];
    await store.read('a', ['1'], loader({ 1: 'old' }, asked));
    await store.read('b', ['1'], loader({ 1: 'b1' }, asked));
    let release!: () => void;
    const inFlight = store.read('a', ['2'], async (missing) => {
      await new Promise<void>((r) => (release = r));
      return new Map(missing.map((id) => [id, 'before-write']));
    });
    store.dropMember('a');
    release();
    await inFlight;
    asked.length = 0;
    expect((await store.read('a', ['1', '2'], loader({ 1: 'new', 2: 'new' }, asked))).get('2')).toBe('new');
    expect(asked).toEqual([['1', '2']]);
    // The other member's items stay.
    expect((await store.read('b', ['1'], loader({}, asked))).get('1')).toBe('b1');
  });

  it('keeps nothing with a lifetime of 0', async () => {
    const store = new MemberItems<string>({ ttlMs: 0, maxMembers: 10 });
    const asked: string[][] = [];
    await store.read('a', ['1'], loader({ 1: 'x' }, asked));
    await store.read('a', ['1'], loader({ 1: 'x' }, asked));
    expect(asked).toEqual([['1'], ['1']]);
  });
});
