/**
 * The club's calendar day. The club is Italian: "today", a trial's last day and the days left in
 * it are Italian calendar days, whoever computes them (the portal's top bar, the upstream's trial
 * and purchase dates, the seed). Reckoning one side in UTC put them a day apart between midnight
 * in Italy and midnight UTC.
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
