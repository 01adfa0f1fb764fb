import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

/** A span as an OTLP/HTTP JSON export carries it, flattened for tests. */
export interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** OTLP's SpanKind: 1 internal, 2 server, 3 client. */
  kind: number;
  /** The tracer's name (instrumentation scope). */
  scope: string;
  /** The resource's service.name. */
  service: string;
  attributes: Record<string, unknown>;
  /** OTLP's status code: 0 unset, 1 ok, 2 error. */
  statusCode: number;
  /** Start, milliseconds since the epoch, and duration in milliseconds. */
  startMs: number;
  durationMs: number;
}

export const SPAN_KIND = { internal: 1, server: 2, client: 3 } as const;

type AnyValue = { stringValue?: string; boolValue?: boolean; intValue?: number | string; doubleValue?: number };
type KeyValue = { key: string; value: AnyValue };
interface ExportRequest {
  resourceSpans?: {
    resource?: { attributes?: KeyValue[] };
    scopeSpans?: {
      scope?: { name?: string };
      spans?: {
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        startTimeUnixNano?: string | number;
        endTimeUnixNano?: string | number;
        attributes?: KeyValue[];
        status?: { code?: number };
      }[];
    }[];
  }[];
}

const valueOf = (v: AnyValue): unknown => v.stringValue ?? v.boolValue ?? (v.intValue !== undefined ? Number(v.intValue) : v.doubleValue);
const attributesOf = (list: KeyValue[] = []) => Object.fromEntries(list.map((kv) => [kv.key, valueOf(kv.value)]));
const nanosToMs = (value: string | number | undefined) => (value === undefined ? 0 : Number(BigInt(value) / 1000n) / 1000);

/**
 * A tiny OTLP/HTTP receiver on 127.0.0.1 that keeps the spans it is sent (JSON encoding, as
 * @opentelemetry/exporter-trace-otlp-http sends them): give `url` to `setupTracing` or set
 * OTEL_EXPORTER_OTLP_ENDPOINT to `endpoint`. A free port unless `port` is given (the local trace
 * printer, scripts/trace-collector.ts, listens on OTLP's 4318).
 */
export async function startOtlpReceiver(
  options: { port?: number; onSpan?: (span: ReceivedSpan) => void } = {},
): Promise<{ endpoint: string; url: string; spans: ReceivedSpan[]; close: () => Promise<void> }> {
  const spans: ReceivedSpan[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      try {
        if (req.method !== 'POST' || req.url !== '/v1/traces') throw new Error(`unexpected ${req.method} ${req.url}`);
        const raw = Buffer.concat(chunks);
        const body = JSON.parse((req.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw).toString('utf8')) as ExportRequest;
        for (const rs of body.resourceSpans ?? []) {
          const service = String(attributesOf(rs.resource?.attributes)['service.name'] ?? '');
          for (const ss of rs.scopeSpans ?? []) {
            for (const s of ss.spans ?? []) {
              spans.push({
                traceId: s.traceId,
                spanId: s.spanId,
                ...(s.parentSpanId ? { parentSpanId: s.parentSpanId } : {}),
                name: s.name,
                kind: s.kind,
                scope: ss.scope?.name ?? '',
                service,
                attributes: attributesOf(s.attributes),
                statusCode: s.status?.code ?? 0,
                startMs: nanosToMs(s.startTimeUnixNano),
                durationMs: nanosToMs(s.endTimeUnixNano) - nanosToMs(s.startTimeUnixNano),
              });
              options.onSpan?.(spans[spans.length - 1]!);
            }
          }
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      } catch (err) {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ message: String(err) }));
      }
    });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(options.port ?? 0, '127.0.0.1', resolve));
  const endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { endpoint, url: `${endpoint}/v1/traces`, spans, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
