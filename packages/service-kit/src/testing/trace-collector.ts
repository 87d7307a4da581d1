import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A span as a test reads it, flattened from OTLP/JSON. */
export interface CollectedSpan {
  service: string;
  traceId: string;
  spanId: string;
  parentSpanId: string;
  name: string;
  /** OTLP span kind: 2 server, 3 client, 4 producer, 5 consumer. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
}

interface OtlpValue {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
}
interface OtlpAttribute {
  key: string;
  value: OtlpValue;
}
interface OtlpTraces {
  resourceSpans?: Array<{
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: Array<{
      spans?: Array<{
        traceId: string;
        spanId: string;
        parentSpanId?: string;
        name: string;
        kind: number;
        attributes?: OtlpAttribute[];
      }>;
    }>;
  }>;
}

const valueOf = (v: OtlpValue) =>
  v.stringValue ?? (v.intValue !== undefined ? Number(v.intValue) : (v.boolValue ?? v.doubleValue ?? ''));
const attributesOf = (list: OtlpAttribute[] = []) =>
  Object.fromEntries(list.map((a) => [a.key, valueOf(a.value)]));

/**
 * A stand-in OpenTelemetry collector: takes OTLP/HTTP JSON on `POST /v1/traces` (what the kit's
 * exporter sends) and keeps the spans; `GET /spans` lists them (for a test in another process).
 */
export class TraceCollector {
  readonly spans: CollectedSpan[] = [];
  private server?: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString()));
      req.on('end', () => {
        if (req.method === 'POST' && req.url === '/v1/traces') {
          this.take(JSON.parse(body) as OtlpTraces);
          res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
        } else if (req.method === 'GET' && req.url === '/spans') {
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(this.spans));
        } else res.writeHead(404).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private take(traces: OtlpTraces): void {
    for (const rs of traces.resourceSpans ?? []) {
      const service = String(attributesOf(rs.resource?.attributes)['service.name'] ?? '');
      for (const ss of rs.scopeSpans ?? [])
        for (const s of ss.spans ?? [])
          this.spans.push({
            service,
            traceId: s.traceId,
            spanId: s.spanId,
            parentSpanId: s.parentSpanId ?? '',
            name: s.name,
            kind: s.kind,
            attributes: attributesOf(s.attributes),
          });
    }
  }
}
