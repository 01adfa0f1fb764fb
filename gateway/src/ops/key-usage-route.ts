import type { KeyUsageDay } from '@club/wire';
import type { Express, Request } from 'express';
import { GraphQLError } from 'graphql';
import type { GatewayContext } from '../context';
import type { BudgetLedger } from '../keys/budget';
import type { KeysDb } from '../keys/db';
import type { PartnerKeyStore } from '../keys/store';
import { COUNT_CONFIGURED_KEYS } from '../keys/usage-recorder';
import { readKeyUsage } from '../keys/usage-store';

/**
 * `GET /api/usage?days=30` with a partner's `x-api-key`: that key's own use (requests, cost spent,
 * 429s, errors by code) per day and in total, and its budget left this minute. A partner sees only its
 * own key (naming another with `key=` is 403); an ops key names the key with `key=<id>`.
 * The figures are those every gateway has written (each writes every KEY_USAGE_FLUSH_MS).
 */
export function mountKeyUsageRoute(
  app: Express,
  options: { contextOf: (req: Request) => Promise<GatewayContext>; store: PartnerKeyStore; db: KeysDb; budgets: BudgetLedger; maxDays: number },
): void {
  app.get('/api/usage', async (req, res) => {
    res.setHeader('cache-control', 'no-store');
    if (typeof req.headers['x-api-key'] !== 'string') return void res.status(401).json({ message: 'Serve la chiave API (x-api-key).' });
    let context: GatewayContext;
    try {
      context = await options.contextOf(req);
    } catch (e) {
      const status = e instanceof GraphQLError ? Number((e.extensions.http as { status?: number } | undefined)?.status ?? 401) : 503;
      return void res.status(status).json({ message: e instanceof GraphQLError ? e.message : 'Servizio temporaneamente non disponibile.', code: e instanceof GraphQLError ? (e.extensions.reason ?? e.extensions.code) : 'KEYS_UNAVAILABLE' });
    }
    const days = req.query.days === undefined ? options.maxDays : Number(req.query.days);
    if (!Number.isInteger(days) || days < 1 || days > options.maxDays) return void res.status(400).json({ message: `days deve essere un intero tra 1 e ${options.maxDays}.` });
    const asked = typeof req.query.key === 'string' ? req.query.key : undefined;

    let key: { keyId: string; partner: string; budgetPerMinute: number };
    if (context.partnerKey) {
      if (asked !== undefined && asked !== context.partnerKey.keyId) return void res.status(403).json({ message: 'Una chiave partner vede solo il proprio uso.' });
      key = context.partnerKey;
    } else if (context.caller.kind === 'ops') {
      if (!asked) return void res.status(400).json({ message: 'Indica la chiave con key=<id>.' });
      const stored = (await options.store.list()).find((k) => k.id === asked);
      if (stored) key = { keyId: stored.id, partner: stored.partner, budgetPerMinute: stored.budgetPerMinute };
      else return void res.status(404).json({ message: 'Chiave sconosciuta.' });
    } else {
      return void res.status(401).json({ message: 'Serve la chiave API (x-api-key).' });
    }

    if (!COUNT_CONFIGURED_KEYS && key.keyId.startsWith('env:')) {
      return void res.status(404).json({ message: "L'uso si conta per le chiavi create dagli operatori: le chiavi della configurazione (PARTNER_API_KEYS) non sono contate." });
    }
    const [usage, budget] = await Promise.all([readKeyUsage(options.db, { days, keyId: key.keyId }), options.budgets.peek(key.keyId, key.budgetPerMinute)]);
    const perDay = usage.get(key.keyId)?.usage ?? [];
    res.json({
      keyId: key.keyId,
      partner: key.partner,
      days,
      budgetPerMinute: key.budgetPerMinute,
      budgetLeftThisMinute: budget.remaining,
      budgetResetAt: new Date(budget.resetAt).toISOString(),
      lastUsedAt: usage.get(key.keyId)?.lastUsedAt ?? null,
      total: totalOf(perDay),
      perDay,
    });
  });
}

function totalOf(days: KeyUsageDay[]): Omit<KeyUsageDay, 'day'> {
  const total = { requests: 0, costSpent: 0, throttled: 0, errors: {} as Record<string, number> };
  for (const d of days) {
    total.requests += d.requests;
    total.costSpent += d.costSpent;
    total.throttled += d.throttled;
    for (const [code, n] of Object.entries(d.errors)) total.errors[code] = (total.errors[code] ?? 0) + n;
  }
  return total;
}
