import { OPERATION_RANGE_NAMES, type OperationRange, type OperationsView } from '@club/wire';
import type { Express } from 'express';
import type { KeyHolder } from '../callers/api-keys';
import type { RecentOperations } from '../observability/recent-operations';
import type { UsageSource } from '../usage/usage';
import { bucketMsFor, operationStats, topOperations } from '../usage/queries';

/** How many recent operations the view lists. */
export const RECENT_OPERATIONS_LISTED = 100;
/** The ranges by name, in milliseconds. */
export const OPERATION_RANGES = { '1h': 60 * 60_000, '24h': 24 * 60 * 60_000, '7d': 7 * 24 * 60 * 60_000, '30d': 30 * 24 * 60 * 60_000 } as const satisfies Record<OperationRange, number>;
/** A custom range spans at most this long (the default retention and a day). */
export const LONGEST_RANGE_MS = 31 * 24 * 60 * 60_000;

type Asked = { from: number; to: number; range: OperationRange | null; client?: string; operation?: string; status?: 'ok' | 'error'; minCost?: number };

/**
 * `GET /explorer/operations?range=1h|24h|7d|30d` or `?from=&to=` (ISO dates or epoch ms), with
 * `client`, `operation`, `status=ok|error` and `minCost` filters (ops key in `x-api-key`; no key 401, a
 * partner 403): per operation the count, rate, error rate, merged p50/p95/p99, cost, error codes with
 * sample messages and a time series, from the usage every gateway recorded (usage/), so any gateway
 * answers the same; and this gateway's latest operations. This gateway's buffer is written first, so
 * what it just served is in the figures.
 */
export function mountOperationsView(app: Express, options: { recent: RecentOperations; usage: UsageSource | null; identify: (key: string) => KeyHolder | null }): void {
  app.get('/explorer/operations', async (req, res) => {
    const key = req.headers['x-api-key'];
    const holder = typeof key === 'string' ? options.identify(key) : null;
    res.setHeader('cache-control', 'no-store');
    if (!holder) return void res.status(401).json({ message: 'Serve la chiave API degli operatori (x-api-key).' });
    if (holder.role !== 'ops') return void res.status(403).json({ message: 'La vista delle operazioni è riservata agli operatori.' });
    const asked = askedOf(req.query as Record<string, unknown>);
    if (typeof asked === 'string') return void res.status(400).json({ message: asked });
    const recent = options.recent.recent(RECENT_OPERATIONS_LISTED);
    const bucketMs = bucketMsFor(asked.from, asked.to);
    const empty: OperationsView = { from: asked.from, to: asked.to, range: asked.range, bucketMs, stats: [], topSlow: [], topFailing: [], clients: [], recent };
    if (!options.usage) return void res.json(empty);
    let rows;
    try {
      await options.usage.flush();
      rows = await options.usage.store.read(asked);
    } catch {
      return void res.status(503).json({ message: "L'archivio dell'uso non risponde: riprova tra poco." });
    }
    const stats = operationStats(rows, { from: asked.from, to: asked.to, bucketMs, minCost: asked.minCost });
    const view: OperationsView = { ...empty, stats, ...topOperations(stats), clients: [...new Set(rows.map((r) => r.client))].sort() };
    res.json(view);
  });
}

/** The range and filters asked, or the refusal's message. */
function askedOf(query: Record<string, unknown>, now = Date.now()): Asked | string {
  const text = (name: string) => (typeof query[name] === 'string' && query[name] !== '' ? (query[name] as string) : undefined);
  const filters = { client: text('client'), operation: text('operation') };
  const status = text('status');
  if (status !== undefined && status !== 'ok' && status !== 'error') return 'Stato non valido: usa ok o error.';
  const minCostText = text('minCost');
  const minCost = minCostText === undefined ? undefined : Number(minCostText);
  if (minCost !== undefined && !(minCost >= 0)) return 'Costo minimo non valido: serve un numero non negativo.';
  const rest = { ...filters, status: status as Asked['status'], minCost };
  if (text('from') !== undefined || text('to') !== undefined) {
    const from = timeOf(text('from'));
    const to = text('to') === undefined ? now : timeOf(text('to'));
    if (from === null || to === null || from >= to) return 'Intervallo non valido: servono from e to (date ISO o millisecondi), from prima di to.';
    if (to - from > LONGEST_RANGE_MS) return 'Intervallo troppo lungo: al massimo 31 giorni.';
    return { from, to, range: null, ...rest };
  }
  const range = text('range') ?? '1h';
  if (!(OPERATION_RANGE_NAMES as readonly string[]).includes(range)) return `Intervallo non valido: usa ${OPERATION_RANGE_NAMES.join(', ')} oppure from e to.`;
  const name = range as OperationRange;
  return { from: now - OPERATION_RANGES[name], to: now, range: name, ...rest };
}

function timeOf(value: string | undefined): number | null {
  if (value === undefined) return null;
  const at = /^\d+$/.test(value) ? Number(value) : Date.parse(value);
  return Number.isFinite(at) ? at : null;
}
