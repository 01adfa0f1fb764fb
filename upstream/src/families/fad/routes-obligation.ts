import { randomUUID } from 'node:crypto';
import { fadRoute, type EcmObligationAdjustment, type PayloadOf } from '@club/contracts';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth';
import type { Db } from '../../db';
import { IDEMPOTENT } from '../../idempotency';
import { badRequest } from './route-helpers';

/**
 * What lowers a member's ECM obligation (issue 40, part OBLIGATION): exemptions and exonerations
 * with their period, a dossier formativo, the previous triennium's credits. The member enters them;
 * the fad subgraph's policy (@club/policy ecm-obligation) says what each gives in a triennium.
 * Every statement names the token's member: another member's id answers as an unknown one (404).
 */

const NOT_FOUND = { message: 'Riduzione non trovata.' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type AdjustmentRow = { id: string; kind: string; start_date: string; end_date: string | null; credits: string | null };
const COLUMNS = `id::text AS id, kind, to_char(start_date, 'YYYY-MM-DD') AS start_date, to_char(end_date, 'YYYY-MM-DD') AS end_date, credits::text AS credits`;

function adjustment(row: AdjustmentRow): EcmObligationAdjustment {
  return { id: row.id, kind: row.kind as EcmObligationAdjustment['kind'], start: row.start_date, end: row.end_date, credits: row.credits === null ? null : Number(row.credits) };
}

/** The member's adjustments, oldest period first. */
export async function adjustmentsOf(db: Db, userId: string): Promise<EcmObligationAdjustment[]> {
  const rows = await db.query<AdjustmentRow>(`SELECT ${COLUMNS} FROM ecm_obligation_adjustments WHERE user_id = $1 ORDER BY start_date, created_at`, [userId]);
  return rows.map(adjustment);
}

export function registerObligationAdjustmentRoutes(app: FastifyInstance, db: Db): void {
  app.post('/FAD/Triennio/Riduzioni', IDEMPOTENT, async (req, reply) => {
    const user = await requireUser(db, req, reply);
    if (!user) return reply;
    const body = fadRoute.addEcmObligationAdjustment.body.safeParse(req.body ?? {});
    if (!body.success) return badRequest(reply, body.error);
    const { kind, start, end, credits } = body.data;
    if (end !== null && end < start) return reply.code(400).send({ message: 'La fine del periodo precede il suo inizio.' });
    const [row] = await db.query<AdjustmentRow>(
      `INSERT INTO ecm_obligation_adjustments (id, user_id, kind, start_date, end_date, credits) VALUES ($1, $2, $3, $4, $5, $6) RETURNING ${COLUMNS}`,
      [randomUUID(), user.userId, kind, start, end, credits],
    );
    return reply.code(201).send(adjustment(row!) satisfies PayloadOf<typeof fadRoute.addEcmObligationAdjustment>);
  });

  app.delete<{ Params: { id: string } }>('/FAD/Triennio/Riduzioni/:id', async (req, reply) => {
    const user = await requireUser(db, req, reply);
    if (!user) return reply;
    if (!UUID.test(req.params.id)) return reply.code(404).send(NOT_FOUND);
    const deleted = await db.query(`DELETE FROM ecm_obligation_adjustments WHERE id = $1 AND user_id = $2 RETURNING id`, [req.params.id, user.userId]);
    if (deleted.length === 0) return reply.code(404).send(NOT_FOUND);
    return { deleted: true } satisfies PayloadOf<typeof fadRoute.deleteEcmObligationAdjustment>;
  });
}
