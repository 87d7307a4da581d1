import type { EmailPreference, NotificationType } from '@app/contracts/notifications/http';
import { PRODUCT_NAME } from '@app/contracts/product';
import { REQUEST_TYPES } from './delivery';
import { escapeHtml, escapeMultiline } from '../shared/html';
import { absoluteUrl, buttonHtml, renderEmail, type EmailLinks, type RenderedEmail } from './layout';

export interface MailableNotification {
  type: NotificationType;
  title: string;
  message: string;
  link: string;
}

const BUTTON_LABELS: Record<NotificationType, string> = {
  connection_request: 'Review the request',
  connection_accepted: 'See your network',
  supervisor_request: 'Review the request',
  supervisor_request_accepted: `Open ${PRODUCT_NAME}`,
  supervisor_request_declined: 'Find other supervisors',
  examiner_request: 'Review the request',
  examiner_request_accepted: 'See your examiner requests',
  examiner_request_declined: 'Find other examiners',
  project_member_joined: 'Open the project',
  project_completed: 'Open the project',
  group_member_joined: 'See your research groups',
  group_leader_added: 'See your research groups',
  group_message: 'See your research groups',
  admin_message: `Open ${PRODUCT_NAME}`,
  orcid_link_taken_over: 'Link your ORCID iD',
};

const digestWord = (p: EmailPreference) => (p === 'weekly' ? 'weekly' : 'daily');

/** The footer's "why you got this", in terms of the reader's own choice. */
function immediateReason(type: NotificationType, preference: EmailPreference): string {
  if (type === 'admin_message') {
    return `An administrator of ${PRODUCT_NAME} sent you this message about your account. Messages from administrators are emailed even when notification emails are turned off.`;
  }
  if (type === 'orcid_link_taken_over') {
    return `This is about the ORCID iD linked to your ${PRODUCT_NAME} account. Notices about your account are emailed even when notification emails are turned off.`;
  }
  if (type === 'group_message') {
    return `A leader of a research group you belong to sent this message to its members through ${PRODUCT_NAME}. Your email address was not shown to them.`;
  }
  if (preference === 'immediate') {
    return `You are getting this email because you asked ${PRODUCT_NAME} to email you about each notification as it happens.`;
  }
  if (REQUEST_TYPES.has(type)) {
    return `You are getting this email because someone sent you a request on ${PRODUCT_NAME}. Requests are emailed straight away; other news comes in your ${digestWord(preference)} digest.`;
  }
  return `You are getting this email because you have a ${PRODUCT_NAME} account with email notifications turned on.`;
}

/** One notification as an email: subject, plain text and HTML, and the unsubscribe headers. */
export function renderNotificationEmail(opts: {
  notification: MailableNotification;
  recipientFirstName: string | null;
  preference: EmailPreference;
  links: EmailLinks;
}): RenderedEmail {
  const { notification: n, links } = opts;
  const url = absoluteUrl(links, n.link);
  const label = BUTTON_LABELS[n.type];
  const reason = immediateReason(n.type, opts.preference);
  const isAdmin = n.type === 'admin_message';
  const subject = n.title.trim() || `A message from ${PRODUCT_NAME}`;
  const intro = isAdmin ? `A message from the ${PRODUCT_NAME} team:` : null;

  const contentHtml = `${intro ? `<p style="margin:0 0 16px;color:#4b5563;">${escapeHtml(intro)}</p>` : ''}
<h1 style="margin:0 0 16px;font-size:22px;line-height:30px;color:#111827;">${escapeHtml(subject)}</h1>
<p style="margin:0;">${escapeMultiline(n.message)}</p>
${buttonHtml(label, url)}
<p style="margin:0;font-size:13px;line-height:20px;color:#6b7280;">If the button does not work, copy this link into your browser:<br><a href="${escapeHtml(url)}" style="color:#1d4ed8;word-break:break-all;">${escapeHtml(url)}</a></p>`;

  return renderEmail({
    subject,
    preheader: n.message.slice(0, 140),
    recipientFirstName: opts.recipientFirstName,
    contentHtml,
    textParts: [intro, subject, n.message.trim(), `${label}: ${url}`],
    reason,
    links,
  });
}
