import { italianOneDecimal } from '../../lib/italianNumber';

/** Duration in hours, e.g. '1 ora', '4,5 ore'. */
export function durationLabel(hours: number): string {
  return `${italianOneDecimal(hours)} ${hours === 1 ? 'ora' : 'ore'}`;
}

/** yyyy-MM-dd → dd/MM/yyyy (Italian); anything else is shown as it came. */
export function italianDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}
