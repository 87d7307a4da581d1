import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { streamName, type EventData, type PublishingService } from '@app/contracts/events';
import {
  createTestDatabase,
  deleteStreams,
  publishEvent,
  testConnectionEvent,
  testEnv,
  testUrls,
  testUserSnapshot,
  uniqueName,
  waitFor,
  type TestDatabase,
} from '@app/service-kit/testing';
import { buildApp, type NotificationsApp } from '../src/app';
import { loadNotificationsConfig } from '../src/config';

export const PUBLIC_URL = 'http://app.test';

export interface Harness {
  app: NotificationsApp;
  db: TestDatabase;
  ns: string;
  close(): Promise<void>;
}

/** The service on its own database, NATS namespace and Redis prefix, with short mail retries. */
export async function startService(
  extra: Record<string, string> = {},
  ns = uniqueName('nt'),
): Promise<Harness> {
  const db = await createTestDatabase();
  const app = await buildApp(
    loadNotificationsConfig(
      testEnv(db, ns, {
        PUBLIC_URL,
        MAIL_RETRY_BASE_MS: '200',
        MAIL_SWEEP_MS: '600000',
        CONSUMER_RETRY_BASE_MS: '100',
        ...extra,
      }),
    ),
  );
  await app.ready();
  return {
    app,
    db,
    ns,
    async close() {
      await app.close();
      await db.drop();
      await deleteStreams(ns);
      await deleteRedisKeys(`${ns}:`);
    },
  };
}

async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new Redis(testUrls.redis);
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/** Waits until this service's consumer of a stream has nothing pending or unacknowledged. */
export async function waitForConsumerIdle(
  app: NotificationsApp,
  ns: string,
  stream: PublishingService,
): Promise<void> {
  const jsm = await app.nc.jetstreamManager();
  await waitFor(
    async () => {
      const info = await jsm.consumers.info(streamName(stream, ns), 'notifications');
      return info.num_pending === 0 && info.num_ack_pending === 0;
    },
    { what: `the ${stream} consumer to be idle` },
  );
}

export interface Person {
  userId: string;
  profileId: string;
  name: string;
  email: string;
}

let people = 0;
export function person(first = 'Pat'): Person {
  people += 1;
  const tag = randomUUID().slice(0, 6);
  return {
    userId: randomUUID(),
    profileId: randomUUID(),
    name: `${first} Researcher${people}`,
    email: `${first.toLowerCase()}.${tag}@example.edu`,
  };
}

/** Tells the service about a person, as identity does when they register. */
export async function register(ns: string, p: Person): Promise<void> {
  const [firstName, lastName] = p.name.split(' ');
  await publishEvent(
    ns,
    'identity.user.registered',
    testUserSnapshot({
      userId: p.userId,
      email: p.email,
      firstName: firstName ?? null,
      lastName: lastName ?? null,
    }),
  );
}

export const connectionEvent = testConnectionEvent;

export function memberJoined(owner: Person, member: Person, projectId = randomUUID()) {
  return {
    projectId,
    projectTitle: 'Computational thinking in primary classrooms',
    ownerUserId: owner.userId,
    ownerProfileId: owner.profileId,
    memberUserId: member.userId,
    memberProfileId: member.profileId,
    memberName: member.name,
    role: 'collaborator',
    at: new Date().toISOString(),
  } satisfies EventData<'projects.member.joined'>;
}

export function groupJoined(joiner: Person, leaders: Person[]) {
  return {
    groupId: randomUUID(),
    groupName: 'TPACK research group',
    userId: joiner.userId,
    profileId: joiner.profileId,
    memberName: joiner.name,
    leaderUserIds: leaders.map((l) => l.userId),
    at: new Date().toISOString(),
  } satisfies EventData<'groups.member.joined'>;
}

/**
 * Writes a notification row straight to the table, bypassing events and the mail queue (as if
 * its transaction had just committed): by default an immediate connection request from Zed.
 */
export async function insertNotification(
  app: NotificationsApp,
  userId: string,
  overrides: Record<string, unknown> = {},
) {
  const [row] = await app
    .db('notifications')
    .insert({
      userId,
      type: 'connection_request',
      title: 'Connection request from Zed',
      message: 'Zed would like to connect with you on Research Connect.',
      link: '/',
      delivery: 'immediate',
      sourceKey: `event:${randomUUID()}`,
      ...overrides,
    })
    .returning('*');
  return row;
}

/** Rows of a user's notifications, newest first, straight from the database. */
export async function rowsOf(app: NotificationsApp, userId: string) {
  return app.db('notifications').where({ userId }).orderBy('createdAt', 'desc');
}

export async function waitForRows(app: NotificationsApp, userId: string, count: number) {
  return waitFor(
    async () => {
      const rows = await rowsOf(app, userId);
      return rows.length >= count ? rows : undefined;
    },
    { what: `${count} notification(s) for ${userId}` },
  );
}

/** Waits until identity's details for this person are in the recipients read model. */
export async function waitForRecipient(app: NotificationsApp, userId: string) {
  return waitFor(() => app.db('recipients').where({ userId }).whereNotNull('identityAt').first(), {
    what: `recipient ${userId}`,
  });
}
