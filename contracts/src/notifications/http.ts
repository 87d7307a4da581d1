import { z } from 'zod';
import { PersonalDataRow, PersonalDataRows, personalDataRoute } from '../personal-data';
import { ErrorReply, IdParams } from '../common';
import { defineRoute, type RouteDefinitions } from '../define-route';

/**
 * What a notification is about. Requests addressed to the user (`connection_request`,
 * `supervisor_request`, `examiner_request`) and `admin_message` are emailed at once; the others
 * wait for the user's digest unless they chose immediate emails.
 * - connection_request: someone asked to connect with you (relatedConnectionId)
 * - connection_accepted: someone accepted your connection request (relatedConnectionId)
 * - supervisor_request: a student asked you to supervise their thesis (relatedConnectionId)
 * - supervisor_request_accepted / supervisor_request_declined: the answer to your request
 * - examiner_request: a student asked you to examine their thesis (relatedConnectionId)
 * - examiner_request_accepted / examiner_request_declined: the answer to your request
 * - project_member_joined: someone joined a project you own (relatedProjectId)
 * - project_completed: a project you are a member of was marked complete (relatedProjectId)
 * - group_member_joined: someone joined a research group you lead
 * - group_leader_added: another member became a leader of a research group you lead
 * - group_message: a leader's message to a group you belong to, sent through Research Connect
 * - admin_message: a message from an administrator (title = subject, message = body)
 * - orcid_link_taken_over: another account proved the ORCID iD you had typed; your own entries stay
 */
export const NotificationType = z.enum([
  'connection_request',
  'connection_accepted',
  'supervisor_request',
  'supervisor_request_accepted',
  'supervisor_request_declined',
  'examiner_request',
  'examiner_request_accepted',
  'examiner_request_declined',
  'project_member_joined',
  'project_completed',
  'group_member_joined',
  'group_leader_added',
  'group_message',
  'admin_message',
  'orcid_link_taken_over',
]);
export type NotificationType = z.infer<typeof NotificationType>;

/** One notification, as the bell, the dashboard card and the notification dialog read it. */
export const NotificationResponse = z.object({
  id: z.uuid(),
  type: NotificationType,
  title: z.string(),
  message: z.string(),
  createdAt: z.string(),
  isRead: z.boolean(),
  relatedConnectionId: z.uuid().nullable(),
  relatedProjectId: z.uuid().nullable(),
  /** The app page this notification is about, as a path (e.g. `/research-projects/<id>`). */
  link: z.string(),
});
export type NotificationResponse = z.infer<typeof NotificationResponse>;

/** `GET /api/notifications`: the user's notifications, newest first. */
/** The newest notifications a list holds at most; older ones stay for the count and the digests. */
export const NOTIFICATION_LIST_MAX = 500;
export const NotificationListQuery = z.object({
  limit: z.coerce
    .number({ message: 'Limit must be a number' })
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(NOTIFICATION_LIST_MAX, `Limit must be at most ${NOTIFICATION_LIST_MAX}`)
    .default(100),
});
export type NotificationListQuery = z.infer<typeof NotificationListQuery>;

export const NotificationListResponse = z.array(NotificationResponse).max(NOTIFICATION_LIST_MAX);
export type NotificationListResponse = z.infer<typeof NotificationListResponse>;

/** `GET /api/notifications/count`: how many are unread. */
export const NotificationCountResponse = z.object({ count: z.number().int().min(0) });
export type NotificationCountResponse = z.infer<typeof NotificationCountResponse>;

/** `DELETE /api/notifications/clear`: every notification of the user is removed. */
export const ClearNotificationsResponse = z.object({
  success: z.literal(true),
  message: z.string(),
  deleted: z.number().int().min(0),
});
export type ClearNotificationsResponse = z.infer<typeof ClearNotificationsResponse>;

/** How often notification emails are sent. Messages from administrators are always emailed. */
export const EmailPreference = z.enum(['immediate', 'daily', 'weekly', 'off'], {
  message: 'Email preference must be one of immediate, daily, weekly or off',
});
export type EmailPreference = z.infer<typeof EmailPreference>;

