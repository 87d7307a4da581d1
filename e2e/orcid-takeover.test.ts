import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, launchBrowser, screenshot, signIn, uniqueEmail } from './support/browser';
import { e2e } from './support/context';
import { eventually } from './support/eventually';
import { readMail, waitForMail } from './support/inbox';
import { freshOrcidId, linkOrcid } from './support/orcid';

/**
 * Issue 17 item 1: an account proves through "Connect with ORCID" an iD that another account had
 * only typed. The prover is asked first; afterwards the former holder keeps everything they
 * entered, hears about it by notification and email, the audit log has it, and their connection
 * still opens their page.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface OwnProfile {
  profile: {
    id: string;
    userId: string;
    orcidId: string | null;
    name: string;
    researchStatement: string | null;
    availableForSupervision: boolean;
  };
  stats: { publications: number };
}

describe('ORCID take-over', () => {
  it('moves only the link and ORCID’s records, tells the former holder, and keeps their page', async () => {
    const typedId = freshOrcidId();

    // Ava types an iD that is not hers, then makes the profile her own.
    const ava = await signIn(browser, uniqueEmail('ava.typist'));
    await api(ava.page, 'POST', '/api/orcid/connect', { orcidId: typedId });
    await api(ava.page, 'POST', '/api/profile/preferences', {
      availableForSupervision: true,
      researchStatement: 'Ava’s own statement about classroom robotics.',
    });
    await api(ava.page, 'POST', '/api/profile/classification-codes', { forCodes: ['390405'] });
    const avaBefore = await api<OwnProfile>(ava.page, 'GET', '/api/profile');

    // Ben, already connected with Ava.
    const ben = await signIn(browser, uniqueEmail('ben.colleague'));
    await linkOrcid(ben.page);
    let connectionId = '';
    await eventually('Ben’s request to reach networking', async () => {
      const res = await ben.page.context().request.post(`${e2e().publicUrl}/api/academic-connections`, {
        data: { targetUserId: avaBefore.profile.userId },
        headers: { origin: e2e().publicUrl },
      });
      if (res.status() !== 201) return false;
      connectionId = ((await res.json()) as { id: string }).id;
      return true;
    });
    await api(ava.page, 'POST', `/api/academic-connections/${connectionId}/accept`);

    // The iD's real owner proves it through ORCID's sign-in, and is asked before it moves.
    const ownerEmail = uniqueEmail('real.owner');
    const owner = await signIn(browser, ownerEmail);
    await owner.page.goto(`${e2e().publicUrl}/api/orcid/authorize`);
    await owner.page.getByLabel('Your ORCID iD').fill(typedId);
    await owner.page.getByRole('button', { name: 'Authorize' }).click();
    const dialog = owner.page.getByRole('dialog', { name: 'Link this ORCID iD to your account?' });
    await dialog.waitFor();
    await expect.poll(() => dialog.textContent()).toContain('Another account had typed this iD');
    await screenshot(owner.page, 'orcid-takeover-confirm');
    // The address no longer carries the proof token.
    expect(new URL(owner.page.url()).search).toBe('');
    await dialog.getByRole('button', { name: 'Link it to my account' }).click();
    await owner.page.waitForURL((url) => url.pathname === '/research-profile');
    const ownerProfile = await api<OwnProfile>(owner.page, 'GET', '/api/profile');
    expect(ownerProfile.profile.orcidId).toBe(typedId);
    expect(ownerProfile.stats.publications).toBeGreaterThan(0);

    // Ava keeps her profile and everything she entered; only the iD and ORCID's records went.
    const avaAfter = await api<OwnProfile>(ava.page, 'GET', '/api/profile');
    expect(avaAfter.profile).toMatchObject({
      id: avaBefore.profile.id,
      orcidId: null,
      researchStatement: 'Ava’s own statement about classroom robotics.',
      availableForSupervision: true,
    });
    expect(avaAfter.stats.publications).toBe(0);
    const codes = await api<{ classificationCodes: { forCodes: Array<{ code: string }> } }>(
      ava.page,
      'GET',
      `/api/profile/${avaBefore.profile.id}/research-data`,
    );
    expect(codes.classificationCodes.forCodes.map((c) => c.code)).toEqual(['390405']);

    // She is told at once, in the app and by email, and her dashboard says what to do.
    await eventually('Ava’s notification', async () => {
      const list = await api<Array<{ type: string; title: string }>>(ava.page, 'GET', '/api/notifications');
      return list.some((n) => n.type === 'orcid_link_taken_over' && n.title.includes(typedId));
    });
    const email = (await ava.page.evaluate(() => fetch('/api/auth/user').then((r) => r.json()))) as {
      email: string;
    };
    const mail = await waitForMail(email.email, (m) => m.subject.includes(typedId));
    expect(String((await readMail(mail.id)).text)).toContain('To link a different iD');
    await ava.page.goto(`${e2e().publicUrl}/`);
    await ava.page.getByText('Your ORCID iD is no longer linked to this account.').waitFor();
    await ava.page
      .getByRole('button', { name: /Connect with ORCID/ })
      .first()
      .waitFor();
    await screenshot(ava.page, 'orcid-takeover-former-holder-dashboard');

    // Ben's connection still opens Ava's page, under her own name.
    await ben.page.goto(`${e2e().publicUrl}/researcher/${avaBefore.profile.userId}`);
    await ben.page.getByRole('heading', { level: 1 }).waitFor();
    expect(await ben.page.getByText('Researcher Not Found').count()).toBe(0);
    expect(await ben.page.getByRole('heading', { level: 1 }).textContent()).not.toBe(
      ownerProfile.profile.name,
    );

    // The audit log has it.
    const admin = await signIn(browser, 'admin@example.edu');
    await eventually('the take-over in the audit log', async () => {
      const log = await api<{ entries: Array<{ action: string; targetUserId: string; details: unknown }> }>(
        admin.page,
        'GET',
        '/api/admin/audit?pageSize=200',
      );
      return log.entries.some(
        (e) =>
          e.action === 'orcid_take_over' &&
          e.targetUserId === avaBefore.profile.userId &&
          JSON.stringify(e.details).includes(typedId),
      );
    });
    await Promise.all([
      ava.context.close(),
      ben.context.close(),
      owner.context.close(),
      admin.context.close(),
    ]);
  });
});
