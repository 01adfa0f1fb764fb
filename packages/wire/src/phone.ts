/** Phone numbers: spec 1 §5 (lead forms), spec 3 §5 'Profile' account form. */

/** Digits only, between min and max (spec 1 §5: 9 to 16). */
export function phonePattern(min: number, max: number): RegExp {
  return new RegExp(`^\\d{${min},${max}}$`);
}

/** Spec 3 §5: the prefix comes from a list, default 0039 (Italy). */
export const PHONE_PREFIXES = [
  { value: '0039', label: 'Italia (+39)' },
  { value: '0041', label: 'Svizzera (+41)' },
  { value: '0033', label: 'Francia (+33)' },
  { value: '0049', label: 'Germania (+49)' },
  { value: '0034', label: 'Spagna (+34)' },
  { value: '0043', label: 'Austria (+43)' },
  { value: '00378', label: 'San Marino (+378)' },
  { value: '0044', label: 'Regno Unito (+44)' },
] as const;
export const DEFAULT_PHONE_PREFIX = '0039';

/** Spec 3 §5: phone at most 10 digits. */
export const MAX_PHONE_DIGITS = 10;
