import { clubMidnight } from '@club/wire';
import { randomBytes } from 'node:crypto';
import {
  CRM_REGISTRATION_MESSAGES,
  registrationBody,
  registrationFields,
  registrationPassword,
  type PayloadOf,
  type registrationRoute,
  type trialActivationRoute,
} from '@club/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { SESSION_TTL_HOURS, createToken, requireUser } from '../../auth';
import type { Db } from '../../db';
import type { RouteDeps } from '../../family';
import { IDEMPOTENT } from '../../idempotency';
import { decryptPassword, loginKeys } from './keys';
import { LAST_SUBSCRIPTION_COLUMNS, WALLET_COLUMNS } from './member-draft';
import { MESSAGES as AUTH_MESSAGES } from './routes-auth';
import { hashPassword } from './passwords';
import { parseOr400 } from './request';
import { subscriptionState } from './seed-lifecycle';
import { userSubscription } from './users';

/** Who may start the free trial (spec 3 §4/§6; packages/policy `trialStart` mirrors it for the portal). */
export const TRIAL_MESSAGES = {
  notEligible: 'La prova gratuita è disponibile solo per gli utenti registrati che non l\'hanno già utilizzata.',
} as const;

/** ECM credits a new trial starts with (the seeded trial personas' balance). */
export const TRIAL_ECM_CREDITS = 10;

/**
 * Writes the trial's state (spec 3 §9: 7 days, the lifecycle's TRIAL_DAYS) for a member: type,
 * expiry, the trial wallets and the last-subscription record. Runs in the caller's transaction.
 */
async function writeTrial(tx: Db, userId: string, today: Date): Promise<void> {
  const state = subscriptionState('TRIAL', { today, registeredDaysAgo: 0, phaseDays: 0, ecmCredits: TRIAL_ECM_CREDITS });
  await tx.query(`UPDATE users SET subscription_type = 'TRIAL', exp_date = $2, old_expiration = NULL WHERE id = $1`, [userId, state.expDate]);
  await tx.query(`DELETE FROM wallets WHERE user_id = $1`, [userId]);
  for (const w of state.wallets) {
    await tx.query(
      `INSERT INTO wallets (${WALLET_COLUMNS.join(', ')}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [userId, w.codice, w.attivo, w.servizioAttivo, w.numero, w.saldo, w.utilizzoTotale, w.creditoIniziale, w.creditiBonus],
    );
  }
  const s = state.lastSubscription!;
  await tx.query(`DELETE FROM last_subscription WHERE user_id = $1`, [userId]);
  await tx.query(`INSERT INTO last_subscription (${LAST_SUBSCRIPTION_COLUMNS.join(', ')}) VALUES ($1, $2, $3, $4, $5, $6)`, [
    userId, s.productName, s.active, s.start, s.end, s.isConvention,
  ]);
}

async function register(db: Db, body: unknown, reply: FastifyReply, withTrial: boolean) {
  const raw = await parseOr400(registrationBody, body, reply);
  if (!raw) return reply;
  // The fields' rules, with the form's messages (the contract's): the service never trusts the browser.
  const data = registrationFields.safeParse(raw);
  if (!data.success) return reply.code(400).send({ message: data.error.issues[0]?.message, field: String(data.error.issues[0]?.path[0] ?? '') });
  const password = decryptPassword(await loginKeys(db), raw.password);
  if (password === null) return reply.code(400).send({ message: AUTH_MESSAGES.undecryptable });
  const checked = registrationPassword.safeParse(password);
  if (!checked.success) return reply.code(400).send({ message: checked.error.issues[0]?.message, field: 'password' });

  const { nome, cognome, email, cellulare } = data.data;
  const hash = await hashPassword(password, randomBytes(16));
  const userId = await db.transaction(async (tx) => {
    // One account per e-mail: a second submit of the same form (or a known address) is refused, nothing written.
    const [taken] = await tx.query<{ id: string }>(`SELECT id FROM users WHERE lower(email) = $1 LIMIT 1`, [email]);
    if (taken) return null;
    const [{ id }] = (await tx.query<{ id: string }>(`SELECT nextval('crm_customer_codes')::text AS id`)) as [{ id: string }];
    await tx.query(
      `INSERT INTO users (id, username, email, password_hash, name, surname, phone, registration_date, subscription_type,
                          privacy_homnya, terms_conditions)
       VALUES ($1, $1, $2, $3, $4, $5, $6, current_date, 'REGISTRATO', true, true)`,
      [id, email, hash, nome, cognome, cellulare],
    );
    for (const kind of ['acknowledgment', 'conditionOfUse'] as const) {
      await tx.query(`INSERT INTO consents (user_id, kind, terms_version) VALUES ($1, $2, 'registrazione')`, [id, kind]);
    }
    if (withTrial) await writeTrial(tx, id, clubMidnight());
    return id;
  });
  if (!userId) return reply.code(409).send({ message: CRM_REGISTRATION_MESSAGES.emailTaken });
  const token = await createToken(db, userId, 'session', SESSION_TTL_HOURS * 60);
  const subscription = await userSubscription(db, userId);
  return {
    token,
    userSubscription: subscription!,
    mustAcceptAcknowledgment: false,
    mustAcceptConditionOfUse: false,
    mustAcceptAcceptanceCondition: false,
    customerCode: userId,
    consentToken: null,
  } satisfies PayloadOf<typeof registrationRoute>;
}

/** Registration, trial registration and trial activation (upstream/README.md 'Auth' and 'CRM'). */
export function registrationRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  app.post('/auth/registrazione', async (req, reply) => register(db, req.body, reply, false));
  app.post('/auth/registrazione-trial', async (req, reply) => register(db, req.body, reply, true));

  app.post('/CRM/Utente/AttivazioneTrial', IDEMPOTENT, async (req, reply) => {
    const user = await requireUser(db, req, reply);
    if (!user) return reply;
    const activated = await db.transaction(async (tx) => {
      // Only a registered member who never had a trial or a subscription (row locked: two clicks activate once).
      const [row] = await tx.query<{ subscription_type: string }>(`SELECT subscription_type FROM users WHERE id = $1 FOR UPDATE`, [user.userId]);
      const [held] = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM last_subscription WHERE user_id = $1`, [user.userId]);
      if (row?.subscription_type !== 'REGISTRATO' || (held?.n ?? 0) > 0) return false;
      await writeTrial(tx, user.userId, clubMidnight());
      return true;
    });
    if (!activated) return reply.code(409).send({ message: TRIAL_MESSAGES.notEligible });
    return { userSubscription: (await userSubscription(db, user.userId))! } satisfies PayloadOf<typeof trialActivationRoute>;
  });
}
