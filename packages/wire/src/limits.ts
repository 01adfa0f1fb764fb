/** Field lengths and bounds (spec 1 §5 and §9 'Field lengths', spec 2 §5, spec 3 §5). */
export const LIMITS = {
  emailMax: 60,
  /** spec 1 §9: "email 60 (100 in some forms)"; spec 3 §5 contact forms */
  emailMaxLong: 100,
  phoneMin: 9,
  phoneMax: 16,
  /** spec 2 §5 upgrade lead form: phone 9 to 20 digits */
  upgradePhoneMax: 20,
  nameMax: 60,
  fiscalCodeLength: 16,
  usernameMax: 100,
  placeOfBirthMax: 60,
  noteMax: 999,
  /** spec 3 §5 other contact forms: name and surname 100 */
  contactNameMax: 100,
  passwordMax: 60,
  loginUsernameMin: 4,
  /** spec 1 §9: numeric username 4 to 8 digits */
  numericUsernameMin: 4,
  numericUsernameMax: 8,
  searchMin: 2,
} as const;
