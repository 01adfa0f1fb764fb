import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { optionalUser } from '../../auth';
import type { RouteDeps } from '../../family';
import { cardContext as cardContextFor, courseBySlug, coursesByIds, searchCourses, type CardContext } from './course-cards';
import { registerCourseMediaRoutes } from './course-media';
import { badRequest, MAX_INT } from './route-helpers';

/** Numbers may arrive as JSON numbers or numeric strings; null and '' mean "not set". */
const optionalNumber = z.preprocess((v) => (v === null || v === '' ? undefined : v), z.coerce.number().nonnegative().max(9999).optional());
const optionalId = z.preprocess((v) => (v === null || v === '' ? undefined : v), z.coerce.number().int().positive().max(MAX_INT).optional());

/** Spec 2 §3 search filter. */
const searchBody = z.object({
  search: z.string().max(200).nullish(),
  limit: z.coerce.number().int().min(1).max(100),
  page: z.coerce.number().int().min(1),
  filters: z
    .object({ collId: optionalId, didacticModelId: optionalId, creditsFrom: optionalNumber, creditsTo: optionalNumber })
    .nullish(),
});

const idsBody = z.object({ ids: z.array(z.coerce.number().int().positive().max(MAX_INT)).max(100) });

/** POST /FAD/Corsi, /FAD/Collane, /FAD/ModelliDidattici (spec 2 §7), plus the lookups the subgraph needs. */
export function registerFadRoutes(app: FastifyInstance, { db, publicUrl }: RouteDeps): void {
  const cardContext = (userId: string | null): CardContext => cardContextFor(publicUrl, userId);

  app.post('/FAD/Corsi', async (req, reply) => {
    const body = searchBody.safeParse(req.body ?? {});
    if (!body.success) return badRequest(reply, body.error);
    const { search, limit, page, filters } = body.data;
    const user = await optionalUser(db, req);
    const { cards, total } = await searchCourses(db, { search: search ?? undefined, ...filters }, { page, limit }, cardContext(user?.userId ?? null));
    return { resultList: cards, totale: total, limit, page };
  });

  app.post('/FAD/Corsi/PerId', async (req, reply) => {
    const body = idsBody.safeParse(req.body ?? {});
    if (!body.success) return badRequest(reply, body.error);
    const user = await optionalUser(db, req);
    return coursesByIds(db, body.data.ids, cardContext(user?.userId ?? null));
  });

  app.get<{ Params: { slug: string } }>('/FAD/Corsi/slug/:slug', async (req, reply) => {
    const user = await optionalUser(db, req);
    const card = await courseBySlug(db, req.params.slug, cardContext(user?.userId ?? null));
    if (!card) return reply.code(404).send({ message: 'Corso non trovato.' });
    return card;
  });

  app.post('/FAD/Collane', async () => db.query(`SELECT id, name FROM series ORDER BY id`));
  app.post('/FAD/ModelliDidattici', async () => db.query(`SELECT id, name FROM teaching_models ORDER BY id`));

  registerCourseMediaRoutes(app, db);
}
