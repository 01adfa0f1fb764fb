import { fadRoute, type LearningSearchBody, type PayloadOf } from '@club/contracts';
import type { FastifyInstance } from 'fastify';
import { optionalUser } from '../../auth';
import type { Db } from '../../db';
import type { RouteDeps } from '../../family';
import { cardContext, coursesByIds, type CardContext } from './course-cards';
import { badRequest } from './route-helpers';

/**
 * Learning content derived from the FAD courses (spec 2 §2, §3, §7): suggested-course groups, the
 * e-book and training-film searches (courses whose teaching model is E-book or Film Formazione) and
 * the video clips (Multimediale courses). The paths are the spec's, though they sit under /CMS and
 * /graphql: in the real system the CMS indexes these items from the course provider.
 */

/**
 * 'foryou' suggestions by the member's profession (crm profession ids): doctors get the medical and
 * legal series, other health professionals safety, Covid 19 and management. Anyone else: every series.
 */
const SERIES_BY_PROFESSION: Record<string, string[]> = {
  '1': ['Medicina', 'Legale'],
  '2': ['Sicurezza', 'Covid 19', 'Manageriale'],
};

/** The two searchable learning-item kinds: teaching model, id prefix and portal path of each. */
const LEARNING_KINDS = {
  ebook: { model: 'E-book', idPrefix: 'ebook', path: '/corsi-ecm-fad/ebook', fileColumn: 'ebook_url' },
  film: { model: 'Film Formazione', idPrefix: 'film', path: '/corsi-ecm-fad/film-formazione', fileColumn: 'film_formazione_url' },
} as const;
type LearningKind = keyof typeof LEARNING_KINDS;

export function registerLearningContentRoutes(app: FastifyInstance, { db, publicUrl }: RouteDeps): void {
  app.post('/CMS/Search/CorsiSuggeriti', async (req, reply) => {
    const body = fadRoute.suggestedCourses.body.safeParse(req.body ?? {});
    if (!body.success) return badRequest(reply, body.error);
    const user = await optionalUser(db, req);
    return suggestedCourses(db, body.data.limit, cardContext(publicUrl, user?.userId ?? null));
  });

  for (const [kind, route] of [
    ['ebook', fadRoute.ebookSearch],
    ['film', fadRoute.trainingFilmSearch],
  ] as const) {
    app.post(route.path, async (req, reply) => {
      const body = route.body.safeParse(req.body ?? {});
      if (!body.success) return badRequest(reply, body.error);
      return searchLearningItems(db, kind, body.data, cardContext(publicUrl, null));
    });
  }

  app.get('/graphql/videoclip', async (req, reply) => {
    const query = fadRoute.videoClips.query.safeParse(req.query ?? {});
    if (!query.success) return badRequest(reply, query.error);
    const afterId = query.data.after === undefined ? null : decodeClipCursor(query.data.after);
    if (afterId === undefined) return reply.code(400).send({ message: 'Richiesta non valida. after: cursore non valido' });
    return videoClips(db, query.data.first, afterId, cardContext(publicUrl, null));
  });
}

/** Groups top (most enrolments), new (newest) and foryou (the member's profession, courses not taken yet). */
async function suggestedCourses(db: Db, limit: number, ctx: CardContext): Promise<PayloadOf<typeof fadRoute.suggestedCourses>> {
  const ids = async (sql: string, params: unknown[]) => (await db.query<{ id: number }>(sql, params)).map((r) => r.id);
  const top = await ids(
    `SELECT c.id FROM courses c LEFT JOIN course_enrolments e ON e.course_id = c.id
      WHERE c.published GROUP BY c.id ORDER BY count(e.id) DESC, c.id LIMIT $1`,
    [limit],
  );
  const newest = await ids(`SELECT id FROM courses WHERE published ORDER BY id DESC LIMIT $1`, [limit]);
  const series = ctx.userId ? await professionSeries(db, ctx.userId) : null;
  const foryou = await ids(
    `SELECT c.id FROM courses c JOIN series s ON s.id = c.series_id
      WHERE c.published AND ($2::text[] IS NULL OR s.name = ANY($2::text[]))
        AND NOT EXISTS (SELECT 1 FROM course_enrolments e WHERE e.course_id = c.id AND e.user_id = $3)
      ORDER BY c.credits DESC, c.id LIMIT $1`,
    [limit, series, ctx.userId],
  );
  // One card query for the three groups (with the member's statuses joined in).
  const cards = new Map((await coursesByIds(db, [...new Set([...top, ...newest, ...foryou])], ctx)).map((c) => [c.id, c]));
  const pick = (list: number[]) => list.flatMap((id) => cards.get(id) ?? []);
  return { top: pick(top), new: pick(newest), foryou: pick(foryou) };
}

/** The series for the member's profession (SERIES_BY_PROFESSION), or null for every series. */
export async function professionSeries(db: Db, userId: string): Promise<string[] | null> {
  const [user] = await db.query<{ profession_id: string | null }>(`SELECT profession_id FROM users WHERE id = $1`, [userId]);
  return (user?.profession_id && SERIES_BY_PROFESSION[user.profession_id]) || null;
}

interface LearningRow {
  course_id: number | null;
  free_id: number | null;
  slug: string;
  title: string;
  description: string | null;
  credits: string;
  series_name: string;
  model_name: string;
  end_date: string | null;
  image: string | null;
  file_url: string | null;
  matches: number;
}

/**
 * The kind's items: its courses (newest first: sort key = course id) and the items the CMS indexes
 * without a course (learning_items_without_course, placed among them by their sort key). Parameters:
 * $1 teaching model, $2 excluded course id, $3 kind, $4 excluded item without course, $5 slug,
 * $6 the only course id, $7 the only item without course (a lookup by id: at most one of the two).
 */
