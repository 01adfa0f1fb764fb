/**
 * The club's calendar day. The club is Italian: "today", a trial's last day and the days left in
 * it are Italian calendar days, whoever computes them (the portal's top bar, the upstream's trial
 * and purchase dates, the seed). Reckoning one side in UTC put them a day apart between midnight
 * in Italy and midnight UTC. A calendar fact, not a rule: the upstream and the portal's policy both
 * count in it.
 */
export const CLUB_TIME_ZONE = 'Europe/Rome';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The club's calendar day at `now`, as YYYY-MM-DD. */
export function clubDay(now: Date = new Date()): string {
  return dayFormat.format(now);
}

/** The club's calendar day at `now` as a Date at midnight UTC, for adding whole days and printing ISO days. */
export function clubMidnight(now: Date = new Date()): Date {
  return new Date(`${clubDay(now)}T00:00:00Z`);
}

/** Days since 1970-01-01 of an ISO day (YYYY-MM-DD…). */
function dayNumber(isoDay: string): number {
  return Math.round(Date.UTC(Number(isoDay.slice(0, 4)), Number(isoDay.slice(5, 7)) - 1, Number(isoDay.slice(8, 10))) / 86_400_000);
}

/** Whole club days from the club's day at `now` to the ISO day `day` (negative once past). */
export function clubDaysUntil(day: string, now: Date = new Date()): number {
  return dayNumber(day) - dayNumber(clubDay(now));
}
