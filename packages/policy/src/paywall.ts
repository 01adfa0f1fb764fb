/** Paywall option choice (spec 1 §6 'A paywall picks the first option whose required permissions the user satisfies', spec 2 §6). */
import { isVisibleTo, type Visibility } from './visibility';
import type { ViewerClaims } from './subscription';

/** Spec 1 §6: first option whose permissions the viewer meets, or null. */
export function pickPaywallOption<T extends { visibility?: Visibility | null }>(
  v: ViewerClaims | null | undefined,
  options: readonly T[],
): T | null {
  if (!v) return null;
  return options.find((o) => isVisibleTo(v, o.visibility)) ?? null;
}
