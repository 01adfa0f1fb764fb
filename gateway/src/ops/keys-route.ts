import express, { type Express, type Request, type Response } from 'express';
import { z } from 'zod';
import { UNNAMED_OWNER, type KeyHolder } from '../callers/api-keys';
import { readKeyAudit } from '../keys/audit';
import type { KeysDb } from '../keys/db';
import { keyInputProblems } from '../keys/scopes';
import type { KeyActor, PartnerKeyStore } from '../keys/store';
import { readKeyUsage } from '../keys/usage-store';

/** The days of use the keys panel shows per key. */
export const PANEL_USAGE_DAYS = 30;

/** An expiry: an ISO date-time, or null for none. */
const expiry = z.string().datetime({ offset: true }).nullable();

const newKey = z.object({
  partner: z.string(),
  scopes: z.array(z.string()),
  budgetPerMinute: z.number(),
  expiresAt: expiry.optional(),
});

const keyChange = z.object({ budgetPerMinute: z.number().optional(), expiresAt: expiry.optional() }).strict();

export interface KeysRouteOptions {
  store: PartnerKeyStore;
  /** The keys database: the audit and the usage are read from it. */
  db: KeysDb;
  rootFields: Set<string>;
  identify: (key: string) => KeyHolder | null;
  /** How long a rotated key's old secret stays valid (KEY_ROTATION_GRACE_HOURS). */
  rotationGraceMs: number;
}

/** Who the audit names for an ops request: the key's owner (OPS_KEY_OWNERS), and the client address as the gateway sees it (TRUST_PROXY). */
export const actorOf = (holder: KeyHolder, req: Request): KeyActor => ({ who: holder.owner ?? `${UNNAMED_OWNER} (${holder.id})`, from: req.ip ?? null });

/**
 * Partner keys for ops (ops key in `x-api-key`; none 401, a partner 403):
 * `GET /ops/keys` lists them (never the keys) with each one's use per day and last use,
 * `POST /ops/keys` `{ partner, scopes, budgetPerMinute, expiresAt? }` creates one and answers 201 with the key (shown this once),
 * `PATCH /ops/keys/:id` `{ budgetPerMinute?, expiresAt? }` changes one, `POST /ops/keys/:id/rotate` gives it a new
 * secret (shown this once; the old one valid for the grace), `DELETE /ops/keys/:id` revokes one (404 when unknown).
 * `GET /ops/audit` reads who changed what: the audit has no route that writes it (keys/audit.ts).
 */
export function mountKeysRoutes(app: Express, options: KeysRouteOptions): void {
  const opsOnly = (req: Request, res: Response, next: () => void) => {
    const key = req.headers['x-api-key'];
    const holder = typeof key === 'string' ? options.identify(key) : null;
    res.setHeader('cache-control', 'no-store');
    if (!holder) return void res.status(401).json({ message: 'Serve la chiave API degli operatori (x-api-key).' });
    if (holder.role !== 'ops') return void res.status(403).json({ message: 'Le chiavi dei partner sono gestite solo dagli operatori.' });
    res.locals.actor = actorOf(holder, req);
    next();
  };
  const actor = (res: Response) => res.locals.actor as KeyActor;
  app.get('/ops/keys', opsOnly, async (_req, res) => {
    const [keys, usage] = await Promise.all([options.store.list(), readKeyUsage(options.db, { days: PANEL_USAGE_DAYS })]);
    res.json({ keys: keys.map((k) => ({ ...k, usage: usage.get(k.id)?.usage ?? [], lastUsedAt: usage.get(k.id)?.lastUsedAt ?? null })) });
  });
  app.post('/ops/keys', opsOnly, express.json({ limit: '4kb' }), async (req, res) => {
    const parsed = newKey.safeParse(req.body);
    if (!parsed.success) return void res.status(400).json({ message: 'Corpo non valido: { "partner": string, "scopes": string[], "budgetPerMinute": number, "expiresAt"?: data ISO }.' });
    const problems = [...keyInputProblems(parsed.data, options.rootFields), ...expiryProblems(parsed.data.expiresAt)];
    if (problems.length > 0) return void res.status(400).json({ message: problems.join(' '), problems });
    res.status(201).json(await options.store.create(parsed.data, actor(res)));
  });
  app.patch('/ops/keys/:id', opsOnly, express.json({ limit: '4kb' }), async (req, res) => {
    const parsed = keyChange.safeParse(req.body);
    if (!parsed.success) return void res.status(400).json({ message: 'Corpo non valido: { "budgetPerMinute"?: number, "expiresAt"?: data ISO o null }.' });
    const { budgetPerMinute, expiresAt } = parsed.data;
    const problems = [...(budgetPerMinute !== undefined && !(Number.isInteger(budgetPerMinute) && budgetPerMinute > 0) ? ['Il budget al minuto deve essere un numero intero positivo.'] : []), ...expiryProblems(expiresAt)];
    if (problems.length > 0) return void res.status(400).json({ message: problems.join(' '), problems });
    const changed = await options.store.update(String(req.params.id), parsed.data, actor(res));
    if (!changed) return void res.status(404).json({ message: 'Chiave sconosciuta.' });
    res.json(changed);
  });
  app.post('/ops/keys/:id/rotate', opsOnly, async (req, res) => {
    const rotated = await options.store.rotate(String(req.params.id), options.rotationGraceMs, actor(res));
    if (!rotated) return void res.status(404).json({ message: 'Chiave sconosciuta o revocata.' });
    res.json(rotated);
  });
  app.delete('/ops/keys/:id', opsOnly, async (req, res) => {
    const revoked = await options.store.revoke(String(req.params.id), actor(res));
    if (!revoked) return void res.status(404).json({ message: 'Chiave sconosciuta.' });
    res.json(revoked);
  });
  app.get('/ops/audit', opsOnly, async (req, res) => {
    const keyId = typeof req.query.key === 'string' ? req.query.key : undefined;
    res.json({ entries: await readKeyAudit(options.db, { keyId }) });
  });
}

/** An expiry must be in the future when it is set. */
function expiryProblems(expiresAt: string | null | undefined): string[] {
  if (!expiresAt) return [];
  return new Date(expiresAt).getTime() > Date.now() ? [] : ['La scadenza deve essere nel futuro.'];
}
