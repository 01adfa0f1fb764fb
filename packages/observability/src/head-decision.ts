import type { IncomingMessage } from 'node:http';
import { createContextKey, isSpanContextValid, propagation, ROOT_CONTEXT, SamplingDecision, SpanKind, trace, type Context, type Span, type SpanOptions, type Tracer } from '@opentelemetry/api';
import type { IdGenerator, Sampler, SamplingResult } from '@opentelemetry/sdk-trace-base';

/**
 * The head sampling decision of an incoming request, made before any span (tracing on only).
 *
 * A server that answers most requests from memory cannot afford a span for each of the nine in
 * ten that a 10 % sample never exports: it asks first, with the SDK's own configured sampler
 * (OTEL_TRACES_SAMPLER, as the SDK builds it from the environment), whether this request would be
 * sampled, and only a sampled one gets a span. The span made later for that request
 * (`traceIncomingRequest`) follows the decision instead of drawing again: it gets the trace id
 * the decision was drawn on (a trace-id ratio is a function of the trace id, so a downstream
 * process deciding by the same ratio agrees), and the decision itself, which the provider's
 * sampler (`HeadFirstSampler`) returns as it is. A request judged sampled is exported; one judged
 * unsampled is not, whichever way it is then served.
 */

/** The decision carried in the context a decided request's span is started in. */
const DECIDED = createContextKey('club.headDecision');
/** The decision kept on the request, for the span its route makes (if it makes one). */
const DECISION = Symbol('club.headDecision');

interface HeadDecision {
  /** The client's trace (its `traceparent`), or the root context for a new trace. */
  parent: Context;
  /** The trace the decision was drawn on: the parent's, or a new one that the span will get. */
  traceId: string;
  result: SamplingResult;
}

type WithDecision = { [DECISION]?: HeadDecision };

/** The provider's sampler: a decision already made for the span being started, else the configured sampler's. */
export class HeadFirstSampler implements Sampler {
  constructor(private readonly configured: Sampler) {}

  shouldSample(...args: Parameters<Sampler['shouldSample']>): SamplingResult {
    const decided = args[0].getValue(DECIDED) as SamplingResult | undefined;
    return decided ?? this.configured.shouldSample(...args);
  }

  toString(): string {
    return `HeadFirst{${this.configured.toString()}}`;
  }
}

/** The provider's ids: random ones, except the trace id a decision was drawn on, given once to the span that follows it. */
export class HeadFirstIds implements IdGenerator {
  /** Set only for the synchronous length of one `startSpan` (startDecidedSpan). */
  pendingTraceId: string | undefined;

  constructor(private readonly random: IdGenerator) {}

  generateTraceId = (): string => {
    const id = this.pendingTraceId;
    if (id === undefined) return this.random.generateTraceId();
    this.pendingTraceId = undefined;
    return id;
  };

  generateSpanId = (): string => this.random.generateSpanId();
}

let head: { sampler: Sampler; ids: HeadFirstIds } | null = null;

/** Installed by setupTracing with the provider's own sampler and ids; null when tracing stops. */
export function installHeadDecision(installed: { sampler: Sampler; ids: HeadFirstIds } | null): void {
  head = installed;
}

/**
 * Decides now whether `req` is sampled, as the provider would when its SERVER span starts: parent
 * based on the client's `traceparent`, else on a new trace id. The decision stays on the request
 * for `startDecidedSpan`. False (and nothing kept) when tracing is off.
 *
 * The span name and kind are those `traceIncomingRequest` starts the span with (the method, SERVER);
 * no attributes are given: the samplers OTEL_TRACES_SAMPLER names read only the parent and the trace id.
 */
export function sampleIncomingRequest(req: IncomingMessage): boolean {
  if (!head) return false;
  const parent = propagation.extract(ROOT_CONTEXT, req.headers);
  const parentIds = trace.getSpanContext(parent);
  const traceId = parentIds && isSpanContextValid(parentIds) ? parentIds.traceId : head.ids.generateTraceId();
  const result = head.sampler.shouldSample(parent, traceId, req.method ?? 'GET', SpanKind.SERVER, {}, []);
  (req as WithDecision)[DECISION] = { parent, traceId, result };
  // A decision to record without sampling (no built-in sampler makes one) still needs the span.
  return result.decision !== SamplingDecision.NOT_RECORD;
}

/**
 * The SERVER span of a request decided by `sampleIncomingRequest`, following that decision (same
 * trace, same outcome); undefined for a request nobody decided, whose span the caller starts as usual.
 */
export function startDecidedSpan(tracer: Tracer, req: IncomingMessage, name: string, options: SpanOptions): Span | undefined {
  const decided = (req as WithDecision)[DECISION];
  if (!decided || !head) return undefined;
  const ids = head.ids;
  // A new trace gets the id drawn on (the tracer asks for one only when the parent is not valid).
  ids.pendingTraceId = decided.traceId;
  try {
    return tracer.startSpan(name, options, decided.parent.setValue(DECIDED, decided.result));
  } finally {
    ids.pendingTraceId = undefined;
  }
}
