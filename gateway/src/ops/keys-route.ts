import express, { type Express, type Request, type Response } from 'express';
import { z } from 'zod';
import type { KeyHolder } from '../callers/api-keys';
import { keyInputProblems } from '../keys/scopes';
import type { PartnerKeyStore } from '../keys/store';

const newKey = z.object({
  partner: z.string(),
  scopes: z.array(z.string()),
  budgetPerMinute: z.number(),
});

/**
 * Partner keys for ops (ops key in `x-api-key`; none 401, a partner 403):
 * `GET /ops/keys` lists them (never the keys), `POST /ops/keys` `{ partner, scopes, budgetPerMinute }`
 * creates one and answers 201 with the key (shown this once), `DELETE /ops/keys/:id` revokes one (404 when unknown).
 */
export function mountKeysRoutes(app: Express, options: { store: PartnerKeyStore; rootFields: Set<string>; identify: (key: string) => KeyHolder | null }): void {
  const opsOnly = (req: Request, res: Response, next: () => void) => {
    const key = req.headers['x-api-key'];
    const holder = typeof key === 'string' ? options.identify(key) : null;
    res.setHeader('cache-control', 'no-store');
    if (!holder) return void res.status(401).json({ message: 'Serve la chiave API degli operatori (x-api-key).' });
    if (holder.role !== 'ops') return void res.status(403).json({ message: 'Le chiavi dei partner sono gestite solo dagli operatori.' });
    next();
  };
  app.get('/ops/keys', opsOnly, async (_req, res) => {
    res.json({ keys: await options.store.list() });
  });
  app.post('/ops/keys', opsOnly, express.json({ limit: '4kb' }), async (req, res) => {
    const parsed = newKey.safeParse(req.body);
    if (!parsed.success) return void res.status(400).json({ message: 'Corpo non valido: { "partner": string, "scopes": string[], "budgetPerMinute": number }.' });
    const problems = keyInputProblems(parsed.data, options.rootFields);
    if (problems.length > 0) return void res.status(400).json({ message: problems.join(' '), problems });
    res.status(201).json(await options.store.create(parsed.data));
  });
  app.delete('/ops/keys/:id', opsOnly, async (req, res) => {
    const revoked = await options.store.revoke(String(req.params.id));
    if (!revoked) return void res.status(404).json({ message: 'Chiave sconosciuta.' });
    res.json(revoked);
  });
}
