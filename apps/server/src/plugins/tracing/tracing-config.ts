import type { Parsed } from '../../config-fns.ts';

/** The OpenTelemetry sampler names of the standard OTEL_TRACES_SAMPLER variable. */
export const SAMPLERS = ['always_on', 'always_off', 'traceidratio', 'parentbased_always_on', 'parentbased_always_off', 'parentbased_traceidratio'] as const;
export type SamplerName = (typeof SAMPLERS)[number];

/** Tracing on (ADR 094): where spans go and which are kept. Null in Config: off. */
export interface TracingConfig {
  /** The collector's OTLP/HTTP traces URL (…/v1/traces). */
  tracesUrl: string;
  serviceName: string;
  sampler: SamplerName;
  /** The ratio of the *traceidratio samplers, 0..1. */
  samplerRatio: number;
}

type Raw = (name: string) => string | undefined;

/**
 * The standard variables: OTEL_EXPORTER_OTLP_TRACES_ENDPOINT is the traces URL itself;
 * OTEL_EXPORTER_OTLP_ENDPOINT is the collector's base, to which the signal's path is added
 * (as every OpenTelemetry SDK does). Neither set: tracing is off.
 */
export function readTracingConfig(raw: Raw, problems: string[]): TracingConfig | null {
  const tracesEndpoint = raw('OTEL_EXPORTER_OTLP_TRACES_ENDPOINT');
  const baseEndpoint = raw('OTEL_EXPORTER_OTLP_ENDPOINT');
  if (tracesEndpoint === undefined && baseEndpoint === undefined) return null;
  const name = tracesEndpoint === undefined ? 'OTEL_EXPORTER_OTLP_ENDPOINT' : 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT';
  const url = httpUrl(tracesEndpoint ?? `${(baseEndpoint ?? '').replace(/\/+$/, '')}/v1/traces`);
  if (!url.ok) problems.push(`${name}: ${url.problem}`);
  const sampler = raw('OTEL_TRACES_SAMPLER') ?? 'parentbased_always_on';
  if (!(SAMPLERS as readonly string[]).includes(sampler)) problems.push(`OTEL_TRACES_SAMPLER: must be one of ${SAMPLERS.join(', ')} (got "${sampler}")`);
  const ratioText = raw('OTEL_TRACES_SAMPLER_ARG') ?? '1';
  const ratio = Number(ratioText);
  if (!(ratio >= 0 && ratio <= 1)) problems.push(`OTEL_TRACES_SAMPLER_ARG: must be a number from 0 to 1 (got "${ratioText}")`);
  return {
    tracesUrl: url.ok ? url.value : '',
    serviceName: raw('OTEL_SERVICE_NAME') ?? 'lendline',
    sampler: sampler as SamplerName,
    samplerRatio: ratio >= 0 && ratio <= 1 ? ratio : 1,
  };
}

function httpUrl(text: string): Parsed<string> {
  const url = URL.canParse(text) ? new URL(text) : null;
  if (!url || !/^https?:$/.test(url.protocol)) return { ok: false, problem: `must be an http(s) URL (got "${text}")` };
  return { ok: true, value: url.href };
}
