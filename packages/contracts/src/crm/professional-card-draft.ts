import { z } from 'zod';
import { route } from '../route';
import { CARD_DEGREE_TYPES, CARD_DOCUMENT_MAX_BYTES, CARD_DOCUMENT_TYPES, CARD_MAX_SPECIALIZATIONS, CARD_PICTURE_TYPES, CARD_VISIBILITIES } from '@club/wire/professional-card';
import { idNome } from './user';

export { CARD_DOCUMENT_MAX_BYTES, CARD_DOCUMENT_TYPES, CARD_NOCHANGES, CARD_PICTURE_TYPES } from '@club/wire/professional-card';

// The member's own professional card draft (spec 3 §3 'Professional card (Scheda Professionale) draft',
// §5 'Professional card', §7 GET /professionallist/professionalcards/me and PATCH /professionallist/professionalcards).

/**
 * The Italian messages the CRM answers a refused card patch with (spec 3 §5, §8): the texts of the
 * portal's card form (`@club/validation` CARD_MESSAGES), held to them by subgraphs/crm's tests.
 */
export const CARD_DRAFT_MESSAGES = {
  documentType: (fileName: string) => `Il file '${fileName}' non è un PDF o un'immagine.`,
  documentSize: (fileName: string) => `Il file '${fileName}' supera la dimensione massima di ${Math.round(CARD_DOCUMENT_MAX_BYTES / 1024)} KB.`,
  documentUnreadable: (fileName: string) => `Il file '${fileName}' non è leggibile.`,
  pictureType: (fileName: string) => `La foto '${fileName}' deve essere un'immagine JPEG, PNG o WebP.`,
  mainProfession: 'Indica una sola professione principale.',
  province: 'La provincia è la sigla di due lettere.',
  publishIncomplete: 'Per pubblicare la scheda indica la professione principale, la provincia e la città.',
  publishTerms: "Per pubblicare la scheda accetta le condizioni d'uso e l'informativa privacy.",
  conflict: 'La scheda è stata modificata nel frattempo: ricarica la pagina per vedere la versione aggiornata.',
} as const;

/** Why a new certification document is refused (type, then decoded size), or null. */
export function cardDraftDocumentProblem(fileName: string, mimeType: string, bytes: number): string | null {
  if (!(CARD_DOCUMENT_TYPES as readonly string[]).includes(mimeType)) return CARD_DRAFT_MESSAGES.documentType(fileName);
  if (bytes > CARD_DOCUMENT_MAX_BYTES) return CARD_DRAFT_MESSAGES.documentSize(fileName);
  return null;
}

/** Why a new profile picture is refused (an image type, then the documents' size limit), or null. */
export function cardDraftPictureProblem(fileName: string, mimeType: string, bytes: number): string | null {
  if (!(CARD_PICTURE_TYPES as readonly string[]).includes(mimeType)) return CARD_DRAFT_MESSAGES.pictureType(fileName);
  if (bytes > CARD_DOCUMENT_MAX_BYTES) return CARD_DRAFT_MESSAGES.documentSize(fileName);
  return null;
}

/** Spec 3 §3 yes/no codes of the card form. */
export const CARD_YES = 857920000;
export const CARD_NO = 857920001;
export const CARD_NOT_SELECTED = 857920002;
const text = (max: number, label: string) => z.string({ error: `${label}: testo non valido.` }).max(max, `${label}: al massimo ${max} caratteri.`);
const year = z.number({ error: 'Anno non valido.' }).int('Anno non valido.').min(1970, 'Anno non valido.').max(2100, 'Anno non valido.');

/** One profession of the card: category code (doctor 857920003, other 857920006), up to 3 specialisations, the main one flagged. */
export const cardProfession = z.object({
  professionType: z.enum(['857920003', '857920006'], { error: 'Categoria professionale non valida.' }),
  specializations: z.array(idNome).max(CARD_MAX_SPECIALIZATIONS, `Puoi indicare al massimo ${CARD_MAX_SPECIALIZATIONS} specializzazioni.`),
  healthcareProfession: idNome.nullable(),
  mainProfession: z.boolean(),
});
/** Contacts: where the professional works (every card, shown in the directory) and e-mail and phone (Premium only). */
export const cardContacts = z.object({
  province: text(2, 'Provincia'),
  city: text(80, 'Città'),
  email: text(120, 'E-mail').nullable(),
  phone: text(30, 'Telefono').nullable(),
});
export const cardTraining = z.object({ degreeType: z.enum(CARD_DEGREE_TYPES, { error: 'Tipo di titolo non valido.' }), title: text(200, 'Titolo'), institute: text(200, 'Istituto'), year });
export const cardWorkExperience = z.object({ role: text(200, 'Ruolo'), employer: text(200, 'Struttura'), fromYear: year, toYear: year.nullable() });
/** A certification's document: a new file is its mime type and base64 body; an existing one `[nochanges]` and an empty body. */
export const cardDocument = z.object({ fileName: text(200, 'Nome del file'), mimeType: z.string(), documentBody: z.string() });
export const cardCertification = z.object({ title: text(200, 'Titolo'), year, documentUrl: z.string().nullable(), document: cardDocument.nullable() });
export const cardPublication = z.object({ title: text(300, 'Titolo'), journal: text(200, 'Rivista'), year, link: text(500, 'Link').nullable() });
/**
 * A change request of the card (spec 3 §3 `changeRequests`; the spec names the field only): the
 * CRM's record of one saved change to a card that was already complete (status 1): when, which
 * fields of the patch, and its state.
 */
