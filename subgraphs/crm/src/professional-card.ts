import { CARD_NO, CARD_NOT_SELECTED, CARD_YES, type ProfessionalCardDraft, type ProfessionalCardPatchFields } from '@club/contracts';
import type { CrmClient } from '@club/crm-client';
import { CARD_DEGREE_TYPES, CARD_MAX_SPECIALIZATIONS, CARD_MESSAGES, CARD_NOCHANGES, CARD_VISIBILITIES, base64Bytes, cardDocumentProblem, cardPictureProblem, splitDataUrl } from '@club/validation';
import { badInput } from '@club/subgraph-kit';
import type { ProfessionalCardInput } from './generated/resolvers-types';

/**
 * The member's card as the patch of what changed (spec 3 §5): the form's whole card is turned into
 * the upstream draft's shape, then compared with the draft on file. The comparison ignores
 * documentUrl, isHiddenFlags, patchFrom, pharmaCare (createdOn, id, professionistaId, status),
 * profilePictureUrl and step, so only the fields the member changed are sent.
 */

/** Fields the comparison ignores (spec 3 §5), at any depth. */
export const CARD_DIFF_IGNORED = ['documentUrl', 'isHiddenFlags', 'patchFrom', 'pharmaCare', 'profilePictureUrl', 'step'] as const;

type PatchKey = keyof ProfessionalCardPatchFields;
const PATCH_KEYS: readonly PatchKey[] = [
  'firstName', 'lastName', 'profilePicture', 'professions', 'presentationText', 'privacyFlag', 'termsOfServiceFlag', 'contacts',
  'contactDataVisibility', 'training', 'workExperience', 'certifications', 'scientificPublications', 'visibility',
];

/** A value without the ignored fields, for comparison. */
function comparable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(comparable);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([k]) => !(CARD_DIFF_IGNORED as readonly string[]).includes(k))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, v]) => [k, comparable(v)]),
    );
  }
  return value;
}

/** The patch: each top-level field whose value differs from the draft's, the ignored fields aside. */
export function cardPatch(before: ProfessionalCardDraft, after: Required<ProfessionalCardPatchFields>): ProfessionalCardPatchFields {
  const patch: Record<string, unknown> = {};
  for (const key of PATCH_KEYS) {
    const changed = JSON.stringify(comparable(after[key])) !== JSON.stringify(comparable(before[key]));
    // A new document (or picture) is a change even if the rest of the certification is the same.
    const newDocument =
      (key === 'certifications' && after.certifications.some((c) => c.document && c.document.mimeType !== CARD_NOCHANGES)) ||
      (key === 'profilePicture' && !!after.profilePicture && after.profilePicture.mimeType !== CARD_NOCHANGES);
    if (changed || newDocument) patch[key] = after[key];
  }
  return patch as ProfessionalCardPatchFields;
}

const year = (y: number, field: string) => {
  if (!Number.isInteger(y) || y < 1970 || y > new Date().getFullYear() + 10) throw badInput(CARD_MESSAGES.year, field);
  return y;
};
const trimmed = (s: string | null | undefined) => (s ?? '').trim();

/**
 * The form's card in the upstream draft's shape, checked on the server (the web checks the same):
 * one main profession, up to 3 specialisations, degree types, years, documents (PDF or images up to
 * the size limit: a refused file leaves the draft on file untouched). Names of specialisations and
 * health-profession details come from the catalogue, never from the client.
 */
