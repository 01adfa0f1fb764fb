import type { IncomingMessage, ServerResponse } from 'node:http';
import { context, isSpanContextValid, propagation, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, TraceFlags, type Attributes, type Span, type Tracer } from '@opentelemetry/api';
import type { SpanExporter } from '@opentelemetry/sdk-trace-base';
import { HeadFirstIds, HeadFirstSampler, installHeadDecision, startDecidedSpan } from './head-decision';
import { REQUEST_ID_HEADER, safeRequestId } from './request-id';
import { TRACEPARENT_HEADER, TRACESTATE_HEADER } from './trace-context';

/**
 * OpenTelemetry traces, on only when an OTLP endpoint is configured. With tracing off nothing of
 * the SDK is loaded and these helpers make no span (no object, no context): callers check
 * `tracingEnabled()` or get `undefined` back, and outgoing calls pass the incoming W3C headers on
 * unchanged (`injectTraceHeaders`). With tracing on, the process registers a tracer provider with
 * the AsyncLocalStorage context manager and the W3C propagator, and spans are batched to
 * OTLP/HTTP (JSON) at `OTEL_EXPORTER_OTLP_ENDPOINT` (+ `/v1/traces`) or
 * `OTEL_EXPORTER_OTLP_TRACES_ENDPOINT`; `OTEL_TRACES_SAMPLER` and the other standard variables apply.
 */

let enabled = false;
let active: TracingSetup | null = null;
const tracers = new Map<string, Tracer>();

export interface TracingSetup {
  readonly enabled: boolean;
  /** Exports the spans still waiting in the batch. */
  flush(): Promise<void>;
  /** Exports what is waiting and stops; call on the way out. */
  shutdown(): Promise<void>;
}

export interface TracingOptions {
  /** `service.name` of the process's spans (OTEL_SERVICE_NAME wins). */
  service: string;
  /** The OTEL_* variables as the process's schema read them (the kit's base schema); none when unset (tests). */
  env?: TracingEnv;
  /** The OTLP/HTTP traces URL (`…/v1/traces`), instead of the environment's (tests). */
  url?: string;
  /** Another exporter instead of OTLP/HTTP (tests); spans are then sent one by one. */
  exporter?: SpanExporter;
}

const OFF: TracingSetup = { enabled: false, flush: async () => {}, shutdown: async () => {} };

/** The OpenTelemetry variables the kit reads (env.ts, BASE_ENV_SHAPE). */
export type TracingEnv = Partial<Record<'OTEL_EXPORTER_OTLP_ENDPOINT' | 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT' | 'OTEL_SDK_DISABLED' | 'OTEL_TRACES_EXPORTER' | 'OTEL_SERVICE_NAME', string | undefined>>;

/** Whether the environment asks for traces: an OTLP endpoint, and the SDK not disabled. */
export function tracingConfigured(env: TracingEnv): boolean {
  if (env.OTEL_SDK_DISABLED === 'true' || env.OTEL_TRACES_EXPORTER === 'none') return false;
  return Boolean(env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim() || env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim());
}

/** Where spans go: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT as it is, or OTEL_EXPORTER_OTLP_ENDPOINT + `/v1/traces`. */
export function tracesUrl(env: TracingEnv): string {
  const traces = env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT?.trim();
  if (traces) return traces;
  return `${(env.OTEL_EXPORTER_OTLP_ENDPOINT ?? '').trim().replace(/\/+$/, '')}/v1/traces`;
}

/**
 * Sets up tracing for this process, once (later calls get the first setup): off unless an
 * endpoint is configured (or given), in which case the SDK is loaded and registered globally.
 */
