import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import nodemailer from 'nodemailer';
import { startDevInbox, type DevInbox } from '../src/app';
import type { CapturedMessage } from '../src/message-store';

let inbox: DevInbox;

beforeAll(async () => {
  inbox = await startDevInbox({ smtpPort: 0, httpPort: 0 });
});
afterAll(async () => {
  await inbox?.close();
});
beforeEach(async () => {
  await fetch(`${inbox.httpUrl}/api/messages`, { method: 'DELETE' });
});

type MailFields = Parameters<ReturnType<typeof nodemailer.createTransport>['sendMail']>[0];

async function sendMail(inboxUrl: string, fields: Partial<MailFields> = {}) {
  const transport = nodemailer.createTransport(inboxUrl);
  try {
    return await transport.sendMail({
      from: '"Research Connect" <no-reply@research-connect.local>',
      to: 'Pat Example <pat@example.edu>',
      subject: 'Hello from the test',
      text: 'Plain words',
      html: '<p>Rich <b>words</b></p>',
      headers: { 'List-Unsubscribe': '<http://localhost:8080/u?token=abc>' },
      ...fields,
    });
  } finally {
    transport.close();
  }
}

const messages = async (): Promise<CapturedMessage[]> =>
  (await fetch(`${inbox.httpUrl}/api/messages`)).json() as Promise<CapturedMessage[]>;

describe('dev inbox', () => {
  it('captures a message over SMTP with both parts and its headers, served as JSON', async () => {
    await sendMail(inbox.smtpUrl);
    const list = await messages();
    expect(list).toHaveLength(1);
    const [m] = list;
    expect(m).toMatchObject({
      from: 'no-reply@research-connect.local',
      to: ['pat@example.edu'],
      subject: 'Hello from the test',
      envelope: { from: 'no-reply@research-connect.local', to: ['pat@example.edu'] },
    });
    expect(m!.text?.trim()).toBe('Plain words');
    expect(m!.html).toContain('<b>words</b>');
    expect(m!.headers['list-unsubscribe']).toBe('<http://localhost:8080/u?token=abc>');
    expect(m).not.toHaveProperty('raw');

    const one = await fetch(`${inbox.httpUrl}/api/messages/${m!.id}`);
    expect(one.status).toBe(200);
    expect(((await one.json()) as { raw: string }).raw).toContain('Subject: Hello from the test');
  });

  it('lists messages on a web page and shows one with its HTML sandboxed and escaped', async () => {
    await sendMail(inbox.smtpUrl, {
      subject: 'Ideas <script>alert(1)</script>',
      html: '<p onclick="x()">Hi "there"</p>',
    });
    const [m] = await messages();

    const page = await fetch(`${inbox.httpUrl}/`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const listHtml = await page.text();
    expect(listHtml).toContain('Ideas &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(listHtml).not.toContain('<script>');
    expect(listHtml).toContain('pat@example.edu');

    const view = await (await fetch(`${inbox.httpUrl}/messages/${m!.id}`)).text();
    expect(view).toContain('<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="');
    expect(view).toContain('&lt;p onclick=&quot;x()&quot;&gt;Hi &quot;there&quot;&lt;/p&gt;');
    expect(view).toContain('<h2>Text</h2>');
    expect(view).toContain('list-unsubscribe');

    expect((await fetch(`${inbox.httpUrl}/messages/nope`)).status).toBe(404);
    expect((await fetch(`${inbox.httpUrl}/api/messages/nope`)).status).toBe(404);
  });

  it('deletes every message on DELETE /api/messages', async () => {
    await sendMail(inbox.smtpUrl);
    await sendMail(inbox.smtpUrl);
    const res = await fetch(`${inbox.httpUrl}/api/messages`, { method: 'DELETE' });
    expect(await res.json()).toEqual({ deleted: 2 });
    expect(await messages()).toEqual([]);
  });

  it('waits for a message that has not arrived yet', async () => {
    const waiting = inbox.waitForMessage((m) => m.subject === 'Later');
    await sendMail(inbox.smtpUrl, { subject: 'Sooner' });
    await sendMail(inbox.smtpUrl, { subject: 'Later' });
    expect((await waiting).subject).toBe('Later');
    await expect(inbox.waitForMessage((m) => m.subject === 'Never', 200)).rejects.toThrow(/No matching mail/);
  });

  it('keeps only the newest messages up to its capacity, newest first', async () => {
    const small = await startDevInbox({ smtpPort: 0, httpPort: 0, capacity: 3 });
    try {
      for (const n of [1, 2, 3, 4, 5]) await sendMail(small.smtpUrl, { subject: `Message ${n}` });
      const list = (await (await fetch(`${small.httpUrl}/api/messages`)).json()) as CapturedMessage[];
      expect(list.map((m) => m.subject)).toEqual(['Message 5', 'Message 4', 'Message 3']);
    } finally {
      await small.close();
    }
  });
});
