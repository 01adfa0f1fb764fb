import { badInput } from '@club/subgraph-kit';
import { fiscalCodeSchema, profileCompletionSchema } from '@club/validation';
import type { ActiveProfession, UpdateContactPayload } from '@club/contracts';
import type { ContactDataInput } from './generated/resolvers-types';
import { isDoctorProfession } from '@club/policy';

/**
 * Validation of updateContactData (spec 2 §5) with the shared form rules of @club/validation, so
 * the API refuses exactly what the forms refuse, with the same Italian messages.
 */

/** What the member already has on file, for the rules that look at the resulting profile. */
export interface StoredContact {
  fiscalCode: string | null;
  privacyHomnya: boolean;
  termsConditions: boolean;
  professionId: string | null;
  professionDetailId: string | null;
  specializationIds: string[];
}

/** ContactDataInput field (extensions.field) for each value of profileCompletionSchema. */
const INPUT_FIELD: Record<string, keyof ContactDataInput> = {
  fiscalCode: 'fiscalCode',
  privacy: 'privacyHomnya',
  terms: 'termsConditions',
  profession: 'professionId',
  isDoctor: 'professionId',
  specialisation: 'specializationIds',
  healthProfession: 'professionDetailId',
};

const given = <T>(v: T | null | undefined): v is T => v !== null && v !== undefined;

/** The course fiscal-code modal sends the fiscal code alone: then only the fiscal code rule applies. */
export function isFiscalCodeOnly(input: ContactDataInput): boolean {
  return given(input.fiscalCode) && Object.entries(input).every(([key, value]) => key === 'fiscalCode' || !given(value));
}

/** The fiscal code, trimmed and upper-cased, or BAD_USER_INPUT 'Inserisci un Codice Fiscale valido.'. */
export function validFiscalCode(value: string): string {
  const parsed = fiscalCodeSchema.safeParse(value);
  if (!parsed.success) throw badInput(parsed.error.issues[0]!.message, 'fiscalCode');
  return parsed.data;
}

/** The upstream payload of the given fields (absent ones stay as they are upstream). */
function payload(input: ContactDataInput, fiscalCode: string | undefined): UpdateContactPayload {
  return {
    ...(fiscalCode !== undefined ? { codiceFiscale: fiscalCode } : {}),
    ...(given(input.professionId) ? { profession: input.professionId } : {}),
    ...(given(input.professionDetailId) ? { professioneDettaglio: input.professionDetailId } : {}),
    ...(given(input.specializationIds) ? { specialization: input.specializationIds } : {}),
    ...(given(input.privacyHomnya) ? { privacyHomnya: input.privacyHomnya } : {}),
    ...(given(input.termsConditions) ? { termsCondition: input.termsConditions } : {}),
  };
}

export function fiscalCodePayload(input: ContactDataInput): UpdateContactPayload {
  return payload(input, validFiscalCode(input.fiscalCode ?? ''));
}

/**
 * Spec 2 §4/§5 data-completion rules applied to the profile as it will be after the save (the
 * input over what is on file): a doctor needs fiscal code, privacy, terms, profession and a
 * specialisation; another health profession the detail instead. Throws BAD_USER_INPUT with the
 * first broken rule's message and the input field it concerns.
 */
export function completionPayload(input: ContactDataInput, stored: StoredContact, professions: readonly ActiveProfession[]): UpdateContactPayload {
  const professionId = input.professionId ?? stored.professionId;
  const profession = professions.find((p) => p.id === professionId);
  const parsed = profileCompletionSchema.safeParse({
    fiscalCode: input.fiscalCode ?? stored.fiscalCode ?? '',
    privacy: input.privacyHomnya ?? stored.privacyHomnya,
    terms: input.termsConditions ?? stored.termsConditions,
    profession: professionId ?? '',
    // Without a known profession the discriminator is missing: the schema answers 'Seleziona una professione.'.
    isDoctor: profession ? isDoctorProfession(profession.codice) : undefined,
    specialisation: (input.specializationIds ?? stored.specializationIds)[0] ?? '',
    healthProfession: input.professionDetailId ?? stored.professionDetailId ?? '',
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw badInput(issue.message, INPUT_FIELD[String(issue.path[0])] ?? 'professionId');
  }
  return payload(input, given(input.fiscalCode) ? parsed.data.fiscalCode : undefined);
}
