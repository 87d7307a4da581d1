import { identityRoutes } from '@app/contracts/identity/http';
import { currentUser, registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import { toAuthUser, type UsersService } from './users-service';

export const authRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  registerRoute(app, identityRoutes.currentUser, async (req) =>
    toAuthUser(await users.get(currentUser(req).userId)),
  );

  registerRoute(app, identityRoutes.welcomePopupSeen, async (req) => {
    await users.markWelcomePopupSeen(currentUser(req).userId);
    return { success: true as const };
  });

  registerRoute(app, identityRoutes.deleteAccount, async (req) => {
    await users.delete(currentUser(req).userId, null, { requestId: req.id });
    return { success: true as const, message: 'Account deleted' };
  });
};
