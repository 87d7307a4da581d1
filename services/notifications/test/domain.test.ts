import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { EmailPreference, NotificationType } from '@app/contracts/notifications/http';
import { NotificationType as NotificationTypes } from '@app/contracts/notifications/http';
import { deliveryPlan, localDate, periodKey, planDelivery, shouldEmailNow } from '../src/mail/delivery';
import {
  adminMessageDraft,
  connectionDraft,
  memberJoinedGroupDrafts,
  memberJoinedProjectDraft,
  projectCompletedDrafts,
  type ConnectionEventType,
} from '../src/intake/notification-drafts';
import {
  signUnsubscribeToken,
  unsubscribeKey,
  verifyUnsubscribeToken,
} from '../src/preferences/unsubscribe-token';
import { firstNameOf, mergeSeeds } from '../src/shared/recipients-store';
import { connectionEvent, groupJoined, memberJoined, person } from './helpers';
import { first } from '@app/service-kit/testing';

describe('planDelivery', () => {
  const cases: Array<[NotificationType, EmailPreference, string]> = [
    ['connection_request', 'daily', 'immediate'],
    ['supervisor_request', 'weekly', 'immediate'],
    ['examiner_request', 'immediate', 'immediate'],
    ['examiner_request', 'off', 'none'],
    ['connection_accepted', 'daily', 'digest'],
    ['project_member_joined', 'weekly', 'digest'],
    ['project_completed', 'immediate', 'immediate'],
    ['group_member_joined', 'off', 'none'],
    ['admin_message', 'off', 'immediate'],
    ['admin_message', 'daily', 'immediate'],
  ];
  it.each(cases)('%s for someone on %s is mailed: %s', (type, preference, expected) => {
    expect(planDelivery(type, preference)).toBe(expected);
  });

  it('gives, per type, the delivery under every preference (what the database picks from)', () => {
    expect(deliveryPlan('connection_request')).toEqual({
      immediate: 'immediate',
      daily: 'immediate',
      weekly: 'immediate',
      off: 'none',
    });
    expect(deliveryPlan('group_member_joined')).toEqual({
      immediate: 'immediate',
      daily: 'digest',
      weekly: 'digest',
      off: 'none',
    });
  });

  it('has a rule for every notification type', () => {
    for (const type of NotificationTypes.options) {
      expect(['immediate', 'digest', 'none']).toContain(planDelivery(type, 'daily'));
    }
  });
});

describe('shouldEmailNow', () => {
  const n = (type: NotificationType, over: Partial<{ emailSent: boolean; isRead: boolean }> = {}) => ({
    type,
    emailSent: false,
    isRead: false,
    ...over,
  });
  it('never mails twice', () => {
    expect(shouldEmailNow(n('admin_message', { emailSent: true }), 'immediate')).toBe(false);
  });
  it('respects a preference turned off since the job was queued, except for administrators', () => {
    expect(shouldEmailNow(n('connection_request'), 'off')).toBe(false);
    expect(shouldEmailNow(n('admin_message'), 'off')).toBe(true);
  });
  it('does not mail what was already read in the app, except an administrator’s message', () => {
    expect(shouldEmailNow(n('connection_request', { isRead: true }), 'daily')).toBe(false);
    expect(shouldEmailNow(n('admin_message', { isRead: true }), 'daily')).toBe(true);
    expect(shouldEmailNow(n('connection_request'), 'daily')).toBe(true);
  });
});

describe('digest periods', () => {
  it('name the local date of the run in the digest time zone', () => {
    // 22:00 UTC on 14 January is 09:00 on 15 January in Sydney (daylight saving).
    const at = new Date('2025-01-14T22:00:00Z');
    expect(localDate(at, 'Australia/Sydney')).toBe('2025-01-15');
    expect(localDate(at, 'UTC')).toBe('2025-01-14');
    expect(periodKey('daily', at, 'Australia/Sydney')).toBe('daily-2025-01-15');
    expect(periodKey('weekly', at, 'Australia/Sydney')).toBe('weekly-2025-01-15');
  });
  it('are the same for a retry of the same run', () => {
    const a = new Date('2025-06-01T22:00:00Z');
    const b = new Date('2025-06-01T22:07:13Z');
    expect(periodKey('daily', a, 'Australia/Sydney')).toBe(periodKey('daily', b, 'Australia/Sydney'));
  });
});

