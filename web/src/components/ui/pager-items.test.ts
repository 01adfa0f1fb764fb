import { describe, expect, it } from 'vitest';
import { pagerItems, type PagerItem } from './pager-items';

const describeItems = (items: PagerItem[]) =>
  items.map((i) => (i.kind === 'page' ? (i.current ? `[${i.page}]` : String(i.page)) : `${i.kind}:${i.page}`)).join(' ');

describe('pagerItems (spec 1 §2 paging convention)', () => {
  it('shows nothing for a single page', () => {
    expect(pagerItems(1, 1)).toEqual([]);
    expect(pagerItems(1, 0)).toEqual([]);
  });

  it('has previous/next and neighbours, without Prima/Ultima up to 3 pages', () => {
    expect(describeItems(pagerItems(1, 3))).toBe('[1] 2 next:2');
    expect(describeItems(pagerItems(2, 3))).toBe('prev:1 1 [2] 3 next:3');
    expect(describeItems(pagerItems(3, 3))).toBe('prev:2 2 [3]');
  });

  it("adds 'Prima' and 'Ultima' and jumps of 3 pages above 3 pages", () => {
    expect(describeItems(pagerItems(1, 10))).toBe('[1] 2 jump-forward:4 next:2 last:10');
    expect(describeItems(pagerItems(5, 10))).toBe('first:1 prev:4 jump-back:2 4 [5] 6 jump-forward:8 next:6 last:10');
    expect(describeItems(pagerItems(10, 10))).toBe('first:1 prev:9 jump-back:7 9 [10]');
  });

  it('omits a jump that would land on a page already shown', () => {
    expect(describeItems(pagerItems(2, 4))).toBe('first:1 prev:1 1 [2] 3 next:3 last:4');
    expect(describeItems(pagerItems(3, 4))).toBe('first:1 prev:2 2 [3] 4 next:4 last:4');
  });

  it('clamps an out-of-range page', () => {
    expect(describeItems(pagerItems(99, 3))).toBe('prev:2 2 [3]');
  });
});
