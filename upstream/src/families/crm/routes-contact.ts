import { updateContactBody, type PayloadOf, type updateContactRoute } from '@club/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth';
import type { RouteDeps } from '../../family';
import { IDEMPOTENT } from '../../idempotency';
import { missingFieldsCheck, updateContact } from './contact-data';
import { parseOr400 } from './request';

/** The member's contact data for the data-completion modal (spec 2 §7 /contact/jump2wl). */
export function contactRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/contact/jump2wl/check', async (req, reply) => {
    const session = await requireUser(db, req, reply);
    if (!session) return reply;
    return (await missingFieldsCheck(db, session.userId)) ?? reply.code(401).send({ message: 'Sessione non valida o scaduta.' });
  });

  app.put('/contact/jump2wl', IDEMPOTENT, async (req, reply) => {
    const session = await requireUser(db, req, reply);
    if (!session) return reply;
    const body = await parseOr400(updateContactBody, req.body, reply);
    if (!body) return reply;
    const refused = await updateContact(db, session.userId, body);
    if (refused) return reply.code(400).send({ message: refused });
    return { ok: true } satisfies PayloadOf<typeof updateContactRoute>;
  });
}
