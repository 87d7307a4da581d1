import { z } from 'zod';

export const AdminEmailRequested = z.object({
  /** Unique per request; the notifications service mails each one once. */
  emailId: z.uuid(),
  toUserId: z.uuid(),
  toEmail: z.string(),
  toName: z.string().nullable(),
  subject: z.string(),
  message: z.string(),
  fromAdminUserId: z.uuid(),
  fromAdminName: z.string().nullable(),
});
export type AdminEmailRequested = z.infer<typeof AdminEmailRequested>;

export const adminEvents = {
  'admin.email.requested': AdminEmailRequested,
} as const;
