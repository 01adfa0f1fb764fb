import { randomUUID } from 'node:crypto';
import { contentDisposition } from '@club/wire/content-disposition';
import { base64Length, UPLOAD_MAX_BYTES } from '@club/wire/uploads';
import { fadRoute, type ExternalEcmCredit, type PayloadOf, type PortalEcmCredit } from '@club/contracts';
import { adjustmentsOf, registerObligationAdjustmentRoutes } from './routes-obligation';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth';
import type { Db } from '../../db';
import type { RouteDeps } from '../../family';
import { IDEMPOTENT } from '../../idempotency';
import { PASSED } from './enrolments';
import { badRequest } from './route-helpers';

/**
 * The member's ECM triennium (issue 29): their credits between two days (passed portal courses and
 * credits recorded from elsewhere), the external credits' writes with an optional certificate PDF,
 * and the individual obligation. Every statement names the token's member: another member's credit
 * id is answered as an unknown one (404), so ids reveal nothing.
 */

/**
 * Largest certificate kept (bytes): the portal's one upload limit, the rule the form and the fad
 * subgraph apply too (@club/wire/uploads), so what the gateway lets through is what is kept.
 */
const CERTIFICATE_MAX_BYTES = UPLOAD_MAX_BYTES;
const NOT_FOUND = { message: 'Credito non trovato.' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type ExternalRow = { id: string; provider: string; title: string; event_date: string; credits: string; event_code: string | null; certificate_name: string | null; kind: string; area: string };
const EXTERNAL_COLUMNS = `id::text AS id, provider, title, to_char(event_date, 'YYYY-MM-DD') AS event_date, credits::text AS credits, event_code, certificate_name, kind, area`;

function externalCredit(row: ExternalRow): ExternalEcmCredit {
  const kindArea = { kind: row.kind as ExternalEcmCredit['kind'], area: row.area as ExternalEcmCredit['area'] };
  return { id: row.id, provider: row.provider, title: row.title, date: row.event_date, credits: Number(row.credits), eventCode: row.event_code, certificateName: row.certificate_name, ...kindArea };
}

/** The certificate as bytes, or the reason it is refused (a PDF by its first bytes, within the cap). */
function certificateBytes(contentBase64: string): Buffer | { status: number; message: string } {
  const bytes = Buffer.from(contentBase64, 'base64');
  if (bytes.length > CERTIFICATE_MAX_BYTES) return { status: 413, message: `L'attestato supera i ${CERTIFICATE_MAX_BYTES / 1024} KB.` };
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return { status: 400, message: "L'attestato deve essere un file PDF." };
  return bytes;
}

/** An event code as duplicates are compared: upper case, any run of separators one '-' ('5120 461203' is '5120-461203'). */
function normalisedCode(code: string): string {
  return code.toUpperCase().replace(/[\s\-_/.]+/g, '-');
}
const NORMALISED_CODE = `upper(regexp_replace(e.event_code, '[[:space:]_/.-]+', '-', 'g'))`;

async function ownCredit(db: Db, userId: string, id: string): Promise<ExternalRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.query<ExternalRow>(`SELECT ${EXTERNAL_COLUMNS} FROM ecm_external_credits WHERE id = $1 AND user_id = $2`, [id, userId]);
  return row ?? null;
}

