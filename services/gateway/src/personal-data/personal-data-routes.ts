import { gatewayRoutes } from '@app/contracts/gateway/http';
import { registerRoute, unauthorized, type App } from '@app/service-kit';
import { ONE_MINUTE_MS } from '../protection';
import type { UserDirectory } from '../shared/user-directory';
import type { PersonalDataGatherer } from './personal-data-gatherer';

/**
 * A few downloads an hour: each asks every service, and nobody needs their data more often. Per
 * signed-in person (counted exactly in Redis, like sign-in).
 */
const DOWNLOADS = { max: 5, windowMs: 60 * ONE_MINUTE_MS };

/**
 * `GET /api/account/personal-data`: the signed-in person's own data, as a file to keep (Australian
 * Privacy Principle 12). Only ever the session's own person: there is no id to ask for another.
 */
export async function personalDataRoute(
  app: App,
  { users, gatherer }: { users: UserDirectory; gatherer: PersonalDataGatherer },
): Promise<void> {
  registerRoute(
    app,
    gatewayRoutes.personalData,
    async (request, reply) => {
      const { userId } = request.session;
      const user = userId ? await users.get(userId) : null;
      if (!user?.isActive) throw unauthorized();
      const data = await gatherer.gather(user.id, request.id);
      const day = data.exportedAt.slice(0, 10);
      void reply
        .header('content-disposition', `attachment; filename="research-connect-data-${day}.json"`)
        .header('cache-control', 'no-store');
      return data;
    },
    { rateLimit: DOWNLOADS },
  );
}
