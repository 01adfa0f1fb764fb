import type { Express } from 'express';
import type { KeyHolder } from '../callers/api-keys';
import { OPERATION_WINDOWS, type OperationWindow, type RecentOperations } from '../observability/recent-operations';

/** How many recent operations the view lists. */
export const RECENT_OPERATIONS_LISTED = 100;

/**
 * `GET /explorer/operations?window=5m|15m|1h|24h` (ops key in `x-api-key`; no key 401, a partner 403):
 * the recent operations and per-operation p50/p95/p99, count and error rate over the window, for the
 * explorer's "Operazioni" panel.
 */
export function mountOperationsView(app: Express, options: { recent: RecentOperations; identify: (key: string) => KeyHolder | null }): void {
  app.get('/explorer/operations', (req, res) => {
    const key = req.headers['x-api-key'];
    const holder = typeof key === 'string' ? options.identify(key) : null;
    res.setHeader('cache-control', 'no-store');
    if (!holder) return void res.status(401).json({ message: 'Serve la chiave API degli operatori (x-api-key).' });
    if (holder.role !== 'ops') return void res.status(403).json({ message: 'La vista delle operazioni è riservata agli operatori.' });
    const asked = typeof req.query.window === 'string' ? req.query.window : '15m';
    if (!(asked in OPERATION_WINDOWS)) return void res.status(400).json({ message: `Finestra non valida: usa ${Object.keys(OPERATION_WINDOWS).join(', ')}.` });
    const window = asked as OperationWindow;
    res.json({ window, stats: options.recent.stats(OPERATION_WINDOWS[window]), recent: options.recent.recent(RECENT_OPERATIONS_LISTED) });
  });
}
