import {
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  context,
  propagation,
  trace,
  type Context,
  type Span,
  type Tracer,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor } from '@opentelemetry/sdk-trace-base';
import { NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * OpenTelemetry tracing, off unless `OTEL_EXPORTER_OTLP_ENDPOINT` is set. One trace follows a
 * request from the gateway through the service that serves it, into the outbox row it writes
 * (W3C `traceparent` kept in the row's headers), across NATS in the message headers, and into each
 * consumer that acts on the event. Off, nothing here runs: the API's no-op tracer is never asked.
 */

declare module 'fastify' {
  interface FastifyRequest {
    /** The request's server span, when tracing is on. */
    span: Span | null;
  }
}

let provider: NodeTracerProvider | undefined;

/** Starts the process's tracer provider once (several apps share it in tests); false when off. */
export function startTracing(service: string, endpoint: string | undefined): boolean {
  if (!endpoint) return false;
  if (provider) return true;
  provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': service }),
    spanProcessors: [
      new BatchSpanProcessor(new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces` }), {
        scheduledDelayMillis: 1000,
      }),
    ],
  });
  // AsyncLocalStorage context and W3C trace-context propagation.
  provider.register();
  return true;
}

const tracer = (): Tracer => trace.getTracer('@app/service-kit');

/**
 * A server span per request, active while the request is handled (so what the handler publishes
 * carries it). `trustIncoming` false at the edge: a client cannot join or choose a trace.
 */
export function installTracing(app: FastifyInstance, trustIncoming: boolean): void {
  app.decorateRequest('span', null);
  app.addHook('onRequest', (request, _reply, done) => {
    const parent = trustIncoming ? propagation.extract(ROOT_CONTEXT, request.headers) : ROOT_CONTEXT;
    const span = tracer().startSpan(
      `${request.method} ${request.routeOptions.url ?? 'unmatched'}`,
      {
        kind: SpanKind.SERVER,
        attributes: {
          'http.request.method': request.method,
          'url.path': request.url.split('?')[0],
          'request.id': request.id,
        },
      },
      parent,
    );
    request.span = span;
    // The handler's own log lines name the trace as well as the request.
    request.log = request.log.child({ traceId: span.spanContext().traceId });
    context.with(trace.setSpan(parent, span), done);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.span?.setAttribute('http.response.status_code', reply.statusCode);
    if (reply.statusCode >= 500) request.span?.setStatus({ code: SpanStatusCode.ERROR });
    request.span?.end();
  });
  app.addHook('onClose', async () => {
    await provider?.forceFlush();
  });
}

/** `traceparent` (and `tracestate`) of a request's span, for a call it makes onwards. */
export function traceHeadersOf(request: Pick<FastifyRequest, 'span'>): Record<string, string> {
  const carrier: Record<string, string> = {};
  if (request.span) propagation.inject(trace.setSpan(ROOT_CONTEXT, request.span), carrier);
  return carrier;
}

/** The active trace's headers (what an outbox row keeps to continue the trace); {} when none. */
export function activeTraceHeaders(): Record<string, string> {
  const carrier: Record<string, string> = {};
  if (provider) propagation.inject(context.active(), carrier);
  return carrier;
}

/** Runs `work` in a span whose parent is the trace in `headers` (an event's, a relayed row's). */
export async function inSpanFrom<T>(
  name: string,
  kind: SpanKind,
  headers: Record<string, string>,
  attributes: Record<string, string | number>,
  work: () => Promise<T>,
): Promise<T> {
  if (!provider) return work();
  const parent: Context = propagation.extract(ROOT_CONTEXT, headers);
  const span = tracer().startSpan(name, { kind, attributes }, parent);
  try {
    return await context.with(trace.setSpan(parent, span), work);
  } catch (err) {
    span.setStatus({ code: SpanStatusCode.ERROR, message: err instanceof Error ? err.message : String(err) });
    throw err;
  } finally {
    span.end();
  }
}

/** The active span's trace id (for log lines written outside a request, e.g. in a consumer). */
export const activeTraceId = (): string | undefined =>
  provider ? trace.getActiveSpan()?.spanContext().traceId : undefined;

export { SpanKind };