describe('notification drafts', () => {
  const [ada, bo] = [person('Ada'), person('Bo')];
  const e = connectionEvent(ada, bo, {
    thesisTitle: 'Robots in class',
    researchArea: 'STEM education',
    message: 'Hello',
  });
  const eventId = randomUUID();

  const requests: ConnectionEventType[] = [
    'networking.connection.requested',
    'networking.supervisor_request.created',
    'networking.examiner_request.created',
  ];
  const answers: ConnectionEventType[] = [
    'networking.connection.accepted',
    'networking.supervisor_request.accepted',
    'networking.supervisor_request.declined',
    'networking.examiner_request.accepted',
    'networking.examiner_request.declined',
  ];

  it.each(requests)('%s notifies the person asked, naming who asked', (type) => {
    const d = connectionDraft(type, eventId, e);
    expect(d.userId).toBe(bo.userId);
    expect(d.relatedConnectionId).toBe(e.connectionId);
    expect(d.relatedProjectId).toBeNull();
    expect(d.title).toContain(ada.name);
    expect(d.message).toContain('Their message: “Hello”');
    expect(d.sourceKey).toBe(`event:${eventId}`);
  });

  it.each(answers)('%s notifies the person who asked, naming who answered', (type) => {
    const d = connectionDraft(type, eventId, e);
    expect(d.userId).toBe(ada.userId);
    expect(d.relatedConnectionId).toBe(e.connectionId);
    expect(d.message).toContain(bo.name);
  });

  it('word theses and research areas, and cope without them', () => {
    const d = connectionDraft('networking.examiner_request.created', eventId, e);
    expect(d).toMatchObject({
      type: 'examiner_request',
      title: `Examiner request from ${ada.name}`,
      message: `${ada.name} has invited you to examine their PhD thesis “Robots in class” in STEM education. Their message: “Hello”`,
      link: '/phd-examiner-finder',
    });
    const bare = connectionDraft('networking.supervisor_request.created', eventId, {
      ...e,
      thesisTitle: null,
      researchArea: '  ',
      message: null,
    });
    expect(bare.message).toBe(`${ada.name} has asked you to supervise their PhD thesis.`);
  });

  it('tell a project owner who joined, but not about themselves', () => {
    const joined = memberJoined(ada, bo);
    expect(memberJoinedProjectDraft(eventId, joined)).toEqual([
      expect.objectContaining({
        userId: ada.userId,
        type: 'project_member_joined',
        relatedProjectId: joined.projectId,
        link: `/research-projects/${joined.projectId}`,
      }),
    ]);
    expect(memberJoinedProjectDraft(eventId, memberJoined(ada, ada))).toEqual([]);
  });

  it('tell each member once that a project is complete, not its owner', () => {
    const c = person('Cy');
    const now = new Date().toISOString();
    const drafts = projectCompletedDrafts(eventId, {
      projectId: randomUUID(),
      title: 'Digital literacy',
      description: '',
      duration: null,
      status: 'completed',
      categories: [],
      isPublic: true,
      ownerUserId: ada.userId,
      ownerProfileId: ada.profileId,
      memberUserIds: [bo.userId, c.userId, bo.userId, ada.userId],
      createdAt: now,
      updatedAt: now,
    });
    expect(drafts.map((d) => d.userId)).toEqual([bo.userId, c.userId]);
    expect(drafts[0]).toMatchObject({
      type: 'project_completed',
      title: 'Project completed: Digital literacy',
    });
  });

  it('tell the leaders of a group who joined, not the joiner', () => {
    const c = person('Cy');
    const drafts = memberJoinedGroupDrafts(eventId, groupJoined(c, [ada, bo, c]));
    expect(drafts.map((d) => d.userId)).toEqual([ada.userId, bo.userId]);
    expect(first(drafts).message).toBe(
      `${c.name} is now a member of TPACK research group, a research group you lead.`,
    );
  });

  it('keep an administrator’s words and key them by the email request', () => {
    const emailId = randomUUID();
    const d = adminMessageDraft({
      emailId,
      toUserId: bo.userId,
      toEmail: bo.email,
      toName: null,
      subject: 'Subject line',
      message: 'Body text',
      fromAdminUserId: ada.userId,
      fromAdminName: null,
    });
    expect(d).toMatchObject({ type: 'admin_message', title: 'Subject line', message: 'Body text' });
    expect(d.sourceKey).toBe(`admin-email:${emailId}`);
  });
});

describe('unsubscribe tokens', () => {
  const key = unsubscribeKey('test-internal-auth-secret-0123456789abcdef');
  const userId = randomUUID();

  it('verify when signed with the same secret', () => {
    expect(verifyUnsubscribeToken(signUnsubscribeToken(userId, key), key)).toBe(userId);
  });

  it('are refused when tampered with, made for someone else, or signed with another secret', () => {
    const token = signUnsubscribeToken(userId, key);
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    expect(verifyUnsubscribeToken(flipped, key)).toBeNull();
    expect(verifyUnsubscribeToken(token.replace(userId, randomUUID()), key)).toBeNull();
    const otherKey = unsubscribeKey('another-secret-another-secret-another-secret');
    expect(verifyUnsubscribeToken(token, otherKey)).toBeNull();
    for (const bad of [undefined, '', 'abc', `${userId}.`, `not-a-uuid.${token.split('.')[1]}`]) {
      expect(verifyUnsubscribeToken(bad, key)).toBeNull();
    }
  });

  it('use a key of their own, not the shared secret itself', () => {
    expect(key.equals(Buffer.from('test-internal-auth-secret-0123456789abcdef').subarray(0, 32))).toBe(false);
  });
});

describe('firstNameOf', () => {
  it('prefers identity’s first name, else the first word of the name an event gave', () => {
    expect(firstNameOf({ firstName: 'Ada', displayName: 'Dr Ada Lovelace' })).toBe('Ada');
    expect(firstNameOf({ firstName: null, displayName: 'Bo Diddley' })).toBe('Bo');
    expect(firstNameOf({ firstName: ' ', displayName: null })).toBeNull();
  });
});

describe('mergeSeeds', () => {
  it('keeps one seed per person, with the first address and name known for each', () => {
    const [a, b] = [randomUUID(), randomUUID()];
    expect(
      mergeSeeds([
        { userId: a, email: null, displayName: 'Ada One' },
        { userId: b, email: 'bo@example.edu', displayName: null },
        { userId: a, email: 'ada@example.edu', displayName: 'Ada Two' },
        { userId: b, email: 'other@example.edu', displayName: 'Bo' },
      ]),
    ).toEqual([
      { userId: a, email: 'ada@example.edu', displayName: 'Ada One' },
      { userId: b, email: 'bo@example.edu', displayName: 'Bo' },
    ]);
  });
});
