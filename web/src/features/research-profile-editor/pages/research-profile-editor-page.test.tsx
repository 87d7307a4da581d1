import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  classificationCodesResponse,
  groupEntry,
  preferencesResponse,
  PROFILE_ID,
  aProject,
  profileResponse,
} from '../../../test/fixtures';
import { mockApi, type MockHandler, type MockReply } from '../../../test/mock-api';
import { pagedList } from '../../../test/paged-lists';
import { watchFullNavigations } from '../../../test/navigation';
import { authUser, renderApp } from '../../../test/render-app';
import ResearchProfileEditorPage from './research-profile-editor-page';
import { first } from '../../../test/lists';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});
// Several steps through antd forms and dialogs each; slow in jsdom on a loaded machine.
vi.setConfig({ testTimeout: 120_000 });

const CT = '00000000-0000-4000-8000-000000000901';
const forCode = (code: string, title: string) => ({
  id: `id-${code}`,
  code,
  title,
  level: code.length,
  parentCode: code.length > 2 ? code.slice(0, -2) : null,
});

function setup(routes: Record<string, MockHandler> = {}, path = '/research-profile?tab=research') {
  const api = mockApi({
    'GET /api/auth/user': authUser(),
    'GET /api/profile': profileResponse(),
    [`GET /api/profile/${PROFILE_ID}/research-data`]: {
      researchInterests: [{ id: CT, name: 'Computational thinking' }],
      classificationCodes: {
        forCodes: [{ id: 'id-390405', code: '390405', title: 'Educational technology and computing' }],
        rfcdCodes: [],
        seoCodes: [],
        anzsicCodes: [],
      },
    },
    'GET /api/research-interests': [
      { id: CT, name: 'Computational thinking' },
      { id: '00000000-0000-4000-8000-000000000902', name: 'STEM education' },
    ],
    'GET /api/classification-codes/for': [
      forCode('39', 'Education'),
      forCode('3904', 'Specialist studies in education'),
      forCode('390405', 'Educational technology and computing'),
    ],
    'GET /api/my-groups': [],
    ...routes,
  });
  const { client } = renderApp(<ResearchProfileEditorPage />, { path, route: '/research-profile' });
  return { api, client, user: userEvent.setup() };
}

const location = () => screen.getByTestId('location').textContent;

const section = (name: string) => screen.getByRole('region', { name });

