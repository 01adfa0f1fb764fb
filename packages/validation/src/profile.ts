/** Profile completion forms: spec 2 §4/§5 data-completion modal, spec 3 §5 'Profile' (PUT /contact, spec 3 §7). */
import { z } from 'zod';
import { parseBirthDate } from '@club/wire/dates';
import { fiscalCodeSchema, isValidFiscalCode } from './fiscal-code';
import { MESSAGES } from './messages';
import { switchOn } from './switch';

/** A required choice of a select as a form holds it: the chosen option's value, '' for none. */
function requiredChoice(message: string) {
  return z.string({ error: message }).trim().min(1, { error: message });
}

/** A required select whose value may be a code (number) or a string; output is a trimmed string. */
function requiredSelect(message: string) {
  return z.preprocess((v) => (typeof v === 'number' && Number.isFinite(v) ? String(v) : v), requiredChoice(message));
}

const completionBase = {
  fiscalCode: fiscalCodeSchema,
  privacy: switchOn(MESSAGES.privacyConsentRequired),
  terms: switchOn(MESSAGES.termsRequired),
  profession: requiredSelect(MESSAGES.professionRequired),
};

/**
 * Spec 2 §4/§5: a doctor needs fiscal code, privacy, terms, profession and specialisation;
 * another health profession needs the health-profession detail instead of the specialisation.
 * `isDoctor` discriminates (professionType 0 / category 857920003 means doctor).
 */
export const profileCompletionSchema = z.discriminatedUnion(
  'isDoctor',
  [
    z.object({ ...completionBase, isDoctor: z.literal(true), specialisation: requiredSelect(MESSAGES.specialisationRequired) }),
    z.object({ ...completionBase, isDoctor: z.literal(false), healthProfession: requiredSelect(MESSAGES.healthProfessionRequired) }),
  ],
  // isDoctor comes from the profession choice: without it the profession is missing.
  { error: MESSAGES.professionRequired },
);

export type ProfileCompletionInput = z.input<typeof profileCompletionSchema>;
export type ProfileCompletionValues = z.output<typeof profileCompletionSchema>;

/** What a member still has to give in the data-completion modal; data on file is not asked again. */
export interface CompletionRequirements {
  fiscalCode: boolean;
  privacy: boolean;
  terms: boolean;
}

/**
 * The data-completion modal's fields as the form holds them: every field present, switches off and
 * selects empty at first; `isDoctor` follows the chosen profession (null while none is chosen).
 */
const completionFormFields = z.object({
  fiscalCode: z.string(),
  privacy: z.boolean(),
  terms: z.boolean(),
  profession: z.string(),
  isDoctor: z.boolean().nullable(),
  specialisation: z.string(),
  healthProfession: z.string(),
});

export type CompletionFormInput = z.input<typeof completionFormFields>;

/**
 * Spec 2 §4/§5, the data-completion modal (the rules of `profileCompletionSchema`, for the fields the
 * modal asks): the fiscal code, privacy and terms only when `missing` says so; the profession, then
 * a doctor's specialisation or another profession's health-profession detail. While no profession
 * is chosen only 'Seleziona una professione.' applies: there is no detail to ask for yet.
 */
export function profileCompletionFormSchema(missing: CompletionRequirements) {
  const base = {
    fiscalCode: missing.fiscalCode ? fiscalCodeSchema : z.string(),
    privacy: missing.privacy ? completionBase.privacy : z.boolean(),
    terms: missing.terms ? completionBase.terms : z.boolean(),
    profession: requiredChoice(MESSAGES.professionRequired),
    specialisation: z.string(),
    healthProfession: z.string(),
  };
  return completionFormFields.pipe(
    z.discriminatedUnion('isDoctor', [
      z.object({ ...base, isDoctor: z.literal(true), specialisation: requiredChoice(MESSAGES.specialisationRequired) }),
      z.object({ ...base, isDoctor: z.literal(false), healthProfession: requiredChoice(MESSAGES.healthProfessionRequired) }),
      z.object({
        ...base,
        isDoctor: z.null(),
        // A profession the form does not know (not in the list) is no profession either.
        profession: z.string().refine(() => false, { error: MESSAGES.professionRequired }),
      }),
    ]),
  );
}

export type CompletionFormValues = z.output<ReturnType<typeof profileCompletionFormSchema>>;

export { parseBirthDate } from '@club/wire/dates';

/**
 * Spec 3 §5 'Profile' ('Completa profilo' → PUT /contact {codiceFiscale, dataDiNascita}):
 * fiscal code required ('Il codice fiscale è obbligatorio'), otherwise checked ('Inserisci un Codice
 * Fiscale valido.'); birth date required ('La data di nascita è obbligatoria', also used for an
 * impossible date: the spec gives no other message), sent as yyyy-mm-dd. Only the missing fields are
 * editable: use `.pick()` / `.partial()` for a form that shows one of them.
 */
export const personalDataSchema = z.object({
  codiceFiscale: z
    .string({ error: MESSAGES.fiscalCodeRequired })
    .trim()
    .toUpperCase()
    .min(1, { error: MESSAGES.fiscalCodeRequired })
    .refine((v) => v === '' || isValidFiscalCode(v), { error: MESSAGES.invalidFiscalCode }),
  dataDiNascita: z
    .string({ error: MESSAGES.birthDateRequired })
    .trim()
    .min(1, { error: MESSAGES.birthDateRequired })
    .refine((v) => v === '' || parseBirthDate(v) !== null, { error: MESSAGES.birthDateRequired })
    .transform((v) => parseBirthDate(v) ?? v),
});

export type PersonalDataValues = z.output<typeof personalDataSchema>;
