import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@app/contracts/product';
import { pagePaths } from '@app/contracts/pages';
import { escapeHtml } from '../shared/html';

/** What every email needs to know about where it links to. */
export interface EmailLinks {
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** The signed one-click unsubscribe URL of this recipient. */
  unsubscribeUrl: string;
}

/** A rendered email, before addressing. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export const absoluteUrl = (links: EmailLinks, path: string) => `${links.publicUrl}${path}`;

function greeting(firstName: string | null): string {
  const name = firstName?.trim();
  return name ? `Hi ${name},` : 'Hello,';
}

/** A button that survives Outlook: a link inside a coloured table cell. */
export function buttonHtml(label: string, url: string): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:24px 0;">
<tr><td style="border-radius:6px;background:#1d4ed8;">
<a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 24px;font-family:Arial,Helvetica,sans-serif;font-size:16px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(label)}</a>
</td></tr></table>`;
}

/**
 * The frame every email shares: the product name at the top, the content, and a footer saying
 * why the reader got it and how to stop it with one click. `preheader` is the preview line mail
 * clients show beside the subject.
 */
function layoutHtml(opts: {
  subject: string;
  preheader: string;
  contentHtml: string;
  reason: string;
  links: EmailLinks;
}): string {
  const { links } = opts;
  const home = escapeHtml(`${links.publicUrl}/`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(opts.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f3f4f6;">
<div style="display:none;max-height:0;overflow:hidden;opacity:0;">${escapeHtml(opts.preheader)}</div>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f3f4f6;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background:#ffffff;border-radius:8px;font-family:Arial,Helvetica,sans-serif;color:#1f2937;">
<tr><td style="background:#1e3a8a;border-radius:8px 8px 0 0;padding:20px 32px;">
<a href="${home}" style="font-size:20px;font-weight:bold;color:#ffffff;text-decoration:none;">${escapeHtml(PRODUCT_NAME)}</a>
</td></tr>
<tr><td style="padding:32px;font-size:16px;line-height:24px;">
${opts.contentHtml}
</td></tr>
<tr><td style="padding:20px 32px 28px;border-top:1px solid #e5e7eb;font-size:13px;line-height:20px;color:#6b7280;">
<p style="margin:0 0 8px;">${escapeHtml(opts.reason)}</p>
<p style="margin:0;"><a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#4b5563;">Unsubscribe from these emails</a> &middot; <a href="${escapeHtml(links.publicUrl + pagePaths.emailSettings)}" style="color:#4b5563;">Email settings</a> &middot; <a href="${home}" style="color:#4b5563;">Open ${escapeHtml(PRODUCT_NAME)}</a></p>
</td></tr>
</table>
<p style="margin:16px 0 0;font-family:Arial,Helvetica,sans-serif;font-size:12px;color:#9ca3af;">${escapeHtml(PRODUCT_TAGLINE)}</p>
</td></tr>
</table>
</body>
</html>`;
}

function layoutText(opts: { body: string; reason: string; links: EmailLinks }): string {
  return `${opts.body.trim()}

--
${opts.reason}
Unsubscribe with one click: ${opts.links.unsubscribeUrl}
Email settings: ${opts.links.publicUrl}${pagePaths.emailSettings}
${PRODUCT_NAME}: ${opts.links.publicUrl}/
`;
}

/**
 * The headers that let mail clients offer "unsubscribe" themselves (RFC 2369 and RFC 8058), and
 * tell auto-responders not to answer.
 */
function listHeaders(links: EmailLinks): Record<string, string> {
  return {
    'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'Auto-Submitted': 'auto-generated',
  };
}

/**
 * An email in the frame every email shares: the greeting at the top of both parts, then the
 * email's own content, the footer saying why it was sent and how to stop it, and the unsubscribe
 * headers. Each template writes only what comes after the greeting.
 */
export function renderEmail(opts: {
  subject: string;
  preheader: string;
  recipientFirstName: string | null;
  /** The HTML part's content after the greeting. */
  contentHtml: string;
  /** The plain-text part's paragraphs after the greeting; empty ones are left out. */
  textParts: Array<string | null>;
  reason: string;
  links: EmailLinks;
}): RenderedEmail {
  const { subject, reason, links } = opts;
  const hello = greeting(opts.recipientFirstName);
  return {
    subject,
    text: layoutText({ body: [hello, ...opts.textParts].filter(Boolean).join('\n\n'), reason, links }),
    html: layoutHtml({
      subject,
      preheader: opts.preheader,
      contentHtml: `<p style="margin:0 0 16px;">${escapeHtml(hello)}</p>\n${opts.contentHtml}`,
      reason,
      links,
    }),
    headers: listHeaders(links),
  };
}
