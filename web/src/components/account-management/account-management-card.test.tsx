import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { watchFullNavigations } from '../../test/navigation';
import { authUser, renderApp } from '../../test/render-app';
import { AccountManagementCard } from './account-management-card';

afterEach(() => vi.restoreAllMocks());
vi.setConfig({ testTimeout: 60_000 });

const exported = {
  userId: '00000000-0000-4000-8000-000000000001',
  exportedAt: '2026-11-27T21:30:00.000Z',
  services: { identity: { account: { email: 'alice@example.edu' } } },
};

/** What the browser was handed to save: the file's name and its text. */
function watchSavedFiles() {
  const saved: Array<{ name: string; blob: Blob }> = [];
  const blobs = new Map<string, Blob>();
  // jsdom has no object URLs; the card makes one per file and clicks a link to it.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

/** (jsdom's Blob has no text().) */
function textOf(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

describe('AccountManagementCard: Download my data (issue 38)', () => {
  it('saves everything held about the person as one JSON file', async () => {
    const saved = watchSavedFiles();
    const api = mockApi({ 'GET /api/auth/user': authUser(), 'GET /api/account/personal-data': exported });
    renderApp(<AccountManagementCard profileId={undefined} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: /Download my data/ }));
    expect(await screen.findByText('Data Downloaded')).toBeInTheDocument();
    expect(api.callsTo('GET /api/account/personal-data')).toHaveLength(1);
    expect(saved).toHaveLength(1);
    expect(saved[0]!.name).toBe('research-connect-data-2026-11-27.json');
    expect(JSON.parse(await textOf(saved[0]!.blob))).toEqual(exported);
  });

  it('says why when the download is refused, and saves nothing', async () => {
    const saved = watchSavedFiles();
    mockApi({
      'GET /api/auth/user': authUser(),
      'GET /api/account/personal-data': {
        status: 429,
        body: {
          error: 'Too Many Requests',
          code: 'RATE_LIMITED',
          message: 'Too many requests. Please wait 3000 seconds and try again.',
        },
      },
    });
    renderApp(<AccountManagementCard profileId={undefined} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: /Download my data/ }));
    expect(await screen.findByText('Download Failed')).toBeInTheDocument();
    expect(
      screen.getByText('Too many requests. Please wait 3000 seconds and try again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(saved).toHaveLength(0));
  });
});

describe('AccountManagementCard: Delete Account', () => {
  it('signs the person out 2 s after the deletion even when the card is gone by then', async () => {
    const navigations = watchFullNavigations();
    mockApi({
      'GET /api/auth/user': authUser(),
      'DELETE /api/account': { success: true, message: 'Deleted' },
    });
    const { unmount } = renderApp(<AccountManagementCard profileId={undefined} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Delete Account/ }));
    await user.click(await screen.findByRole('button', { name: 'Yes, continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you absolutely sure?' });
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    try {
      await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
      expect(await screen.findByText('Account Deleted')).toBeInTheDocument();
      // The page around the card changes (the profile is gone): the card is unmounted.
      unmount();
      await vi.advanceTimersByTimeAsync(2000);
      await waitFor(() => expect(navigations.count()).toBe(1));
    } finally {
      vi.useRealTimers();
    }
  });
});
