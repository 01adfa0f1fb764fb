import { base64Bytes } from '@club/wire';
import { contentDisposition } from '@club/wire/content-disposition';
import {
  CARD_DOCUMENT_TYPES,
  CARD_DRAFT_MESSAGES,
  CARD_NOCHANGES,
  CARD_NOT_SELECTED,
  cardDraftDocumentProblem,
  cardDraftPictureProblem,
  professionalCardPatchBody,
  type PayloadOf,
  type ProfessionalCardDraft,
  type professionalCardMeRoute,
} from '@club/contracts';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth';
import type { Db } from '../../db';
import type { RouteDeps } from '../../family';
import { IDEMPOTENT } from '../../idempotency';
import { PHARMACARE_DETAIL_IDS, PROFESSIONS } from './catalogue';
import { parseOr400 } from './request';

/**
 * The member's own professional card (spec 3 §3 draft, §4 visibility, §5, §7): GET
 * /professionallist/professionalcards/me answers the draft (204 when there is none) and PATCH
 * /professionallist/professionalcards applies a patch to it. Whose card is decided by the session
 * token only. `patchFrom` must be the draft's current version, else 409: a save from a stale draft
 * never overwrites another change. A saved card with its main profession and province becomes the
 * member's row of the directory, listed only while 'Pubblica'.
 */

type Draft = ProfessionalCardDraft;

/**
 * ECM bonus credits the CRM adds to the member's ECM wallet (its bonus.creditiBonus) when a card earns
 * the bonus (spec 3 §6; the amount is not stated, 5 is the club's figure, which the portal shows from
 * packages/policy `CARD_BONUS_CREDITS`).
 */
export const CARD_BONUS_CREDITS = 5;
/** Visibilities that earn the bonus (spec 3 §6 names 'Pubblica' and 'any club user'). */
const CARD_BONUS_VISIBILITIES: readonly string[] = ['Pubblica', 'any club user'];
const ECM_WALLET = 'ecm';

/** Spec 3 §6: bonus credits for publishing: Premium, a bonus visibility, and not yet given in this subscription. */
function earnsCardBonus(subscriptionType: string, visibility: string, bonusGivenThisSubscription: boolean): boolean {
  return subscriptionType === 'PREMIUM' && CARD_BONUS_VISIBILITIES.includes(visibility) && !bonusGivenThisSubscription;
}
const PROFESSION_ID_BY_CODE = new Map<string, string>(PROFESSIONS.map((p) => [p.codice, p.id]));

interface Member {
  id: string;
  name: string;
  surname: string;
  fiscal_code: string | null;
  subscription_type: string;
  exp_date: string | null;
}

async function memberOf(db: Db, userId: string): Promise<Member> {
  const [m] = await db.query<Member>(`SELECT id, name, surname, fiscal_code, subscription_type, exp_date::text AS exp_date FROM users WHERE id = $1`, [userId]);
  return m!;
}

/** An empty draft prefilled with the member's first and last name (spec 3 §3). */
export function newDraft(m: Member): Draft {
  return {
    id: null, version: 0, step: 0, status: 0, firstName: m.name, lastName: m.surname, fiscalCode: m.fiscal_code, profilePictureUrl: null,
    professions: [], presentationText: '', privacyFlag: false, termsOfServiceFlag: false, isHiddenFlags: false,
    contacts: { province: '', city: '', email: null, phone: null }, contactDataVisibility: CARD_NOT_SELECTED,
    training: [], workExperience: [], certifications: [], scientificPublications: [], pharmaCare: null, visibility: 'Privata', createBonus: false,
    profilePicture: null, changeRequests: [],
  };
}

/** The upstream path of one stored file of the member's card (a certification document or the profile picture). */
export function cardFileUrl(id: string): string {
  return `/professionallist/professionalcards/me/documents/${id}`;
}

/**
 * The card's step (spec 3 §3 `step`, which the patch never sends: the CRM keeps it): the index of
 * the first step of the editor still to complete (0 professions, 1 presentation, 2 contacts, 7
 * publication: the terms and the privacy notice); 7 once nothing is missing. The steps in between
 * (training, work, certifications, publications) are optional.
 */
export function cardStep(d: Pick<Draft, 'professions' | 'presentationText' | 'contacts' | 'privacyFlag' | 'termsOfServiceFlag'>): number {
  if (!d.professions.some((p) => p.mainProfession)) return 0;
  if (!d.presentationText.trim()) return 1;
  if (!d.contacts.province || !d.contacts.city) return 2;
  return 7;
}

