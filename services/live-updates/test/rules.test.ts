import { describe, expect, it } from 'vitest';
import { networkingEvents } from '@app/contracts/networking/events';
import { testConnectionEvent } from '@app/service-kit/testing';
import { connectionAudience, freshWithin, notificationAudience } from '../src/intake';
import { compareStreamIds, parseStreamId } from '../src/shared';

const from = {
  userId: '11111111-1111-4111-8111-111111111111',
  profileId: '11111111-1111-4111-8111-111111111112',
  name: 'Bob',
  email: 'bob@example.edu',
};
const to = {
  userId: '22222222-2222-4222-8222-222222222222',
  profileId: '22222222-2222-4222-8222-222222222223',
  name: 'Alice',
  email: 'alice@example.edu',
};

describe('who hears of a connection event', () => {
  const types = Object.keys(networkingEvents) as Array<keyof typeof networkingEvents>;

  it.each(types)('%s reaches only its two parties, with ids only', (type) => {
    const event = testConnectionEvent(from, to, { message: 'a private message', thesisTitle: 'A thesis' });
    const addressed = connectionAudience(type, event);
    expect(addressed.length).toBeGreaterThan(0);
    for (const { userId, message } of addressed) {
      expect([from.userId, to.userId]).toContain(userId);
      const text = JSON.stringify(message);
      for (const secret of ['a private message', 'A thesis', 'Bob', 'Alice', 'example.edu'])
        expect(text).not.toContain(secret);
    }
  });

  it('leaves the bell to notifications: no notification message is made from a connection event', () => {
    for (const type of types)
      for (const { message } of connectionAudience(type, testConnectionEvent(from, to)))
        expect(message.kind.startsWith('notification.')).toBe(false);
  });
});

describe('who hears of a notification', () => {
  it('its addressee only, by id', () => {
    const event = {
      id: '33333333-3333-4333-8333-333333333333',
      type: 'notifications.notification.created' as const,
      occurredAt: new Date().toISOString(),
      version: 1,
      data: { userId: to.userId, notificationId: from.profileId, type: 'group_message' as const },
    };
    expect(notificationAudience(event)).toEqual([
      {
        userId: to.userId,
        message: {
          kind: 'notification.created',
          notificationId: from.profileId,
          notificationType: 'group_message',
        },
      },
    ]);
  });
});

describe('fresh events', () => {
  it('sends what happened within the age, not what a replay brings back', () => {
    const now = Date.parse('2026-01-01T12:00:00Z');
    const fresh = freshWithin(60_000, () => now);
    expect(fresh({ occurredAt: '2026-01-01T11:59:30Z' })).toBe(true);
    expect(fresh({ occurredAt: '2026-01-01T11:58:30Z' })).toBe(false);
  });
});

describe('positions', () => {
  it('orders stream ids by time, then sequence, as numbers', () => {
    expect(compareStreamIds('999-5', '1000-0')).toBeLessThan(0);
    expect(compareStreamIds('1000-10', '1000-9')).toBeGreaterThan(0);
    expect(compareStreamIds('1000-1', '1000-1')).toBe(0);
    expect(parseStreamId('1000')).toBeNull();
    expect(parseStreamId('abc-1')).toBeNull();
  });
});
