import { z } from 'zod';

export const ConnectionType = z.enum(['research_interest', 'supervisor_request', 'examiner_request']);
export type ConnectionType = z.infer<typeof ConnectionType>;
export const ConnectionStatus = z.enum(['pending', 'accepted', 'rejected']);
export type ConnectionStatus = z.infer<typeof ConnectionStatus>;

const Party = {
  fromUserId: z.uuid(),
  fromProfileId: z.uuid().nullable(),
  fromName: z.string(),
  fromEmail: z.string().nullable(),
  toUserId: z.uuid(),
  toProfileId: z.uuid().nullable(),
  toName: z.string(),
  toEmail: z.string().nullable(),
};

/**
 * One payload for every connection, supervisor-request and examiner-request event: who asked whom,
 * who acted, and what a notification needs to word itself.
 */
export const ConnectionEvent = z.object({
  connectionId: z.uuid(),
  connectionType: ConnectionType,
  status: ConnectionStatus,
  ...Party,
  /** The user whose action this event records (requester, addressee, or whoever removed it). */
  actorUserId: z.uuid(),
  message: z.string().nullable(),
  thesisTitle: z.string().nullable(),
  researchArea: z.string().nullable(),
  occurredAt: z.iso.datetime({ offset: true }),
});
export type ConnectionEvent = z.infer<typeof ConnectionEvent>;

export const networkingEvents = {
  'networking.connection.requested': ConnectionEvent,
  'networking.connection.accepted': ConnectionEvent,
  'networking.connection.declined': ConnectionEvent,
  'networking.connection.removed': ConnectionEvent,
  'networking.supervisor_request.created': ConnectionEvent,
  'networking.supervisor_request.accepted': ConnectionEvent,
  'networking.supervisor_request.declined': ConnectionEvent,
  'networking.examiner_request.created': ConnectionEvent,
  'networking.examiner_request.accepted': ConnectionEvent,
  'networking.examiner_request.declined': ConnectionEvent,
} as const;
