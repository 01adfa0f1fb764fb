let fallback: Intl.NumberFormat | undefined;

/**
 * A number with at most one decimal, written as `new Intl.NumberFormat('it-IT', {
 * maximumFractionDigits: 1 }).format(value)` writes it ('4,5', '12', '10.000', '-0,3'), without
 * Intl: a page's first Intl formatter loads the locale's data (about 17 ms here, 4× that on a
 * phone), inside the render of the cards that show credits and hours. Same rounding as Intl (half
 * away from zero, on the number's shortest decimal form) and Italian grouping (a dot from five
 * integer digits). Values outside ±1e15 and non-finite ones go to Intl.
 */
export function italianOneDecimal(value: number): string {
  const abs = Math.abs(value);
  if (!Number.isFinite(value) || abs >= 1e15) {
    fallback ??= new Intl.NumberFormat('it-IT', { maximumFractionDigits: 1 });
    return fallback.format(value);
  }
  // The shortest decimal form ('0.15'), as Intl rounds it; tiny values ('1e-7') in plain digits.
  let shortest = String(abs);
  if (shortest.includes('e')) shortest = abs.toFixed(20);
  const dot = shortest.indexOf('.');
  const intText = dot < 0 ? shortest : shortest.slice(0, dot);
  const fracText = dot < 0 ? '' : shortest.slice(dot + 1);
  let integer = Number(intText);
  let tenth = Number(fracText[0] ?? '0');
  if (Number(fracText[1] ?? '0') >= 5) {
    tenth += 1;
    if (tenth === 10) {
      tenth = 0;
      integer += 1;
    }
  }
  const digits = String(integer);
  let grouped = digits;
  if (digits.length >= 5) for (let end = digits.length - 3; end > 0; end -= 3) grouped = `${grouped.slice(0, end)}.${grouped.slice(end)}`;
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${grouped}${tenth ? `,${tenth}` : ''}`;
}
