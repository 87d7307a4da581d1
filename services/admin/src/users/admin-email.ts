import type { UserContext } from '@app/contracts';
import type { AdminEmailRequested } from '@app/contracts/admin/events';
import type { EmailUserBody } from '@app/contracts/admin/http';
import { displayName, type UserRow } from '../shared/user-read-model';

export const NO_EMAIL_MESSAGE = 'This user has no email address, so no email can be sent';

type Recipient = Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName'>;

/** Send Email is only for users with an address (spec 2 section 5). */
export function hasEmail<T extends Recipient>(user: T): user is T & { email: string } {
  return Boolean(user.email?.trim());
}

/** The event the notifications service turns into a mail from the admin to the user. */
export function adminEmailRequest(
  emailId: string,
  to: Recipient & { email: string },
  from: UserContext,
  body: EmailUserBody,
): AdminEmailRequested {
  return {
    emailId,
    toUserId: to.id,
    toEmail: to.email,
    toName: displayName(to),
    subject: body.subject,
    message: body.message,
    fromAdminUserId: from.userId,
    fromAdminName: displayName(from),
  };
}
