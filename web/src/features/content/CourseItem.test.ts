import { describe, expect, it } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client';
import { courseStatusFailed, showsCourseItem } from './CourseItem';

describe('showsCourseItem (spec 2 §2 course item)', () => {
  it('shows the course unless paywalled, failed to load, not passed (FAILED) or expired (EXPIRED)', () => {
    expect(showsCourseItem({ viewerStatus: null }, false)).toBe(true);
    expect(showsCourseItem({ viewerStatus: { status: 'ACTIVE' } }, false)).toBe(true);
    expect(showsCourseItem({ viewerStatus: { status: 'PASSED' } }, false)).toBe(true);
    expect(showsCourseItem({ viewerStatus: { status: 'FAILED' } }, false)).toBe(false);
    expect(showsCourseItem({ viewerStatus: { status: 'EXPIRED' } }, false)).toBe(false);
    expect(showsCourseItem({ viewerStatus: null }, true)).toBe(false);
    expect(showsCourseItem(null, false)).toBe(false);
  });

  it('hides the item when its status failed to load (spec 2 §8), not when a visitor simply has none', () => {
    expect(showsCourseItem({ viewerStatus: null }, false, true)).toBe(false);
  });

  it('recognises a failed course status among the query errors', () => {
    const failed = new CombinedGraphQLErrors({ errors: [{ message: 'down', path: ['contentBySlug', 'course', 'viewerStatus'] }] });
    const other = new CombinedGraphQLErrors({ errors: [{ message: 'down', path: ['partnerLogos'] }] });
    expect(courseStatusFailed(failed)).toBe(true);
    expect(courseStatusFailed(other)).toBe(false);
    expect(courseStatusFailed(undefined)).toBe(false);
  });
});