/** How many change requests the draft keeps (the newest). */
const CHANGE_REQUESTS_KEPT = 10;

/** The draft of a directory card seeded before drafts existed. */
async function draftFromDirectory(db: Db, m: Member): Promise<Draft | null> {
  const [c] = await db.query<{ id: string; first_name: string; last_name: string; codice: string; detail_id: string | null; detail_nome: string | null; specializations: { id: string; nome: string }[]; province: string; city: string; presentation: string; visibility: 'Pubblica' | 'Privata'; is_pharmacare: boolean; created_at: string }>(
    `SELECT c.id, c.first_name, c.last_name, p.codice, d.id AS detail_id, d.nome AS detail_nome,
            (SELECT coalesce(json_agg(json_build_object('id', s.id, 'nome', s.nome) ORDER BY s.nome), '[]'::json) FROM crm_specialisations s WHERE s.id = ANY(c.specialisation_ids)) AS specializations,
            c.province, c.city, c.presentation, c.visibility, c.is_pharmacare, c.created_at::text AS created_at
       FROM professional_cards c JOIN crm_professions p ON p.id = c.profession_id LEFT JOIN crm_profession_details d ON d.id = c.profession_detail_id
      WHERE c.user_id = $1`,
    [m.id],
  );
  if (!c) return null;
  return {
    ...newDraft(m),
    id: c.id, status: 1, step: 7, firstName: c.first_name, lastName: c.last_name,
    professions: [{ professionType: c.codice as '857920003' | '857920006', specializations: c.specializations, healthcareProfession: c.detail_id && c.detail_nome ? { id: c.detail_id, nome: c.detail_nome } : null, mainProfession: true }],
    presentationText: c.presentation, privacyFlag: true, termsOfServiceFlag: true, isHiddenFlags: true,
    contacts: { province: c.province, city: c.city, email: null, phone: null },
    visibility: c.visibility,
    pharmaCare: c.is_pharmacare ? { createdOn: c.created_at, id: `PH${m.id}`, professionistaId: c.id, status: 'Attivo' } : null,
  };
}

async function currentDraft(db: Db, m: Member): Promise<Draft | null> {
  const [row] = await db.query<{ version: number; draft: Draft }>(`SELECT version, draft FROM crm_card_drafts WHERE user_id = $1`, [m.id]);
  // Drafts stored before a field existed get its default.
  if (row) return { ...newDraft(m), ...row.draft, version: row.version };
  return draftFromDirectory(db, m);
}

/** Why a certification document is refused, or null (spec 3 bad input: PDF or images, size limit). */
export function documentProblem(doc: { fileName: string; mimeType: string; documentBody: string }, existingUrls: ReadonlySet<string>, url: string | null): string | null {
  if (doc.mimeType === CARD_NOCHANGES) return url && existingUrls.has(url) ? null : `Il documento '${doc.fileName}' non è tra quelli già caricati.`;
  if (!(CARD_DOCUMENT_TYPES as readonly string[]).includes(doc.mimeType)) return CARD_DRAFT_MESSAGES.documentType(doc.fileName);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(doc.documentBody.replace(/\s/g, '')) || !doc.documentBody) return CARD_DRAFT_MESSAGES.documentUnreadable(doc.fileName);
  return cardDraftDocumentProblem(doc.fileName, doc.mimeType, base64Bytes(doc.documentBody));
}

