import type { CourseStatusCode, fadRoute, PayloadOf } from '@club/contracts';
import type { Db } from '../../db';

/** Catalogue filters of spec 2 §3 ("Search filter"), already validated. */
export interface CourseFilters {
  /** Free text; applied only from 2 characters (spec 2 §5). */
  search?: string;
  collId?: number;
  didacticModelId?: number;
  creditsFrom?: number;
  creditsTo?: number;
  /** Issue 40 'perProfessione': the series names of the member's profession; undefined or null for every series. */
  seriesNames?: string[] | null;
}

/**
 * Spec 2 §3 course card, as this service answers it: the fad contract's payload (packages/contracts),
 * so every route that answers cards is held to the schema the subgraphs parse with.
 */
export type CourseCard = PayloadOf<typeof fadRoute.courseBySlug>;

/** Minimum length of a search text that filters (spec 2 §2 and §5). */
export const MIN_SEARCH_LENGTH = 2;

interface CardRow {
  id: number;
  course_id: string;
  slug: string;
  title: string;
  card_heading: string | null;
  description: string | null;
  image: string | null;
  series_id: number;
  series_name: string;
  model_id: number;
  model_name: string;
  credits: string | number;
  duration: string | number | null;
  expiry_date: string | null;
  is_external: boolean;
  link_url: string | null;
  download_pdf_url: string | null;
  video_clip_url: string | null;
  ebook_url: string | null;
  /** The e-book's further files in order (table course_ebook_parts); [] for most. */
  ebook_parts: { label: string; url: string }[];
  film_formazione_url: string | null;
  promo_codes: string[];
  groups: string[];
  /** 1-4 (a CHECK of the table), null when not enrolled. */
  status: CourseStatusCode | null;
  subscribed_at: unknown;
  started_at: unknown;
  ended_at: unknown;
  score: string | number | null;
  percentage: string | number | null;
  /** National training objective (1-38) and its area; null for a course recorded without them. */
  ecm_objective: number | null;
  ecm_objective_area: 'TECNICO_PROFESSIONALE' | 'PROCESSI' | 'SISTEMA' | null;
}

/**
 * Cards with the member's enrolment joined in the same query: $1 is the member's id or null
 * (a visitor matches no enrolment), so a page of cards is always one query, never one per card.
 */
const CARD_SELECT = `
  SELECT c.id, c.course_id, c.slug, c.title, c.card_heading, c.description, c.image,
         s.id AS series_id, s.name AS series_name, m.id AS model_id, m.name AS model_name,
         c.credits, c.duration, to_char(c.expiry_date, 'YYYY-MM-DD') AS expiry_date, c.is_external, c.link_url,
         c.download_pdf_url, c.video_clip_url, c.ebook_url, c.film_formazione_url, c.promo_codes, c.groups,
         c.ecm_objective, c.ecm_objective_area,
         (SELECT coalesce(json_agg(json_build_object('label', p.label, 'url', p.url) ORDER BY p.position), '[]'::json)
            FROM course_ebook_parts p WHERE p.course_id = c.id) AS ebook_parts,
         e.status, e.subscribed_at, e.started_at, e.ended_at, e.score, e.percentage
    FROM courses c
    JOIN series s ON s.id = c.series_id
    JOIN teaching_models m ON m.id = c.teaching_model_id
    LEFT JOIN course_enrolments e ON e.course_id = c.id AND e.user_id = $1`;

/** Context of a card query: who asks (null for a visitor) and how relative paths become URLs. */
export interface CardContext {
  userId: string | null;
  absoluteUrl: AbsoluteUrl;
}

/** A file path as a URL the portal can use; a path that is there stays there. */
interface AbsoluteUrl {
  (path: string): string;
  (path: string | null): string | null;
}

/**
 * The card context of a request: relative file paths become absolute URLs on this service, except
 * the media library's (`/media/...`, e.g. the card image), which the portal serves from its own origin.
 */
export function cardContext(publicUrl: () => string, userId: string | null): CardContext {
  function absoluteUrl(path: string): string;
  function absoluteUrl(path: string | null): string | null;
  function absoluteUrl(path: string | null): string | null {
    return path?.startsWith('/') && !path.startsWith('/media/') ? `${publicUrl()}${path}` : path;
  }
  return { userId, absoluteUrl };
}

