import { describe, expect, it } from 'vitest';
import { digestSections, renderDigestEmail, type DigestItem } from '../src/mail/digest-email';
import { escapeHtml, escapeMultiline } from '../src/shared/html';
import { renderNotificationEmail } from '../src/mail/notification-email';
import {
  confirmUnsubscribePage,
  invalidUnsubscribeLinkPage,
  unsubscribedPage,
} from '../src/preferences/unsubscribe-pages';

const links = {
  publicUrl: 'https://rc.example.edu',
  unsubscribeUrl: 'https://rc.example.edu/api/notifications/unsubscribe?token=abc.def',
};

describe('escaping', () => {
  it('escapes every character that matters in HTML text and attributes', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(escapeMultiline('one <b>\r\ntwo\n')).toBe('one &lt;b&gt;<br>two');
  });
});

describe('a notification email', () => {
  const email = renderNotificationEmail({
    notification: {
      type: 'project_member_joined',
      title: 'Jo <img src=x> joined your project',
      message: 'Jo has joined “AI & assessment” as a collaborator.',
      link: '/research-projects/42',
    },
    recipientFirstName: 'Ada',
    preference: 'immediate',
    links,
  });

  it('has a clear subject, a greeting, the message and a link to the page in both parts', () => {
    expect(email.subject).toBe('Jo <img src=x> joined your project');
    expect(email.text).toContain('Hi Ada,');
    expect(email.text).toContain('Jo has joined “AI & assessment” as a collaborator.');
    expect(email.text).toContain('Open the project: https://rc.example.edu/research-projects/42');
    expect(email.html).toContain('href="https://rc.example.edu/research-projects/42"');
    expect(email.html).toContain('>Open the project</a>');
  });

  it('escapes what people wrote in the HTML part', () => {
    expect(email.html).not.toContain('<img src=x>');
    expect(email.html).toContain('Jo &lt;img src=x&gt; joined your project');
    expect(email.html).toContain('“AI &amp; assessment”');
  });

  it('says why it was sent and carries the one-click unsubscribe link and headers', () => {
    expect(email.text).toContain('you asked Research Connect to email you about each notification');
    expect(email.text).toContain(`Unsubscribe with one click: ${links.unsubscribeUrl}`);
    expect(email.html).toContain(`href="${escapeHtml(links.unsubscribeUrl)}"`);
    // ...and where to choose how often instead (a digest, say) rather than stop altogether.
    expect(email.text).toContain('Email settings: https://rc.example.edu/#email-settings');
    expect(email.html).toContain('href="https://rc.example.edu/#email-settings"');
    expect(email.headers).toEqual({
      'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      'Auto-Submitted': 'auto-generated',
    });
  });

  it('greets people whose name is unknown, and introduces administrators’ messages', () => {
    const admin = renderNotificationEmail({
      notification: {
        type: 'admin_message',
        title: 'Maintenance',
        message: 'Down at 9.\nBack at 10.',
        link: '/',
      },
      recipientFirstName: null,
      preference: 'off',
      links,
    });
    expect(admin.text.startsWith('Hello,\n\nA message from the Research Connect team:\n\nMaintenance')).toBe(
      true,
    );
    expect(admin.html).toContain('Down at 9.<br>Back at 10.');
    expect(admin.text).toContain(
      'Messages from administrators are emailed even when notification emails are turned off.',
    );
  });
});

describe('a digest', () => {
  const item = (type: DigestItem['type'], title: string, createdAt: string): DigestItem => ({
    type,
    title,
    message: `${title}.`,
    link: '/',
    createdAt,
  });
  const items = [
    item('project_member_joined', 'Older project news', '2030-03-01T01:00:00.000Z'),
    item('group_member_joined', 'Group news', '2030-03-02T01:00:00.000Z'),
    item('project_completed', 'Newer project news', '2030-03-03T01:00:00.000Z'),
    item('connection_request', 'A request', '2030-03-01T00:00:00.000Z'),
  ];

  it('groups notifications into sections in a fixed order, newest first within each', () => {
    expect(digestSections(items).map((s) => [s.heading, s.items.map((i) => i.title)])).toEqual([
      ['Requests for you', ['A request']],
      ['Your projects', ['Newer project news', 'Older project news']],
      ['Your research groups', ['Group news']],
    ]);
  });

  it('counts everything in the subject and says how many more are waiting', () => {
    const email = renderDigestEmail({
      items,
      total: 7,
      period: 'weekly',
      recipientFirstName: 'Bo',
      timeZone: 'Australia/Sydney',
      links,
    });
    expect(email.subject).toBe('Your weekly Research Connect digest: 7 new notifications');
    expect(email.text).toContain('…and 3 more waiting for you in Research Connect.');
    expect(email.text).toContain('YOUR PROJECTS');
    // Dates are shown in the digest's time zone: 01:00 UTC on 3 March is 12:00 pm in Sydney.
    expect(email.text).toMatch(/3 Mar.*12:00/);
    expect(email.html).toContain('Your weekly digest');
    expect(email.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});

describe('unsubscribe pages', () => {
  it('post back to themselves with the token, encoded', () => {
    expect(confirmUnsubscribePage('a.b+c/d')).toContain('action="?token=a.b%2Bc%2Fd"');
  });
  it('explain an invalid link and link home', () => {
    const page = invalidUnsubscribeLinkPage('https://rc.example.edu');
    expect(page).toContain('This unsubscribe link is not valid');
    expect(page).toContain('href="https://rc.example.edu/"');
    expect(page).toContain('href="https://rc.example.edu/#email-settings"');
  });
  it('say where emails are turned back on, once unsubscribed', () => {
    const page = unsubscribedPage('https://rc.example.edu');
    expect(page).toContain('You are unsubscribed');
    expect(page).toContain('<a href="https://rc.example.edu/#email-settings">email settings</a>');
  });
});
