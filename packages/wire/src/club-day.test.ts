import { describe, expect, it } from 'vitest';
import { clubDay, clubDaysUntil, clubMidnight } from './club-day';

describe("the club's calendar day (Italy)", () => {
  it.each([
    ['2026-01-15T22:59:00Z', '2026-01-15'], // winter, UTC+1: still the 15th in Rome
    ['2026-01-15T23:30:00Z', '2026-01-16'], // past midnight in Rome, not yet in UTC
    ['2026-07-15T21:59:00Z', '2026-07-15'], // summer, UTC+2
    ['2026-07-15T22:30:00Z', '2026-07-16'],
  ])('at %s it is %s', (instant, day) => {
    expect(clubDay(new Date(instant))).toBe(day);
    expect(clubMidnight(new Date(instant)).toISOString()).toBe(`${day}T00:00:00.000Z`);
  });
});

describe('whole club days until a day', () => {
  it.each([
    ['2026-01-15T22:59:00Z', '2026-01-22', 7], // still the 15th in Rome
    ['2026-01-15T23:30:00Z', '2026-01-23', 7], // already the 16th in Rome
    ['2026-07-15T22:30:00Z', '2026-07-16', 0],
    ['2026-07-15T22:30:00Z', '2026-07-15', -1],
  ])('from %s to %s: %i', (instant, day, days) => {
    expect(clubDaysUntil(day, new Date(instant))).toBe(days);
  });
});
