/**
 * The club's calendar day (Italy's) is a calendar fact both sides count in, not a rule of the
 * portal: it lives in `@club/wire` club-day.ts, which the upstream reads too.
 */
export { CLUB_TIME_ZONE, clubDay, clubDaysUntil, clubMidnight } from '@club/wire/club-day';