function learningItemsSql(fileColumn: string): string {
  return `
    SELECT c.id::numeric AS sort_key, c.id AS course_id, NULL::int AS free_id, c.slug, c.title, c.description, c.credits::text AS credits,
           s.name AS series_name, m.name AS model_name, to_char(c.expiry_date, 'YYYY-MM-DD') AS end_date, c.image, c.${fileColumn} AS file_url
      FROM courses c JOIN series s ON s.id = c.series_id JOIN teaching_models m ON m.id = c.teaching_model_id
     WHERE c.published AND m.name = $1 AND c.id <> coalesce($2::int, 0) AND ($5::text IS NULL OR c.slug = $5::text)
       AND ($6::int IS NULL OR c.id = $6::int) AND $7::int IS NULL
    UNION ALL
    SELECT f.sort_key, NULL::int, f.id, f.slug, f.title, f.description, '0', f.series_name, $1::text, NULL::text, f.image, NULL::text
      FROM learning_items_without_course f
     WHERE f.kind = $3::text AND f.id <> coalesce($4::int, 0) AND ($5::text IS NULL OR f.slug = $5::text)
       AND ($7::int IS NULL OR f.id = $7::int) AND $6::int IS NULL`;
}

/** Spec 2 §3 'E-book and film search doc' (plus file_url, the e-book or film file, defined here). */
async function searchLearningItems(db: Db, kind: LearningKind, body: LearningSearchBody, ctx: CardContext): Promise<PayloadOf<typeof fadRoute.ebookSearch>> {
  const spec = LEARNING_KINDS[kind];
  const excluded = parseItemId(kind, body.exclude?.id ?? null);
  const order = [body.criteria.orderCriteria ?? []].flat().some((o) => /title/i.test(o)) ? 'title, sort_key' : 'sort_key DESC';
  const only = body.id ? parseItemId(kind, body.id) : null;
  // An id of another kind, or no item id at all, names no item.
  if (body.id && !only) return { docs: [], matches: 0 };
  const params = [spec.model, excluded?.courseId ?? null, kind, excluded?.freeId ?? null, body.slug ?? null, only?.courseId ?? null, only?.freeId ?? null];
  const rows = await db.query<LearningRow>(
    `SELECT i.*, count(*) OVER ()::int AS matches FROM (${learningItemsSql(spec.fileColumn)}) i ORDER BY ${order} LIMIT $8 OFFSET $9`,
    [...params, body.criteria.rows, body.criteria.offset],
  );
  // Past the last page the window is empty: count separately so `matches` stays right.
  const matches = rows[0]?.matches ?? (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${learningItemsSql(spec.fileColumn)}) i`, params))[0]!.n;
  return {
    docs: rows.map((r) => ({
      id: r.course_id !== null ? `${spec.idPrefix}-${r.course_id}` : `${spec.idPrefix}-nc-${r.free_id}`,
      // An item indexed without a course has no course id (spec 2 §4: no e-book or film actions).
      id_course_it: r.course_id !== null ? String(r.course_id) : '',
      title_it: r.title,
      collana: `${r.series_name}|${r.model_name}`,
      credits: Number(r.credits),
      abstract: r.description,
      item_path: `${spec.path}/${r.slug}`,
      endDate: r.end_date,
      image_url: ctx.absoluteUrl(r.image),
      file_url: ctx.absoluteUrl(r.file_url),
    })),
    matches,
  };
}

/** 'ebook-12' → course 12, 'ebook-nc-1' → item 1 without course, for the e-book search; null for any other id. */
function parseItemId(kind: LearningKind, id: string | null): { courseId: number | null; freeId: number | null } | null {
  const match = id?.match(/^([a-z]+)-(nc-)?([1-9]\d{0,8})$/);
  if (!match || match[1] !== LEARNING_KINDS[kind].idPrefix) return null;
  return match[2] ? { courseId: null, freeId: Number(match[3]) } : { courseId: Number(match[3]), freeId: null };
}

/** Opaque clip cursor: base64url of 'clip:{course id}'. */
function encodeClipCursor(id: number): string {
  return Buffer.from(`clip:${id}`).toString('base64url');
}

/** The course id in a cursor, or undefined when it is not one of ours. */
function decodeClipCursor(cursor: string): number | undefined {
  const match = Buffer.from(cursor, 'base64url').toString().match(/^clip:([1-9]\d{0,8})$/);
  return match ? Number(match[1]) : undefined;
}

/** Video clips (Multimediale courses with a clip), newest first, after the cursor's course. */
async function videoClips(db: Db, first: number, afterId: number | null, ctx: CardContext): Promise<PayloadOf<typeof fadRoute.videoClips>> {
  const rows = await db.query<{ id: number; slug: string; title: string; description: string | null; credits: string; video_clip_url: string; image: string | null }>(
    `SELECT c.id, c.slug, c.title, c.description, c.credits::text AS credits, c.video_clip_url, c.image
       FROM courses c
      WHERE c.published AND c.video_clip_url IS NOT NULL AND ($1::int IS NULL OR c.id < $1::int)
      ORDER BY c.id DESC LIMIT $2`,
    [afterId, first + 1],
  );
  const page = rows.slice(0, first);
  return {
    results: page.map((r) => ({
      id: String(r.id),
      courseId: String(r.id),
      slug: r.slug,
      title: r.title,
      description: r.description,
      credits: Number(r.credits),
      videoUrl: ctx.absoluteUrl(r.video_clip_url),
      imageUrl: ctx.absoluteUrl(r.image),
      cursor: encodeClipCursor(r.id),
    })),
    pageInfo: { endCursor: page.length ? encodeClipCursor(page[page.length - 1].id) : null, hasNext: rows.length > first },
  };
}
