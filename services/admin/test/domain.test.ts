import { describe, expect, it } from 'vitest';
import type { UserSnapshot } from '@app/contracts/identity/events';
import { AdminUserListQuery, EmailUserBody } from '@app/contracts/admin/http';
import { adminEmailRequest, hasEmail } from '../src/users/admin-email';
import { lastAdminRefusal, selfProtection } from '../src/users/admin-rules';
import { containsPattern, offsetOf } from '../src/shared/search';
import { displayName, roleChanges, snapshotChanges } from '../src/shared/user-read-model';

const T1 = '2025-01-01T10:00:00.000Z';
const T2 = '2025-01-01T10:00:01.000Z';
const T3 = '2025-01-01T10:00:02.000Z';

const snapshot = (over: Partial<UserSnapshot> = {}): UserSnapshot => ({
  userId: '7d8e2a4c-1f7b-4f5e-9a57-3c7f5e0c1a11',
  email: 'ana@example.edu',
  firstName: 'Ana',
  lastName: 'Lee',
  role: 'academic',
  isActive: true,
  verifiedOrcidId: null,
  oidcIssuer: 'http://dev-oidc.test',
  createdAt: T1,
  ...over,
});

describe('read model of users', () => {
  it('takes the whole snapshot for a user it does not hold', () => {
    expect(snapshotChanges(undefined, snapshot(), T1)).toEqual({
      id: snapshot().userId,
      email: 'ana@example.edu',
      firstName: 'Ana',
      lastName: 'Lee',
      isActive: true,
      createdAt: T1,
      role: 'academic',
      detailsAt: T1,
      roleAt: T1,
    });
  });

  it('applies a newer snapshot and ignores an older one delivered late', () => {
    const held = { detailsAt: T2, roleAt: T2 };
    expect(snapshotChanges(held, snapshot({ firstName: 'Anna' }), T3)).toMatchObject({
      firstName: 'Anna',
      detailsAt: T3,
      roleAt: T3,
    });
    expect(snapshotChanges(held, snapshot({ firstName: 'Old' }), T1)).toBeNull();
  });

  it('keeps a newer role when an older snapshot brings newer-than-held details', () => {
    const changes = snapshotChanges(
      { detailsAt: T1, roleAt: T3 },
      snapshot({ role: 'academic', lastName: 'New' }),
      T2,
    );
    expect(changes).toMatchObject({ lastName: 'New', detailsAt: T2 });
    expect(changes).not.toHaveProperty('role');
    expect(changes).not.toHaveProperty('roleAt');
  });

  it('applies a role change unless a newer event already set the role', () => {
    expect(roleChanges({ detailsAt: T1, roleAt: T1 }, 'admin', T2)).toEqual({ role: 'admin', roleAt: T2 });
    expect(roleChanges({ detailsAt: T1, roleAt: T3 }, 'academic', T2)).toBeNull();
    expect(roleChanges(undefined, 'admin', T2)).toBeNull();
  });

  it('joins names for display and says null when there are none', () => {
    expect(displayName({ firstName: 'Ana', lastName: 'Lee' })).toBe('Ana Lee');
    expect(displayName({ firstName: ' Ana ', lastName: null })).toBe('Ana');
    expect(displayName({ firstName: null, lastName: '  ' })).toBeNull();
  });
});

describe('admin rules', () => {
  const me = 'a0000000-0000-4000-8000-000000000001';
  const other = 'a0000000-0000-4000-8000-000000000002';

  it('refuses deleting yourself and removing your own admin role, nothing else', () => {
    expect(selfProtection('delete_user', me, me)).toMatchObject({
      statusCode: 403,
      code: 'SELF_DELETE',
      message: 'You cannot delete your own account from the admin dashboard',
    });
    expect(selfProtection('remove_admin', me, me)).toMatchObject({ statusCode: 403, code: 'SELF_DEMOTE' });
    expect(selfProtection('make_admin', me, me)).toBeNull();
    expect(selfProtection('email_user', me, me)).toBeNull();
    expect(selfProtection('delete_user', me, other)).toBeNull();
    expect(selfProtection('remove_admin', me, other)).toBeNull();
  });

  it('says why the last administrator stays', () => {
    expect(lastAdminRefusal('delete_user')).toMatchObject({ statusCode: 409, code: 'LAST_ADMIN' });
    expect(lastAdminRefusal('delete_user').message).toMatch(/cannot be deleted/);
    expect(lastAdminRefusal('remove_admin').message).toMatch(/cannot be demoted/);
  });
});

describe('search and paging', () => {
  it('takes LIKE wildcards in a search literally', () => {
    expect(containsPattern('ana')).toBe('%ana%');
    expect(containsPattern('50%_a\\b')).toBe('%50\\%\\_a\\\\b%');
  });

  it('skips the rows of earlier pages', () => {
    expect(offsetOf({ page: 1, pageSize: 50 })).toBe(0);
    expect(offsetOf({ page: 3, pageSize: 20 })).toBe(40);
  });

  it('parses the list query with defaults and limits', () => {
    expect(AdminUserListQuery.parse({})).toEqual({ page: 1, pageSize: 50, search: undefined });
    expect(AdminUserListQuery.parse({ page: '2', pageSize: '200', search: '  ana ' })).toEqual({
      page: 2,
      pageSize: 200,
      search: 'ana',
    });
    expect(AdminUserListQuery.parse({ search: '   ' }).search).toBeUndefined();
    expect(AdminUserListQuery.safeParse({ pageSize: '201' }).success).toBe(false);
    expect(AdminUserListQuery.safeParse({ page: '1.5' }).success).toBe(false);
  });
});

describe('admin email', () => {
  const from = {
    userId: 'a0000000-0000-4000-8000-000000000001',
    role: 'admin' as const,
    email: 'boss@example.edu',
    firstName: 'Bo',
    lastName: 'Boss',
  };
  const to = {
    id: 'a0000000-0000-4000-8000-000000000002',
    email: 'ana@example.edu',
    firstName: 'Ana',
    lastName: null,
  };

  it('needs non-blank subject and message, trimmed', () => {
    expect(EmailUserBody.parse({ subject: ' Hi ', message: ' Hello\n' })).toEqual({
      subject: 'Hi',
      message: 'Hello',
    });
    for (const body of [
      { subject: ' ', message: 'x' },
      { subject: 'x', message: '' },
      {},
      { subject: null },
    ]) {
      const result = EmailUserBody.safeParse(body);
      expect(result.success).toBe(false);
      expect(result.error?.issues.map((i) => i.message)).toEqual(['Please fill in both subject and message']);
    }
  });

  it('is only for users with an email address', () => {
    expect(hasEmail(to)).toBe(true);
    expect(hasEmail({ ...to, email: null })).toBe(false);
    expect(hasEmail({ ...to, email: '  ' })).toBe(false);
  });

  it('builds the event the notifications service mails', () => {
    expect(
      adminEmailRequest('e0000000-0000-4000-8000-000000000009', to, from, { subject: 'S', message: 'M' }),
    ).toEqual({
      emailId: 'e0000000-0000-4000-8000-000000000009',
      toUserId: to.id,
      toEmail: 'ana@example.edu',
      toName: 'Ana',
      subject: 'S',
      message: 'M',
      fromAdminUserId: from.userId,
      fromAdminName: 'Bo Boss',
    });
  });
});
