import { personalDataRoutes, type PersonalDataExport } from '@app/contracts/gateway/personal-data';
import type { ServiceName } from '@app/contracts';
import { InternalClient } from '@app/service-kit';
import { upstreamsOf, type GatewayConfig } from '../config';

type Parts = PersonalDataExport['services'];

/**
 * "Download my data": asks every service for its part (`personalDataRoutes`, one per service), at
 * once, and puts the parts together. A service that cannot answer fails the whole download rather
 * than leaving its part out: a file that looks complete but is not would mislead.
 */
export class PersonalDataGatherer {
  private readonly clients: Array<[ServiceName, InternalClient]>;

  constructor(config: GatewayConfig) {
    this.clients = (Object.keys(personalDataRoutes) as ServiceName[]).map((service) => [
      service,
      new InternalClient({
        from: 'gateway',
        baseUrl: upstreamsOf(config, service)[0],
        secret: config.INTERNAL_AUTH_SECRET,
        timeoutMs: config.UPSTREAM_TIMEOUT_MS,
      }),
    ]);
  }

  async gather(userId: string, requestId: string): Promise<PersonalDataExport> {
    const parts = await Promise.all(
      this.clients.map(async ([service, client]) => {
        const part = await client.call(personalDataRoutes[service], {
          params: { id: userId },
          headers: { 'x-request-id': requestId },
        });
        return [service, part] as const;
      }),
    );
    return {
      userId,
      exportedAt: new Date().toISOString(),
      services: Object.fromEntries(parts) as Parts,
    };
  }
}
