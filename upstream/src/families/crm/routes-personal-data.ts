import {
  accountPasswordProblem,
  accountPhone,
  accountPhonePrefix,
  accountUpdateBody,
  completeContactBody,
  completeContactFields,
  type PayloadOf,
  type accountUpdateRoute,
  type completeContactRoute,
  type personalContactRoute,
  type privacyTextRoute,
} from '@club/contracts';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { requireUser } from '../../auth';
import type { RouteDeps } from '../../family';
import { IDEMPOTENT } from '../../idempotency';
import { decryptPassword, loginKeys } from './keys';
import { hashPassword } from './passwords';
import { parseOr400 } from './request';

/** The privacy notice of the profile's 'Privacy e condizioni' page (spec 3 §7 /contact/jump2wl/privacy). */
export const PRIVACY_NOTICE_TEXT = [
  'Informativa sul trattamento dei dati personali ai sensi dell\'art. 13 del Regolamento (UE) 2016/679.',
  '1. Titolare. Il titolare del trattamento è il Club, che tratta i dati degli iscritti per fornire i servizi inclusi nel profilo di iscrizione.',
  '2. Finalità. I dati sono trattati per la gestione dell\'iscrizione, l\'erogazione dei corsi ECM, dei servizi e delle convenzioni, e, con il consenso, per finalità di marketing.',
  '3. Diritti. L\'iscritto può chiedere in ogni momento l\'accesso, la rettifica o la cancellazione dei propri dati scrivendo all\'assistenza.',
].join('\n');

const ALREADY_ON_FILE = 'I dati sono già presenti: per modificarli contatta l\'assistenza.';
const UNDECRYPTABLE = 'Password non leggibile: va cifrata con la chiave pubblica del servizio (RSA-OAEP, SHA-256, base64).';

/**
 * The member's personal data (spec 3 §5, §7): read, completion of the missing fiscal code and birth
 * date (PUT /contact, re-validated here with the form's messages; data on file is never overwritten:
 * 409), and the account update (phone with prefix; password encrypted as at login, then hashed).
 */
export function personalDataRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.get('/contact', async (req, reply) => {
    const session = await requireUser(db, req, reply);
    if (!session) return reply;
    const [u] = await db.query<{ id: string; email: string | null; name: string; surname: string; fiscal_code: string | null; birth_date: string | null; phone_prefix: string; phone: string | null }>(
      `SELECT id, email, name, surname, fiscal_code, birth_date::text AS birth_date, phone_prefix, phone FROM users WHERE id = $1`,
      [session.userId],
    );
    if (!u) return reply.code(401).send({ message: 'Sessione non valida o scaduta.' });
    return {
      codiceCliente: u.id, email: u.email, nome: u.name, cognome: u.surname, codiceFiscale: u.fiscal_code, dataNascita: u.birth_date, prefisso: u.phone_prefix, cellulare: u.phone,
    } satisfies PayloadOf<typeof personalContactRoute>;
  });

  app.get('/contact/jump2wl/privacy', async (req, reply) => {
    const session = await requireUser(db, req, reply);
    if (!session) return reply;
    return { results: [{ text: PRIVACY_NOTICE_TEXT }] } satisfies PayloadOf<typeof privacyTextRoute>;
  });

  app.put('/contact', IDEMPOTENT, async (req, reply) => {
    const session = await requireUser(db, req, reply);
    if (!session) return reply;
    const body = await parseOr400(completeContactBody, req.body, reply);
    if (!body) return reply;
    const [u] = await db.query<{ fiscal_code: string | null; birth_date: string | null }>(`SELECT fiscal_code, birth_date::text AS birth_date FROM users WHERE id = $1`, [session.userId]);
    if (!u) return reply.code(401).send({ message: 'Sessione non valida o scaduta.' });
    // Only what is missing may be given; what is missing must be given.
    if ((body.codiceFiscale !== undefined && u.fiscal_code) || (body.dataDiNascita !== undefined && u.birth_date)) return reply.code(409).send({ message: ALREADY_ON_FILE });
    const wanted = { ...(u.fiscal_code ? {} : { codiceFiscale: true as const }), ...(u.birth_date ? {} : { dataDiNascita: true as const }) };
    const parsed = await parseOr400(completeContactFields.pick(wanted), { codiceFiscale: body.codiceFiscale ?? '', dataDiNascita: body.dataDiNascita ?? '' }, reply);
    if (!parsed) return reply;
    const values = parsed as { codiceFiscale?: string; dataDiNascita?: string };
    await db.query(
      `UPDATE users SET fiscal_code = COALESCE($2, fiscal_code), birth_date = COALESCE($3::date, birth_date) WHERE id = $1`,
      [session.userId, values.codiceFiscale ?? null, values.dataDiNascita ?? null],
    );
    return { ok: true } satisfies PayloadOf<typeof completeContactRoute>;
  });

  app.put('/contact/account', IDEMPOTENT, async (req, reply) => {
    const session = await requireUser(db, req, reply);
    if (!session) return reply;
    const body = await parseOr400(accountUpdateBody, req.body, reply);
    if (!body) return reply;
    const prefix = accountPhonePrefix.safeParse(body.prefisso);
    if (!prefix.success) return reply.code(400).send({ message: prefix.error.issues[0]!.message, field: 'prefisso' });
    const phone = accountPhone.safeParse(body.cellulare);
    if (!phone.success) return reply.code(400).send({ message: phone.error.issues[0]!.message, field: 'cellulare' });
    let passwordHash: string | null = null;
    if (body.password !== undefined || body.confermaPassword !== undefined) {
      const keys = await loginKeys(db);
      const password = body.password ? decryptPassword(keys, body.password) : null;
      const confirmation = body.confermaPassword ? decryptPassword(keys, body.confermaPassword) : null;
      if (password === null || confirmation === null) return reply.code(400).send({ message: UNDECRYPTABLE, field: 'password' });
      const problem = accountPasswordProblem(password, confirmation);
      if (problem) return reply.code(400).send({ message: problem.message, field: problem.field === 'password' ? 'password' : 'confermaPassword' });
      passwordHash = await hashPassword(password, randomBytes(16));
    }
    await db.query(`UPDATE users SET phone_prefix = $2, phone = $3, password_hash = COALESCE($4, password_hash) WHERE id = $1`, [
      session.userId, prefix.data, phone.data, passwordHash,
    ]);
    return { ok: true } satisfies PayloadOf<typeof accountUpdateRoute>;
  });
}
