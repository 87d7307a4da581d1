import { AuditListQuery, AuditListResponse } from '@app/contracts/admin/http';
import type { FastifyPluginAsyncZod } from '@app/service-kit';
import type { AuditLog } from '../service/audit-log';

/** `GET /api/admin/audit`: the record of administrators' actions, newest first. */
export const auditRoutes: FastifyPluginAsyncZod<{ audit: AuditLog }> = async (app, { audit }) => {
  app.get(
    '/api/admin/audit',
    {
      config: { auth: 'admin' },
      schema: { querystring: AuditListQuery, response: { 200: AuditListResponse } },
    },
    async (req) => audit.list(req.query),
  );
};
