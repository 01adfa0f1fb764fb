import { Supergraph } from '@apollo/federation-internals';
import type { Express } from 'express';
import type { KeyHolder } from '../callers/api-keys';
import { schemaCoordinates } from './coordinates';
import { fieldsView } from './fields-view';
import type { FieldUsageStore } from './store';

/** The period the fields view covers when none is asked, and the longest it may ask. */
export const FIELDS_VIEW_DEFAULT_DAYS = 30;
export const FIELDS_VIEW_MAX_DAYS = 366;

/**
 * `GET /explorer/fields?days=30` (ops key in `x-api-key`; no key 401, a partner 403, like the
 * operations view): every coordinate of the API schema with who used it, how much and when last,
 * over the last `days` days, and the coordinates nobody used then (the explorer's "Campi" panel).
 */
export function mountFieldsView(app: Express, options: { store: FieldUsageStore; supergraphSdl: string; identify: (key: string) => KeyHolder | null }): void {
  // The API schema's coordinates, computed by the first request (the supergraph does not change while the gateway runs).
  let coordinates: string[] | null = null;
  app.get('/explorer/fields', async (req, res) => {
    const key = req.headers['x-api-key'];
    const holder = typeof key === 'string' ? options.identify(key) : null;
    res.setHeader('cache-control', 'no-store');
    if (!holder) return void res.status(401).json({ message: 'Serve la chiave API degli operatori (x-api-key).' });
    if (holder.role !== 'ops') return void res.status(403).json({ message: "L'uso dei campi è riservato agli operatori." });
    const asked = typeof req.query.days === 'string' ? Number(req.query.days) : FIELDS_VIEW_DEFAULT_DAYS;
    if (!Number.isInteger(asked) || asked < 1 || asked > FIELDS_VIEW_MAX_DAYS) return void res.status(400).json({ message: `Periodo non valido: da 1 a ${FIELDS_VIEW_MAX_DAYS} giorni.` });
    try {
      coordinates ??= schemaCoordinates(Supergraph.build(options.supergraphSdl).apiSchema().toGraphQLJSSchema());
      res.json(fieldsView(asked, coordinates, await options.store.uses(asked)));
    } catch {
      res.status(503).json({ message: 'Il database del gateway non risponde: riprova tra poco.' });
    }
  });
}
