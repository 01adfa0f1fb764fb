import { cmsContracts, type PayloadOf } from '@club/contracts';
import type { FastifyInstance } from 'fastify';
import type { RouteDeps } from '../../family';
import { CONTENT_FROM, contentColumns, contentItems, topicIndex, toContentItem, type ContentRow } from './content-item';
import type { ContentTypeName } from './migration';
import { parseOr400 } from './validate';


/** Opaque cursors: the offset of the next item, base64url-encoded. */
const encodeCursor = (offset: number) => Buffer.from(`offset:${offset}`).toString('base64url');
function decodeCursor(cursor: string | undefined): number | null {
  if (!cursor) return 0;
  const match = /^offset:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : null;
}

/** Latest contents, library items, reads by slug and the most-read block (spec 2 §7). Public. */
export function registerLibraryRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/graphql/latest-contents', async (req, reply) => {
    const q = await parseOr400(cmsContracts.latestContents.query, req.query, reply);
    if (!q) return reply;
    const offset = decodeCursor(q.after);
    if (offset === null) return reply.code(400).send({ message: 'Richiesta non valida: after non è un cursore valido.' });
    const conditions: string[] = [];
    const params: unknown[] = [];
    if (q.contentType) conditions.push(`c.content_type = $${params.push(q.contentType)}`);
    if (q.isPremium) conditions.push(`c.is_premium = $${params.push(q.isPremium === 'true')}`);
    if (q.excludeContentType) conditions.push(`c.content_type <> $${params.push(q.excludeContentType)}`);
    const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
    // One row more than asked tells whether a next page exists.
    const rows = await db.query<ContentRow>(
      `SELECT ${contentColumns(false)} FROM ${CONTENT_FROM} ${where} ORDER BY c.publication_date DESC, c.id LIMIT ${q.first + 1} OFFSET ${offset}`,
      params,
    );
    const hasNext = rows.length > q.first;
    const results = await contentItems(db, rows.slice(0, q.first));
    return { search: { results, pageInfo: { endCursor: results.length ? encodeCursor(offset + results.length) : null, hasNext } } } satisfies PayloadOf<typeof cmsContracts.latestContents>;
  });

  app.get<{ Querystring: { id?: string } }>('/graphql/library', async (req, reply) => {
    const id = req.query.id;
    if (!id) return reply.code(400).send({ message: 'Richiesta non valida: id mancante.' });
    // Credits come from the fad family's course the item links to (one reference database).
    const [row] = await db.query<{ id: string; title: string | null; link: string; body: string | null; img_src: string | null; publication_date: Date; collana: string | null; modello_didattico_type: string | null; content_type: ContentTypeName; is_premium: boolean; is_modleg: boolean; is_modscient: boolean; is_toolleg: boolean; is_toolscient: boolean; credits: string | null }>(
      `SELECT c.id, c.title, c.link, c.body, c.img_src, c.publication_date, c.collana, c.modello_didattico_type, c.content_type, c.is_premium, c.is_modleg, c.is_modscient, c.is_toolleg, c.is_toolscient, co.credits::text AS credits
         FROM cms_contents c LEFT JOIN courses co ON co.id::text = c.course_id WHERE c.id = $1`,
      [id],
    );
    if (!row) return reply.code(404).send({ message: `Contenuto ${id} non trovato.` });
    return {
      item: {
        id: row.id,
        title: row.title,
        link: row.link,
        content: row.body,
        imgSrc: row.img_src,
        publicationDate: new Date(row.publication_date).toISOString(),
        collana: row.collana,
        modelloDidattico: row.modello_didattico_type,
        credits: row.credits === null ? null : Number(row.credits),
        contentType: row.content_type,
        // Not in the spec's field list: the portal needs it to keep premium text behind the paywall.
        isPremium: row.is_premium,
        flags: { isMODLEG: row.is_modleg, isMODSCIENT: row.is_modscient, isTOOLLEG: row.is_toolleg, isTOOLSCIENT: row.is_toolscient },
      },
    } satisfies PayloadOf<typeof cmsContracts.libraryItem>;
  });

  app.get<{ Params: { slug: string } }>('/CMS/Contenuti/PerSlug/:slug', async (req, reply) => {
    const rows = await db.query<ContentRow>(`SELECT ${contentColumns(true)} FROM ${CONTENT_FROM} WHERE c.slug = $1`, [req.params.slug]);
    if (!rows[0]) return reply.code(404).send({ message: `Contenuto ${req.params.slug} non trovato.` });
    return toContentItem(rows[0], await topicIndex(db)) satisfies PayloadOf<typeof cmsContracts.contentBySlug>;
  });

  // The category listing in one call: the latest editorial items (no Tools or Modules) of each category.
  app.post('/CMS/Categorie/Anteprime', async (req, reply) => {
    const q = await parseOr400(cmsContracts.categoryPreviews.body, req.body, reply);
    if (!q) return reply;
    // Tools and Modules are never previewed; the caller may leave out more types (and their counts).
    const excluded = ['Tool', 'Modulo', ...(q.exclude?.contentType ?? [])];
    const categories = await db.query<{ slug: string; label: string; url: string; page_name: string; matches: number }>(
      `SELECT cat.slug, cat.label, cat.url, cat.page_name,
              (SELECT count(*)::int FROM cms_contents c WHERE c.category_slug = cat.slug AND c.content_type <> ALL($1::text[])) AS matches
         FROM cms_categories cat ${q.categories ? 'WHERE cat.label = ANY($2::text[])' : ''} ORDER BY cat.page_name`,
      q.categories ? [excluded, q.categories] : [excluded],
    );
    const rows = await db.query<ContentRow & { category_slug: string }>(
      `WITH ranked AS (
         SELECT c.id, row_number() OVER (PARTITION BY c.category_slug ORDER BY c.publication_date DESC, c.id) AS rn
           FROM cms_contents c WHERE c.category_slug = ANY($1::text[]) AND c.content_type <> ALL($3::text[])
       )
       SELECT ${contentColumns(false)}, c.category_slug FROM ranked r JOIN ${CONTENT_FROM} ON c.id = r.id
        WHERE r.rn <= $2 ORDER BY r.rn`,
      [categories.map((c) => c.slug), q.rows, excluded],
    );
    const topics = await topicIndex(db);
    return {
      groups: categories.map((cat) => ({
        category: { label: cat.label, url: cat.url, pageName: cat.page_name },
        docs: rows.filter((r) => r.category_slug === cat.slug).map((r) => toContentItem(r, topics)),
        matches: cat.matches,
      })),
    } satisfies PayloadOf<typeof cmsContracts.categoryPreviews>;
  });

  app.get('/CMS/PiuLetti', async (req, reply) => {
    const q = await parseOr400(cmsContracts.mostRead.query, req.query, reply);
    if (!q) return reply;
    const types = (['Articolo', 'News'] as const).filter((t) => t !== q.excludeContentType);
    const rows = await db.query<ContentRow>(
      `SELECT ${contentColumns(false)} FROM ${CONTENT_FROM} WHERE c.content_type = ANY($2::text[]) ORDER BY c.read_count DESC, c.id LIMIT $1`,
      [q.rows, types],
    );
    return { docs: await contentItems(db, rows) } satisfies PayloadOf<typeof cmsContracts.mostRead>;
  });
}
