/**
 * Password bounds of the registration form. The spec gives 'required' and 'max 60' (spec 1 §5,
 * §9; `LIMITS.passwordMax`) and says the other bounds are not shown: we read a minimum of 8
 * characters (docs/spec-coverage.md 'Membership and commerce', readings).
 */
export const REGISTRATION_PASSWORD_MIN = 8;

/** The profile's new password: the spec does not show the bounds, at least this many characters (docs/spec-coverage.md). */
export const MIN_NEW_PASSWORD = 8;
