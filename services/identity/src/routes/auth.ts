import { OkReply } from '@app/contracts';
import { AuthUserResponse } from '@app/contracts/identity/http';
import { currentUser, type FastifyPluginAsyncZod } from '@app/service-kit';
import { toAuthUser, type UsersService } from '../service/users-service';

export const authRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    '/api/auth/user',
    { config: { auth: 'user' }, schema: { response: { 200: AuthUserResponse } } },
    async (req) => toAuthUser(await users.get(currentUser(req).userId)),
  );

  app.post(
    '/api/auth/welcome-popup-seen',
    { config: { auth: 'user' }, schema: { response: { 200: OkReply } } },
    async (req) => {
      await users.markWelcomePopupSeen(currentUser(req).userId);
      return { success: true as const };
    },
  );

  app.delete(
    '/api/account',
    { config: { auth: 'user' }, schema: { response: { 200: OkReply } } },
    async (req) => {
      await users.delete(currentUser(req).userId, null, { requestId: req.id });
      return { success: true as const, message: 'Account deleted' };
    },
  );
};
