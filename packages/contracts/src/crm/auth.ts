import { z } from 'zod';
import { route } from '../route';

// Auth (upstream/README.md 'Auth'): the login key, login, logout and password recovery.

const requiredText = (field: string) =>
  z.string({ error: `Il campo ${field} è obbligatorio.` }).trim().min(1, `Il campo ${field} è obbligatorio.`);

/** POST /auth/login body: the password is the base64 RSA-OAEP/SHA-256 ciphertext made with the public key. */
export const loginBody = z.object(
  { username: requiredText('username'), password: requiredText('password') },
  { error: 'Richiesta non valida: servono username e password.' },
);

/** POST /auth/recupero-password body. */
export const recoveryBody = z.object({ username: requiredText('username') }, { error: 'Richiesta non valida: serve lo username.' });

export const publicKeyAnswer = z.object({ publicKeyPEM: z.string().min(1) });

/**
 * GET /CRM/Utente and the login's `userSubscription` (spec 1 §3 user info). `servizi` carries every
 * wallet with its per-service Stato number, so the viewer claims need one call.
 */
export const userSubscription = z.object({
  username: z.string(),
  name: z.string(),
  surname: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  clientCode: z.string(),
  cardCode: z.string().nullable(),
  conventionOrder: z.string().nullable(),
  registrationDate: z.string(),
  fiscalCode: z.string().nullable(),
  /** One of the member types (REGISTRATO, TRIAL, PREMIUM, EX_TRIAL, EX_PREMIUM); readers treat an unknown one as REGISTRATO. */
  subscriptionType: z.string(),
  promoCodes: z.array(z.string()),
  groups: z.array(z.string()),
  isAPS: z.boolean(),
  expiration: z.object({ isExpired: z.boolean(), expDate: z.string().nullable(), oldExpiration: z.string().nullable() }),
  /** Codes of the active wallets. */
  portafogliAttivi: z.array(z.string()),
  /** Codes of the wallets that hold no credits: services included as they are, active or not (upstream STATIC_WALLETS_READING). */
  portafogliStatici: z.array(z.string()),
  servizi: z.array(z.object({ codice: z.string(), attivo: z.boolean(), stato: z.number().int() })),
});
export type UserSubscription = z.output<typeof userSubscription>;

/**
 * POST /auth/login answer. When a mustAccept flag is true, `token` is null and `consentToken`
 * (15 minutes) authorises reading the acceptance conditions and saving the consent.
 */
export const loginAnswer = z.object({
  token: z.string().nullable(),
  userSubscription,
  mustAcceptAcknowledgment: z.boolean(),
  mustAcceptConditionOfUse: z.boolean(),
  mustAcceptAcceptanceCondition: z.boolean(),
  customerCode: z.string(),
  consentToken: z.string().nullable(),
});
export type LoginAnswer = z.output<typeof loginAnswer>;

export const recoveryAnswer = z.object({ username: z.string() });

export const publicKeyRoute = route({
  family: 'crm',
  method: 'GET',
  path: '/auth/public-key',
  sharing: 'everyone',
  summary: 'The RSA public key (SPKI PEM) the login password is encrypted with',
  auth: 'none',
  response: publicKeyAnswer,
});

export const loginRoute = route({
  family: 'crm',
  method: 'POST',
  path: '/auth/login',
  memberOnlyWrite: true,
  summary: 'Signs in: a session token, or a consent token when conditions must be accepted first',
  auth: 'none',
  body: loginBody,
  response: loginAnswer,
  errors: {
    400: 'Malformed body, or a password not encrypted with the public key',
    401: 'Wrong credentials or unknown user',
    403: 'Blocked account',
    409: 'The e-mail is shared by several users: sign in with the customer code',
  },
});

export const logoutRoute = route({
  family: 'crm',
  method: 'POST',
  path: '/auth/logout',
  memberOnlyWrite: true,
  summary: 'Revokes the bearer token (204, also without a token)',
  auth: 'optional',
  response: z.void(),
  status: 204,
});

export const recoveryRoute = route({
  family: 'crm',
  method: 'POST',
  path: '/auth/recupero-password',
  memberOnlyWrite: true,
  summary: 'Password recovery: the same answer for every well-formed username',
  auth: 'none',
  body: recoveryBody,
  response: recoveryAnswer,
  errors: { 400: 'Malformed body' },
});
