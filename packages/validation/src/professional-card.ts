import { z } from 'zod';
import { CARD_DOCUMENT_MAX_BYTES, CARD_DOCUMENT_TYPES, CARD_FIRST_YEAR, CARD_MAX_SPECIALIZATIONS, CARD_PICTURE_TYPES } from '@club/wire/professional-card';

/**
 * Rules and Italian messages of the professional card (spec 3 §5 'Professional card', §8, §9),
 * shared by the crm subgraph and the web form.
 */

// The card's data (document types and size, degree types, visibilities, …) is what the CRM's card
// contract reads too (`@club/wire` professional-card.ts).
export {
  base64Bytes,
  CARD_DEGREE_TYPES,
  CARD_DOCUMENT_MAX_BYTES,
  CARD_DOCUMENT_TYPES,
  CARD_FIRST_YEAR,
  CARD_MAX_SPECIALIZATIONS,
  CARD_NOCHANGES,
  CARD_PICTURE_TYPES,
  CARD_VISIBILITIES,
} from '@club/wire/professional-card';

/** Spec 3 §9 year list: from the current year down to 1970. */
export function cardYears(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let y = now.getFullYear(); y >= CARD_FIRST_YEAR; y--) years.push(y);
  return years;
}

export const CARD_MESSAGES = {
  documentType: (fileName: string) => `Il file '${fileName}' non è un PDF o un'immagine.`,
  documentSize: (fileName: string) => `Il file '${fileName}' supera la dimensione massima di ${Math.round(CARD_DOCUMENT_MAX_BYTES / 1024)} KB.`,
  documentUnreadable: (fileName: string) => `Il file '${fileName}' non è leggibile.`,
  pictureType: (fileName: string) => `La foto '${fileName}' deve essere un'immagine JPEG, PNG o WebP.`,
  mainProfession: 'Indica una sola professione principale.',
  specializations: `Puoi indicare al massimo ${CARD_MAX_SPECIALIZATIONS} specializzazioni.`,
  professionType: 'Categoria professionale non valida.',
  province: 'La provincia è la sigla di due lettere.',
  publishIncomplete: 'Per pubblicare la scheda indica la professione principale, la provincia e la città.',
  publishTerms: "Per pubblicare la scheda accetta le condizioni d'uso e l'informativa privacy.",
  nameRequired: 'Nome e cognome sono obbligatori.',
  degreeType: 'Tipo di titolo non valido.',
  year: 'Anno non valido.',
  visibility: "La visibilità vale 'Pubblica' o 'Privata'.",
  conflict: 'La scheda è stata modificata nel frattempo: ricarica la pagina per vedere la versione aggiornata.',
  /** Spec 3 §8 'Professional card failure'. */
  failed: 'Si è verificato un errore durante la richiesta del servizio.',
  /** Spec 3 §8 generic default. */
  generic: 'Si è verificato un errore.',
  loadFailed: 'Si è verificato un errore con il servizio /professionallist/professionalcards/me',
  login: 'Accedi per modificare la tua scheda.',
} as const;

/** Why a new document is refused (type, then size), or null. */
export function cardDocumentProblem(fileName: string, mimeType: string, bytes: number): string | null {
  if (!(CARD_DOCUMENT_TYPES as readonly string[]).includes(mimeType)) return CARD_MESSAGES.documentType(fileName);
  if (bytes > CARD_DOCUMENT_MAX_BYTES) return CARD_MESSAGES.documentSize(fileName);
  return null;
}

/** Why a new profile picture is refused (an image type, then the documents' size limit), or null. */
export function cardPictureProblem(fileName: string, mimeType: string, bytes: number): string | null {
  if (!(CARD_PICTURE_TYPES as readonly string[]).includes(mimeType)) return CARD_MESSAGES.pictureType(fileName);
  if (bytes > CARD_DOCUMENT_MAX_BYTES) return CARD_MESSAGES.documentSize(fileName);
  return null;
}

/** A data URL split into its mime type and base64 body (spec 3 §5), or null when it is not a base64 data URL. */
export function splitDataUrl(url: string): { mimeType: string; body: string } | null {
  const m = /^data:([^;,]+)(?:;[^;,=]+=[^;,]*)*;base64,([A-Za-z0-9+/]*={0,2})$/.exec(url.trim());
  return m ? { mimeType: m[1]!.toLowerCase(), body: m[2]! } : null;
}

// ---- The web form of /profilo/la-mia-scheda (its input is what the fields hold, its output what is sent).

