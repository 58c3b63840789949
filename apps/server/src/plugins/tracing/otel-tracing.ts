import type { Context, Span, SpanKind as SpanKindEnum } from '@opentelemetry/api';
import type * as SdkModule from '@opentelemetry/sdk-trace-base';
import type { Sampler } from '@opentelemetry/sdk-trace-base';
import type { RootTrace, SpanAttributes, SpanHandle } from '../../shared/trace-context.ts';
import type { RequestTrace, Tracing } from './tracing.ts';
import type { TracingConfig } from './tracing-config.ts';

/** A collector that does not answer must not hold a request's span batch, nor a shutdown, for long. */
const EXPORT_TIMEOUT_MS = 2000;

/**
 * The OpenTelemetry SDK behind the Tracing seam, imported only when tracing is on (ADR 094).
 * Every package is a dynamic import: the bundle keeps npm packages external (ADR 060), and a
 * static import here would become a static import at the top of dist/main.js, loaded always.
 *
 * Nothing is registered globally (no trace.setGlobalTracerProvider, no context manager, no
 * require hooks): the spans are made here, at the server's own seams, with their parents
 * passed explicitly, so a library that calls @opentelemetry/api on its own cannot add spans
 * with statement parameters or bodies in them.
 */
export async function createOtelTracing(settings: TracingConfig): Promise<Tracing> {
  const [api, core, sdk, otlp, resources] = await Promise.all([
    import('@opentelemetry/api'),
    import('@opentelemetry/core'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  // JSON over HTTP: the exporter's own encoding (this package sends JSON; -proto sends protobuf).
  // Headers a collector needs (OTEL_EXPORTER_OTLP_HEADERS) are read by the exporter itself.
  const exporter = new otlp.OTLPTraceExporter({ url: settings.tracesUrl, timeoutMillis: EXPORT_TIMEOUT_MS });
  const provider = new sdk.BasicTracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': settings.serviceName }),
    sampler: samplerOf(sdk, settings),
    spanProcessors: [new sdk.BatchSpanProcessor(exporter, { exportTimeoutMillis: EXPORT_TIMEOUT_MS })],
  });
  const tracer = provider.getTracer('lendline');
  const propagator = new core.W3CTraceContextPropagator();
  const ERROR = api.SpanStatusCode.ERROR;

  /** Only an error's class name goes into the span: messages may carry input (a phone in a constraint's detail). */
  const fail = (span: Span, error: unknown) => {
    const name = error instanceof Error ? error.name : 'Error';
    span.setStatus({ code: ERROR, message: name });
    span.setAttribute('error.type', name);
  };
  const handle = (span: Span): SpanHandle => ({
    setAttributes: (attributes) => void span.setAttributes(attributes),
    end(error) {
      if (error !== undefined) fail(span, error);
      span.end();
    },
  });
  const childMaker = (parent: Context) => (name: string, kind: 'client' | 'internal', attributes: SpanAttributes) =>
    handle(tracer.startSpan(name, { kind: kind === 'client' ? api.SpanKind.CLIENT : api.SpanKind.INTERNAL, attributes }, parent));
  const start = (name: string, kind: SpanKindEnum, attributes: SpanAttributes, parent: Context) => {
    const span = tracer.startSpan(name, { kind, attributes }, parent);
    const context = span.spanContext();
    // A trace the sampler dropped is recorded nowhere: its ids would lead the log reader to nothing.
    const sampled = (context.traceFlags & api.TraceFlags.SAMPLED) !== 0;
    return { span, child: childMaker(api.trace.setSpan(api.ROOT_CONTEXT, span)), ids: sampled ? { traceId: context.traceId, spanId: context.spanId } : undefined };
  };

  return {
    startRequest(method, requestId, trustedHeaders): RequestTrace {
      const parent = trustedHeaders ? propagator.extract(api.ROOT_CONTEXT, trustedHeaders, api.defaultTextMapGetter) : api.ROOT_CONTEXT;
      const { span, child, ids } = start(method, api.SpanKind.SERVER, { 'http.request.method': method, 'lendline.request_id': requestId }, parent);
      return {
        ids,
        child,
        fail: (error) => fail(span, error),
        end(status, route) {
          span.updateName(`${method} ${route}`);
          span.setAttributes({ 'http.route': route, 'http.response.status_code': status });
          if (status >= 500) span.setStatus({ code: ERROR });
          span.end();
        },
      };
    },
    startJob(queue, attempt): RootTrace {
      const { span, child } = start(`job ${queue}`, api.SpanKind.CONSUMER, { 'lendline.job.queue': queue, 'lendline.job.attempt': attempt }, api.ROOT_CONTEXT);
      return { child, end: handle(span).end };
    },
    async shutdown() {
      // The batch still waiting goes out; a collector that does not answer costs EXPORT_TIMEOUT_MS at most.
      await provider.shutdown().catch(() => undefined);
    },
  };
}

type Sdk = typeof SdkModule;

/** The standard OTEL_TRACES_SAMPLER values, built from the parsed configuration (not process.env). */
function samplerOf(sdk: Sdk, settings: TracingConfig): Sampler {
  const base = (name: string): Sampler =>
    name === 'always_off' ? new sdk.AlwaysOffSampler() : name === 'traceidratio' ? new sdk.TraceIdRatioBasedSampler(settings.samplerRatio) : new sdk.AlwaysOnSampler();
  const { sampler } = settings;
  return sampler.startsWith('parentbased_') ? new sdk.ParentBasedSampler({ root: base(sampler.slice('parentbased_'.length)) }) : base(sampler);
}
