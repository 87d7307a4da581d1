import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '@app/service-kit/testing';
import { ApiUser } from './support/api-user';
import { api, dismissWelcome, launchBrowser, screenshot, signIn, uniqueEmail } from './support/browser';
import { e2e } from './support/context';
import { readMail, waitForMail } from './support/inbox';
import { linkFreshOrcid, linkOrcid } from './support/orcid';

/**
 * How often a researcher is emailed, the way people change it: from an email's own links. Every
 * email offers "Unsubscribe" and "Email settings"; the unsubscribe page leads to the settings, where
 * emails are turned on again - as they happen, or as a daily or weekly digest.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Opens a captured email's HTML part in a new tab of `context`, as a mail client in a browser would. */
async function openMail(context: BrowserContext, address: string, subjectPart: string): Promise<Page> {
  const summary = await waitForMail(address, (m) => m.subject.includes(subjectPart), 30_000);
  const mail = await readMail(summary.id);
  const tab = await context.newPage();
  await tab.setContent(String(mail.html));
  return tab;
}

describe('Email settings', () => {
  it('unsubscribes from an email, turns emails back on from the unsubscribe page, and is emailed again', async () => {
    const email = uniqueEmail('email.settings');
    const { page, context } = await signIn(browser, email);
    await dismissWelcome(page);
    await linkOrcid(page);
    const { id } = await api<{ id: string }>(page, 'GET', '/api/auth/user');
    const { profile } = await api<{ profile: { id: string } }>(page, 'GET', '/api/profile');

    // An administrator's message is always emailed; its footer has the two links.
    const admin = await ApiUser.signIn('admin@example.edu');
    // (Long enough to be cut short on the dashboard, beside its "New" tag.)
    const subject = `Network news for technologies education researchers ${id.slice(0, 8)}`;
    await waitFor(
      async () =>
        (await admin.status('POST', `/api/admin/users/${id}/email`, { subject, message: 'Hello.' })) === 200,
      { what: 'the administrator to know the new user' },
    );
    await page.close();
    const tab = await openMail(context, email, subject);
    await tab.getByRole('link', { name: 'Unsubscribe from these emails' }).click();
    await tab.getByRole('heading', { name: 'Stop notification emails?' }).waitFor();
    await tab.getByRole('button', { name: 'Unsubscribe' }).click();
    await tab.getByRole('heading', { name: 'You are unsubscribed' }).waitFor();
    expect(await api<{ email: string }>(tab, 'GET', '/api/notifications/preferences')).toEqual({
      email: 'off',
    });

    // "...turn emails back on at any time in your email settings."
    await tab.getByRole('link', { name: 'email settings' }).click();
    const dialog = tab.getByRole('dialog', { name: 'Email Notifications' });
    const off = dialog.getByRole('radio', { name: /^Off/ });
    await off.waitFor({ state: 'attached' });
    expect(await off.isChecked()).toBe(true);
    await screenshot(tab, 'email-settings-unsubscribed');
    await dialog.getByText('As they happen').click();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await tab.getByText('Email Preference Updated').waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(tab.url()).hash).toBe('');
    // The unread message's "New" tag stays one line beside its long title, which is cut short.
    const newTag = tab.locator('#notifications .ant-tag', { hasText: 'New' }).first();
    expect((await newTag.boundingBox())!.height).toBeLessThan(30);
    await screenshot(tab, 'email-settings-saved');
    expect(await api<{ email: string }>(tab, 'GET', '/api/notifications/preferences')).toEqual({
      email: 'immediate',
    });

    // A colleague's connection request now reaches the inbox at once.
    const colleague = await ApiUser.signIn(uniqueEmail('email.colleague'));
    await linkFreshOrcid((orcidId) => colleague.status('POST', '/api/orcid/connect', { orcidId }));
    await waitFor(
      async () =>
        (await colleague.status('POST', '/api/academic-connections', { targetProfileId: profile.id })) ===
        201,
      { what: 'networking to know both researchers' },
    );
    const requestMail = await openMail(context, email, 'Connection request from');

    // The footer's "Email settings" opens the dialog with the choice now saved; Cancel keeps it.
    await requestMail.getByRole('link', { name: 'Email settings' }).click();
    const again = requestMail.getByRole('dialog', { name: 'Email Notifications' });
    await again.getByRole('radio', { name: /^As they happen/ }).waitFor({ state: 'attached' });
    expect(await again.getByRole('radio', { name: /^As they happen/ }).isChecked()).toBe(true);
    await again.getByRole('button', { name: 'Cancel' }).click();
    await again.waitFor({ state: 'hidden' });
    await context.close();
  });

  it('signed out, the settings link asks for sign-in and opens the settings after it', async () => {
    const email = uniqueEmail('email.signed.out');
    // The account exists and chose weekly digests.
    const person = await ApiUser.signIn(email);
    await person.json('PUT', '/api/notifications/preferences', { email: 'weekly' });
    await person.json('POST', '/api/auth/welcome-popup-seen');

    const context = await browser.newContext({ locale: 'en-AU', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${e2e().publicUrl}/#email-settings`);
    await page.getByText('Sign in to choose how often we email you about notifications.').waitFor();
    await screenshot(page, 'email-settings-signed-out-390');
    // Both Sign In links (the top bar's and the page's) come back to the settings.
    const signInLinks = page.getByRole('link', { name: 'Sign In' });
    expect(await signInLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([
      '/api/login?returnTo=%2F%23email-settings',
      '/api/login?returnTo=%2F%23email-settings',
    ]);
    const signInHref = '/api/login?returnTo=%2F%23email-settings';
    // (The dev sign-in provider is told who signs in, as the person would type it there.)
    await page.goto(`${e2e().publicUrl}${signInHref}&login_hint=${encodeURIComponent(email)}`);
    const dialog = page.getByRole('dialog', { name: 'Email Notifications' });
    const weekly = dialog.getByRole('radio', { name: /^Weekly digest/ });
    await weekly.waitFor({ state: 'attached' });
    expect(await weekly.isChecked()).toBe(true);
    await screenshot(page, 'email-settings-390');
    await context.close();
  });
});
