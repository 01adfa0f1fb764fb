// Express' Request carries requestId (a global augmentation: this import puts it in any program that reaches this module).
import type {} from '../express-request';
import { serviceRedis } from '@club/observability';
import type { SharedRedis } from '@club/shared-state';
import type { CircuitBreakerSettings } from '@club/subgraph-kit';
import type { Request } from 'express';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context';
import type { GatewayEnv } from '../env';
import { budgetLedgerFor, type BudgetLedger } from '../keys/budget';
import { openKeysDbForGateway, type KeysDb } from '../keys/db';
import { KeyUsageRecorder } from '../keys/usage-recorder';
import { ALL_SCOPES, DEFAULT_BUDGET_PER_MINUTE, PartnerKeyStore, type PartnerKeyGrant } from '../keys/store';
import { API_KEY_HEADER, ApiKeys, type KeyHolder } from './api-keys';
import { ANONYMOUS, ClaimsLoader } from './claims';
import { SessionCodec } from './session-cookie';
import { SessionRevocations } from './session-revocations';

/**
 * Who is calling, in one place (docs/architecture.md 'How a request flows' step 1): an operator or a
 * partner by API key (`OPS_API_KEYS` / `PARTNER_API_KEYS`, then the key store), a member by the
 * session cookie (its sealed upstream token, the viewer claims loaded from the CRM), else a visitor.
 */
export interface Callers {
  /** The GraphQL context of a request's caller; an unknown or revoked key throws (401). */
  contextOf: (req: Request) => Promise<GatewayContext>;
  /** The holder of a configured key (ops and partner keys from the environment), or null. */
  identify: (key: string) => KeyHolder | null;
  /** Ops keys, partner keys from configuration and from the key store (revoked ones are unknown). */
  identifyAny: (key: string) => Promise<KeyHolder | null>;
  /** A request with neither an API key nor a session: what the visitors' kept answers are for. Reads no store. */
  isVisitor: (req: Request) => boolean;
  /** A request with a member's session cookie and no API key: whose pages are rendered for them alone. Reads no store. */
  isMember: (req: Request) => boolean;
  /** The upstream session token sealed in a request's cookie, or null. */
  tokenOf: (cookieHeader: string | undefined) => string | null;
  /**
   * The same token, only while its session lives: null too when the upstream no longer knows it or a
   * password change ended it. With the CRM unavailable it is the token (the upstream then decides).
   */
  liveTokenOf: (cookieHeader: string | undefined) => Promise<string | null>;
  /** The session cookie's codec and the claims cache (the session plugin sets and drops them). */
  codec: SessionCodec;
  claims: ClaimsLoader;
  /** Members' sessions ended by a password change (the session plugin sets the marks; contextOf reads them). */
  revocations: SessionRevocations;
  /** Partner keys created by ops (ops/keys-route.ts). */
  keyStore: PartnerKeyStore;
  /** The gateway's database (keys/db.ts): keys with their audit and usage, operations' usage, field usage, kept traces. */
  keysDb: KeysDb;
  /** Partner keys' budgets per minute (keys/budget.ts), shared through Redis when there is one. */
  budgets: BudgetLedger;
  /** Partner keys' use per day, counted in memory and written by a timer (keys/usage-recorder.ts). */
  keyUsage: KeyUsageRecorder;
  /** The Redis every gateway shares (`REDIS_URL`), or null: partner budgets and claims forgetting use it. */
  sharedRedis: SharedRedis | null;
  close: () => Promise<void>;
}

/**
 * The keys database cannot be read (its server down or too slow: keys/db.ts bounds both): the
 * partner's request is refused at once with 503, the same words as any unavailable service, and
 * nothing about the database; members and visitors never read it.
 */
function keysUnavailable(): never {
  throw new GraphQLError('Servizio temporaneamente non disponibile.', { extensions: { code: 'UPSTREAM_UNAVAILABLE', reason: 'KEYS_UNAVAILABLE', http: { status: 503 } } });
}

/** A stored key that is no longer accepted: the words and `extensions.reason` of its 401. */
const KEY_REFUSALS = {
  revoked: { message: 'Chiave API revocata.', reason: 'KEY_REVOKED' },
  expired: { message: 'Chiave API scaduta.', reason: 'KEY_EXPIRED' },
  rotated: { message: 'Chiave API sostituita da una rotazione: usa la chiave nuova.', reason: 'KEY_ROTATED' },
} as const;

