import type { Express } from 'express';
import type { GatewayMetrics } from '../observability/metrics';
import type { KeyHolder } from '../partners';

/**
 * `GET /metrics` in Prometheus text format, for the ops credential only (`x-api-key` of OPS_API_KEYS):
 * no key or an unknown one 401, a partner key 403.
 */
export function mountMetrics(app: Express, options: { metrics: GatewayMetrics; identify: (key: string) => KeyHolder | null }): void {
  app.get('/metrics', async (req, res) => {
    const key = req.headers['x-api-key'];
    const holder = typeof key === 'string' ? options.identify(key) : null;
    res.setHeader('cache-control', 'no-store');
    if (!holder) return void res.status(401).json({ message: 'Serve la chiave API degli operatori (x-api-key).' });
    if (holder.role !== 'ops') return void res.status(403).json({ message: 'Le metriche sono riservate agli operatori.' });
    res.type(options.metrics.contentType).send(await options.metrics.text());
  });
}
