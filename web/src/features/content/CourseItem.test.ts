import { describe, expect, it } from 'vitest';
import { showsCourseItem } from './CourseItem';

describe('showsCourseItem (spec 2 §2 course item)', () => {
  it('shows the course unless paywalled, failed to load, not passed (3) or expired (4)', () => {
    expect(showsCourseItem({ viewerStatus: null }, false)).toBe(true);
    expect(showsCourseItem({ viewerStatus: { status: 1 } }, false)).toBe(true);
    expect(showsCourseItem({ viewerStatus: { status: 2 } }, false)).toBe(true);
    expect(showsCourseItem({ viewerStatus: { status: 3 } }, false)).toBe(false);
    expect(showsCourseItem({ viewerStatus: { status: 4 } }, false)).toBe(false);
    expect(showsCourseItem({ viewerStatus: null }, true)).toBe(false);
    expect(showsCourseItem(null, false)).toBe(false);
  });
});
