/** "PROMO-REG|PROMO-ECM50" → ['PROMO-REG', 'PROMO-ECM50']: the upstream's pipe-separated lists (promoCode, collana); blanks and empty parts dropped. */
export function splitPipeList(value: string): string[] {
  return value
    .split('|')
    .map((part) => part.trim())
    .filter(Boolean);
}
