import { metricsAccess, metricsAnswer } from '@club/observability';
import type { Express } from 'express';
import type { GatewayMetrics } from '../observability/metrics';
import type { KeyHolder } from '../callers/api-keys';

/**
 * `GET /metrics` in Prometheus text format, for the ops credential only (`x-api-key` of OPS_API_KEYS):
 * no key or an unknown one 401, a partner key 403. With METRICS_TOKEN set, `Authorization: Bearer
 * <METRICS_TOKEN>` is accepted too (the one credential of every process's /metrics, for a scraper).
 */
export function mountMetrics(app: Express, options: { metrics: GatewayMetrics; identify: (key: string) => KeyHolder | null; metricsToken?: string }): void {
  app.get('/metrics', async (req, res) => {
    const key = req.headers['x-api-key'];
    res.setHeader('cache-control', 'no-store');
    // The kit's /metrics, as every process serves it, for the METRICS_TOKEN bearer.
    if (req.headers.authorization && metricsAccess(req.headers.authorization, options.metricsToken) === 'allowed') {
      const { statusCode, headers, body } = await metricsAnswer(req.headers.authorization, options.metricsToken, options.metrics.registry);
      return void res.status(statusCode).set(headers).send(body);
    }
    const holder = typeof key === 'string' ? options.identify(key) : null;
    if (!holder) return void res.status(401).json({ message: 'Serve la chiave API degli operatori (x-api-key).' });
    if (holder.role !== 'ops') return void res.status(403).json({ message: 'Le metriche sono riservate agli operatori.' });
    res.type(options.metrics.contentType).send(await options.metrics.text());
  });
}
