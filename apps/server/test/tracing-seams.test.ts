import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { statementSummary } from '../src/db/traced-driver.ts';
import { callVendor } from '../src/providers/vendor-http.ts';
import { childSpan, runInTrace, type ActiveTrace, type SpanAttributes } from '../src/shared/trace-context.ts';

/** A trace that records the child spans asked of it, as the OpenTelemetry side would make them. */
function recordingTrace() {
  const made: { name: string; kind: string; attributes: SpanAttributes; ended: boolean; error: unknown }[] = [];
  const trace: ActiveTrace = {
    child(name, kind, attributes) {
      const span = { name, kind, attributes: { ...attributes }, ended: false, error: undefined as unknown };
      made.push(span);
      return {
        setAttributes: (more) => void Object.assign(span.attributes, more),
        end(error) {
          span.ended = true;
          span.error = error;
        },
      };
    },
  };
  return { trace, made };
}

describe('the tracing settings (ADR 094)', () => {
  const tracingOf = (env: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...env }).tracing;
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig({ NODE_ENV: 'test', ...env });
      return [];
    } catch (error) {
      return error instanceof ConfigError ? error.problems : [String(error)];
    }
  };

  it('is off unless an endpoint is set, and takes the standard variables when one is', () => {
    expect(tracingOf({})).toBeNull();
    expect(tracingOf({ OTEL_SERVICE_NAME: 'x', OTEL_TRACES_SAMPLER: 'always_off' })).toBeNull();
    expect(tracingOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toEqual({
      tracesUrl: 'http://collector:4318/v1/traces', serviceName: 'lendline', sampler: 'parentbased_always_on', samplerRatio: 1,
    });
    expect(tracingOf({
      OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318', OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example/otlp/v1/traces',
      OTEL_SERVICE_NAME: 'lendline-ng', OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.1',
    })).toEqual({ tracesUrl: 'https://traces.example/otlp/v1/traces', serviceName: 'lendline-ng', sampler: 'parentbased_traceidratio', samplerRatio: 0.1 });
  });

  it('stops the start naming a bad endpoint, sampler or ratio', () => {
    expect(problemsOf({ OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318', OTEL_TRACES_SAMPLER: 'sometimes', OTEL_TRACES_SAMPLER_ARG: '2' }).map((p) => p.split(':')[0])).toEqual([
      'OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_TRACES_SAMPLER', 'OTEL_TRACES_SAMPLER_ARG',
    ]);
  });
});

describe('the statement seam (ADR 094)', () => {
  it('names a statement by its kind and our table, never by its values', () => {
    expect(statementSummary('select "id", "mobile" from "users" where "users"."mobile" = $1')).toEqual({ operation: 'SELECT', table: 'users' });
    expect(statementSummary('insert into "jobs" ("id") values ($1)')).toEqual({ operation: 'INSERT', table: 'jobs' });
    expect(statementSummary('update "loan_orders" set "status" = $1')).toEqual({ operation: 'UPDATE', table: 'loan_orders' });
    expect(statementSummary('delete from "sessions" where "token_hash" = $1')).toEqual({ operation: 'DELETE', table: 'sessions' });
    expect(statementSummary('begin')).toEqual({ operation: 'BEGIN', table: undefined });
    // A word after FROM that is not one of our tables (a literal, a function) is not named.
    expect(statementSummary("select 1 from generate_series(1, 2) where x = '08031234567'")).toEqual({ operation: 'SELECT', table: undefined });
  });

  it('makes no span outside a traced request or job', () => {
    expect(childSpan('SELECT users', 'client', {})).toBeUndefined();
  });
});

describe('the vendor seam (ADR 094)', () => {
  const server = createServer((req, res) => res.writeHead(req.url?.includes('fail') ? 502 : 200).end('{"ok":true}'));
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('spans a call with the vendor, method, host and status, never its path, body or headers', async () => {
    const { trace, made } = recordingTrace();
    const init = { vendor: 'paystack', method: 'POST', headers: { authorization: 'Bearer sk_live_secret' }, body: '{"account":"0123456789"}' };
    const exchange = await runInTrace(trace, () => callVendor(`${base}/transfer/verify/REF-0123456789`, init, 2000));
    expect(exchange).toMatchObject({ ok: true, status: 200 });
    expect(made).toEqual([
      {
        name: 'POST paystack', kind: 'client', ended: true, error: undefined,
        attributes: { 'lendline.provider': 'paystack', 'http.request.method': 'POST', 'server.address': '127.0.0.1', 'http.response.status_code': 200 },
      },
    ]);
    expect(JSON.stringify(made)).not.toMatch(/0123456789|sk_live|REF-/);
  });

  it('marks a vendor 5xx and a refused connection as errors', async () => {
    const { trace, made } = recordingTrace();
    await runInTrace(trace, async () => {
      await callVendor(`${base}/fail`, { vendor: 'dojah' }, 2000);
      await callVendor('http://127.0.0.1:1/', { vendor: 'termii' }, 2000);
    });
    expect(made.map((s) => [s.name, s.attributes['http.response.status_code'], s.error instanceof Error])).toEqual([
      ['GET dojah', 502, true],
      ['GET termii', undefined, true],
    ]);
  });
});
