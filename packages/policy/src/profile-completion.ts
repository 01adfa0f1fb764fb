import type { MissingFieldFlags } from '@club/wire';

/**
 * The data-completion rule of the magazine modal (spec 2 §4): a doctor needs fiscal code, privacy,
 * terms, profession and specialisation; another health profession needs the health-profession
 * detail instead of the specialisation. Shared by the crm subgraph and any page that asks for missing data.
 */

/** Category code of the doctor profession 'Medico' (spec 2 §6). */
export const DOCTOR_PROFESSION_CODE = '857920003';

export function isDoctorProfession(code: string | null | undefined): boolean {
  return code === DOCTOR_PROFESSION_CODE;
}

/** Which data are NOT on file (true = missing): the wire's data (@club/wire). */
export type { MissingFieldFlags } from '@club/wire';

/** True when the profile has everything its profession requires; `isDoctor` is unused without a profession. */
export function isProfileComplete(missing: MissingFieldFlags, isDoctor: boolean): boolean {
  if (missing.fiscalCode || missing.privacyHomnya || missing.termsConditions || missing.profession) return false;
  return isDoctor ? !missing.specialization : !missing.professionDetail;
}
