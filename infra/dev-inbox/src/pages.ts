import type { StoredMessage } from './message-store';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

const STYLE = `
  body { font-family: system-ui, -apple-system, 'Segoe UI', sans-serif; margin: 0; color: #1f2937; background: #f3f4f6; }
  header { background: #1e3a8a; color: #fff; padding: 12px 24px; display: flex; align-items: center; gap: 16px; }
  header a { color: #fff; text-decoration: none; font-weight: 600; }
  header form { margin-left: auto; }
  main { padding: 24px; max-width: 1100px; margin: 0 auto; }
  table { width: 100%; border-collapse: collapse; background: #fff; }
  th, td { text-align: left; padding: 8px 12px; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
  th { background: #f9fafb; font-size: 13px; color: #6b7280; }
  tr:hover td { background: #eff6ff; }
  td a { color: #1d4ed8; text-decoration: none; display: block; }
  .meta { background: #fff; padding: 16px; margin-bottom: 16px; }
  .meta dt { font-weight: 600; float: left; width: 90px; clear: left; }
  .meta dd { margin: 0 0 4px 100px; }
  iframe { width: 100%; height: 640px; border: 1px solid #d1d5db; background: #fff; }
  pre { white-space: pre-wrap; word-break: break-word; background: #fff; padding: 16px; border: 1px solid #d1d5db; }
  h2 { font-size: 16px; margin: 24px 0 8px; }
  button { background: #fff; color: #1e3a8a; border: 0; padding: 6px 12px; border-radius: 4px; cursor: pointer; }
  .empty { padding: 48px; text-align: center; color: #6b7280; background: #fff; }
`;

function layout(title: string, body: string, refreshSeconds?: number): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
${refreshSeconds ? `<meta http-equiv="refresh" content="${refreshSeconds}">` : ''}
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><header><a href="/">Dev inbox</a><span>mail captured on this machine (nothing is delivered)</span>
<form method="post" action="/clear"><button type="submit">Delete all</button></form></header>
<main>${body}</main></body></html>`;
}

const when = (iso: string) => new Date(iso).toLocaleString('en-AU', { hour12: false });

export function inboxPage(messages: StoredMessage[]): string {
  if (messages.length === 0) {
    return layout('Dev inbox', '<div class="empty">No mail yet. This page refreshes itself.</div>', 5);
  }
  const rows = messages
    .map((m) => {
      const href = `/messages/${encodeURIComponent(m.id)}`;
      return `<tr><td><a href="${href}">${escapeHtml(m.to.join(', ') || '(no recipient)')}</a></td>
<td><a href="${href}">${escapeHtml(m.subject || '(no subject)')}</a></td>
<td><a href="${href}">${escapeHtml(when(m.receivedAt))}</a></td></tr>`;
    })
    .join('\n');
  return layout(
    `Dev inbox (${messages.length})`,
    `<table><thead><tr><th>To</th><th>Subject</th><th>Received</th></tr></thead><tbody>${rows}</tbody></table>`,
    5,
  );
}

/**
 * One message. Its HTML is shown in a sandboxed frame (no scripts, no same-origin access); links
 * open in a new tab so the email's buttons can be tried.
 */
export function messagePage(m: StoredMessage): string {
  const html = m.html ? `<base target="_blank">${m.html}` : null;
  const headers = Object.entries(m.headers)
    .map(([k, v]) => `<tr><th>${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`)
    .join('');
  return layout(
    m.subject || 'Message',
    `<dl class="meta">
<dt>Subject</dt><dd>${escapeHtml(m.subject || '(no subject)')}</dd>
<dt>From</dt><dd>${escapeHtml(m.from ?? '')}</dd>
<dt>To</dt><dd>${escapeHtml(m.to.join(', '))}</dd>
<dt>Received</dt><dd>${escapeHtml(when(m.receivedAt))}</dd>
<dt>Size</dt><dd>${m.size} bytes</dd></dl>
<h2>HTML</h2>
${html ? `<iframe sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(html)}"></iframe>` : '<p>No HTML part.</p>'}
<h2>Text</h2><pre>${escapeHtml(m.text ?? '(no text part)')}</pre>
<h2>Headers</h2><table>${headers}</table>
<details><summary>Source</summary><pre>${escapeHtml(m.raw)}</pre></details>`,
  );
}

export function notFoundPage(): string {
  return layout('Not found', '<div class="empty">That message is no longer here.</div>');
}
