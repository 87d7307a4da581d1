import { Counter, Gauge, Histogram } from 'prom-client';
import type { ServiceMetrics } from '@app/service-kit';

/** What an operator watches of the streams, in the service's own registry (`/metrics`). */
export function liveMetrics(metrics: ServiceMetrics, openStreams: () => number) {
  const registers = [metrics.registry];
  new Gauge({
    name: 'live_streams_open',
    help: 'Event streams this replica holds open now',
    registers,
    collect() {
      this.set(openStreams());
    },
  });
  return {
    opened: new Counter({ name: 'live_streams_opened_total', help: 'Event streams opened', registers }),
    refused: new Counter({
      name: 'live_streams_refused_total',
      help: 'Event streams refused: this replica full (503), the account deleted (401)',
      labelNames: ['reason'] as const,
      registers,
    }),
    ended: new Counter({
      name: 'live_streams_ended_total',
      help: 'Event streams ended by the server, by reason (replaced, signed-out, account-deleted)',
      labelNames: ['reason'] as const,
      registers,
    }),
    written: new Counter({
      name: 'live_messages_written_total',
      help: 'Messages written to open streams on this replica (a message to two tabs counts twice)',
      registers,
    }),
    delivery: new Histogram({
      name: 'live_delivery_seconds',
      help: 'From the event to its message written to the streams on this replica',
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
  };
}
export type LiveMetrics = ReturnType<typeof liveMetrics>;
