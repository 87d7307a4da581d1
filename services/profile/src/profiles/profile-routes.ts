import { profileRoutes as routes } from '@app/contracts/profile/http';
import { currentUser, registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { ProfileReader } from './profile-reader';

/** The own profile and a profile's research data, as read. */
export const profileRoutes: FastifyPluginAsyncZod<{ reader: ProfileReader }> = async (app, { reader }) => {
  registerRoute(app, routes.ownProfile, async (req) => reader.own(currentUser(req).userId));

  registerRoute(app, routes.researchData, async (req) => reader.researchData(req.params.id));
};
