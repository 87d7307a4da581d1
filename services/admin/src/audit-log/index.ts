/**
 * The audit log: who did what to whom, and when. Written by the administrators' actions (through
 * `auditLogStore`, in the transaction of each action) and by other services' events that belong in
 * it (ORCID take-overs, group leaders reading and emailing members); read by its route.
 */
export { auditRoutes } from './audit-routes';
export { AuditLog } from './audit-log';
export { auditLogStore, type NewAuditEntry } from './audit-log-store';
export { groupHandlers } from './group-events';
export { profileHandlers } from './profile-events';
