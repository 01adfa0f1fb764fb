import { CARD_NO, professionalCardsQuery, type PayloadOf, type professionalCardsRoute } from '@club/contracts';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { optionalUser } from '../../auth';
import type { Db } from '../../db';
import type { RouteDeps } from '../../family';
import { parseOr400 } from './request';

/**
 * The directory of health professionals (spec 2 §2 'Professional directory', §7 GET
 * /professionallist/professionalcards): public cards, newest first, filtered by text, profession
 * type, province and Pharmacare, paged by take/page. When a filtered search finds nothing,
 * `suggested` holds the newest public cards instead (spec 2 §2 'suggested cards when nothing is found').
 */

/** How many suggested cards stand in for an empty filtered search (spec 2 §2 gives no number). */
export const SUGGESTED_CARDS = 4;
/** The most words a free-text search is split into. */
const MAX_WORDS = 6;

type ListQuery = z.output<typeof professionalCardsQuery>;
type Card = PayloadOf<typeof professionalCardsRoute>['professionalCards'][number];

interface CardRow {
  id: string;
  first_name: string;
  last_name: string;
  profession_id: string;
  codice: string;
  descrizione: string;
  detail_id: string | null;
  detail_nome: string | null;
  specializations: { id: string; nome: string }[];
  province: string;
  city: string;
  presentation: string;
  visibility: string;
  is_pharmacare: boolean;
  created_at: Date | string;
  email: string | null;
  phone: string | null;
  /** The card draft's contactDataVisibility (spec 3 §3), null for a card without a draft. */
  contact_visibility: number | null;
}

/** Escapes the LIKE wildcards (and the escape character) of a user's word. */
export function escapeLike(word: string): string {
  return word.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** What one word of `text` matches in the three small name tables: the ids of the professions, details and specialisations. */
interface WordMatches {
  professions: string[];
  details: string[];
  specialisations: string[];
}

/**
 * For each word's LIKE pattern, the professions, health-profession details and specialisations whose
 * names contain it, in one statement over those small tables, read before the cards: the card query then
 * names their ids (an id list the planner sees), so each word is matched through the cards' own indexes
 * (trigram on the names and city, the profession and detail ids, the specialisation array: migration 190)
 * instead of a join evaluated on every card (2 s a search at 20× the demo's cards).
 */
async function wordMatches(db: Db, patterns: string[]): Promise<WordMatches[]> {
  if (patterns.length === 0) return [];
  return db.query<WordMatches>(
    `SELECT ARRAY(SELECT p.id FROM crm_professions p WHERE p.descrizione ILIKE w.pattern ESCAPE '\\' ORDER BY p.id) AS professions,
            ARRAY(SELECT d.id FROM crm_profession_details d WHERE d.nome ILIKE w.pattern ESCAPE '\\' ORDER BY d.id) AS details,
            ARRAY(SELECT s.id FROM crm_specialisations s WHERE s.nome ILIKE w.pattern ESCAPE '\\' ORDER BY s.id) AS specialisations
       FROM unnest($1::text[]) WITH ORDINALITY AS w(pattern, n)
      ORDER BY w.n`,
    [patterns],
  );
}

/**
 * WHERE clause and parameters of a filtered listing. Each word of `text` must match (case-insensitive,
 * anywhere) the first or last name, the city, the profession, the health-profession detail or one of
 * the specialisations: 'cardio milano' finds Milan's cardiologists. The same cards as comparing the
 * joined profession, detail and specialisation names, since every id names a row (foreign keys).
 */
async function filterSql(db: Db, q: ListQuery): Promise<{ where: string; params: unknown[] }> {
  const clauses = [`c.visibility = 'Pubblica'`];
  const params: unknown[] = [];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };
  const patterns = (q.text ?? '').trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS).map((word) => `%${escapeLike(word)}%`);
  const matches = await wordMatches(db, patterns);
  patterns.forEach((pattern, i) => {
    const p = param(pattern);
    const arms = [`c.first_name ILIKE ${p} ESCAPE '\\'`, `c.last_name ILIKE ${p} ESCAPE '\\'`, `c.city ILIKE ${p} ESCAPE '\\'`];
    const { professions, details, specialisations } = matches[i]!;
    if (professions.length) arms.push(`c.profession_id = ANY(${param(professions)}::text[])`);
    if (details.length) arms.push(`c.profession_detail_id = ANY(${param(details)}::text[])`);
    if (specialisations.length) arms.push(`c.specialisation_ids && ${param(specialisations)}::text[]`);
    clauses.push(`(${arms.join(' OR ')})`);
  });
  if (q.professionType) clauses.push(`p.codice = ${param(q.professionType)}`);
  if (q.province) clauses.push(`c.province = ${param(q.province)}`);
  if (q.isPharmacare !== undefined) clauses.push(`c.is_pharmacare = ${param(q.isPharmacare)}`);
  return { where: clauses.join(' AND '), params };
}