/** One page of the catalogue and the number of matching courses (spec 2 §7 POST /FAD/Corsi). */
export async function searchCourses(
  db: Db,
  filters: CourseFilters,
  paging: { page: number; limit: number },
  ctx: CardContext,
): Promise<{ cards: CourseCard[]; total: number }> {
  const count = filterClause(filters, 1);
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM courses c WHERE ${count.sql}`, count.values);
  const page = filterClause(filters, 2);
  const params = [ctx.userId, ...page.values, paging.limit, (paging.page - 1) * paging.limit];
  const rows = await db.query<CardRow>(
    `${CARD_SELECT} WHERE ${page.sql} ORDER BY c.id LIMIT $${params.length - 1} OFFSET $${params.length}`,
    params,
  );
  return { cards: rows.map((r) => toCard(r, ctx)), total: Number(total) };
}

/** Published cards by id, in the order asked; unknown ids are left out (batched entity lookups). */
export async function coursesByIds(db: Db, ids: number[], ctx: CardContext): Promise<CourseCard[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<CardRow>(`${CARD_SELECT} WHERE c.published AND c.id = ANY($2::int[])`, [ctx.userId, ids]);
  const byId = new Map(rows.map((r) => [r.id, toCard(r, ctx)]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

export async function courseBySlug(db: Db, slug: string, ctx: CardContext): Promise<CourseCard | null> {
  const rows = await db.query<CardRow>(`${CARD_SELECT} WHERE c.published AND c.slug = $2`, [ctx.userId, slug]);
  return rows[0] ? toCard(rows[0], ctx) : null;
}

/**
 * WHERE clause of the catalogue filters with placeholders numbered from `firstIndex`: the count
 * query starts at $1, the card query at $2 (after the member id). Refers only to `c`.
 */
function filterClause(f: CourseFilters, firstIndex: number): { sql: string; values: unknown[] } {
  const parts = ['c.published'];
  const values: unknown[] = [];
  const add = (sql: (p: string) => string, value: unknown) => {
    values.push(value);
    parts.push(sql(`$${firstIndex + values.length - 1}`));
  };
  const text = f.search?.trim() ?? '';
  if (text.length >= MIN_SEARCH_LENGTH) add((p) => `(c.title ILIKE ${p} OR c.description ILIKE ${p})`, `%${escapeLike(text)}%`);
  if (f.collId !== undefined) add((p) => `c.series_id = ${p}`, f.collId);
  if (f.didacticModelId !== undefined) add((p) => `c.teaching_model_id = ${p}`, f.didacticModelId);
  if (f.creditsFrom !== undefined) add((p) => `c.credits >= ${p}`, f.creditsFrom);
  if (f.creditsTo !== undefined) add((p) => `c.credits <= ${p}`, f.creditsTo);
  if (f.seriesNames) add((p) => `c.series_id IN (SELECT s.id FROM series s WHERE s.name = ANY(${p}::text[]))`, f.seriesNames);
  return { sql: parts.join(' AND '), values };
}

/** A user's text is matched literally: LIKE wildcards in it are escaped. */
function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function toCard(r: CardRow, ctx: CardContext): CourseCard {
  const card: CourseCard = {
    id: r.id,
    courseId: r.course_id,
    slug: r.slug,
    isExternal: r.is_external,
    linkUrl: r.link_url,
    image: ctx.absoluteUrl(r.image),
    cardHeading: r.card_heading,
    modelloDidattico: { id: r.model_id, name: r.model_name },
    collana: { id: r.series_id, name: r.series_name },
    description: r.description,
    downloadPdfUrl: ctx.absoluteUrl(r.download_pdf_url),
    videoClipUrl: ctx.absoluteUrl(r.video_clip_url),
    ebookUrl: ctx.absoluteUrl(r.ebook_url),
    ...(r.ebook_parts.length > 0 ? { ebookParts: r.ebook_parts.map((part) => ({ label: part.label, url: ctx.absoluteUrl(part.url) })) } : {}),
    filmFormazioneUrl: ctx.absoluteUrl(r.film_formazione_url),
    duration: r.duration === null ? null : Number(r.duration),
    expiryDate: r.expiry_date,
    credits: Number(r.credits),
    promoCode: r.promo_codes.join('|'),
    groups: r.groups,
    title: r.title,
    imgUrl: ctx.absoluteUrl(r.image),
    ecmObjective: r.ecm_objective,
    ecmObjectiveArea: r.ecm_objective_area,
  };
  if (ctx.userId === null) return card;
  return {
    ...card,
    status: r.status,
    started: r.started_at != null,
    subscribed: r.subscribed_at != null,
    ended: r.ended_at != null,
    score: r.score === null ? null : Number(r.score),
    percentageOfCompletion: r.percentage === null ? 0 : Number(r.percentage),
  };
}