export async function cardFromInput(input: ProfessionalCardInput, before: ProfessionalCardDraft, crm: CrmClient, contactsAllowed: boolean): Promise<Required<ProfessionalCardPatchFields>> {
  const firstName = trimmed(input.firstName);
  const lastName = trimmed(input.lastName);
  if (!firstName || !lastName) throw badInput(CARD_MESSAGES.nameRequired, firstName ? 'lastName' : 'firstName');
  if (!(CARD_VISIBILITIES as readonly string[]).includes(input.visibility)) throw badInput(CARD_MESSAGES.visibility, 'visibility');
  if (input.professions.length > 0 && input.professions.filter((p) => p.mainProfession).length !== 1) throw badInput(CARD_MESSAGES.mainProfession, 'professions');

  const needsSpecialisations = input.professions.some((p) => p.specializationIds.length > 0);
  const needsDetails = input.professions.some((p) => p.healthcareProfessionId);
  const [families, professions] = await Promise.all([needsSpecialisations ? crm.specializationFamilies() : [], needsDetails ? crm.professions() : []]);
  const specialisations = new Map(families.flatMap((f) => f.specializzazioni.map((s) => [s.id, s] as const)));
  const otherId = professions.find((p) => p.codice === '857920006')?.id;
  const details = new Map(needsDetails && otherId ? (await crm.professionDetails(otherId)).dettagli.map((d) => [d.id, d] as const) : []);

  const cardProfessions = input.professions.map((p) => {
    if (p.professionType !== '857920003' && p.professionType !== '857920006') throw badInput(CARD_MESSAGES.professionType, 'professions');
    if (p.specializationIds.length > CARD_MAX_SPECIALIZATIONS) throw badInput(CARD_MESSAGES.specializations, 'professions');
    const specializations = p.specializationIds.map((id) => {
      const s = specialisations.get(id);
      if (!s) throw badInput(CARD_MESSAGES.professionType, 'professions');
      return { id: s.id, nome: s.nome };
    });
    const detail = p.healthcareProfessionId ? details.get(p.healthcareProfessionId) : null;
    if (p.healthcareProfessionId && !detail) throw badInput(CARD_MESSAGES.professionType, 'professions');
    return { professionType: p.professionType, specializations, healthcareProfession: detail ? { id: detail.id, nome: detail.nome } : null, mainProfession: p.mainProfession } as const;
  });

  const province = trimmed(input.contacts.province).toUpperCase();
  if (province && !/^[A-Z]{2}$/.test(province)) throw badInput(CARD_MESSAGES.province, 'contacts.province');
  const contacts = {
    province,
    city: trimmed(input.contacts.city),
    // Spec 3 §6: contacts for Premium only; others keep none.
    email: contactsAllowed ? trimmed(input.contacts.email) || null : null,
    phone: contactsAllowed ? trimmed(input.contacts.phone) || null : null,
  };

  const existing = new Map(before.certifications.filter((c) => c.documentUrl).map((c) => [c.documentUrl!, c] as const));
  const certifications = input.certifications.map((c, i) => {
    const field = `certifications.${i}.document`;
    if (c.document) {
      const fileName = trimmed(c.fileName) || 'documento';
      const split = splitDataUrl(c.document);
      if (!split) throw badInput(CARD_MESSAGES.documentUnreadable(fileName), field);
      const problem = cardDocumentProblem(fileName, split.mimeType, base64Bytes(split.body));
      if (problem) throw badInput(problem, field);
      return { title: trimmed(c.title), year: year(c.year, `certifications.${i}.year`), documentUrl: null, document: { fileName, mimeType: split.mimeType, documentBody: split.body } };
    }
    const kept = c.documentUrl ? existing.get(c.documentUrl) : undefined;
    return {
      title: trimmed(c.title),
      year: year(c.year, `certifications.${i}.year`),
      documentUrl: kept ? kept.documentUrl : null,
      // Spec 3 §5: an existing document is marked '[nochanges]' and not re-uploaded.
      document: kept?.document ? { fileName: kept.document.fileName, mimeType: CARD_NOCHANGES, documentBody: '' } : null,
    };
  });

  return {
    firstName,
    lastName,
    profilePicture: pictureFromInput(input, before),
    professions: cardProfessions,
    presentationText: trimmed(input.presentationText),
    privacyFlag: input.privacyFlag,
    termsOfServiceFlag: input.termsOfServiceFlag,
    contacts,
    // Spec 3 §3 contactDataVisibility: the member's yes or no, Premium only (no choice keeps the one on file).
    contactDataVisibility: contactsAllowed && input.contactsVisible != null ? (input.contactsVisible ? CARD_YES : CARD_NO) : before.contactDataVisibility,
    training: input.training.map((t, i) => {
      if (!(CARD_DEGREE_TYPES as readonly string[]).includes(t.degreeType)) throw badInput(CARD_MESSAGES.degreeType, `training.${i}.degreeType`);
      return { degreeType: t.degreeType as (typeof CARD_DEGREE_TYPES)[number], title: trimmed(t.title), institute: trimmed(t.institute), year: year(t.year, `training.${i}.year`) };
    }),
    workExperience: input.workExperience.map((w, i) => ({
      role: trimmed(w.role), employer: trimmed(w.employer), fromYear: year(w.fromYear, `workExperience.${i}.fromYear`), toYear: w.toYear == null ? null : year(w.toYear, `workExperience.${i}.toYear`),
    })),
    certifications,
    scientificPublications: input.scientificPublications.map((p, i) => ({ title: trimmed(p.title), journal: trimmed(p.journal), year: year(p.year, `scientificPublications.${i}.year`), link: trimmed(p.link) || null })),
    visibility: input.visibility as (typeof CARD_VISIBILITIES)[number],
  };
}

/**
 * The profile picture of the patch: a new image (a data URL split into type and body, checked like
 * a document but images only), null to remove it, else the one on file ('[nochanges]').
 */
function pictureFromInput(input: ProfessionalCardInput, before: ProfessionalCardDraft): ProfessionalCardDraft['profilePicture'] {
  if (input.profilePicture) {
    const fileName = trimmed(input.profilePictureFileName) || 'foto';
    const split = splitDataUrl(input.profilePicture);
    if (!split) throw badInput(CARD_MESSAGES.documentUnreadable(fileName), 'profilePicture');
    const problem = cardPictureProblem(fileName, split.mimeType, base64Bytes(split.body));
    if (problem) throw badInput(problem, 'profilePicture');
    return { fileName, mimeType: split.mimeType, documentBody: split.body };
  }
  if (input.removeProfilePicture) return null;
  return before.profilePicture;
}

/** A new draft prefilled with the member's first and last name (spec 3 §3), as GET /me's 204 means. */
export function newCardDraft(firstName: string, lastName: string): ProfessionalCardDraft {
  return {
    id: null, version: 0, step: 0, status: 0, firstName, lastName, fiscalCode: null, profilePictureUrl: null, professions: [], presentationText: '',
    privacyFlag: false, termsOfServiceFlag: false, isHiddenFlags: false, contacts: { province: '', city: '', email: null, phone: null },
    contactDataVisibility: CARD_NOT_SELECTED, training: [], workExperience: [], certifications: [], scientificPublications: [], pharmaCare: null,
    visibility: 'Privata', createBonus: false, profilePicture: null, changeRequests: [],
  };
}
