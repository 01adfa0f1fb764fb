import {
  conditionsBody,
  type PayloadOf,
  type acceptanceConditionsRoute,
  type conditionsOfUseRoute,
  type consistencyRoute,
  type saveConditionsRoute,
  type walletsRoute,
} from '@club/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requireUser, tokenUser } from '../../auth';
import type { Db } from '../../db';
import type { RouteDeps } from '../../family';
import { IDEMPOTENT } from '../../idempotency';
import { DOCTOR_CODE, WALLET_CODES } from './catalogue';
import { bearerToken, parseOr400 } from './request';
import { CONDITIONS_OF_USE_TEXT, TERMS_VERSION, acceptanceConditionsText } from './texts';
import { normaliseUsername, userSubscription } from './users';

const UNAUTHORISED = 'Sessione non valida o scaduta.';

/** The three consents of the login dialog: body field, users column, message when demanded but not given. */
const CONSENTS = [
  { kind: 'acknowledgment', column: 'must_accept_acknowledgment', refused: 'Per proseguire è necessario prendere visione dell\'informativa privacy.' },
  { kind: 'conditionOfUse', column: 'must_accept_condition_of_use', refused: 'Per proseguire è necessario accettare le condizioni d\'uso.' },
  { kind: 'acceptanceCondition', column: 'must_accept_acceptance_condition', refused: 'Per proseguire è necessario accettare le condizioni di adesione.' },
] as const;

/**
 * The member a session token or a login consent token belongs to (consent calls made before the
 * session exists: the acceptance conditions text and saving the consent); replies 401 otherwise.
 */
async function sessionOrConsentUser(db: Db, req: FastifyRequest, reply: FastifyReply): Promise<string | null> {
  const token = bearerToken(req);
  const userId = token ? ((await tokenUser(db, token, 'session')) ?? (await tokenUser(db, token, 'consent'))) : null;
  if (!userId) await reply.code(401).send({ message: UNAUTHORISED });
  return userId;
}

/** CRM routes of the signed-in member (upstream/README.md 'CRM'). */
export function userRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/CRM/Utente', async (req, reply) => {
    const session = await requireUser(db, req, reply);
    if (!session) return reply;
    const user = await userSubscription(db, session.userId);
    return user ?? reply.code(401).send({ message: UNAUTHORISED });
  });

  app.get('/CRM/Utente/Consistenza', async (req, reply) => {
    const session = await requireUser(db, req, reply);
    if (!session) return reply;
    return consistency(db, session.userId);
  });

  app.get('/CRM/Utente/Portafogli', async (req, reply) => {
    const session = await requireUser(db, req, reply);
    if (!session) return reply;
    return wallets(db, session.userId);
  });

  app.get('/CRM/Utente/Sottoscrizione', async (req, reply) => {
    const userId = await sessionOrConsentUser(db, req, reply);
    if (!userId) return reply;
    const [sub] = await db.query<{ cpq_product_name: string }>(`SELECT cpq_product_name FROM last_subscription WHERE user_id = $1`, [userId]);
    return { condizioniAdesione: acceptanceConditionsText(sub?.cpq_product_name ?? null) } satisfies PayloadOf<typeof acceptanceConditionsRoute>;
  });

  app.get('/CRM/CondizioniUso', async () => ({ text: CONDITIONS_OF_USE_TEXT }) satisfies PayloadOf<typeof conditionsOfUseRoute>);

  app.put('/CRM/Utente/Condizioni', IDEMPOTENT, async (req, reply) => {
    const userId = await sessionOrConsentUser(db, req, reply);
    if (!userId) return reply;
    const body = await parseOr400(conditionsBody, req.body, reply);
    if (!body) return reply;
    if (body.customerCode !== undefined && normaliseUsername(body.customerCode) !== userId) {
      return reply.code(403).send({ message: 'Il consenso può essere salvato solo per il proprio codice cliente.' });
    }
    const [pending] = await db.query<Record<(typeof CONSENTS)[number]['column'], boolean>>(
      `SELECT ${CONSENTS.map((c) => c.column).join(', ')} FROM users WHERE id = $1`,
      [userId],
    );
    const refused = CONSENTS.find((c) => pending?.[c.column] && body[c.kind] !== true);
    if (refused) return reply.code(400).send({ message: refused.refused });

    const given = CONSENTS.filter((c) => body[c.kind] === true);
    if (given.length > 0) {
      await db.transaction(async (tx) => {
        // The log keeps the first acceptance of each kind and version: a retried PUT adds nothing.
        for (const c of given) {
          await tx.query(
            `INSERT INTO consents (user_id, kind, terms_version) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING`,
            [userId, c.kind, TERMS_VERSION],
          );
        }
        await tx.query(`UPDATE users SET ${given.map((c) => `${c.column} = false`).join(', ')} WHERE id = $1`, [userId]);
      });
    }
    return { ok: true } satisfies PayloadOf<typeof saveConditionsRoute>;
  });
}

