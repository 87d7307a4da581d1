import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, publishEvent, waitFor } from '@app/service-kit/testing';
import { startDevInbox, type DevInbox } from '../../../infra/dev-inbox/src/app';
import { mailJobIds } from '../src/mail/jobs';
import {
  connectionEvent,
  insertNotification,
  person,
  register,
  rowsOf,
  startService,
  waitForRecipient,
  waitForRows,
  type Harness,
  type Person,
} from './helpers';

// The SMTP server is not running when these tests start; it is started on this port later.
let smtpPort: number;
let inbox: DevInbox | null = null;
let h: Harness;
/** Whose email used up its single attempt in the first test. */
let exhausted: Person;

beforeAll(async () => {
  smtpPort = await freePort();
  h = await startService({ SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, MAIL_RETRY_BASE_MS: '300' });
});
afterAll(async () => {
  await h?.close();
  await inbox?.close();
});

async function newPerson(first: string): Promise<Person> {
  const p = person(first);
  await register(h.ns, p);
  await waitForRecipient(h.app, p.userId);
  return p;
}

async function requestTo(p: Person) {
  await publishEvent(h.ns, 'networking.connection.requested', connectionEvent(person('Asker'), p));
  const [row] = await waitForRows(h.app, p.userId, 1);
  return row as { id: string };
}

/** The job of a notification once it has failed at least `n` times. */
const failedAtLeast = (notificationId: string, n: number) =>
  waitFor(
    async () => {
      const job = await h.app.mail.queue.queue.getJob(mailJobIds.notification(notificationId));
      return job && job.attemptsMade >= n ? job : undefined;
    },
    { what: `the mail job of ${notificationId} to fail ${n} time(s)` },
  );

describe('while the SMTP server is down', () => {
  it('keeps a job that used up its attempts in the failed set, to inspect and retry', async () => {
    const p = await newPerson('Ada');
    exhausted = p;
    // A notification whose job is allowed a single attempt (no other job exists for it).
    const row = await insertNotification(h.app, p.userId, { mailQueuedAt: new Date().toISOString() });
    const queue = h.app.mail.queue.queue;
    await queue.add('notification', { notificationId: row.id }, { jobId: `single-${row.id}`, attempts: 1 });

    const failed = await waitFor(
      async () => (await queue.getFailed()).find((j) => j.id === `single-${row.id}`),
      {
        what: 'the job in the failed set',
      },
    );
    expect(failed.failedReason).toMatch(/ECONNREFUSED|connect/i);
    expect(failed.data).toEqual({ notificationId: row.id });
    expect((await rowsOf(h.app, p.userId))[0].emailSent).toBe(false);
    // An operator sees it on /metrics.
    const metrics = (await h.app.inject({ method: 'GET', url: '/metrics' })).body;
    expect(metrics).toMatch(/^bullmq_jobs\{[^}]*queue="mail"[^}]*state="failed"[^}]*\} [1-9]/m);
  });
});

describe('when the SMTP server comes back', () => {
  it('delivers what failed before, once, loses nothing, and sends nothing for a deleted account', async () => {
    const [a, b] = [await newPerson('Bo'), await newPerson('Cy')];
    const rowA = await requestTo(a);
    const rowB = await requestTo(b);
    const jobA = await failedAtLeast(rowA.id, 1);
    await failedAtLeast(rowB.id, 1);
    expect(jobA.failedReason).toMatch(/ECONNREFUSED|connect/i);

    // B deletes their account while their email is waiting for a retry.
    await publishEvent(h.ns, 'identity.user.deleted', { userId: b.userId, email: b.email, deletedBy: null });
    await waitFor(async () => (await rowsOf(h.app, b.userId)).length === 0);

    inbox = await startDevInbox({ smtpPort, httpPort: 0 });
    const mail = await inbox.waitForMessage((m) => m.to.includes(a.email), 15_000);
    expect(mail.subject).toContain('Connection request from');
    await waitFor(async () => (await rowsOf(h.app, a.userId))[0].emailSent === true);

    // The job that failed in the first test, retried by hand, now goes through too.
    expect(inbox.store.list().filter((m) => m.to.includes(exhausted.email))).toHaveLength(0);
    const failed = (await h.app.mail.queue.queue.getFailed()).find((j) => j.id?.startsWith('single-'));
    await failed!.retry();
    await inbox.waitForMessage((m) => m.to.includes(exhausted.email), 15_000);

    await waitFor(
      async () =>
        (await h.app.mail.queue.queue.getJobState(mailJobIds.notification(rowA.id))) === 'completed',
    );
    const done = await h.app.mail.queue.queue.getJob(mailJobIds.notification(rowA.id));
    expect(done!.attemptsMade).toBeGreaterThanOrEqual(2);
    expect(inbox.store.list().filter((m) => m.to.includes(a.email))).toHaveLength(1);
    // B's job was withdrawn, or (if it was mid-attempt then) it ran, found nothing and sent nothing.
    await waitFor(
      async () => {
        const job = await h.app.mail.queue.queue.getJob(mailJobIds.notification(rowB.id));
        return !job || ((await job.getState()) === 'completed' && job.returnvalue === 'gone');
      },
      { timeoutMs: 15_000, what: "B's mail job to be withdrawn or to find nothing to send" },
    );
    expect(inbox.store.list().filter((m) => m.to.includes(b.email))).toHaveLength(0);
  });
});
