import type { AdminAction } from '@app/contracts/admin/http';
import { HttpError, forbidden } from '@app/service-kit';

const SELF_DELETE_MESSAGE = 'You cannot delete your own account from the admin dashboard';
const SELF_DEMOTE_MESSAGE = 'You cannot remove your own admin role';

/** Success texts of spec 2 section 8, one per action. */
export const successMessages: Record<AdminAction, string> = {
  make_admin: 'User promoted to admin successfully',
  remove_admin: 'Admin role removed successfully',
  delete_user: 'User deleted successfully',
  email_user: 'Email sent successfully',
};

/**
 * The admin dashboard never acts on its own user's account in ways that could lock them out:
 * no deleting yourself, no removing your own admin role. Returns the refusal, or null.
 */
export function selfProtection(
  action: AdminAction,
  actorUserId: string,
  targetUserId: string,
): HttpError | null {
  if (actorUserId !== targetUserId) return null;
  if (action === 'delete_user') return forbidden(SELF_DELETE_MESSAGE, 'SELF_DELETE');
  if (action === 'remove_admin') return forbidden(SELF_DEMOTE_MESSAGE, 'SELF_DEMOTE');
  return null;
}

/** Identity's LAST_ADMIN refusal, said for the dashboard. */
export function lastAdminRefusal(action: 'remove_admin' | 'delete_user'): HttpError {
  const verb = action === 'delete_user' ? 'deleted' : 'demoted';
  return new HttpError(
    409,
    'LAST_ADMIN',
    `This user is the last remaining administrator and cannot be ${verb}. Make another user an administrator first.`,
  );
}
