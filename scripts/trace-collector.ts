// A local trace printer: an OTLP/HTTP (JSON) receiver on 127.0.0.1:4318 (OTLP_PORT) that prints
// each trace as a tree once no span of it has arrived for a second: service, span, start offset
// and duration, with the request id. For a quick look without a collector:
//   npx tsx scripts/trace-collector.ts          # in one terminal
//   OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:4318 npm start
// docs/operations.md 'Following a slow request'.
import { startOtlpReceiver, type ReceivedSpan } from '@club/observability/testing';

const port = Number(process.env.OTLP_PORT ?? 4318);
const pending = new Map<string, { spans: ReceivedSpan[]; timer: NodeJS.Timeout }>();

function print(spans: ReceivedSpan[]): void {
  const start = Math.min(...spans.map((s) => s.startMs));
  const ids = new Set(spans.map((s) => s.spanId));
  const children = new Map<string | undefined, ReceivedSpan[]>();
  for (const s of spans) {
    const parent = s.parentSpanId && ids.has(s.parentSpanId) ? s.parentSpanId : undefined;
    children.set(parent, [...(children.get(parent) ?? []), s]);
  }
  const requestId = spans.find((s) => s.attributes['club.request_id'])?.attributes['club.request_id'];
  console.log(`\ntrace ${spans[0]!.traceId}${requestId ? `  request ${String(requestId)}` : ''}`);
  const walk = (parent: string | undefined, depth: number) => {
    for (const s of (children.get(parent) ?? []).sort((a, b) => a.startMs - b.startMs)) {
      const status = s.statusCode === 2 ? '  ERROR' : '';
      const at = `+${(s.startMs - start).toFixed(1)} ms`.padStart(12);
      console.log(`${at} ${s.durationMs.toFixed(1).padStart(8)} ms  ${'  '.repeat(depth)}${s.name}  [${s.service}]${status}`);
      walk(s.spanId, depth + 1);
    }
  };
  walk(undefined, 0);
}

await startOtlpReceiver({
  port,
  onSpan: (span) => {
    const entry = pending.get(span.traceId) ?? { spans: [], timer: setTimeout(() => {}, 0) };
    clearTimeout(entry.timer);
    entry.spans.push(span);
    entry.timer = setTimeout(() => {
      pending.delete(span.traceId);
      print(entry.spans);
    }, 1000);
    pending.set(span.traceId, entry);
  },
});
console.log(`OTLP/HTTP receiver on http://127.0.0.1:${port}: set OTEL_EXPORTER_OTLP_ENDPOINT=http://127.0.0.1:${port} for every process (npm start passes it on). Ctrl+C to stop.`);
