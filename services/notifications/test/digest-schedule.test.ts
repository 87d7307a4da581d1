import { afterAll, beforeAll, expect, it } from 'vitest';
import { publishEvent, sleep } from '@app/service-kit/testing';
import { startDevInbox, type DevInbox } from '../../../infra/dev-inbox/src/app';
import {
  memberJoined,
  person,
  register,
  startService,
  waitForRecipient,
  waitForRows,
  type Harness,
} from './helpers';

let inbox: DevInbox;
let h: Harness;

beforeAll(async () => {
  inbox = await startDevInbox({ smtpPort: 0, httpPort: 0 });
  // The daily digest scheduler fires every second here; the weekly one not during the test.
  h = await startService({
    SMTP_URL: inbox.smtpUrl,
    DIGEST_DAILY_CRON: '* * * * * *',
    DIGEST_WEEKLY_CRON: '0 0 1 1 *',
  });
});
afterAll(async () => {
  await h?.close();
  await inbox?.close();
});

it('sends the digest when its scheduler fires, and only one digest per period however often it fires', async () => {
  const me = person('Ada');
  await register(h.ns, me);
  await waitForRecipient(h.app, me.userId);

  await publishEvent(h.ns, 'projects.member.joined', memberJoined(me, person('Bo')));
  await waitForRows(h.app, me.userId, 1);
  const digest = await inbox.waitForMessage((m) => m.to.includes(me.email), 15_000);
  expect(digest.subject).toBe('Your daily Research Connect digest: 1 new notification');

  // More news the same day: the scheduler keeps firing, but today's digest has been sent.
  await publishEvent(h.ns, 'projects.member.joined', memberJoined(me, person('Cy')));
  await waitForRows(h.app, me.userId, 2);
  await sleep(3000);
  expect(inbox.store.list().filter((m) => m.to.includes(me.email))).toHaveLength(1);
});