async function consistency(db: Db, userId: string): Promise<PayloadOf<typeof consistencyRoute>> {
  const [sub] = await db.query<{ cpq_product_name: string; attivo: boolean; data_inizio: string; data_fine: string | null; is_convenzione: boolean }>(
    `SELECT cpq_product_name, attivo, data_inizio::text AS data_inizio, data_fine::text AS data_fine, is_convenzione
       FROM last_subscription WHERE user_id = $1`,
    [userId],
  );
  const [contact] = await db.query<{
    id: string; email: string; phone: string | null; fiscal_code: string | null; birth_date: string | null; specialisation_ids: string[];
    profession_id: string | null; codice: string | null; descrizione: string | null; signup_enabled: boolean | null; detail_id: string | null; detail_nome: string | null;
  }>(
    `SELECT u.id, u.email, u.phone, u.fiscal_code, u.birth_date::text AS birth_date, u.specialisation_ids,
            p.id AS profession_id, p.codice, p.descrizione, p.signup_enabled, d.id AS detail_id, d.nome AS detail_nome
       FROM users u
       LEFT JOIN crm_professions p ON p.id = u.profession_id
       LEFT JOIN crm_profession_details d ON d.id = u.profession_detail_id
      WHERE u.id = $1`,
    [userId],
  );
  const specialisations = await db.query<{ id: string; nome: string }>(
    `SELECT id, nome FROM crm_specialisations WHERE id = ANY($1::text[]) ORDER BY array_position($1::text[], id)`,
    [contact?.specialisation_ids ?? []],
  );
  return {
    ultimaSottoscrizioneContatto: sub
      ? { stato: { attivo: sub.attivo }, cpqProductName: sub.cpq_product_name, dataInizio: sub.data_inizio, dataFine: sub.data_fine, isConvenzione: sub.is_convenzione }
      : null,
    datiContatto: {
      codiceCliente: userId,
      codiceFiscale: contact?.fiscal_code ?? null,
      dataNascita: contact?.birth_date ?? null,
      cellulare: contact?.phone ?? null,
      email: contact?.email ?? null,
      // The LEFT JOINs' columns are all there when the id is (foreign keys, NOT NULL names).
      professione: contact?.profession_id && contact.codice !== null && contact.descrizione !== null
        ? {
            id: contact.profession_id,
            codice: contact.codice,
            descrizione: contact.descrizione,
            signupEnabled: contact.signup_enabled ?? true,
            isAltraProfessioneSanitaria: contact.codice !== DOCTOR_CODE,
          }
        : null,
      professioneDettaglio: contact?.detail_id && contact.detail_nome !== null ? { id: contact.detail_id, nome: contact.detail_nome } : null,
      specializzazioniContatto: specialisations,
    },
  };
}

async function wallets(db: Db, userId: string): Promise<PayloadOf<typeof walletsRoute>> {
  const rows = await db.query<{
    codice: string; attivo: boolean; servizio_attivo: boolean; numero: number; saldo: number; utilizzo_totale: number; credito_iniziale: number; crediti_bonus: number;
  }>(
    `SELECT codice, attivo, servizio_attivo, numero, saldo::float8 AS saldo, utilizzo_totale::float8 AS utilizzo_totale,
            credito_iniziale::float8 AS credito_iniziale, crediti_bonus::float8 AS crediti_bonus
       FROM wallets WHERE user_id = $1 ORDER BY array_position($2::text[], codice), codice`,
    [userId, WALLET_CODES],
  );
  return rows.map((w) => ({
    codice: w.codice,
    stato: { attivo: w.attivo, numero: w.numero },
    servizio: { stato: { attivo: w.servizio_attivo } },
    saldo: w.saldo,
    utilizzoTotale: w.utilizzo_totale,
    creditoIniziale: w.credito_iniziale,
    bonus: { creditiBonus: w.crediti_bonus },
  }));
}
