/**
 * The bench's stand-in for a trace collector: an OTLP/HTTP receiver on 127.0.0.1 that answers 200
 * to every `POST /v1/traces` and keeps nothing but counts (requests, bytes, spans), so the bench can
 * show that spans were really exported while the collector itself costs next to nothing. Spans are
 * counted without parsing: each span of an OTLP/HTTP JSON export carries one `"spanId"` key (its
 * parent's is `"parentSpanId"`; the exports here have no links).
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceiverCounts {
  requests: number;
  bytes: number;
  spans: number;
}

export interface DiscardingReceiver {
  /** OTEL_EXPORTER_OTLP_ENDPOINT's value: the base URL, the exporters add `/v1/traces`. */
  endpoint: string;
  counts: () => ReceiverCounts;
  close: () => Promise<void>;
}

const SPAN_ID_KEY = Buffer.from('"spanId"');

function occurrences(haystack: Buffer, needle: Buffer): number {
  let n = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) n += 1;
  return n;
}

export async function startDiscardingReceiver(port = 0): Promise<DiscardingReceiver> {
  const counts: ReceiverCounts = { requests: 0, bytes: 0, spans: 0 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/traces') {
        res.writeHead(404).end();
        return;
      }
      const body = Buffer.concat(chunks);
      counts.requests += 1;
      counts.bytes += body.length;
      // A gzipped export is counted by its requests and bytes only.
      if (req.headers['content-encoding'] === undefined) counts.spans += occurrences(body, SPAN_ID_KEY);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts: () => ({ ...counts }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
