import type { AdminUser } from '@app/contracts/admin/http';
import { FILL_IN_SUBJECT_AND_MESSAGE } from '@app/contracts/admin/http';
import { ApiError } from '../../../lib/api-client';

/** First and last name, else the email, else 'Unknown User'. */
export function userDisplayName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.email || 'Unknown User';
}

/** Spec 2 section 5: the subject and the message must both hold more than white space. */
export function emailFormError(subject: string, message: string): string | null {
  return subject.trim() && message.trim() ? null : FILL_IN_SUBJECT_AND_MESSAGE;
}

/** Whether an email can be sent at all (Send Email is disabled without an address). */
export function canEmail(user: Pick<AdminUser, 'email'>): boolean {
  return Boolean(user.email?.trim());
}

/** Role changes and deletion are never offered on one's own account. */
export function isSelf(user: Pick<AdminUser, 'id'>, currentUserId: string | undefined): boolean {
  return Boolean(currentUserId) && user.id === currentUserId;
}

/**
 * Why the server refused, when it said so in words meant for people (a 4xx reply, for example
 * "This user is the last remaining administrator..."). 5xx texts are generic and add nothing.
 */
export function refusalReason(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || error.status >= 500) return undefined;
  return error.serverMessage;
}