export async function setupTracing(options: TracingOptions): Promise<TracingSetup> {
  if (active) return active;
  const env = options.env ?? {};
  if (!options.exporter && !options.url && !tracingConfigured(env)) return OFF;
  const [{ NodeTracerProvider }, { BatchSpanProcessor, SimpleSpanProcessor, RandomIdGenerator }, { buildSamplerFromEnv }, { defaultResource, resourceFromAttributes }] = await Promise.all([
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/sdk-trace-base'),
    // The SDK's own reading of OTEL_TRACES_SAMPLER and its argument (what the provider uses when given no sampler); not in the
    // package's index, hence the file (the version is pinned; head-decision tests fail if it moves).
    import('@opentelemetry/sdk-trace-base/build/src/config.js'),
    import('@opentelemetry/resources'),
  ]);
  let processor;
  if (options.exporter) processor = new SimpleSpanProcessor(options.exporter);
  else {
    const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
    processor = new BatchSpanProcessor(new OTLPTraceExporter({ url: options.url ?? tracesUrl(env) }));
  }
  // The configured sampler, asked first by a request's head decision (head-decision.ts) and followed by its span.
  const sampler = new HeadFirstSampler(buildSamplerFromEnv());
  const ids = new HeadFirstIds(new RandomIdGenerator());
  const provider = new NodeTracerProvider({
    resource: defaultResource().merge(resourceFromAttributes({ 'service.name': env.OTEL_SERVICE_NAME?.trim() || options.service })),
    spanProcessors: [processor],
    sampler,
    idGenerator: ids,
  });
  provider.register();
  installHeadDecision({ sampler, ids });
  enabled = true;
  active = {
    enabled: true,
    flush: () => provider.forceFlush(),
    shutdown: async () => {
      await provider.shutdown();
      installHeadDecision(null);
      enabled = false;
    },
  };
  return active;
}

/** Whether spans are made in this process. */
export function tracingEnabled(): boolean {
  return enabled;
}

function tracerFor(name: string): Tracer {
  let tracer = tracers.get(name);
  if (!tracer) {
    tracer = trace.getTracer(name);
    tracers.set(name, tracer);
  }
  return tracer;
}

/** A SERVER span for a request whose W3C headers name its parent (a new trace without them); undefined when tracing is off. */
export function startServerSpan(tracer: string, headers: Record<string, string | string[] | undefined>, name: string, attributes?: Attributes): Span | undefined {
  if (!enabled) return undefined;
  const parent = propagation.extract(ROOT_CONTEXT, headers);
  return tracerFor(tracer).startSpan(name, { kind: SpanKind.SERVER, attributes }, parent);
}

/** A CLIENT span for an outgoing call, child of the active span; undefined when tracing is off. */
export function startClientSpan(tracer: string, name: string, attributes?: Attributes): Span | undefined {
  if (!enabled) return undefined;
  return tracerFor(tracer).startSpan(name, { kind: SpanKind.CLIENT, attributes });
}

/** Runs `fn` with `span` as the active span (what outgoing calls inject and log lines name); `fn` alone without a span. */
export function withSpan<T>(span: Span | undefined, fn: () => T): T {
  return span ? context.with(trace.setSpan(context.active(), span), fn) : fn();
}

/** Ends a span; a failure (an error or a reason) marks it as an error. */
export function endSpan(span: Span | undefined, failure?: unknown, attributes?: Attributes): void {
  if (!span) return;
  if (attributes) span.setAttributes(attributes);
  if (failure !== undefined) {
    const message = failure instanceof Error ? failure.message : String(failure);
    span.setStatus({ code: SpanStatusCode.ERROR, message });
    if (failure instanceof Error) span.recordException(failure);
  }
  span.end();
}

/** The incoming headers a call passes on when tracing is off. */
export interface PassedTraceHeaders {
  traceparent?: string;
  tracestate?: string;
}

/**
 * Sets the W3C trace headers of an outgoing call: with tracing on, `span`'s context (or the active
 * span's); with tracing off, the incoming request's own headers unchanged, so the trace the caller
 * started still reaches the next process.
 */