export const cardChangeRequest = z.object({ id: z.string(), createdOn: z.string(), fields: z.array(z.string()), status: z.string() });
export type CardChangeRequest = z.output<typeof cardChangeRequest>;
export const cardPharmaCare = z.object({ createdOn: z.string(), id: z.string(), professionistaId: z.string(), status: z.string() });

/** The draft as GET /professionallist/professionalcards/me answers it. `version` is the concurrency stamp. */
export const professionalCardDraft = z.object({
  id: z.string().nullable(),
  version: z.number().int(),
  step: z.number().int(),
  status: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  fiscalCode: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
  /** The stored picture as a '[nochanges]' marker with its file name; null without one. A patch sends a new one with its type and body. */
  profilePicture: cardDocument.nullable(),
  professions: z.array(cardProfession),
  presentationText: z.string(),
  privacyFlag: z.boolean(),
  termsOfServiceFlag: z.boolean(),
  isHiddenFlags: z.boolean(),
  contacts: cardContacts,
  contactDataVisibility: z.number().int(),
  training: z.array(cardTraining),
  workExperience: z.array(cardWorkExperience),
  certifications: z.array(cardCertification),
  scientificPublications: z.array(cardPublication),
  pharmaCare: cardPharmaCare.nullable(),
  changeRequests: z.array(cardChangeRequest),
  visibility: z.enum(CARD_VISIBILITIES),
  createBonus: z.boolean(),
});
export type ProfessionalCardDraft = z.output<typeof professionalCardDraft>;

/** The fields a patch may carry (spec 3 §5: the diff of the draft, without the ignored fields). */
export const professionalCardPatchFields = z
  .object({
    firstName: text(80, 'Nome').min(1, 'Il nome è obbligatorio.'),
    lastName: text(80, 'Cognome').min(1, 'Il cognome è obbligatorio.'),
    profilePicture: cardDocument.nullable(),
    professions: z.array(cardProfession).max(5, 'Al massimo 5 professioni.'),
    presentationText: text(2000, 'Presentazione'),
    privacyFlag: z.boolean(),
    termsOfServiceFlag: z.boolean(),
    contacts: cardContacts,
    contactDataVisibility: z.number().int().refine((v) => ([CARD_YES, CARD_NO, CARD_NOT_SELECTED] as number[]).includes(v), { error: 'Visibilità dei contatti non valida.' }),
    training: z.array(cardTraining).max(20),
    workExperience: z.array(cardWorkExperience).max(20),
    certifications: z.array(cardCertification).max(10, 'Al massimo 10 certificazioni.'),
    scientificPublications: z.array(cardPublication).max(30),
    visibility: z.enum(CARD_VISIBILITIES, { error: "La visibilità vale 'Pubblica' o 'Privata'." }),
  })
  .partial()
  .strict();
export type ProfessionalCardPatchFields = z.output<typeof professionalCardPatchFields>;

/** PATCH body: the changed fields and `patchFrom`, the version of the draft the member edited (409 when stale). */
export const professionalCardPatchBody = z.object({
  patchFrom: z.number({ error: 'patchFrom è la versione della scheda da cui parte la modifica.' }).int(),
  patch: professionalCardPatchFields,
});
export type ProfessionalCardPatchBody = z.input<typeof professionalCardPatchBody>;

export const professionalCardMeRoute = route({
  family: 'crm',
  method: 'GET',
  path: '/professionallist/professionalcards/me',
  summary: "The member's own professional card draft; 204 when the member has none yet",
  auth: 'required',
  response: professionalCardDraft,
  errors: { 401: 'No valid session' },
});

export const professionalCardPatchRoute = route({
  family: 'crm',
  method: 'PATCH',
  path: '/professionallist/professionalcards',
  summary: "Applies a patch to the member's own card; 409 when patchFrom is not the current version",
  auth: 'required',
  body: professionalCardPatchBody,
  response: professionalCardDraft,
  errors: { 400: 'Invalid patch or document', 401: 'No valid session', 409: 'The card changed since the draft was read' },
});

export const professionalCardDocumentRoute = route({
  family: 'crm',
  method: 'GET',
  path: '/professionallist/professionalcards/me/documents/{id}',
  summary: "One certification document or the profile picture of the member's own card (another member's file is not found)",
  auth: 'required',
  params: z.object({ id: z.string() }),
  mediaTypes: [...CARD_DOCUMENT_TYPES],
  response: z.string(),
  errors: { 401: 'No valid session token', 404: "No document of the token's member with this id" },
});