const FROM = `FROM professional_cards c
       JOIN crm_professions p ON p.id = c.profession_id
       LEFT JOIN crm_profession_details d ON d.id = c.profession_detail_id`;

async function countCards(db: Db, where: string, params: unknown[]): Promise<number> {
  const [row] = await db.query<{ total: number }>(`SELECT count(*)::int AS total ${FROM} WHERE ${where}`, params);
  return row?.total ?? 0;
}

async function listCards(db: Db, where: string, params: unknown[], limit: number, offset: number, withContacts: boolean): Promise<Card[]> {
  const n = params.length;
  const rows = await db.query<CardRow>(
    `SELECT c.id, c.first_name, c.last_name, c.profession_id, p.codice, p.descrizione, d.id AS detail_id, d.nome AS detail_nome,
            (SELECT coalesce(json_agg(json_build_object('id', s.id, 'nome', s.nome) ORDER BY s.nome), '[]'::json)
               FROM crm_specialisations s WHERE s.id = ANY(c.specialisation_ids)) AS specializations,
            c.province, c.city, c.presentation, c.visibility, c.is_pharmacare, c.created_at, u.email, u.phone,
            (cd.draft->>'contactDataVisibility')::int AS contact_visibility
       ${FROM}
       JOIN users u ON u.id = c.user_id
       LEFT JOIN crm_card_drafts cd ON cd.user_id = c.user_id
      WHERE ${where}
      ORDER BY c.created_at DESC, c.id
      LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, limit, offset],
  );
  return rows.map((r) => ({
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    profession: { id: r.profession_id, codice: r.codice, descrizione: r.descrizione },
    professionDetail: r.detail_id && r.detail_nome !== null ? { id: r.detail_id, nome: r.detail_nome } : null,
    specializations: r.specializations,
    province: r.province,
    city: r.city,
    presentationText: r.presentation,
    visibility: r.visibility,
    isPharmacare: r.is_pharmacare,
    createdAt: new Date(r.created_at).toISOString(),
    // Spec 2 §9: only Premium members see a card's contacts; others get a limited card. Spec 3 §3
    // contactDataVisibility: a member who chose 'no' shows none (not selected keeps them, as before the choice existed).
    contacts: withContacts && r.contact_visibility !== CARD_NO ? { email: r.email, phone: r.phone } : null,
  }));
}

/** Whether the caller is a signed-in Premium member (spec 2 §9: the full card with contacts). */
async function callerIsPremium(db: Db, userId: string | undefined): Promise<boolean> {
  if (!userId) return false;
  const [row] = await db.query<{ subscription_type: string }>(`SELECT subscription_type FROM users WHERE id = $1`, [userId]);
  return row?.subscription_type === 'PREMIUM';
}

export function professionalCardRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/professionallist/professionalcards', async (req, reply) => {
    const q = await parseOr400(professionalCardsQuery, req.query, reply);
    if (!q) return reply;
    const withContacts = await callerIsPremium(db, (await optionalUser(db, req))?.userId);
    const { where, params } = await filterSql(db, q);
    const total = await countCards(db, where, params);
    const professionalCards = total === 0 ? [] : await listCards(db, where, params, q.take, (q.page - 1) * q.take, withContacts);
    const filtered = !!(q.text?.trim() || q.professionType || q.province || q.isPharmacare !== undefined);
    return {
      professionalCards,
      // Spec 2 §2: suggested cards (the newest public ones) stand in when a filtered search finds nothing.
      suggested: filtered && total === 0 ? await listCards(db, `c.visibility = 'Pubblica'`, [], SUGGESTED_CARDS, 0, withContacts) : [],
      pages: Math.ceil(total / q.take),
      // Spec 2 §3: totalRecords is null when there are none.
      totalRecords: total === 0 ? null : total,
    } satisfies PayloadOf<typeof professionalCardsRoute>;
  });
}
