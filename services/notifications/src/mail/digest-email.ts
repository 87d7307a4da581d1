import type { NotificationType } from '@app/contracts/notifications/http';
import { PRODUCT_NAME } from '@app/contracts/product';
import type { DigestPeriod } from './delivery';
import { escapeHtml } from '../shared/html';
import { absoluteUrl, buttonHtml, renderEmail, type EmailLinks, type RenderedEmail } from './layout';

export interface DigestItem {
  type: NotificationType;
  title: string;
  message: string;
  link: string;
  createdAt: string;
}

/** The sections of a digest, in the order a reader cares about them. */
const DIGEST_SECTIONS: ReadonlyArray<{ heading: string; types: readonly NotificationType[] }> = [
  { heading: 'Requests for you', types: ['connection_request', 'supervisor_request', 'examiner_request'] },
  {
    heading: 'Answers to your requests',
    types: [
      'connection_accepted',
      'supervisor_request_accepted',
      'supervisor_request_declined',
      'examiner_request_accepted',
      'examiner_request_declined',
    ],
  },
  { heading: 'Your projects', types: ['project_member_joined', 'project_completed'] },
  { heading: 'Your research groups', types: ['group_member_joined', 'group_leader_added', 'group_message'] },
  { heading: `From the ${PRODUCT_NAME} team`, types: ['admin_message'] },
];

/** Groups items into the digest's sections, newest first within each; empty sections are left out. */
export function digestSections(items: DigestItem[]): Array<{ heading: string; items: DigestItem[] }> {
  const newestFirst = [...items].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  return DIGEST_SECTIONS.map((s) => ({
    heading: s.heading,
    items: newestFirst.filter((i) => s.types.includes(i.type)),
  })).filter((s) => s.items.length > 0);
}

const plural = (n: number, word: string) => `${n} new ${word}${n === 1 ? '' : 's'}`;

function digestSubject(period: DigestPeriod, total: number): string {
  return `Your ${period} ${PRODUCT_NAME} digest: ${plural(total, 'notification')}`;
}

/**
 * One email gathering the notifications not yet mailed. `items` are the ones listed (at most a
 * few dozen); `total` counts them all, so the reader knows when there is more in the app.
 */
export function renderDigestEmail(opts: {
  items: DigestItem[];
  total: number;
  period: DigestPeriod;
  recipientFirstName: string | null;
  timeZone: string;
  links: EmailLinks;
}): RenderedEmail {
  const { links, period, total } = opts;
  const when = new Intl.DateTimeFormat('en-AU', {
    timeZone: opts.timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: 'numeric',
    minute: '2-digit',
  });
  const sections = digestSections(opts.items);
  const subject = digestSubject(period, total);
  const intro = `Here is what happened on ${PRODUCT_NAME} since your last ${period} digest.`;
  const more = total - opts.items.length;
  const moreLine = more > 0 ? `…and ${more} more waiting for you in ${PRODUCT_NAME}.` : null;
  const home = `${links.publicUrl}/`;
  const reason = `You are getting this ${period} digest because it is how you chose to hear about activity on ${PRODUCT_NAME}. Requests addressed to you are still emailed straight away.`;

  const sectionHtml = sections
    .map(
      (
        s,
      ) => `<h2 style="margin:28px 0 8px;font-size:17px;line-height:24px;color:#1e3a8a;border-bottom:1px solid #e5e7eb;padding-bottom:4px;">${escapeHtml(s.heading)}</h2>
${s.items
  .map(
    (i) => `<p style="margin:0 0 16px;">
<a href="${escapeHtml(absoluteUrl(links, i.link))}" style="color:#111827;font-weight:bold;text-decoration:none;">${escapeHtml(i.title)}</a><br>
<span style="color:#374151;">${escapeHtml(i.message)}</span><br>
<span style="font-size:13px;color:#6b7280;">${escapeHtml(when.format(new Date(i.createdAt)))}</span>
</p>`,
  )
  .join('\n')}`,
    )
    .join('\n');

  const contentHtml = `<h1 style="margin:0 0 8px;font-size:22px;line-height:30px;color:#111827;">Your ${escapeHtml(period)} digest</h1>
<p style="margin:0;color:#4b5563;">${escapeHtml(intro)}</p>
${sectionHtml}
${moreLine ? `<p style="margin:0;color:#4b5563;">${escapeHtml(moreLine)}</p>` : ''}
${buttonHtml(`Open ${PRODUCT_NAME}`, home)}`;

  const textSections = sections
    .map(
      (s) =>
        `${s.heading.toUpperCase()}\n\n${s.items
          .map(
            (i) =>
              `* ${i.title}\n  ${i.message}\n  ${when.format(new Date(i.createdAt))} - ${absoluteUrl(links, i.link)}`,
          )
          .join('\n\n')}`,
    )
    .join('\n\n');
  return renderEmail({
    subject,
    preheader: sections[0]?.items[0]?.title ?? intro,
    recipientFirstName: opts.recipientFirstName,
    contentHtml,
    textParts: [intro, textSections, moreLine, `Open ${PRODUCT_NAME}: ${home}`],
    reason,
    links,
  });
}
