import { CRM_FIELD_MESSAGES, type PayloadOf, type UpdateContactBody, type missingFieldsCheckRoute } from '@club/contracts';
import type { Db } from '../../db';
import { DOCTOR_CODE } from './catalogue';

/**
 * A member's contact and profession data as the data-completion modal sees it (spec 2 §3-§4):
 * the missing-fields check and the update-contact payload.
 */

/** Spec 2 §3 'Missing-fields check' (GET /contact/jump2wl/check): true when the datum is on file. */
export type MissingFieldsCheck = PayloadOf<typeof missingFieldsCheckRoute>;

export async function missingFieldsCheck(db: Db, userId: string): Promise<MissingFieldsCheck | null> {
  const [row] = await db.query<MissingFieldsCheck>(
    `SELECT coalesce(fiscal_code, '') <> '' AS "fiscalCodePresent",
            privacy_homnya AS "privacyHomnyaPresent",
            terms_conditions AS "termsConditionsPresent",
            profession_id IS NOT NULL AS "professionPresent",
            profession_detail_id IS NOT NULL AS "professionDetailPresent",
            cardinality(specialisation_ids) > 0 AS "specializationPresent"
       FROM users WHERE id = $1`,
    [userId],
  );
  return row ?? null;
}


const MESSAGES_CONTACT = {
  unknownProfession: 'Professione non valida.',
  unknownDetail: 'Professione sanitaria non valida.',
  unknownSpecialisation: 'Specializzazione non valida.',
  specialisationsForDoctorsOnly: 'Le specializzazioni sono previste solo per i medici.',
  detailNotForDoctors: 'La professione sanitaria non è prevista per un medico.',
} as const;

/**
 * Saves the payload in one transaction; returns null on success or the Italian message of the
 * first rule it breaks. The profile stays coherent: a doctor has specialisations and no
 * health-profession detail, another health profession a detail of its own and no specialisation,
 * so changing profession drops what the new one does not take. Saving the same payload twice
 * leaves the same row (idempotent).
 */
export async function updateContact(db: Db, userId: string, body: UpdateContactBody): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [current] = await tx.query<{ profession_id: string | null; profession_detail_id: string | null; specialisation_ids: string[] }>(
      `SELECT profession_id, profession_detail_id, specialisation_ids FROM users WHERE id = $1 FOR UPDATE`,
      [userId],
    );
    if (!current) return MESSAGES_CONTACT.unknownProfession;

    const professionId = body.profession ?? current.profession_id;
    const [profession] = professionId
      ? await tx.query<{ codice: string }>(`SELECT codice FROM crm_professions WHERE id = $1`, [professionId])
      : [];
    if (body.profession !== undefined && !profession) return MESSAGES_CONTACT.unknownProfession;
    const wantsDetail = body.professioneDettaglio != null;
    const wantsSpecialisations = (body.specialization?.length ?? 0) > 0;
    if (!profession && (wantsDetail || wantsSpecialisations)) return CRM_FIELD_MESSAGES.professionRequired;
    const isDoctor = profession?.codice === DOCTOR_CODE;

    let detailId = body.professioneDettaglio === undefined ? current.profession_detail_id : body.professioneDettaglio;
    if (isDoctor && wantsDetail) return MESSAGES_CONTACT.detailNotForDoctors;
    if (detailId !== null) {
      const [detail] = await tx.query<{ id: string }>(
        `SELECT id FROM crm_profession_details WHERE id = $1 AND profession_id = $2`,
        [detailId, professionId],
      );
      if (!detail) {
        if (wantsDetail) return MESSAGES_CONTACT.unknownDetail;
        detailId = null; // the stored detail belongs to the profession the member just left
      }
    }

    let specialisationIds = body.specialization ?? current.specialisation_ids;
    if (!isDoctor && wantsSpecialisations) return MESSAGES_CONTACT.specialisationsForDoctorsOnly;
    if (!isDoctor) specialisationIds = [];
    if (body.specialization && wantsSpecialisations) {
      const [known] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM crm_specialisations WHERE id = ANY($1::text[])`, [body.specialization]);
      if (known?.n !== body.specialization.length) return MESSAGES_CONTACT.unknownSpecialisation;
    }

    await tx.query(
      `UPDATE users
          SET fiscal_code = coalesce($2, fiscal_code),
              profession_id = $3,
              profession_detail_id = $4,
              specialisation_ids = $5::text[],
              privacy_homnya = coalesce($6, privacy_homnya),
              terms_conditions = coalesce($7, terms_conditions)
        WHERE id = $1`,
      [userId, body.codiceFiscale ?? null, professionId, detailId, specialisationIds, body.privacyHomnya ?? null, body.termsCondition ?? null],
    );
    return null;
  });
}
