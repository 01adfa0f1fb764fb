/** Spec 2 §3 course status codes and spec 2 §4 'course item on an article page', written out literally. */
import { describe, expect, it } from 'vitest';
import { COURSE_STATUSES, courseStatusCode, courseStatusFromCode, showsArticleCourseItem, type CourseStatus } from './index';

describe('course status codes (spec 2 §3: 1 in progress, 2 passed, 3 not passed, 4 expired)', () => {
  it.each<[number, CourseStatus]>([
    [1, 'ACTIVE'],
    [2, 'PASSED'],
    [3, 'FAILED'],
    [4, 'EXPIRED'],
  ])('code %s is %s, and back', (code, status) => {
    expect(courseStatusFromCode(code)).toBe(status);
    expect(courseStatusCode(status)).toBe(code);
  });

  it.each([null, undefined, 0, 5, 2.5, -1])('%s is no status', (code) => {
    expect(courseStatusFromCode(code)).toBeNull();
  });

  it('lists the four statuses in the tabs order', () => {
    expect([...COURSE_STATUSES]).toEqual(['ACTIVE', 'PASSED', 'FAILED', 'EXPIRED']);
  });
});

describe('showsArticleCourseItem (spec 2 §4: hidden on a paywall, when loading failed, for status 3 or 4)', () => {
  const open = { paywalled: false, courseLoadFailed: false };
  it.each<[CourseStatus | null, boolean]>([
    [null, true],
    ['ACTIVE', true],
    ['PASSED', true],
    ['FAILED', false],
    ['EXPIRED', false],
  ])('status %s → %s', (status, expected) => {
    expect(showsArticleCourseItem(open, status)).toBe(expected);
  });

  it('hidden on a paywall and when the course or its status failed to load, whatever the status', () => {
    for (const status of [null, 'ACTIVE', 'PASSED'] as const) {
      expect(showsArticleCourseItem({ paywalled: true, courseLoadFailed: false }, status)).toBe(false);
      expect(showsArticleCourseItem({ paywalled: false, courseLoadFailed: true }, status)).toBe(false);
    }
  });
});
