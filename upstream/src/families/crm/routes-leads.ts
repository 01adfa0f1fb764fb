import { randomUUID } from 'node:crypto';
import { crmLeadBody, type PayloadOf, type createLeadRoute, type fitnessCentersRoute } from '@club/contracts';
import type { FastifyInstance } from 'fastify';
import { optionalUser } from '../../auth';
import type { RouteDeps } from '../../family';
import { IDEMPOTENCY_REQUIRED_PUBLIC } from '../../idempotency';
import { parseOr400 } from './request';

/**
 * Leads of the contact forms (spec 3 §7 POST /Forms/CreaClubLead) and the fitness branches
 * (GET /Forms/FitnessCenter). A lead is written once per Idempotency-Key (required; visitors too).
 */

/**
 * A message containing this marker makes the forms service fail (503) without storing anything:
 * the reference upstream's way to show the lead-failure dialog (spec 3 §8) on demand.
 */
export const LEAD_FAILURE_MARKER = '#errore-servizio-form';

export function leadRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/Forms/FitnessCenter', async () => {
    const rows = await db.query<{ id: string; nome: string; citta: string; provincia: string; indirizzo: string }>(
      `SELECT id, nome, citta, provincia, indirizzo FROM crm_fitness_centers ORDER BY citta, nome`,
    );
    return rows satisfies PayloadOf<typeof fitnessCentersRoute>;
  });

  app.post('/Forms/CreaClubLead', IDEMPOTENCY_REQUIRED_PUBLIC, async (req, reply) => {
    const body = await parseOr400(crmLeadBody, req.body, reply);
    if (!body) return reply;
    const f = body.FormFields;
    if (f.note?.includes(LEAD_FAILURE_MARKER)) return reply.code(503).send({ message: 'Servizio form non disponibile.' });
    if (f.club) {
      const [club] = await db.query(`SELECT 1 FROM crm_fitness_centers WHERE id = $1`, [f.club]);
      if (!club) return reply.code(400).send({ message: 'Centro fitness sconosciuto.' });
    }
    const user = await optionalUser(db, req);
    const id = randomUUID();
    const [row] = await db.query<{ created_at: Date | string }>(
      `INSERT INTO crm_leads (id, form_type, source, campaign, user_id, nome, cognome, email, cellulare, marketing_diretto,
                              comunicazione_terzi, statistiche, profilazione, privacy, fiscal_code, note, club_id, form_fields, codice_mkt)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19)
       RETURNING created_at`,
      [
        id, body.TipoForm, body.Fonte, body.CodificaCampagna, user?.userId ?? null, body.NomeCliente, body.CognomeCliente,
        body.EmailCliente, body.CellulareCliente, body.MarketingDiretto, body.ComunicazioneTerzi, body.Statistiche,
        body.Profilazione, body.PresaVisione, f.fiscalCode ?? null, f.note ?? null, f.club ?? null, JSON.stringify(f), body.CodiceMkt,
      ],
    );
    return reply.code(201).send({ id, createdAt: new Date(row!.created_at).toISOString() } satisfies PayloadOf<typeof createLeadRoute>);
  });
}
