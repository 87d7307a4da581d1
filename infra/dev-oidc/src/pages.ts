import { displayName, type DevAccount } from './accounts';

/** Escapes text for HTML content and double-quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value)
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const STYLE = `
  :root { color-scheme: light; }
  body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 0;
    background: #f4f6f8; color: #1b1f24; line-height: 1.5; }
  main { max-width: 28rem; margin: 3rem auto; padding: 2rem; background: #fff;
    border-radius: 8px; box-shadow: 0 1px 3px rgba(0, 0, 0, .2); }
  h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
  .note { color: #4a5561; margin: 0 0 1.5rem; }
  fieldset { border: 0; padding: 0; margin: 0 0 1.5rem; }
  legend { font-weight: 600; margin-bottom: .5rem; }
  ul { list-style: none; padding: 0; margin: 0; }
  li + li { margin-top: .5rem; }
  button { font: inherit; cursor: pointer; border-radius: 6px; }
  .account { width: 100%; text-align: left; padding: .6rem .8rem; background: #fff;
    border: 1px solid #8a96a3; color: inherit; }
  .account:hover { background: #eef3f8; }
  .account span { display: block; color: #4a5561; font-size: .9rem; }
  label { display: block; font-weight: 600; margin-bottom: .25rem; }
  input[type=email] { font: inherit; width: 100%; box-sizing: border-box; padding: .5rem;
    border: 1px solid #6b7785; border-radius: 6px; }
  .primary { margin-top: .75rem; padding: .55rem 1rem; background: #0b5cad; color: #fff; border: 0; }
  .primary:hover { background: #084a8c; }
  .secondary { padding: .4rem .8rem; background: transparent; border: 1px solid #8a96a3; color: inherit; }
  .error { color: #a3141c; font-weight: 600; margin: .25rem 0; }
  :focus-visible { outline: 3px solid #f2a900; outline-offset: 2px; }
  pre { white-space: pre-wrap; word-break: break-word; }
`;

function layout(title: string, body: string, script = ''): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="robots" content="noindex">
  <title>${escapeHtml(title)}</title>
  <style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>${script ? `\n<script>${script}</script>` : ''}
</body>
</html>`;
}

export interface LoginPageOptions {
  /** Where the sign-in form posts (the interaction's login URL). */
  action: string;
  /** Where "Cancel" posts (the interaction's abort URL). */
  abortAction: string;
  accounts: readonly DevAccount[];
  /** Pre-fills the email field (for example a login_hint that is not an email). */
  email?: string;
  error?: string;
}

/** The dev login page: one button per known account, and an email field for anyone else. */
export function loginPage({ action, abortAction, accounts, email, error }: LoginPageOptions): string {
  const buttons = accounts
    .map(
      (a) => `      <li><button class="account" type="submit" name="email" value="${escapeHtml(a.email)}">
        ${escapeHtml(displayName(a))}<span>${escapeHtml(a.email)}${a.orcid ? ' · has an ORCID iD' : ''}</span>
      </button></li>`,
    )
    .join('\n');
  const invalid = error ? ' aria-invalid="true" aria-describedby="email-error"' : '';
  return layout(
    'Sign in — development provider',
    `<h1>Sign in</h1>
<p class="note">Development sign-in: no password is asked. Never use this provider in production.</p>
<form method="post" action="${escapeHtml(action)}">
  <fieldset>
    <legend>Sign in as a dev account</legend>
    <ul>
${buttons}
    </ul>
  </fieldset>
</form>
<form method="post" action="${escapeHtml(action)}" novalidate>
  <label for="email">Or sign in with any email</label>
  ${error ? `<p class="error" id="email-error" role="alert">${escapeHtml(error)}</p>` : ''}
  <input id="email" name="email" type="email" autocomplete="email" required
    value="${escapeHtml(email ?? '')}"${invalid}>
  <p class="note">A new email creates an account on first use.</p>
  <button class="primary" type="submit">Sign in</button>
</form>
<form method="post" action="${escapeHtml(abortAction)}">
  <button class="secondary" type="submit">Cancel sign-in</button>
</form>`,
  );
}

export const INVALID_EMAIL = 'Enter an email address, like dana.lee@example.edu';

/**
 * RP-initiated logout. The provider gives a form carrying its anti-forgery token; this page adds
 * `logout=yes` and submits it at once, so signing out of the app needs no extra click here.
 */
export function logoutPage(providerForm: string): string {
  const form = providerForm.replace(
    '</form>',
    '<input type="hidden" name="logout" value="yes"/><noscript><button class="primary" type="submit">Sign out</button></noscript></form>',
  );
  return layout(
    'Signing out — development provider',
    `<h1>Signing out…</h1>\n${form}`,
    "document.getElementById('op.logoutForm').submit();",
  );
}

export function signedOutPage(): string {
  return layout('Signed out — development provider', '<h1>Signed out</h1>\n<p>You have signed out.</p>');
}

export function errorPage(details: Record<string, string>): string {
  const rows = Object.entries(details)
    .map(([k, v]) => `<pre><strong>${escapeHtml(k)}</strong>: ${escapeHtml(v)}</pre>`)
    .join('\n');
  return layout('Sign-in problem — development provider', `<h1>Something went wrong</h1>\n${rows}`);
}
