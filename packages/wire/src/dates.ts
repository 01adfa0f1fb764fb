const DMY = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Spec 3 §5: a birth date typed gg/mm/aaaa (an ISO yyyy-mm-dd from a date picker is accepted too),
 * returned as yyyy-mm-dd, or null when it is not a real calendar date not later than today.
 */
export function parseBirthDate(value: string, today: Date = new Date()): string | null {
  const v = value.trim();
  let y: number, m: number, d: number;
  const dmy = DMY.exec(v);
  const ymd = dmy ? null : YMD.exec(v);
  if (dmy) [d, m, y] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  else if (ymd) [y, m, d] = [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (date.getTime() > todayUtc || y < 1900) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}
