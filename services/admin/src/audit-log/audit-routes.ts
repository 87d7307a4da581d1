import { adminRoutes } from '@app/contracts/admin/http';
import { registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { AuditLog } from './audit-log';

/** `GET /api/admin/audit`: the record of administrators' actions, newest first. */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditLog }> = async (app, { audit }) => {
  registerRoute(app, adminRoutes.audit, async (req) => audit.list(req.query));
};
