import type { Role } from '@app/contracts';
import { identityInternalRoutes, type InternalUser } from '@app/contracts/identity/http';
import { InternalClient } from '@app/service-kit';
import { requestIdHeaders } from '../shared/request-id';

/**
 * Identity's internal commands that admin needs answered now. Identity's errors come back as they
 * are (404 USER_NOT_FOUND, 409 LAST_ADMIN); an unreachable identity becomes a 503.
 */
export class IdentityClient {
  private readonly http: InternalClient;

  constructor(opts: { baseUrl: string; secret: string; timeoutMs?: number }) {
    this.http = new InternalClient({ from: 'admin', ...opts });
  }

  async getUser(id: string, requestId?: string): Promise<InternalUser> {
    return this.http.call(identityInternalRoutes.user, {
      params: { id },
      headers: requestIdHeaders(requestId),
    });
  }

  async setRole(id: string, role: Role, actorUserId: string, requestId?: string): Promise<InternalUser> {
    return this.http.call(identityInternalRoutes.setRole, {
      params: { id },
      body: { role, actorUserId },
      headers: requestIdHeaders(requestId),
    });
  }

  async deleteUser(id: string, actorUserId: string, requestId?: string): Promise<void> {
    await this.http.call(identityInternalRoutes.deleteUser, {
      params: { id },
      body: { actorUserId },
      headers: requestIdHeaders(requestId),
    });
  }
}
