import { CATALOGUE_ACCESS_ID, DEFAULT_COURSE_ACCESS_TYPE, type fadRoute, type PayloadOf } from '@club/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireUser } from '../../auth';
import type { RouteDeps } from '../../family';
import { IDEMPOTENT } from '../../idempotency';
import { enrolAndStart } from './enrolments';
import { createPlayerLink } from './player';
import { COURSE_NOT_FOUND, courseIdParam, html } from './route-helpers';

/**
 * POST /FAD/Utente/AutoLogin[/{id}[/{type}]] (spec 2 §7): the provider's single sign-on. For the
 * catalogue it answers `{ accessURL }`; for a course it enrols the member (status 1, started) when
 * needed and answers `{ courseAccessURL }`, a link to the reference player. Who may open which course
 * is the subgraph's decision (spec 2 §4); the provider only refuses what it can't serve: no member
 * (401), an unknown course (404), a course past its expiry date the member never enrolled on (403).
 */
export function registerAccessRoutes(app: FastifyInstance, { db, publicUrl }: RouteDeps): void {
  app.post('/FAD/Utente/AutoLogin', async (req, reply) => {
    const user = await requireUser(db, req, reply);
    if (!user) return reply;
    return catalogueAccess();
  });

  const catalogueAccess = () => ({ accessURL: `${publicUrl()}/player/catalogo` }) satisfies PayloadOf<typeof fadRoute.catalogueAccess>;

  const courseAccess = async (idParam: string, reply: FastifyReply, user: string) => {
    if (idParam === CATALOGUE_ACCESS_ID) return catalogueAccess() satisfies PayloadOf<typeof fadRoute.courseAccess>;
    const id = courseIdParam(idParam);
    const [course] =
      id === null
        ? []
        : await db.query<{ available: boolean; enrolled: boolean }>(
            `SELECT (c.expiry_date IS NULL OR c.expiry_date >= current_date) AS available,
                    EXISTS (SELECT 1 FROM course_enrolments e WHERE e.course_id = c.id AND e.user_id = $2) AS enrolled
               FROM courses c WHERE c.id = $1 AND c.published`,
            [id, user],
          );
    if (!course || id === null) return reply.code(404).send(COURSE_NOT_FOUND);
    if (!course.available && !course.enrolled) return reply.code(403).send({ message: 'Il corso non è più disponibile.' });
    await enrolAndStart(db, user, id);
    return { courseAccessURL: await createPlayerLink(db, publicUrl(), user, id) } satisfies PayloadOf<typeof fadRoute.courseAccess>;
  };

  for (const path of ['/FAD/Utente/AutoLogin/:id', '/FAD/Utente/AutoLogin/:id/:type']) {
    // Enrols the member and creates a player link: a retried start gets the first link back.
    app.post<{ Params: { id: string; type?: string } }>(path, IDEMPOTENT, async (req, reply) => {
      const user = await requireUser(db, req, reply);
      if (!user) return reply;
      const type = req.params.type ?? DEFAULT_COURSE_ACCESS_TYPE;
      if (type.length > 100) return reply.code(400).send({ message: 'Tipo di accesso non valido.' });
      return courseAccess(req.params.id, reply, user.userId);
    });
  }

  // The catalogue behind accessURL: the provider's course list, here the 20 newest published courses.
  app.get('/player/catalogo', async (_req, reply) => {
    const courses = await db.query<{ title: string; course_id: string; credits: string }>(
      `SELECT title, course_id, credits::text AS credits FROM courses WHERE published ORDER BY id DESC LIMIT 20`,
    );
    const items = courses.map((c) => `<li>${html(c.title)} (${html(c.course_id)}, ${Number(c.credits)} crediti ECM)</li>`).join('\n');
    return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="it"><head><meta charset="utf-8"><title>Catalogo FAD</title></head>
<body><main><h1>Catalogo FAD</h1><p>Provider ECM n. 2506: gli ultimi corsi pubblicati.</p><ul>
${items}
</ul></main></body></html>`);
  });
}
