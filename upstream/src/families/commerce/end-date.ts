const DAY_MS = 86_400_000;

/** Days are counted in UTC: near midnight an hour's shift against Italian time is harmless for a countdown. */
function utcDay(d: Date): number {
  return Math.floor(d.getTime() / DAY_MS);
}

function ddMMyyyy(d: Date): string {
  const dd = String(d.getUTCDate()).padStart(2, '0');
  const mm = String(d.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${d.getUTCFullYear()}`;
}

/**
 * end_date_time_forhumans of an offer (spec 3 §3): how the catalogue words an expiry.
 * Near dates read as a countdown, far ones as a date (dd/MM/yyyy, spec 3 §9).
 */
export function endDateForHumans(end: Date | null, now: Date): string {
  if (!end) return 'Nessuna scadenza';
  const days = utcDay(end) - utcDay(now);
  if (end.getTime() < now.getTime()) return `Scaduta il ${ddMMyyyy(end)}`;
  if (days === 0) return 'Scade oggi';
  if (days === 1) return 'Scade domani';
  if (days <= 30) return `Scade tra ${days} giorni`;
  return `Scade il ${ddMMyyyy(end)}`;
}
