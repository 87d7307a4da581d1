import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { NatsConnection } from 'nats';
import { closeWithApp, type KitPlugin } from '../kit-plugin';
import { connectNats } from '../nats';

export interface NatsDecorations {
  /** The NATS connection (JetStream for the outbox and consumers; core NATS for the gateway). */
  nc: NatsConnection;
}

/** `app.nc`, connected before registration returns; `/readyz` asks it; drained when the app closes. */
export const nats: KitPlugin<Record<never, never>, NatsDecorations> = fp(
  async (app: FastifyInstance) => {
    const nc = await connectNats(app.baseConfig.NATS_URL, app.serviceName, app.log);
    app.decorate('nc', nc);
    closeWithApp(app, async () => {
      if (!nc.isClosed()) await nc.drain();
    });
    app.readiness.set('nats', async () => {
      if (nc.isClosed()) throw new Error('connection closed');
      await nc.flush();
    });
  },
  { name: 'kit-nats', fastify: '5.x', decorators: { fastify: ['baseConfig', 'serviceName', 'readiness'] } },
);
