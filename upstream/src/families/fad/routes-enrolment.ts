import { fadRoute, type PayloadOf } from '@club/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth';
import type { RouteDeps } from '../../family';
import { certificateData, certificateFileName, renderCertificate } from './certificate';
import { cardContext, coursesByIds } from './course-cards';
import { enrolledCourseIds, enrolmentOf, enrolmentSummary } from './enrolments';
import { badRequest, COURSE_NOT_FOUND, courseIdParam } from './route-helpers';

/**
 * The member's side of the FAD calls (spec 2 §7, spec 3 §7): a course's status, the certificate of
 * a passed course, the training area by status and its counts. All need the member's bearer token.
 */
export function registerEnrolmentRoutes(app: FastifyInstance, { db, publicUrl }: RouteDeps): void {
  app.get('/FAD/Corsi/PersonaliTriennio', async (req, reply) => {
    const user = await requireUser(db, req, reply);
    if (!user) return reply;
    const query = fadRoute.training.query.safeParse(req.query ?? {});
    if (!query.success) return badRequest(reply, query.error);
    const { status, page, limit } = query.data;
    const { ids, total } = await enrolledCourseIds(db, user.userId, status, { page, limit });
    const courses = await coursesByIds(db, ids, cardContext(publicUrl, user.userId));
    return { courses, totalPages: Math.ceil(total / limit) } satisfies PayloadOf<typeof fadRoute.training>;
  });

  app.get('/FAD/Corsi/Riepilogo', async (req, reply) => {
    const user = await requireUser(db, req, reply);
    if (!user) return reply;
    return (await enrolmentSummary(db, user.userId)) satisfies PayloadOf<typeof fadRoute.trainingSummary>;
  });

  /** Spec 2 §7: "query username → status and credits"; the username, when sent, must be the token's member. */
  app.get<{ Params: { id: string } }>('/FAD/Corsi/:id', async (req, reply) => {
    const user = await requireUser(db, req, reply);
    if (!user) return reply;
    const query = fadRoute.courseStatus.query.safeParse(req.query ?? {});
    if (!query.success) return badRequest(reply, query.error);
    if (query.data.username && query.data.username !== user.userId) {
      return reply.code(403).send({ message: 'Lo stato del corso è visibile solo al suo iscritto.' });
    }
    const id = courseIdParam(req.params.id);
    const [course] = id === null ? [] : await db.query<{ credits: string }>(`SELECT credits::text AS credits FROM courses WHERE id = $1 AND published`, [id]);
    if (!course || id === null) return reply.code(404).send(COURSE_NOT_FOUND);
    const enrolment = await enrolmentOf(db, user.userId, id);
    return { status: enrolment?.status ?? null, credits: Number(course.credits) } satisfies PayloadOf<typeof fadRoute.courseStatus>;
  });

  app.get<{ Params: { id: string } }>('/FAD/Corsi/:id/Certificato', async (req, reply) => {
    const user = await requireUser(db, req, reply);
    if (!user) return reply;
    const id = courseIdParam(req.params.id);
    const data = id === null ? null : await certificateData(db, user.userId, id);
    if (!data) return reply.code(404).send({ message: 'Attestato non disponibile: il corso non risulta superato.' });
    const pdf = await renderCertificate(data);
    return { fileBody: pdf.toString('base64'), fileName: certificateFileName(data), contentType: 'application/pdf' } satisfies PayloadOf<typeof fadRoute.certificate>;
  });
}