export function registerTrienniumRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/FAD/Triennio/Crediti', async (req, reply) => {
    const user = await requireUser(db, req, reply);
    if (!user) return reply;
    const query = fadRoute.trienniumCredits.query.safeParse(req.query ?? {});
    if (!query.success) return badRequest(reply, query.error);
    const { from, to } = query.data;
    const [portal, external, obligation, adjustments] = await Promise.all([
      db.query<{ id: number; course_id: string; title: string; day: string; credits: string; area: PortalEcmCredit['area'] }>(
        `SELECT c.id, c.course_id, c.title, to_char(e.ended_at AT TIME ZONE 'Europe/Rome', 'YYYY-MM-DD') AS day, c.credits::text AS credits, c.ecm_objective_area AS area
           FROM course_enrolments e JOIN courses c ON c.id = e.course_id
          WHERE e.user_id = $1 AND e.status = $2 AND e.ended_at IS NOT NULL
            AND (e.ended_at AT TIME ZONE 'Europe/Rome')::date BETWEEN $3::date AND $4::date
          ORDER BY e.ended_at DESC, c.id`,
        [user.userId, PASSED, from, to],
      ),
      db.query<ExternalRow>(`SELECT ${EXTERNAL_COLUMNS} FROM ecm_external_credits WHERE user_id = $1 AND event_date BETWEEN $2::date AND $3::date ORDER BY event_date DESC, created_at DESC`, [user.userId, from, to]),
      db.query<{ obligation: string }>(`SELECT obligation::text AS obligation FROM ecm_obligations WHERE user_id = $1`, [user.userId]),
      adjustmentsOf(db, user.userId),
    ]);
    return {
      obligation: obligation[0] ? Number(obligation[0].obligation) : null,
      portal: portal.map((r) => ({ courseId: String(r.id), eventCode: r.course_id, title: r.title, provider: r.course_id.split('-')[0] ?? r.course_id, date: r.day, credits: Number(r.credits), area: r.area })),
      external: external.map(externalCredit),
      adjustments,
    } satisfies PayloadOf<typeof fadRoute.trienniumCredits>;
  });

  app.put('/FAD/Triennio/Obbligo', async (req, reply) => {
    const user = await requireUser(db, req, reply);
    if (!user) return reply;
    const body = fadRoute.setEcmObligation.body.safeParse(req.body ?? {});
    if (!body.success) return badRequest(reply, body.error);
    const { obligation } = body.data;
    if (obligation === null) await db.query(`DELETE FROM ecm_obligations WHERE user_id = $1`, [user.userId]);
    else
      await db.query(
        `INSERT INTO ecm_obligations (user_id, obligation) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET obligation = EXCLUDED.obligation, updated_at = now()`,
        [user.userId, obligation],
      );
    return { obligation } satisfies PayloadOf<typeof fadRoute.setEcmObligation>;
  });

  // A certificate at the limit in base64 and the fields (the server's default is larger).
  const bodyLimit = base64Length(CERTIFICATE_MAX_BYTES) + 64 * 1024;

  app.post('/FAD/Triennio/Crediti', { ...IDEMPOTENT, bodyLimit }, async (req, reply) => {
    const user = await requireUser(db, req, reply);
    if (!user) return reply;
    const body = fadRoute.addExternalEcmCredit.body.safeParse(req.body ?? {});
    if (!body.success) return badRequest(reply, body.error);
    const { provider, title, date, credits, eventCode, certificate, kind, area } = body.data;
    const bytes = certificate ? certificateBytes(certificate.contentBase64) : null;
    if (bytes && !Buffer.isBuffer(bytes)) return reply.code(bytes.status).send({ message: bytes.message });
    // kind and area absent: the columns' defaults.
    const [row] = await db.query<ExternalRow>(
      `INSERT INTO ecm_external_credits (id, user_id, provider, title, event_date, credits, event_code, certificate_name, certificate, kind, area)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, COALESCE($10, 'RESIDENZIALE'), COALESCE($11, 'TECNICO_PROFESSIONALE')) RETURNING ${EXTERNAL_COLUMNS}`,
      [randomUUID(), user.userId, provider, title, date, credits, eventCode ?? null, certificate?.fileName ?? null, bytes, kind ?? null, area ?? null],
    );
    return reply.code(201).send(externalCredit(row!) satisfies PayloadOf<typeof fadRoute.addExternalEcmCredit>);
  });

  // An import (issue 40): every credit in one transaction, so a failure stores none of them; a retry
  // with the same Idempotency-Key is answered from the first import (before this handler runs)
  // instead of being refused as a duplicate of what it stored. A credit whose event code and day are
  // already the member's (the codes compared without their separators) is a 409 naming its row.
  app.post('/FAD/Triennio/Crediti/Lotto', { ...IDEMPOTENT }, async (req, reply) => {
    const user = await requireUser(db, req, reply);
    if (!user) return reply;
    const body = fadRoute.addExternalEcmCredits.body.safeParse(req.body ?? {});
    if (!body.success) return badRequest(reply, body.error);
    const { credits } = body.data;
    const answer = await db.transaction(async (tx) => {
      const [duplicate] = await tx.query<{ row: number }>(
        `SELECT i.row FROM unnest($2::text[], $3::date[], $4::int[]) AS i(code, day, row)
           JOIN ecm_external_credits e ON e.user_id = $1 AND e.event_date = i.day AND ${NORMALISED_CODE} = i.code
          ORDER BY i.row LIMIT 1`,
        [user.userId, credits.map((c) => (c.eventCode ? normalisedCode(c.eventCode) : null)), credits.map((c) => c.date), credits.map((_c, row) => row)],
      );
      if (duplicate) return { duplicate: duplicate.row };
      const saved: ExternalRow[] = [];
      for (const { provider, title, date, credits: amount, eventCode, kind, area } of credits) {
        const [row] = await tx.query<ExternalRow>(
          `INSERT INTO ecm_external_credits (id, user_id, provider, title, event_date, credits, event_code, kind, area)
           VALUES ($1, $2, $3, $4, $5, $6, $7, COALESCE($8, 'RESIDENZIALE'), COALESCE($9, 'TECNICO_PROFESSIONALE')) RETURNING ${EXTERNAL_COLUMNS}`,
          [randomUUID(), user.userId, provider, title, date, amount, eventCode ?? null, kind ?? null, area ?? null],
        );
        saved.push(row!);
      }
      return { saved };
    });
    if ('duplicate' in answer) return reply.code(409).send({ message: 'Credito già registrato: stesso codice evento e data.', row: answer.duplicate });
    return reply.code(201).send({ credits: answer.saved.map(externalCredit) } satisfies PayloadOf<typeof fadRoute.addExternalEcmCredits>);
  });

  app.put<{ Params: { id: string } }>('/FAD/Triennio/Crediti/:id', { bodyLimit }, async (req, reply) => {
    const user = await requireUser(db, req, reply);
    if (!user) return reply;
    const body = fadRoute.updateExternalEcmCredit.body.safeParse(req.body ?? {});
    if (!body.success) return badRequest(reply, body.error);
    if (!(await ownCredit(db, user.userId, req.params.id))) return reply.code(404).send(NOT_FOUND);
    const { provider, title, date, credits, eventCode, certificate, kind, area } = body.data;
    const bytes = certificate ? certificateBytes(certificate.contentBase64) : null;
    if (bytes && !Buffer.isBuffer(bytes)) return reply.code(bytes.status).send({ message: bytes.message });
    // kind or area absent: keep the one on file. certificate absent: keep the one on file; null: remove it; a file: replace it.
    const keep = certificate === undefined;
    const [row] = await db.query<ExternalRow>(
      `UPDATE ecm_external_credits
          SET provider = $3, title = $4, event_date = $5, credits = $6, event_code = $12, updated_at = now(),
              certificate_name = CASE WHEN $7 THEN certificate_name ELSE $8 END,
              certificate = CASE WHEN $7 THEN certificate ELSE $9::bytea END,
              kind = COALESCE($10, kind), area = COALESCE($11, area)
        WHERE id = $1 AND user_id = $2 RETURNING ${EXTERNAL_COLUMNS}`,
      [req.params.id, user.userId, provider, title, date, credits, keep, certificate?.fileName ?? null, bytes, kind ?? null, area ?? null, eventCode ?? null],
    );
    if (!row) return reply.code(404).send(NOT_FOUND);
    return externalCredit(row) satisfies PayloadOf<typeof fadRoute.updateExternalEcmCredit>;
  });

  app.delete<{ Params: { id: string } }>('/FAD/Triennio/Crediti/:id', async (req, reply) => {
    const user = await requireUser(db, req, reply);
    if (!user) return reply;
    if (!UUID.test(req.params.id)) return reply.code(404).send(NOT_FOUND);
    const deleted = await db.query(`DELETE FROM ecm_external_credits WHERE id = $1 AND user_id = $2 RETURNING id`, [req.params.id, user.userId]);
    if (deleted.length === 0) return reply.code(404).send(NOT_FOUND);
    return { deleted: true } satisfies PayloadOf<typeof fadRoute.deleteExternalEcmCredit>;
  });

  registerObligationAdjustmentRoutes(app, db);

  app.get<{ Params: { id: string } }>('/FAD/Triennio/Crediti/:id/Attestato', async (req, reply) => {
    const user = await requireUser(db, req, reply);
    if (!user) return reply;
    if (!UUID.test(req.params.id)) return reply.code(404).send(NOT_FOUND);
    const [row] = await db.query<{ certificate_name: string | null; certificate: Uint8Array | null }>(
      `SELECT certificate_name, certificate FROM ecm_external_credits WHERE id = $1 AND user_id = $2`,
      [req.params.id, user.userId],
    );
    if (!row?.certificate) return reply.code(404).send(NOT_FOUND);
    // The name as the member gave it, in any script (RFC 6266: an ASCII fallback and the UTF-8 name).
    return reply.header('content-type', 'application/pdf').header('content-disposition', contentDisposition('attachment', row.certificate_name ?? 'attestato.pdf')).send(Buffer.from(row.certificate));
  });
}
