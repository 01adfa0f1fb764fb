import type { MissingFieldsCheck } from '@club/contracts';
import type { MissingFieldFlags } from '@club/wire';

/** The missing-fields check (true = on file) as the missing flags (true = missing) the profile-completion rule reads. */
export function missingFieldFlags(check: MissingFieldsCheck): MissingFieldFlags {
  return {
    fiscalCode: !check.fiscalCodePresent,
    privacyHomnya: !check.privacyHomnyaPresent,
    termsConditions: !check.termsConditionsPresent,
    profession: !check.professionPresent,
    professionDetail: !check.professionDetailPresent,
    specialization: !check.specializationPresent,
  };
}