export async function openCallers(env: GatewayEnv, breakers: CircuitBreakerSettings): Promise<Callers> {
  const codec = new SessionCodec(env.SESSION_SECRET, env.cookieSecure);
  // The kit's connection to the shared Redis, which logs each loss and return.
  const sharedRedis = serviceRedis('gateway', env.REDIS_URL, 'counting on this gateway alone');
  // Started degraded when Redis is not there yet: budgets count per process until it comes (budget.ts).
  await sharedRedis?.waitUntilReady();
  const claims = new ClaimsLoader(env.UPSTREAM_URL, env.UPSTREAM_TIMEOUT_MS, env.CLAIMS_TTL_MS, breakers, sharedRedis);
  const revocations = new SessionRevocations(sharedRedis, env.CLAIMS_TTL_MS);
  const apiKeys = new ApiKeys({ partner: env.PARTNER_API_KEYS, ops: env.OPS_API_KEYS, owners: env.OPS_KEY_OWNERS });
  // An embedded database in a folder is opened by the first stored partner key or keys panel request
  // (keys/db.ts): its memory is not spent on a gateway that serves only visitors and members.
  const keysDb = await openKeysDbForGateway({ databaseUrl: env.GATEWAY_DATABASE_URL, dataDir: env.GATEWAY_DATA_DIR }, PartnerKeyStore.prepare);
  const keyStore = new PartnerKeyStore(keysDb);
  const keyUsage = new KeyUsageRecorder(keysDb, { flushMs: env.KEY_USAGE_FLUSH_MS, retentionDays: env.KEY_USAGE_RETENTION_DAYS });
  keyUsage.start();

  const visitor = (session: GatewayContext['session'] = {}): GatewayContext => ({ caller: { kind: 'visitor' }, viewer: ANONYMOUS, upstreamToken: null, partnerId: null, session });
  const partner = (grant: PartnerKeyGrant): GatewayContext => ({ ...visitor(), caller: { kind: 'partner', partnerId: grant.partner }, partnerId: grant.partner, partnerKey: grant });

  /** Who is asking: a partner or an operator by API key, a member by session cookie, else a visitor (SUSPECT). */
  const contextOf = async (req: Request): Promise<GatewayContext> => {
    const apiKey = req.headers[API_KEY_HEADER];
    if (typeof apiKey === 'string') {
      const holder = apiKeys.identify(apiKey);
      // Ops and partners see the data a visitor sees; what sets them apart is reading the schema. A key never acts as a member: the cookie is not read.
      if (holder?.role === 'ops') return { ...visitor(), caller: { kind: 'ops', opsId: holder.id } };
      if (holder) return partner({ keyId: `env:${holder.id}`, partner: holder.id, scopes: [ALL_SCOPES], budgetPerMinute: DEFAULT_BUDGET_PER_MINUTE });
      const stored = await keyStore.lookup(apiKey).catch(keysUnavailable);
      if (stored?.status === 'active') return partner(stored.grant);
      // Revoked, expired and rotated past the grace are refused alike, each with its own words and stable reason.
      const refusal = stored ? KEY_REFUSALS[stored.status] : { message: 'Chiave API non valida.' };
      throw new GraphQLError(refusal.message, { extensions: { code: 'UNAUTHENTICATED', ...('reason' in refusal ? { reason: refusal.reason } : {}), http: { status: 401 } } });
    }
    const opened = codec.sessionFromCookieHeader(req.headers.cookie);
    if (!opened) return visitor();
    const { token, issuedAt } = opened;
    const outcome = await claims.load(token, req.requestId);
    if (outcome.kind === 'member') {
      const { userId } = outcome.viewer;
      // A session issued before the member's last password change (on any gateway) has ended: signed out.
      if (userId !== null && issuedAt < (await revocations.voidBefore(userId))) return visitor({ clear: true });
      return { caller: { kind: 'member', userId }, viewer: outcome.viewer, upstreamToken: token, partnerId: null, session: {} };
    }
    if (outcome.kind === 'invalid-session') return visitor({ clear: true });
    // The CRM is down: answer as a visitor for this request but keep the session for the next one.
    return visitor();
  };

  return {
    contextOf,
    identify: (key) => apiKeys.identify(key),
    identifyAny: async (key) => {
      const holder = apiKeys.identify(key);
      if (holder) return holder;
      const stored = await keyStore.lookup(key);
      return stored?.status === 'active' ? { role: 'partner', id: stored.grant.partner } : null;
    },
    isVisitor: (req) => req.headers[API_KEY_HEADER] === undefined && codec.tokenFromCookieHeader(req.headers.cookie) === null,
    isMember: (req) => req.headers[API_KEY_HEADER] === undefined && codec.tokenFromCookieHeader(req.headers.cookie) !== null,
    tokenOf: (cookieHeader) => codec.tokenFromCookieHeader(cookieHeader),
    liveTokenOf: async (cookieHeader) => {
      const opened = codec.sessionFromCookieHeader(cookieHeader);
      if (!opened) return null;
      const outcome = await claims.load(opened.token);
      if (outcome.kind === 'invalid-session') return null;
      if (outcome.kind === 'member' && outcome.viewer.userId !== null && opened.issuedAt < (await revocations.voidBefore(outcome.viewer.userId))) return null;
      return opened.token;
    },
    codec,
    claims,
    revocations,
    keyStore,
    keysDb,
    budgets: budgetLedgerFor(sharedRedis),
    keyUsage,
    sharedRedis,
    close: async () => {
      await keyUsage.stop();
      await Promise.all([keysDb.close(), sharedRedis?.close()]);
    },
  };
}