const required = z.string().trim().min(1, 'Campo obbligatorio.');
const yearField = z.string().regex(/^\d{4}$/, 'Seleziona un anno.').transform(Number);
const optionalText = z.string().trim();

const professionRow = z.object({
  professionType: z.string().min(1, 'Seleziona la categoria professionale.'),
  specialization1: z.string(),
  specialization2: z.string(),
  specialization3: z.string(),
  healthcareProfession: z.string(),
});

export const cardFormSchema = z
  .object({
    firstName: required,
    lastName: required,
    professions: z.array(professionRow).min(1, 'Indica almeno una professione.'),
    /** Index of the main profession. */
    mainProfession: z.string(),
    presentationText: z.string().trim().max(2000, 'Al massimo 2000 caratteri.'),
    province: z.string(),
    city: optionalText.pipe(z.string().max(80, 'Al massimo 80 caratteri.')),
    email: optionalText.pipe(z.union([z.literal(''), z.email('Inserisci un indirizzo e-mail valido.')])),
    phone: optionalText.pipe(z.string().regex(/^\+?\d{0,15}$/, 'Inserisci solo cifre.')),
    training: z.array(z.object({ degreeType: z.string().min(1, 'Seleziona il tipo di titolo.'), title: required, institute: required, year: yearField })),
    workExperience: z.array(z.object({ role: required, employer: required, fromYear: yearField, toYear: z.string().transform((v) => (v ? Number(v) : null)) })),
    certifications: z.array(z.object({ title: required, year: yearField, documentUrl: z.string(), fileName: z.string(), document: z.string() })),
    scientificPublications: z.array(z.object({ title: required, journal: required, year: yearField, link: optionalText })),
    isPublic: z.boolean(),
    termsOfServiceFlag: z.boolean(),
    privacyFlag: z.boolean(),
    /** A new profile picture as a data URL ('' keeps the one on file) and its file name. */
    profilePicture: z.string(),
    profilePictureFileName: z.string(),
    /** Whether the contacts show on the card (spec 3 §3 contactDataVisibility, Premium only). */
    contactsVisible: z.boolean(),
  })
  .superRefine((v, ctx) => {
    v.professions.forEach((p, i) => {
      if (p.professionType === '857920006' && !p.healthcareProfession) ctx.addIssue({ code: 'custom', path: ['professions', i, 'healthcareProfession'], message: 'Seleziona la professione sanitaria.' });
    });
    if (!v.isPublic) return;
    if (!v.province) ctx.addIssue({ code: 'custom', path: ['province'], message: CARD_MESSAGES.publishIncomplete });
    if (!v.city.trim()) ctx.addIssue({ code: 'custom', path: ['city'], message: CARD_MESSAGES.publishIncomplete });
    if (!v.termsOfServiceFlag) ctx.addIssue({ code: 'custom', path: ['termsOfServiceFlag'], message: CARD_MESSAGES.publishTerms });
    if (!v.privacyFlag) ctx.addIssue({ code: 'custom', path: ['privacyFlag'], message: CARD_MESSAGES.publishTerms });
  })
  .transform((v) => ({
    firstName: v.firstName,
    lastName: v.lastName,
    professions: v.professions.map((p, i) => ({
      professionType: p.professionType,
      specializationIds: p.professionType === '857920003' ? [...new Set([p.specialization1, p.specialization2, p.specialization3].filter(Boolean))] : [],
      healthcareProfessionId: p.professionType === '857920006' ? p.healthcareProfession || null : null,
      mainProfession: String(i) === v.mainProfession || (v.professions.length === 1),
    })),
    presentationText: v.presentationText,
    privacyFlag: v.privacyFlag,
    termsOfServiceFlag: v.termsOfServiceFlag,
    contacts: { province: v.province, city: v.city, email: v.email || null, phone: v.phone || null },
    training: v.training,
    workExperience: v.workExperience,
    certifications: v.certifications.map((c) => ({ title: c.title, year: c.year, documentUrl: c.documentUrl || null, fileName: c.fileName || null, document: c.document || null })),
    scientificPublications: v.scientificPublications.map((p) => ({ ...p, link: p.link || null })),
    visibility: v.isPublic ? ('Pubblica' as const) : ('Privata' as const),
    profilePicture: v.profilePicture || null,
    profilePictureFileName: v.profilePictureFileName || null,
    contactsVisible: v.contactsVisible,
  }));
export type CardFormInput = z.input<typeof cardFormSchema>;
export type CardFormOutput = z.output<typeof cardFormSchema>;
