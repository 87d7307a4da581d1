import { PRODUCT_NAME } from '@app/contracts/product';
import { pagePaths } from '@app/contracts/pages';
import { escapeHtml } from '../shared/html';

/**
 * The small self-contained pages behind the unsubscribe link (reached from an email, possibly
 * signed out, so they need nothing from the web app).
 */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} - ${escapeHtml(PRODUCT_NAME)}</title>
<style>
  body { margin: 0; background: #f3f4f6; font-family: system-ui, -apple-system, 'Segoe UI', Arial, sans-serif; color: #1f2937; }
  .card { max-width: 480px; margin: 64px auto; background: #fff; border-radius: 8px; padding: 32px; box-shadow: 0 1px 3px rgba(0,0,0,.08); }
  .brand { color: #1e3a8a; font-weight: 700; font-size: 18px; margin: 0 0 24px; }
  h1 { font-size: 22px; margin: 0 0 12px; }
  p { line-height: 1.5; margin: 0 0 16px; }
  button { background: #1d4ed8; color: #fff; border: 0; border-radius: 6px; padding: 12px 24px; font-size: 16px; font-weight: 600; cursor: pointer; }
  a { color: #1d4ed8; }
</style></head>
<body><main class="card"><p class="brand">${escapeHtml(PRODUCT_NAME)}</p>${body}</main></body></html>`;
}

export function confirmUnsubscribePage(token: string): string {
  return page(
    'Unsubscribe',
    `<h1>Stop notification emails?</h1>
<p>You will no longer get emails about requests, projects, groups or digests from ${escapeHtml(PRODUCT_NAME)}. Your notifications stay in the app.</p>
<form method="post" action="?token=${encodeURIComponent(token)}"><button type="submit">Unsubscribe</button></form>`,
  );
}

export function unsubscribedPage(publicUrl: string): string {
  return page(
    'Unsubscribed',
    `<h1>You are unsubscribed</h1>
<p>We will not send you notification emails any more. Administrators may still write to you about your account.</p>
<p>Your notifications are still waiting in ${escapeHtml(PRODUCT_NAME)}, and you can turn emails back on at any time in your <a href="${escapeHtml(publicUrl + pagePaths.emailSettings)}">email settings</a>.</p>
<p><a href="${escapeHtml(publicUrl)}/">Open ${escapeHtml(PRODUCT_NAME)}</a></p>`,
  );
}

export function invalidUnsubscribeLinkPage(publicUrl: string): string {
  return page(
    'Link not valid',
    `<h1>This unsubscribe link is not valid</h1>
<p>It may have been cut short when it was copied. Use the link in your latest email from ${escapeHtml(PRODUCT_NAME)}, or sign in and change your <a href="${escapeHtml(publicUrl + pagePaths.emailSettings)}">email settings</a> there.</p>
<p><a href="${escapeHtml(publicUrl)}/">Open ${escapeHtml(PRODUCT_NAME)}</a></p>`,
  );
}
