import { fadRoute, type FadNamedItem, type PayloadOf } from '@club/contracts';
import type { FastifyInstance } from 'fastify';
import { optionalUser } from '../../auth';
import type { RouteDeps } from '../../family';
import { cardContext as cardContextFor, courseBySlug, coursesByIds, searchCourses, type CardContext } from './course-cards';
import { registerCourseMediaRoutes } from './course-media';
import { professionSeries } from './routes-learning-content';
import { badRequest, COURSE_NOT_FOUND } from './route-helpers';

/** POST /FAD/Corsi, /FAD/Collane, /FAD/ModelliDidattici (spec 2 §7), plus the lookups the subgraph needs. */
export function registerFadRoutes(app: FastifyInstance, { db, publicUrl }: RouteDeps): void {
  const cardContext = (userId: string | null): CardContext => cardContextFor(publicUrl, userId);

  app.post('/FAD/Corsi', async (req, reply) => {
    const body = fadRoute.searchCourses.body.safeParse(req.body ?? {});
    if (!body.success) return badRequest(reply, body.error);
    const { search, limit, page, filters } = body.data;
    const user = await optionalUser(db, req);
    const { perProfessione, ...rest } = filters ?? {};
    const seriesNames = perProfessione && user ? await professionSeries(db, user.userId) : null;
    const { cards, total } = await searchCourses(db, { search: search ?? undefined, ...rest, seriesNames }, { page, limit }, cardContext(user?.userId ?? null));
    return { resultList: cards, totale: total, limit, page } satisfies PayloadOf<typeof fadRoute.searchCourses>;
  });

  app.post('/FAD/Corsi/PerId', async (req, reply) => {
    const body = fadRoute.coursesByIds.body.safeParse(req.body ?? {});
    if (!body.success) return badRequest(reply, body.error);
    const user = await optionalUser(db, req);
    return (await coursesByIds(db, body.data.ids, cardContext(user?.userId ?? null))) satisfies PayloadOf<typeof fadRoute.coursesByIds>;
  });

  app.get<{ Params: { slug: string } }>('/FAD/Corsi/slug/:slug', async (req, reply) => {
    const user = await optionalUser(db, req);
    const card = await courseBySlug(db, req.params.slug, cardContext(user?.userId ?? null));
    if (!card) return reply.code(404).send(COURSE_NOT_FOUND);
    return card satisfies PayloadOf<typeof fadRoute.courseBySlug>;
  });

  // Rows typed as the contract's { id, name } (ids are `serial`, names `text`).
  app.post('/FAD/Collane', async () => (await db.query<FadNamedItem>(`SELECT id, name FROM series ORDER BY id`)) satisfies PayloadOf<typeof fadRoute.series>);
  app.post('/FAD/ModelliDidattici', async () =>
    (await db.query<FadNamedItem>(`SELECT id, name FROM teaching_models ORDER BY id`)) satisfies PayloadOf<typeof fadRoute.teachingModels>);

  registerCourseMediaRoutes(app, db);
}
