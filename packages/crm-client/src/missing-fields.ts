import type { MissingFieldsCheck } from '@club/contracts';
import type { MissingFieldFlags } from '@club/policy';

/** The missing-fields check (true = on file) as the policy's missing flags (true = missing). */
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
