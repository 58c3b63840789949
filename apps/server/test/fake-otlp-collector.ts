import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as OTLP/JSON carries it, with its attributes flattened. */
export interface CollectedSpan {
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  kind: number;
  status: { code?: number; message?: string };
  attributes: Record<string, string | number | boolean>;
}

interface OtlpValue { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number }
interface OtlpSpan extends Omit<CollectedSpan, 'attributes' | 'parentSpanId' | 'status'> {
  parentSpanId?: string;
  status?: CollectedSpan['status'];
  attributes?: { key: string; value: OtlpValue }[];
}
interface OtlpExport { resourceSpans?: { resource?: { attributes?: { key: string; value: OtlpValue }[] }; scopeSpans?: { spans?: OtlpSpan[] }[] }[] }

const valueOf = (v: OtlpValue) => v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : undefined) ?? v.boolValue ?? v.doubleValue ?? '';

/** A local OTLP/HTTP collector (127.0.0.1): keeps every body posted to /v1/traces, raw and decoded from JSON. */
export async function startFakeCollector() {
  const bodies: string[] = [];
  const contentTypes: string[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/v1/traces') {
        bodies.push(Buffer.concat(chunks).toString('utf8'));
        contentTypes.push(req.headers['content-type'] ?? '');
      }
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    bodies,
    contentTypes,
    spans(): CollectedSpan[] {
      return bodies.flatMap((body) =>
        ((JSON.parse(body) as OtlpExport).resourceSpans ?? []).flatMap((r) =>
          (r.scopeSpans ?? []).flatMap((s) =>
            (s.spans ?? []).map((span) => ({
              ...span,
              parentSpanId: span.parentSpanId ?? '',
              status: span.status ?? {},
              attributes: Object.fromEntries((span.attributes ?? []).map((a) => [a.key, valueOf(a.value)])),
            })),
          ),
        ),
      );
    },
    serviceNames(): string[] {
      return bodies.flatMap((body) =>
        ((JSON.parse(body) as OtlpExport).resourceSpans ?? []).flatMap((r) => (r.resource?.attributes ?? []).filter((a) => a.key === 'service.name').map((a) => String(valueOf(a.value)))),
      );
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