export function professionalCardDraftRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/professionallist/professionalcards/me', async (req, reply) => {
    const session = await requireUser(db, req, reply);
    if (!session) return reply;
    const draft = await currentDraft(db, await memberOf(db, session.userId));
    if (!draft) return reply.code(204).send();
    return draft satisfies PayloadOf<typeof professionalCardMeRoute>;
  });

  app.get<{ Params: { id: string } }>('/professionallist/professionalcards/me/documents/:id', async (req, reply) => {
    const session = await requireUser(db, req, reply);
    if (!session) return reply;
    const [doc] = await db.query<{ mime_type: string; file_name: string; body: Uint8Array }>(
      `SELECT mime_type, file_name, body FROM crm_card_documents WHERE id = $1 AND user_id = $2`,
      [req.params.id, session.userId],
    );
    if (!doc) return reply.code(404).send({ message: 'Documento non trovato.' });
    return reply.header('content-type', doc.mime_type).header('content-disposition', contentDisposition('inline', doc.file_name)).send(Buffer.from(doc.body));
  });

  app.patch('/professionallist/professionalcards', IDEMPOTENT, async (req, reply) => {
    const session = await requireUser(db, req, reply);
    if (!session) return reply;
    const body = await parseOr400(professionalCardPatchBody, req.body, reply);
    if (!body) return reply;
    const member = await memberOf(db, session.userId);
    const premium = member.subscription_type === 'PREMIUM';
    const before = (await currentDraft(db, member)) ?? newDraft(member);
    if (body.patchFrom !== before.version) {
      return reply.code(409).send({ message: CARD_DRAFT_MESSAGES.conflict });
    }
    const patch = body.patch;
    const next: Draft = { ...before, ...patch, version: before.version + 1 };
    // Spec 3 §6: contacts (e-mail, phone) are for Premium members only.
    if (!premium) next.contacts = { ...next.contacts, email: null, phone: null };
    if (next.professions.length > 0 && next.professions.filter((p) => p.mainProfession).length !== 1) {
      return reply.code(400).send({ message: CARD_DRAFT_MESSAGES.mainProfession });
    }
    // Spec 3 §3 contactDataVisibility (yes/no codes): whether the contacts show on the card, Premium only.
    if (!premium) next.contactDataVisibility = CARD_NOT_SELECTED;
    if (next.contacts.province && !/^[A-Z]{2}$/.test(next.contacts.province)) return reply.code(400).send({ message: CARD_DRAFT_MESSAGES.province });
    const main = next.professions.find((p) => p.mainProfession);
    if (next.visibility === 'Pubblica') {
      if (!main || !next.contacts.province || !next.contacts.city) return reply.code(400).send({ message: CARD_DRAFT_MESSAGES.publishIncomplete });
      if (!next.privacyFlag || !next.termsOfServiceFlag) return reply.code(400).send({ message: CARD_DRAFT_MESSAGES.publishTerms });
    }
    // Certification documents: new files are stored, '[nochanges]' keeps the one already uploaded.
    const existingUrls = new Set(before.certifications.map((c) => c.documentUrl).filter((u): u is string => !!u));
    const uploads: { id: string; fileName: string; mimeType: string; body: Buffer }[] = [];
    if (patch.certifications) {
      next.certifications = [];
      for (const cert of patch.certifications) {
        if (!cert.document) {
          next.certifications.push({ ...cert, documentUrl: null, document: null });
          continue;
        }
        const problem = documentProblem(cert.document, existingUrls, cert.documentUrl);
        if (problem) return reply.code(400).send({ message: problem });
        if (cert.document.mimeType === CARD_NOCHANGES) {
          next.certifications.push({ ...cert, document: { fileName: cert.document.fileName, mimeType: CARD_NOCHANGES, documentBody: '' } });
          continue;
        }
        const id = randomUUID();
        uploads.push({ id, fileName: cert.document.fileName, mimeType: cert.document.mimeType, body: Buffer.from(cert.document.documentBody, 'base64') });
        next.certifications.push({ ...cert, documentUrl: cardFileUrl(id), document: { fileName: cert.document.fileName, mimeType: CARD_NOCHANGES, documentBody: '' } });
      }
    }
    // The profile picture: a new image is stored like a document; '[nochanges]' keeps it; null removes it.
    if (patch.profilePicture !== undefined) {
      const pic = patch.profilePicture;
      if (!pic) {
        next.profilePicture = null;
        next.profilePictureUrl = null;
      } else if (pic.mimeType === CARD_NOCHANGES) {
        if (!before.profilePictureUrl) return reply.code(400).send({ message: `Il documento '${pic.fileName}' non è tra quelli già caricati.` });
        next.profilePicture = before.profilePicture;
      } else {
        const body = pic.documentBody.replace(/\s/g, '');
        if (!body || !/^[A-Za-z0-9+/]*={0,2}$/.test(body)) return reply.code(400).send({ message: CARD_DRAFT_MESSAGES.documentUnreadable(pic.fileName) });
        const problem = cardDraftPictureProblem(pic.fileName, pic.mimeType, base64Bytes(body));
        if (problem) return reply.code(400).send({ message: problem });
        const id = randomUUID();
        uploads.push({ id, fileName: pic.fileName, mimeType: pic.mimeType, body: Buffer.from(body, 'base64') });
        next.profilePicture = { fileName: pic.fileName, mimeType: CARD_NOCHANGES, documentBody: '' };
        next.profilePictureUrl = cardFileUrl(id);
      }
    }
    next.isHiddenFlags = next.privacyFlag && next.termsOfServiceFlag;
    next.step = cardStep(next);
    // A change to a card already complete is recorded as a change request (spec 3 §3 changeRequests).
    const changed = Object.keys(patch);
    if (before.status === 1 && changed.length > 0) {
      next.changeRequests = [{ id: randomUUID(), createdOn: new Date().toISOString(), fields: changed, status: 'Applicata' }, ...before.changeRequests].slice(0, CHANGE_REQUESTS_KEPT);
    }
    const cardId = before.id ?? `PC${member.id}`;
    const publishable = !!main && !!next.contacts.province && !!next.contacts.city;
    // Spec 3 §6: Pharmacare for Premium nurses and physiotherapists, activated at the first publication
    // and kept when the card is made private (spec 3 §4).
    if (!next.pharmaCare && premium && next.visibility === 'Pubblica' && main?.healthcareProfession && PHARMACARE_DETAIL_IDS.includes(main.healthcareProfession.id)) {
      next.pharmaCare = { createdOn: new Date().toISOString(), id: `PH${member.id}`, professionistaId: cardId, status: 'Attivo' };
    }
    const saved = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ bonus_subscription: string | null }>(`SELECT bonus_subscription FROM crm_card_drafts WHERE user_id = $1 FOR UPDATE`, [member.id]);
      // Spec 3 §6: bonus credits once per subscription, when a Premium card is published (earnsCardBonus
      // above). A subscription is told apart by its expiry date; the marker is
      // written in this transaction, under the draft row's lock, with the credit itself (below).
      const subscription = member.exp_date ?? 'none';
      const [ecm] = await tx.query<{ codice: string }>(`SELECT codice FROM wallets WHERE user_id = $1 AND codice = $2 AND attivo FOR UPDATE`, [member.id, ECM_WALLET]);
      // Without an active ECM wallet there is nothing to credit: the bonus stays to be earned.
      const bonus = !!ecm && earnsCardBonus(member.subscription_type, next.visibility, row?.bonus_subscription === subscription);
      next.createBonus = bonus;
      next.id = publishable ? cardId : before.id;
      next.status = publishable ? 1 : 0;
      const stored = { ...next } as Partial<Draft>;
      delete stored.version;
      const written = row
        ? await tx.query(`UPDATE crm_card_drafts SET version = $2, draft = $3, bonus_subscription = coalesce($4, bonus_subscription), updated_at = now() WHERE user_id = $1 AND version = $5 RETURNING user_id`, [member.id, next.version, JSON.stringify(stored), bonus ? subscription : null, before.version])
        : await tx.query(`INSERT INTO crm_card_drafts (user_id, version, draft, bonus_subscription) VALUES ($1, $2, $3, $4) ON CONFLICT (user_id) DO NOTHING RETURNING user_id`, [member.id, next.version, JSON.stringify(stored), bonus ? subscription : null]);
      if (written.length === 0) return false;
      if (bonus) {
        await tx.query(`UPDATE wallets SET crediti_bonus = crediti_bonus + $3 WHERE user_id = $1 AND codice = $2 AND attivo`, [member.id, ECM_WALLET, CARD_BONUS_CREDITS]);
      }
      for (const u of uploads) {
        await tx.query(`INSERT INTO crm_card_documents (id, user_id, file_name, mime_type, body) VALUES ($1, $2, $3, $4, $5)`, [u.id, member.id, u.fileName, u.mimeType, u.body]);
      }
      if (publishable && main) {
        await tx.query(
          `INSERT INTO professional_cards (id, user_id, first_name, last_name, profession_id, profession_detail_id, specialisation_ids, province, city, presentation, visibility, is_pharmacare, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, now())
           ON CONFLICT (user_id) DO UPDATE SET first_name = $3, last_name = $4, profession_id = $5, profession_detail_id = $6, specialisation_ids = $7,
             province = $8, city = $9, presentation = $10, visibility = $11, is_pharmacare = professional_cards.is_pharmacare OR $12`,
          [cardId, member.id, next.firstName, next.lastName, PROFESSION_ID_BY_CODE.get(main.professionType), main.healthcareProfession?.id ?? null,
            main.specializations.map((s) => s.id), next.contacts.province, next.contacts.city, next.presentationText, next.visibility, !!next.pharmaCare],
        );
      } else {
        await tx.query(`UPDATE professional_cards SET visibility = 'Privata' WHERE user_id = $1`, [member.id]);
      }
      return true;
    });
    if (!saved) return reply.code(409).send({ message: CARD_DRAFT_MESSAGES.conflict });
    return next satisfies PayloadOf<typeof professionalCardMeRoute>;
  });
}