export const DEFAULT_EMAIL_PREFERENCE: EmailPreference = 'daily';

/** `GET /api/notifications/preferences` (answer) and `PUT` (body and answer). */
export const NotificationPreferences = z.object({ email: EmailPreference });
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

/**
 * `GET|POST /api/notifications/unsubscribe?token=...`: the link in every email. GET shows a
 * confirmation page; POST (the page's button, or a mail client's RFC 8058 one-click request)
 * turns notification emails off. The signed token is the authorisation.
 */
export const UnsubscribeQuery = z.object({ token: z.string().max(512).optional() });
export type UnsubscribeQuery = z.infer<typeof UnsubscribeQuery>;

/** `POST /api/notifications/unsubscribe` when JSON is asked for (HTML otherwise). */
export const UnsubscribeResponse = z.object({ success: z.literal(true), message: z.string() });
export type UnsubscribeResponse = z.infer<typeof UnsubscribeResponse>;

/** The confirmation and result pages of an unsubscribe link, for a browser. */
export const UnsubscribePage = z.string().describe('a self-contained HTML page');

/** Every notifications endpoint (see `defineRoute`). */
export const notificationsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/notifications',
    auth: 'user',
    query: NotificationListQuery,
    bounded: { fixed: { max: NOTIFICATION_LIST_MAX, why: 'the newest `limit` notifications, at most 500' } },
    response: { 200: NotificationListResponse },
  }),
  count: defineRoute({
    method: 'GET',
    path: '/api/notifications/count',
    auth: 'user',
    response: { 200: NotificationCountResponse },
  }),
  markRead: defineRoute({
    method: 'PATCH',
    path: '/api/notifications/:id/read',
    auth: 'user',
    ownerOnly: true,
    params: IdParams,
    response: { 200: NotificationResponse },
  }),
  clear: defineRoute({
    method: 'DELETE',
    path: '/api/notifications/clear',
    auth: 'user',
    response: { 200: ClearNotificationsResponse },
  }),
  preferences: defineRoute({
    method: 'GET',
    path: '/api/notifications/preferences',
    auth: 'user',
    response: { 200: NotificationPreferences },
  }),
  setPreferences: defineRoute({
    method: 'PUT',
    path: '/api/notifications/preferences',
    auth: 'user',
    body: NotificationPreferences,
    response: { 200: NotificationPreferences },
  }),
  // Reached from a link in an email; the signed token is the authorisation (no login needed).
  // GET only shows a confirmation page; POST (that page's form, or a mail client's one-click
  // request) unsubscribes, answering a page to a browser and JSON to anyone else.
  unsubscribePage: defineRoute({
    method: 'GET',
    path: '/api/notifications/unsubscribe',
    auth: 'public',
    tokenInAddress: true,
    query: UnsubscribeQuery,
    response: { 200: UnsubscribePage, 400: UnsubscribePage },
  }),
  unsubscribe: defineRoute({
    method: 'POST',
    path: '/api/notifications/unsubscribe',
    auth: 'public',
    tokenInAddress: true,
    query: UnsubscribeQuery,
    response: {
      200: z.union([UnsubscribeResponse, UnsubscribePage]),
      400: z.union([ErrorReply, UnsubscribePage]),
    },
  }),
} satisfies RouteDefinitions;

// ---- Personal data (APP 12: a person takes their data with them) ----

/** What notifications holds about a person: where mail goes, their email settings, their notifications. */
export const NotificationsPersonalData = z.object({
  recipient: PersonalDataRow.nullable(),
  emailSettings: PersonalDataRow.nullable(),
  notifications: PersonalDataRows,
});
export type NotificationsPersonalData = z.infer<typeof NotificationsPersonalData>;

/** Notifications' internal routes: service to service only; the gateway never forwards `/internal`. */
export const notificationsInternalRoutes = {
  /** The gateway, for "Download my data". */
  personalData: personalDataRoute(NotificationsPersonalData),
};
