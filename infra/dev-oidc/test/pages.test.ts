import { describe, expect, it } from 'vitest';
import { AccountDirectory } from '../src/accounts';
import { escapeHtml, loginPage, logoutPage } from '../src/pages';

describe('escapeHtml', () => {
  it('escapes markup and quotes', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('loginPage', () => {
  const accounts = new AccountDirectory().knownAccounts;

  it('escapes what the user typed and announces the error', () => {
    const html = loginPage({
      action: '/interaction/abc/login',
      abortAction: '/interaction/abc/abort',
      accounts,
      email: '"><script>alert(1)</script>',
      error: 'Enter an email address',
    });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('role="alert"');
    expect(html).toContain('aria-describedby="email-error"');
  });

  it('marks the account that has an ORCID iD', () => {
    const html = loginPage({ action: '/a', abortAction: '/b', accounts });
    expect(html).toMatch(/carol@example\.edu · has an ORCID iD/);
    expect(html).not.toMatch(/alice@example\.edu · has an ORCID iD/);
    expect(html).not.toContain('role="alert"');
  });
});

describe('logoutPage', () => {
  it("adds logout=yes to the provider's form and submits it at once", () => {
    const html = logoutPage(
      '<form id="op.logoutForm" method="post" action="http://op/session/end/confirm"><input type="hidden" name="xsrf" value="s3cret"/></form>',
    );
    expect(html).toContain(
      '<input type="hidden" name="xsrf" value="s3cret"/><input type="hidden" name="logout" value="yes"/>',
    );
    expect(html).toContain("document.getElementById('op.logoutForm').submit();");
  });
});
