import { loginBody, recoveryBody, type loginRoute, type PayloadOf, type publicKeyRoute, type recoveryRoute } from '@club/contracts';
import type { FastifyInstance } from 'fastify';
import { SESSION_TTL_HOURS, createToken, revokeToken } from '../../auth';
import type { RouteDeps } from '../../family';
import { decryptPassword, loginKeys } from './keys';
import { dummyPasswordHash, verifyLoginPassword } from './passwords';
import { bearerToken, parseOr400 } from './request';
import { findByUsername, normaliseUsername, userSubscription, type LoginCandidate } from './users';

/** Minutes the login's consent token lasts (time to read and accept the conditions). */
export const CONSENT_TOKEN_MINUTES = 15;

export const MESSAGES = {
  wrongCredentials: 'Credenziali errate.',
  sharedEmail: 'Questa e-mail risulta associata a più utenti. Inserisci il tuo username per accedere (es.1200086).',
  blocked: 'Account bloccato: contatta l\'assistenza.',
  undecryptable: 'Password non leggibile: va cifrata con la chiave pubblica del servizio (RSA-OAEP, SHA-256, base64).',
} as const;

/**
 * Which e-mail a real service would send for a recovery request. The reference sends none, and
 * the answer never depends on it: known, unknown, blocked and shared usernames get the same one.
 */
function recoveryEmail(candidates: LoginCandidate[]): 'reset-link' | 'usernames-list' | 'contact-support' | 'none' {
  if (candidates.length > 1) return 'usernames-list';
  const [user] = candidates;
  if (!user) return 'none';
  return user.blocked ? 'contact-support' : 'reset-link';
}

/** Auth routes (upstream/README.md 'Auth'): public key, login, logout, password recovery. */
export function authRoutes(app: FastifyInstance, { db }: RouteDeps): void {
  // Made now rather than at the first unknown username, which would otherwise pay for it.
  void dummyPasswordHash();
  app.get('/auth/public-key', async () => ({ publicKeyPEM: (await loginKeys(db)).publicKeyPEM }) satisfies PayloadOf<typeof publicKeyRoute>);

  app.post('/auth/login', async (req, reply) => {
    const body = await parseOr400(loginBody, req.body, reply);
    if (!body) return reply;
    const password = decryptPassword(await loginKeys(db), body.password);
    if (password === null) return reply.code(400).send({ message: MESSAGES.undecryptable });

    const candidates = await findByUsername(db, normaliseUsername(body.username));
    if (candidates.length > 1) {
      // Spec 1 §5: the shared e-mail's message only to whom knows the password of one of its users;
      // a wrong password is a wrong password, so the answer tells nothing about who shares the address.
      const rightForOne = (await Promise.all(candidates.map((c) => verifyLoginPassword(password, c.password_hash)))).some(Boolean);
      return rightForOne ? reply.code(409).send({ message: MESSAGES.sharedEmail }) : reply.code(401).send({ message: MESSAGES.wrongCredentials });
    }
    const user = candidates[0];
    // One scrypt for unknown usernames too (against a dummy hash): the time to answer is the same.
    if (!(await verifyLoginPassword(password, user?.password_hash)) || !user) return reply.code(401).send({ message: MESSAGES.wrongCredentials });
    if (user.blocked) return reply.code(403).send({ message: MESSAGES.blocked });

    const consentPending = user.must_accept_acknowledgment || user.must_accept_condition_of_use || user.must_accept_acceptance_condition;
    // Spec 1 §4: pending conditions give no session, only a short token for PUT /CRM/Utente/Condizioni.
    const token = consentPending ? null : await createToken(db, user.id, 'session', SESSION_TTL_HOURS * 60);
    const consentToken = consentPending ? await createToken(db, user.id, 'consent', CONSENT_TOKEN_MINUTES) : null;
    const subscription = await userSubscription(db, user.id);
    // The member was there a moment ago: gone now, the credentials no longer designate anyone.
    if (!subscription) return reply.code(401).send({ message: MESSAGES.wrongCredentials });
    const answer: PayloadOf<typeof loginRoute> = {
      token,
      userSubscription: subscription,
      mustAcceptAcknowledgment: user.must_accept_acknowledgment,
      mustAcceptConditionOfUse: user.must_accept_condition_of_use,
      mustAcceptAcceptanceCondition: user.must_accept_acceptance_condition,
      customerCode: user.id,
      consentToken,
    };
    return answer;
  });

  app.post('/auth/logout', async (req, reply) => {
    const token = bearerToken(req);
    if (token) await revokeToken(db, token);
    return reply.code(204).send();
  });

  app.post('/auth/recupero-password', async (req, reply) => {
    const body = await parseOr400(recoveryBody, req.body, reply);
    if (!body) return reply;
    const username = normaliseUsername(body.username);
    // The same lookup and the same answer for every username, so recovery does not tell which
    // accounts exist (docs/spec-coverage.md 'Readings chosen'): what differs is only the e-mail.
    const email = recoveryEmail(await findByUsername(db, username));
    req.log.debug({ recoveryEmail: email }, 'password recovery');
    return { username } satisfies PayloadOf<typeof recoveryRoute>;
  });
}