describe('ResearchProfileEditorPage', () => {
  it('sends a signed-out visitor to sign in', async () => {
    const navigations = watchFullNavigations();
    mockApi({
      'GET /api/auth/user': { status: 401, body: { error: 'Unauthorized', code: 'X', message: 'x' } },
    });
    renderApp(<ResearchProfileEditorPage />, { path: '/research-profile' });
    expect(await screen.findByText('Redirecting to sign in...')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fresearch-profile',
    );
    await waitFor(() => expect(navigations.count()).toBe(1));
  });

  it('shows the loading text, then "Profile Not Found" without an ORCID profile', async () => {
    setup({
      'GET /api/profile': {
        status: 404,
        body: { error: 'Not Found', code: 'PROFILE_REQUIRED', message: 'x' },
      },
    });
    expect(await screen.findByText('Loading your research profile...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Profile Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText('Please connect your ORCID profile to view your research data.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('says a profile that failed to load failed, and loads it again; it does not offer to connect ORCID', async () => {
    const { api, user } = setup({ 'GET /api/profile': { status: 500, text: 'down' } });
    expect(await screen.findByText('Your research profile could not be loaded')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Profile Not Found' })).not.toBeInTheDocument();
    expect(screen.queryByText(/connect your ORCID profile/)).not.toBeInTheDocument();
    const asked = api.callsTo('GET /api/profile').length;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('GET /api/profile')).toHaveLength(asked + 1));
  });

  it('lets a member without a profile delete their account: two steps, signed out 2 s later', async () => {
    const navigations = watchFullNavigations();
    const { api, user } = setup({
      'GET /api/profile': {
        status: 404,
        body: { error: 'Not Found', code: 'PROFILE_REQUIRED', message: 'x' },
      },
      'DELETE /api/account': { success: true, message: 'Account deleted' },
    });
    await screen.findByRole('heading', { name: 'Profile Not Found' });
    await user.click(screen.getByRole('button', { name: /Delete Account/ }));
    const first = await screen.findByRole('dialog', { name: 'Delete your account?' });
    await user.click(within(first).getByRole('button', { name: 'Yes, continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you absolutely sure?' });
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByText('Account Deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/account')).toHaveLength(1);
    // Nobody without a profile leads a project: nothing to look up.
    expect(api.callsTo('GET /api/research-projects')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1900);
    expect(navigations.count()).toBe(0);
    await vi.advanceTimersByTimeAsync(100);
    await waitFor(() => expect(navigations.count()).toBe(1));
  });

  it('opens on the Biography tab, and keeps the open tab in the address', async () => {
    const { user } = setup(
      {
        'GET /api/my-groups': [groupEntry(1, true, { name: 'Robotics Lab' })],
      },
      '/research-profile',
    );
    expect(await screen.findByRole('tab', { name: 'Biography', selected: true })).toBeInTheDocument();
    expect(
      screen.getByText('Alice researches computational thinking in primary schools.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your biography comes from your ORCID record/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Research Interests' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Research Profile' }));
    expect(await screen.findByRole('region', { name: 'Research Interests' })).toBeInTheDocument();
    expect(location()).toBe('/research-profile?tab=research');

    // A group leader emails the members from here (spec 1 §2 "Research profile").
    await user.click(screen.getByRole('tab', { name: 'Research Groups' }));
    expect(location()).toBe('/research-profile?tab=groups');
    await user.click(await screen.findByRole('button', { name: 'Email Members of Robotics Lab' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText(/Subject/)).toBeInTheDocument();
  });

  it('shows the actions, every card and the links onward', async () => {
    setup();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Research Profile Enhancement' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Resync ORCID/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View Profile/ })).toHaveAttribute('href', '/profile');
    for (const name of [
      'Research Interests',
      'Fields of Research',
      'Academic Preferences',
      'Account Management',
    ]) {
      expect(section(name)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: /Academic Network/ })).toHaveAttribute(
      'href',
      '/academic-networking',
    );
    expect(screen.getByRole('link', { name: /Research Projects/ })).toHaveAttribute(
      'href',
      '/research-projects',
    );
    expect(screen.getByRole('link', { name: /PhD Examiner Finder/ })).toHaveAttribute(
      'href',
      '/phd-examiner-finder',
    );
  });

  it('confirms an ORCID iD connected through ORCID sign-in, and cleans the address', async () => {
    mockApi({
      'GET /api/auth/user': authUser(),
      'GET /api/profile': profileResponse(),
      [`GET /api/profile/${PROFILE_ID}/research-data`]: { status: 500, text: 'x' },
      'GET /api/research-interests': [],
      'GET /api/classification-codes/for': [],
    });
    renderApp(<ResearchProfileEditorPage />, { path: '/research-profile?orcid=connected' });
    expect(await screen.findByText('ORCID iD connected')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/research-profile$/));
  });

  it('adds a new research interest and saves the choice', async () => {
    const NEW = '00000000-0000-4000-8000-000000000903';
    const { api, user } = setup({
      'POST /api/research-interests': { id: NEW, name: 'Learning analytics' },
      'POST /api/profile/research-interests': { success: true, message: 'ok', researchInterests: [] },
    });
    const card = await screen.findByRole('region', { name: 'Research Interests' });
    expect(await within(card).findByText('Computational thinking')).toBeInTheDocument();
    const add = within(card).getByRole('button', { name: /Add/ });
    expect(add).toBeDisabled();
    await user.type(within(card).getByLabelText('Add a new research interest'), '   ');
    expect(add).toBeDisabled();
    await user.type(within(card).getByLabelText('Add a new research interest'), 'Learning analytics');
    await user.click(add);
    expect(await within(card).findByText('Learning analytics')).toBeInTheDocument();
    expect(first(api.callsTo('POST /api/research-interests')).body).toEqual({ name: 'Learning analytics' });
    expect(within(card).getByLabelText('Add a new research interest')).toHaveValue('');

    await user.click(within(card).getByRole('button', { name: 'Save Interests' }));
    expect(await screen.findByText('Research interests updated successfully')).toBeInTheDocument();
    expect(first(api.callsTo('POST /api/profile/research-interests')).body).toEqual({
      interestIds: [CT, NEW],
    });
  });

  it('does not save the interests while a new one is still being added', async () => {
    const NEW = '00000000-0000-4000-8000-000000000904';
    let answer: (value: MockReply) => void = () => undefined;
    const { api, user } = setup({
      'POST /api/research-interests': () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
      'POST /api/profile/research-interests': { success: true, message: 'ok', researchInterests: [] },
    });
    const card = await screen.findByRole('region', { name: 'Research Interests' });
    expect(await within(card).findByText('Computational thinking')).toBeInTheDocument();
    await user.type(within(card).getByLabelText('Add a new research interest'), 'Learning analytics');
    await user.click(within(card).getByRole('button', { name: /Add/ }));
    const save = within(card).getByRole('button', { name: 'Save Interests' });
    await waitFor(() => expect(save).toBeDisabled());
    answer({ id: NEW, name: 'Learning analytics' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Research interests updated successfully')).toBeInTheDocument();
    expect(first(api.callsTo('POST /api/profile/research-interests')).body).toEqual({
      interestIds: [CT, NEW],
    });
  });

  it('reports a failure to save interests', async () => {
    const { user } = setup({ 'POST /api/profile/research-interests': { status: 500, text: 'down' } });
    const card = await screen.findByRole('region', { name: 'Research Interests' });
    await user.click(await within(card).findByRole('button', { name: 'Save Interests' }));
    expect(await screen.findByText('Failed to update research interests')).toBeInTheDocument();
  });

  it('saves FoR codes with the other schemes empty, and not while none are selected', async () => {
    const { api, user } = setup({
      'POST /api/profile/classification-codes': classificationCodesResponse(),
    });
    const card = await screen.findByRole('region', { name: 'Fields of Research' });
    const save = await within(card).findByRole('button', { name: 'Save FoR Codes' });
    expect(await within(card).findByRole('region', { name: 'Selected codes (1)' })).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText('Fields of Research codes updated successfully')).toBeInTheDocument();
    expect(first(api.callsTo('POST /api/profile/classification-codes')).body).toEqual({
      forCodes: ['390405'],
      rfcdCodes: [],
      seoCodes: [],
      anzsicCodes: [],
    });
    await user.click(
      within(card).getByRole('button', { name: 'Remove 390405 Educational technology and computing' }),
    );
    expect(save).toBeDisabled();
  });

  it('confirms the save at once, not after the profile refetch (which remounts the form)', async () => {
    // The refetched profile has a new updatedAt and remounts the form (its key), which would drop
    // a toast still waiting for that refetch. Hold the refetch open: the toast must not wait for it.
    let saved = false;
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { user } = setup({
      'GET /api/profile': async () => {
        if (!saved) return profileResponse();
        await held;
        const body = profileResponse();
        body.profile.updatedAt = '2026-03-02T00:00:00.000Z';
        return body;
      },
      'POST /api/profile/preferences': () => {
        saved = true;
        return preferencesResponse();
      },
    });
    const card = await screen.findByRole('region', { name: 'Academic Preferences' });
    await user.click(within(card).getByRole('switch', { name: 'Available for PhD examination' }));
    await user.click(within(card).getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Preferences Updated')).toBeInTheDocument();
    release();
  });

  it('saves the academic preferences', async () => {
    const { api, user } = setup({
      'POST /api/profile/preferences': preferencesResponse(),
    });
    const card = await screen.findByRole('region', { name: 'Academic Preferences' });
    const supervision = within(card).getByRole('switch', { name: 'Available for PhD supervision' });
    expect(supervision).toBeChecked();
    expect(within(card).getByRole('switch', { name: 'Available for PhD examination' })).not.toBeChecked();
    expect(within(card).getByRole('switch', { name: 'Open to collaborations' })).toBeChecked();
    await user.click(supervision);
    await user.click(within(card).getByRole('switch', { name: 'Available for PhD examination' }));
    const showEmail = within(card).getByRole('switch', {
      name: 'Show my email address to signed-in members',
    });
    expect(showEmail).toBeChecked();
    await user.click(showEmail);
    const statement = within(card).getByLabelText('Research statement');
    await user.clear(statement);
    await user.click(statement);
    await user.paste('New statement');
    await user.click(within(card).getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Preferences Updated')).toBeInTheDocument();
    expect(first(api.callsTo('POST /api/profile/preferences')).body).toEqual({
      availableForSupervision: false,
      availableForExamination: true,
      acceptingCollaborations: true,
      contactPreferences: 'Email is best',
      emailVisibleToMembers: false,
      researchStatement: 'New statement',
    });
  });

  it('keeps unsaved picks and edits when the page data is fetched again', async () => {
    const { client, user } = setup();
    // Untick the saved FoR code (unsaved), and change a preference (unsaved).
    const codes = await screen.findByRole('region', { name: 'Fields of Research' });
    await user.click(
      await within(codes).findByRole('button', {
        name: 'Remove 390405 Educational technology and computing',
      }),
    );
    expect(within(codes).getByRole('region', { name: 'Selected codes (0)' })).toBeInTheDocument();
    const prefs = section('Academic Preferences');
    await user.click(within(prefs).getByRole('switch', { name: 'Available for PhD examination' }));
    // Everything is fetched again (a window refocus, another tab saving): the edits stay.
    await client.invalidateQueries();
    await client.refetchQueries();
    expect(within(prefs).getByRole('switch', { name: 'Available for PhD examination' })).toBeChecked();
    expect(within(codes).queryByRole('button', { name: /^Remove 390405/ })).toBeNull();
  });

  it('keeps unsaved codes and preferences through the sign-in that a lost session on saving leads to', async () => {
    const navigations = watchFullNavigations();
    const before = setup({
      'POST /api/profile/preferences': {
        status: 401,
        body: { error: 'Unauthorized', code: 'UNAUTHENTICATED', message: 'x' },
      },
    });
    const codes = await screen.findByRole('region', { name: 'Fields of Research' });
    await before.user.click(
      await within(codes).findByRole('button', {
        name: 'Remove 390405 Educational technology and computing',
      }),
    );
    const prefs = section('Academic Preferences');
    await before.user.click(within(prefs).getByRole('switch', { name: 'Available for PhD examination' }));
    const statement = within(prefs).getByLabelText('Research statement');
    await before.user.clear(statement);
    await before.user.click(statement);
    await before.user.paste('What I wrote before my session ended.');
    await before.user.click(within(prefs).getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await waitFor(() => expect(navigations.count()).toBe(1));
    // A full-page navigation unloads the page without unmounting it: the tab's storage stays as it was.
    const tab = { ...window.sessionStorage };
    before.client.clear();
    cleanup();
    for (const [key, value] of Object.entries(tab)) window.sessionStorage.setItem(key, value);

    // Back from sign-in: the edits are there, still unsaved.
    setup();
    const prefsAgain = await waitFor(() => section('Academic Preferences'));
    expect(within(prefsAgain).getByLabelText('Research statement')).toHaveValue(
      'What I wrote before my session ended.',
    );
    expect(within(prefsAgain).getByRole('switch', { name: 'Available for PhD examination' })).toBeChecked();
    const codesAgain = await screen.findByRole('region', { name: 'Fields of Research' });
    expect(within(codesAgain).getByRole('region', { name: 'Selected codes (0)' })).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes, and leaves only when told to discard them', async () => {
    const { user } = setup();
    const prefs = await screen.findByRole('region', { name: 'Academic Preferences' });
    await user.click(within(prefs).getByRole('switch', { name: 'Available for PhD examination' }));
    await user.click(screen.getByRole('link', { name: /View Profile/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    expect(within(dialog).getByText(/academic preferences/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location()).toBe('/research-profile?tab=research');
    expect(within(prefs).getByRole('switch', { name: 'Available for PhD examination' })).toBeChecked();

    // The unsaved edit is kept in the tab (for a sign-in on the way) until it is discarded.
    const kept = () => Object.keys(window.sessionStorage).filter((key) => key.startsWith('draft:'));
    await waitFor(() => expect(kept()).toEqual([`draft:preferences:${PROFILE_ID}`]));
    await user.click(screen.getByRole('link', { name: /View Profile/ }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Discard changes',
      }),
    );
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(kept()).toEqual([]);
  });

  it('leaves without asking when nothing is unsaved, or once it is saved', async () => {
    const { user } = setup({
      'POST /api/profile/preferences': preferencesResponse(),
      'GET /api/profile': (() => {
        let examination = false;
        return (call: { method: string }) => {
          const body = profileResponse();
          if (call.method === 'GET' && examination) body.profile.availableForExamination = true;
          examination = true;
          return body;
        };
      })(),
    });
    const prefs = await screen.findByRole('region', { name: 'Academic Preferences' });
    await user.click(within(prefs).getByRole('switch', { name: 'Available for PhD examination' }));
    await user.click(within(prefs).getByRole('button', { name: 'Save Preferences' }));
    await screen.findByText('Preferences Updated');
    await user.click(screen.getByRole('link', { name: /View Profile/ }));
    await waitFor(() => expect(location()).toBe('/profile'));
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument();
  });

  it('resyncs from ORCID, and explains a lost session', async () => {
    const { api, user } = setup({
      'POST /api/profile/sync': { ...profileResponse(), message: 'Imported 2 publications' },
    });
    await user.click(await screen.findByRole('button', { name: /Resync ORCID/ }));
    expect(await screen.findByText('ORCID Data Synced')).toBeInTheDocument();
    expect(screen.getByText('Your profile was updated from your ORCID record.')).toBeInTheDocument();
    expect(first(api.callsTo('POST /api/profile/sync')).body).toBeUndefined();

    api.set('POST /api/profile/sync', {
      status: 401,
      body: { error: 'Unauthorized', code: 'UNAUTHENTICATED', message: 'x' },
    });
    await user.click(screen.getByRole('button', { name: /Resync ORCID/ }));
    expect(await screen.findByText('Unauthorized - Please login again to continue')).toBeInTheDocument();
    expect(screen.getByText('Sync Failed')).toBeInTheDocument();
  });

  it('deletes the account after two confirmations, then signs out 2 s later', async () => {
    const navigations = watchFullNavigations();
    const { api, user } = setup({ 'DELETE /api/account': { success: true, message: 'Account deleted' } });
    await user.click(await screen.findByRole('button', { name: /Delete Account/ }));
    await user.click(await screen.findByRole('button', { name: 'Yes, continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you absolutely sure?' });
    const confirm = within(dialog).getByRole('button', { name: 'Delete My Account' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
    await user.click(confirm);
    expect(await screen.findByText('Account Deleted')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/account')).toHaveLength(1);
    expect(navigations.count()).toBe(0);
    await vi.advanceTimersByTimeAsync(1900);
    expect(navigations.count()).toBe(0);
    await vi.advanceTimersByTimeAsync(100);
    await waitFor(() => expect(navigations.count()).toBe(1));
  });

  it('names the projects the person leads before deleting the account, since they go with it', async () => {
    const { api, user } = setup({
      'GET /api/research-projects': (call) =>
        call.query.get('createdBy') === PROFILE_ID
          ? [
              aProject({
                title: 'Robotics clubs in rural schools',
                createdBy: PROFILE_ID,
                collaboratorCount: 2,
              }),
              aProject({ title: 'Coding in early years', createdBy: PROFILE_ID }),
            ]
          : [],
    });
    await user.click(await screen.findByRole('button', { name: /Delete Account/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const led = await within(dialog).findByRole('list', { name: 'Projects you lead' });
    expect(
      within(led)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Robotics clubs in rural schools (2 collaborators)', 'Coding in early years']);
    expect(dialog).toHaveTextContent(
      'The 2 projects you lead will be deleted too, and their collaborators told',
    );
    expect(api.callsTo('GET /api/research-projects')).toHaveLength(1);
  });

  it('counts every project the person leads, naming the first 24, when they lead more', async () => {
    const led = Array.from({ length: 30 }, (_, i) => aProject({ title: `Led ${i}`, createdBy: PROFILE_ID }));
    const { user } = setup({
      'GET /api/research-projects': pagedList(
        led,
        (p) => p.title,
        () => [],
      ),
    });
    await user.click(await screen.findByRole('button', { name: /Delete Account/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    const list = await within(dialog).findByRole('list', { name: 'Projects you lead' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('and 6 more');
    expect(dialog).toHaveTextContent('The 30 projects you lead will be deleted too');
  });

  it('keeps the account and says so when deletion fails', async () => {
    const { user } = setup({ 'DELETE /api/account': { status: 500, text: 'down' } });
    await user.click(await screen.findByRole('button', { name: /Delete Account/ }));
    await user.click(await screen.findByRole('button', { name: 'Yes, continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you absolutely sure?' });
    await user.type(within(dialog).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(dialog).getByRole('button', { name: 'Delete My Account' }));
    expect(await screen.findByText('Delete Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to delete account')).toBeInTheDocument();
  });
});
