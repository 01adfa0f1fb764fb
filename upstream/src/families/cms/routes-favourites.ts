import { cmsContracts, type FavouriteType, type PayloadOf } from '@club/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth';
import type { RouteDeps } from '../../family';
import { IDEMPOTENT } from '../../idempotency';
import { CONTENT_FROM, contentColumns, contentItems, type ContentRow } from './content-item';
import { parseOr400 } from './validate';

/** SQL condition on `c.content_type` for a favourites listing: tools are left out unless asked for. */
function typeCondition(type: FavouriteType | undefined): string {
  switch (type) {
    case 'Tool':
      return `c.content_type = 'Tool'`;
    case 'Modulo':
      return `c.content_type = 'Modulo'`;
    case 'Editoriale':
      return `c.content_type NOT IN ('Tool', 'Modulo')`;
    default:
      return `c.content_type <> 'Tool'`;
  }
}

/** The member's favourites (spec 2 §7 POST /favorites, DELETE /favorites/{id}) and category preferences. Bearer token required. */
export function registerFavouriteRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.post('/favorites', IDEMPOTENT, async (req, reply) => {
    const user = await requireUser(db, req, reply);
    if (!user) return reply;
    const body = await parseOr400(cmsContracts.addFavourite.body, req.body, reply);
    if (!body) return reply;
    const [content] = await db.query<{ id: string }>(`SELECT id FROM cms_contents WHERE id = $1`, [body.id]);
    if (!content) return reply.code(404).send({ message: `Contenuto ${body.id} non trovato.` });
    // Idempotent: adding twice keeps one row and still answers 201.
    await db.query(`INSERT INTO cms_favourites (user_id, content_id, type) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`, [user.userId, body.id, body.type]);
    return reply.code(201).send({ id: body.id, type: body.type } satisfies PayloadOf<typeof cmsContracts.addFavourite>);
  });

  app.delete<{ Params: { id: string } }>('/favorites/:id', IDEMPOTENT, async (req, reply) => {
    const user = await requireUser(db, req, reply);
    if (!user) return reply;
    const rows = await db.query(`DELETE FROM cms_favourites WHERE user_id = $1 AND content_id = $2 RETURNING content_id`, [user.userId, req.params.id]);
    if (rows.length === 0) return reply.code(404).send({ message: 'Il contenuto non è tra i preferiti.' });
    return { id: req.params.id } satisfies PayloadOf<typeof cmsContracts.removeFavourite>;
  });

  app.get('/favorites', async (req, reply) => {
    const user = await requireUser(db, req, reply);
    if (!user) return reply;
    const q = await parseOr400(cmsContracts.favourites.query, req.query, reply);
    if (!q) return reply;
    const where = `WHERE f.user_id = $1 AND ${typeCondition(q.type)}`;
    const from = `cms_favourites f JOIN ${CONTENT_FROM} ON c.id = f.content_id`;
    const [{ matches }] = await db.query<{ matches: number }>(`SELECT count(*)::int AS matches FROM ${from} ${where}`, [user.userId]);
    const docs = await db.query<ContentRow>(
      `SELECT ${contentColumns(false)} FROM ${from} ${where} ORDER BY f.created_at DESC, c.id LIMIT $2 OFFSET $3`,
      [user.userId, q.rows, q.offset],
    );
    return { docs: await contentItems(db, docs), matches } satisfies PayloadOf<typeof cmsContracts.favourites>;
  });

  // All favourite ids in one answer, so a listing can mark its items with one call (defined here).
  app.get('/favorites/ids', async (req, reply) => {
    const user = await requireUser(db, req, reply);
    if (!user) return reply;
    const rows = await db.query<{ content_id: string }>(`SELECT content_id FROM cms_favourites WHERE user_id = $1 ORDER BY content_id`, [user.userId]);
    return { ids: rows.map((r) => r.content_id) } satisfies PayloadOf<typeof cmsContracts.favouriteIds>;
  });

  app.get('/favorites/categorie', async (req, reply) => {
    const user = await requireUser(db, req, reply);
    if (!user) return reply;
    const [row] = await db.query<{ categories: string[] }>(`SELECT categories FROM cms_favourite_categories WHERE user_id = $1`, [user.userId]);
    return { categories: row?.categories ?? [] } satisfies PayloadOf<typeof cmsContracts.favouriteCategories>;
  });

  app.put('/favorites/categorie', IDEMPOTENT, async (req, reply) => {
    const user = await requireUser(db, req, reply);
    if (!user) return reply;
    const body = await parseOr400(cmsContracts.saveFavouriteCategories.body, req.body, reply);
    if (!body) return reply;
    const categories = [...new Set(body.categories)];
    await db.query(
      `INSERT INTO cms_favourite_categories (user_id, categories) VALUES ($1, $2)
       ON CONFLICT (user_id) DO UPDATE SET categories = EXCLUDED.categories`,
      [user.userId, categories],
    );
    return { categories } satisfies PayloadOf<typeof cmsContracts.saveFavouriteCategories>;
  });
}
