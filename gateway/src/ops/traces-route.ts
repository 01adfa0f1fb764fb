import type { Express, Request, Response } from 'express';
import type { KeyHolder } from '../callers/api-keys';
import type { TraceStore } from '../observability/trace-store';

/** How many kept traces a list holds by default, and at most. */
export const TRACES_LISTED = 50;
export const TRACES_LISTED_MAX = 200;

const TRACE_ID = /^[0-9a-f]{16}$/;

/**
 * The kept traces (observability/trace-keeper.ts), for the explorer's "Tracce" panel (ops key in
 * `x-api-key`; no key 401, a partner 403): `GET /explorer/traces?operation=NAME&limit=N` lists the
 * most recent (id, operation, duration, time, why kept), `GET /explorer/traces/:id` answers one with
 * its spans. A database that does not answer is a 503, never a hang of the panel alone.
 */
export function mountTracesView(app: Express, options: { store: Pick<TraceStore, 'list' | 'get'>; identify: (key: string) => KeyHolder | null }): void {
  const opsOnly = (req: Request, res: Response, next: () => void) => {
    const key = req.headers['x-api-key'];
    const holder = typeof key === 'string' ? options.identify(key) : null;
    res.setHeader('cache-control', 'no-store');
    if (!holder) return void res.status(401).json({ message: 'Serve la chiave API degli operatori (x-api-key).' });
    if (holder.role !== 'ops') return void res.status(403).json({ message: 'Le tracce sono riservate agli operatori.' });
    next();
  };
  const unavailable = (res: Response) => void res.status(503).json({ message: 'Archivio delle tracce non disponibile: riprova più tardi.' });

  app.get('/explorer/traces', opsOnly, async (req, res) => {
    const operation = typeof req.query.operation === 'string' && req.query.operation.length > 0 ? req.query.operation : undefined;
    if (operation && operation.length > 100) return void res.status(400).json({ message: 'Nome di operazione troppo lungo.' });
    const asked = typeof req.query.limit === 'string' ? Number(req.query.limit) : TRACES_LISTED;
    if (!Number.isInteger(asked) || asked < 1) return void res.status(400).json({ message: `Limite non valido: un intero da 1 a ${TRACES_LISTED_MAX}.` });
    try {
      res.json({ traces: await options.store.list({ operationName: operation, limit: Math.min(asked, TRACES_LISTED_MAX) }) });
    } catch {
      unavailable(res);
    }
  });
  app.get('/explorer/traces/:id', opsOnly, async (req, res) => {
    const id = String(req.params.id);
    if (!TRACE_ID.test(id)) return void res.status(404).json({ message: 'Traccia sconosciuta.' });
    try {
      const trace = await options.store.get(id);
      if (!trace) return void res.status(404).json({ message: 'Traccia sconosciuta.' });
      res.json(trace);
    } catch {
      unavailable(res);
    }
  });
}
