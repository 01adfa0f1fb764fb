import { firstErrors, profileCompletionSchema } from '@club/validation';

/** What the member still has to give (User.missingFields). */
export type Missing = { fiscalCode: boolean; privacyHomnya: boolean; termsConditions: boolean };

/** The modal's state: the profession is always chosen; the other fields only when missing. */
export type CompletionState = {
  fiscalCode: string;
  privacy: boolean;
  terms: boolean;
  professionId: string;
  /** From the chosen profession; null while none is chosen. */
  isDoctor: boolean | null;
  specialisationId: string;
  professionDetailId: string;
};

export const emptyCompletion: CompletionState = {
  fiscalCode: '',
  privacy: false,
  terms: false,
  professionId: '',
  isDoctor: null,
  specialisationId: '',
  professionDetailId: '',
};

/**
 * Spec 2 §4/§5 through @club/validation `profileCompletionSchema`: the errors of the fields the
 * member must fill. Data already on file (a fiscal code, given consents) count as given, so only
 * the applicable rules decide whether the confirm button is enabled.
 */
export function completionErrors(state: CompletionState, missing: Missing, fiscalCodeOnFile: string | null): Record<string, string> {
  const input = {
    fiscalCode: missing.fiscalCode ? state.fiscalCode : (fiscalCodeOnFile ?? ''),
    privacy: missing.privacyHomnya ? state.privacy : true,
    terms: missing.termsConditions ? state.terms : true,
    profession: state.professionId,
    isDoctor: state.isDoctor ?? false,
    ...(state.isDoctor
      ? { specialisation: state.specialisationId }
      : // Without a profession there is no detail to ask yet: only 'Seleziona una professione.' applies.
        { healthProfession: state.isDoctor === null ? '-' : state.professionDetailId }),
  };
  const errors = firstErrors(profileCompletionSchema.safeParse(input));
  // A fiscal code already on file is not the member's to fix here.
  if (!missing.fiscalCode) delete errors.fiscalCode;
  return errors;
}

/** The updateContactData input: only what the modal asked for. */
export function completionInput(state: CompletionState, missing: Missing) {
  return {
    professionId: state.professionId,
    ...(state.isDoctor ? { specializationIds: [state.specialisationId] } : { professionDetailId: state.professionDetailId }),
    ...(missing.fiscalCode ? { fiscalCode: state.fiscalCode.trim().toUpperCase() } : {}),
    ...(missing.privacyHomnya ? { privacyHomnya: true } : {}),
    ...(missing.termsConditions ? { termsConditions: true } : {}),
  };
}