export function injectTraceHeaders(set: (name: string, value: string) => void, passOn?: PassedTraceHeaders, span?: Span): void {
  if (enabled) {
    const ctx = span ? trace.setSpan(context.active(), span) : context.active();
    propagation.inject(ctx, null, { set: (_carrier, name, value) => set(name, value) });
    return;
  }
  if (passOn?.traceparent) {
    set(TRACEPARENT_HEADER, passOn.traceparent);
    if (passOn.tracestate) set(TRACESTATE_HEADER, passOn.tracestate);
  }
}

/** The trace and span id of the active span (tracing on), for log lines. */
export function activeTraceIds(): { traceId: string; spanId: string } | undefined {
  if (!enabled) return undefined;
  const span = trace.getActiveSpan();
  if (!span) return undefined;
  const ids = span.spanContext();
  return isSpanContextValid(ids) ? { traceId: ids.traceId, spanId: ids.spanId } : undefined;
}

/** The trace and span id of a span, for log lines. */
export function traceIdsOf(span: Span | undefined): { traceId: string; spanId: string } | undefined {
  if (!span) return undefined;
  const ids = span.spanContext();
  return isSpanContextValid(ids) ? { traceId: ids.traceId, spanId: ids.spanId } : undefined;
}

const REQUEST_SPAN = Symbol('club.requestSpan');
type WithSpan = { [REQUEST_SPAN]?: Span };

/**
 * The SERVER span of a node:http request (express): started now when tracing is on (following the
 * request's head decision if one was made before: head-decision.ts), ended with the
 * answer's status once the answer is sent or the connection closes; `name` is read then (a route
 * matched by then can name it). `club.request_id` is the request's safe `x-request-id`; `attributes`
 * are read only when a span is made. Returns undefined, and does nothing, when tracing is off.
 */
export function traceIncomingRequest(
  tracer: string,
  req: IncomingMessage & { originalUrl?: string },
  res: ServerResponse,
  options: { name: (req: IncomingMessage) => string; attributes?: () => Attributes },
): Span | undefined {
  if (!enabled) return undefined;
  const requestId = safeRequestId(req.headers[REQUEST_ID_HEADER]);
  const attributes = {
    'http.request.method': req.method ?? 'GET',
    'url.path': (req.originalUrl ?? req.url ?? '/').split('?')[0],
    ...(requestId ? { 'club.request_id': requestId } : {}),
    ...options.attributes?.(),
  };
  const name = req.method ?? 'GET';
  const span = startDecidedSpan(tracerFor(tracer), req, name, { kind: SpanKind.SERVER, attributes }) ?? startServerSpan(tracer, req.headers, name, attributes);
  if (!span) return undefined;
  (req as WithSpan)[REQUEST_SPAN] = span;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    span.updateName(options.name(req));
    const status = res.statusCode;
    span.setAttribute('http.response.status_code', status);
    if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    if (!res.writableFinished) span.setAttribute('club.aborted', true);
    span.end();
  };
  res.once('finish', end);
  res.once('close', end);
  return span;
}

/** The request's SERVER span (traceIncomingRequest), if any. */
export function requestSpanOf(req: object): Span | undefined {
  return (req as WithSpan)[REQUEST_SPAN];
}

/** Runs `fn` (the rest of the request's handling) with its SERVER span active; `fn` alone without one. */
export function inRequestSpan<T>(req: object, fn: () => T): T {
  const span = (req as WithSpan)[REQUEST_SPAN];
  return span ? context.with(trace.setSpan(ROOT_CONTEXT, span), fn) : fn();
}

/** Whether the active span is sampled (the SDK's OTEL_TRACES_SAMPLER decision); undefined when tracing is off or no span is active. */
export function activeSpanSampled(): boolean | undefined {
  if (!enabled) return undefined;
  const span = trace.getActiveSpan();
  if (!span) return undefined;
  const ids = span.spanContext();
  return isSpanContextValid(ids) ? (ids.traceFlags & TraceFlags.SAMPLED) === TraceFlags.SAMPLED : undefined;
}
