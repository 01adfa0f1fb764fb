import type { CompletionFormInput, CompletionFormValues, CompletionRequirements } from '@club/validation';

/** What the member still has to give (User.missingFields). */
export type Missing = { fiscalCode: boolean; privacyHomnya: boolean; termsConditions: boolean };

/** The modal's fields at first: the profession is always chosen; the other fields only when missing. */
export const emptyCompletion: CompletionFormInput = {
  fiscalCode: '',
  privacy: false,
  terms: false,
  profession: '',
  isDoctor: null,
  specialisation: '',
  healthProfession: '',
};

/** The profession data already on file (crm `User.contact`), which the modal starts from. */
export type OnFile = {
  profession: { id: string; isDoctor: boolean } | null;
  professionDetailId: string | null;
  specializationIds: readonly string[];
};

/**
 * Spec 2 §4 data-completion modal: the fields start from what is on file (the profession, then the
 * specialisation of a doctor or the detail of another health profession), so the member only adds
 * what is missing; without data on file they start empty.
 */
export function prefilledCompletion(onFile: OnFile | null | undefined): CompletionFormInput {
  const profession = onFile?.profession;
  if (!profession) return emptyCompletion;
  return {
    ...emptyCompletion,
    profession: profession.id,
    isDoctor: profession.isDoctor,
    specialisation: profession.isDoctor ? (onFile.specializationIds[0] ?? '') : '',
    healthProfession: profession.isDoctor ? '' : (onFile.professionDetailId ?? ''),
  };
}

/** Which of the optional rules of `profileCompletionFormSchema` apply: data on file is not asked again. */
export function completionRequirements(missing: Missing): CompletionRequirements {
  return { fiscalCode: missing.fiscalCode, privacy: missing.privacyHomnya, terms: missing.termsConditions };
}

/** The updateContactData input: only what the modal asked for (the fiscal code already upper-cased by the schema). */
export function completionInput(values: CompletionFormValues, missing: Missing) {
  return {
    professionId: values.profession,
    ...(values.isDoctor ? { specializationIds: [values.specialisation] } : { professionDetailId: values.healthProfession }),
    ...(missing.fiscalCode ? { fiscalCode: values.fiscalCode } : {}),
    ...(missing.privacyHomnya ? { privacyHomnya: true } : {}),
    ...(missing.termsConditions ? { termsConditions: true } : {}),
  };
}
