import { activeSpanSampled, type TraceHeaders } from '@club/observability';

/** The OTEL_TRACES_SAMPLER values the gateway reads (the OpenTelemetry SDK's own names). */
export type SamplerName = 'always_on' | 'always_off' | 'traceidratio' | 'parentbased_always_on' | 'parentbased_always_off' | 'parentbased_traceidratio';

/** The head sampling setting: OTEL_TRACES_SAMPLER and its ratio (OTEL_TRACES_SAMPLER_ARG). */
export interface SamplerSetting {
  sampler?: string;
  ratio?: string;
}

/**
 * With tracing off (no OTLP endpoint) and OTEL_TRACES_SAMPLER unset, no operation is sampled by
 * ratio: only the slow ones are kept. (The SDK's own default, parentbased_always_on, would keep
 * every operation of a gateway nobody asked to trace.) docs/spec-coverage.md records both readings.
 */
export const UNSET_SAMPLER_WITHOUT_TRACING: SamplerName = 'always_off';

const SAMPLED_FLAG = 0x01;

/** Whether the client's `traceparent` says its trace is sampled. */
const parentSampled = (parent: TraceHeaders) => (Number.parseInt(parent.traceparent.slice(-2), 16) & SAMPLED_FLAG) === SAMPLED_FLAG;

/**
 * The head decision of one operation: keep its trace (and ask the subgraphs for their inline
 * traces)? With tracing on, the SDK has decided already (the request's span is sampled or not, by
 * OTEL_TRACES_SAMPLER): the same operations are kept here and exported. With tracing off, the same
 * sampler is applied here, to the client's `traceparent` and a random draw.
 */
export function headSampled(setting: SamplerSetting, parent: TraceHeaders | undefined, random: () => number = Math.random): boolean {
  const decided = activeSpanSampled();
  if (decided !== undefined) return decided;
  const name = (setting.sampler?.trim() || UNSET_SAMPLER_WITHOUT_TRACING) as SamplerName;
  const ratio = Math.min(1, Math.max(0, Number.parseFloat(setting.ratio ?? '1') || 0));
  if (name.startsWith('parentbased_') && parent) return parentSampled(parent);
  switch (name) {
    case 'always_on':
    case 'parentbased_always_on':
      return true;
    case 'traceidratio':
    case 'parentbased_traceidratio':
      return random() < ratio;
    default:
      return false;
  }
}
