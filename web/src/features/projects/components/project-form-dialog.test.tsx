import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hasDraft, writeDraft } from '../../../lib/drafts';
import { authUser } from '../../../test/render-app';
import { projectDraftKey } from '../utils/project-form-values';
import { fill, findButton, findDialog, getButton, queryDialog } from '../testing/dom';
import { errorReply } from '../../../test/mock-api';
import { aDetail, aProject, OWN_PROFILE_ID, savedProject } from '../testing/fixtures';
import { renderProjectsPage } from '../testing/page';
import { first } from '../../../test/lists';

const emptyBrowse = () => ({ projects: [], total: 0, page: 1, pageSize: 20 });

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

async function openProposeDialog() {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  await user.click(await findButton('Propose Project'));
  const dialog = await findDialog('Propose Project');
  // The option lists have loaded once the methods appear.
  await within(dialog).findByLabelText('Focus groups');
  return { user, dialog };
}

describe('Propose and Edit project dialogs', () => {
  it('requires a title and a description before sending anything', async () => {
    const { api } = renderProjectsPage({ 'GET /api/research-projects/relevance': emptyBrowse });
    const { user, dialog } = await openProposeDialog();

    await fill(user, within(dialog).getByLabelText('Project Title'), 'Only a title');
    await user.click(getButton('Create Project', dialog));

    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect((await screen.findAllByText('Title and description are required')).length).toBeGreaterThan(0);
    expect(api.callsTo('POST /api/research-projects')).toHaveLength(0);
    expect(within(dialog).getByLabelText('Project Title')).toHaveValue('Only a title');
  }, 60_000);

  it('shows the funding amount only when funding is required', async () => {
    renderProjectsPage({ 'GET /api/research-projects/relevance': emptyBrowse });
    const { user, dialog } = await openProposeDialog();

    expect(within(dialog).queryByLabelText('Funding Amount')).not.toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Funding required'));
    expect(await within(dialog).findByLabelText('Funding Amount')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Funding required'));
    await waitFor(() => expect(within(dialog).queryByLabelText('Funding Amount')).not.toBeInTheDocument());
  }, 60_000);

  it('adds custom methods with Enter or Add: trimmed, no empties, no duplicates, labelled (Custom)', async () => {
    const { api } = renderProjectsPage({
      'GET /api/research-projects/relevance': emptyBrowse,
      'POST /api/research-projects': ({ body }) => savedProject(aProject(), body),
    });
    const { user, dialog } = await openProposeDialog();
    const customMethod = within(dialog).getByLabelText('Add a custom research method');

    await fill(user, customMethod, '  Yarning circles  ');
    await user.keyboard('{Enter}');
    expect(within(dialog).getByLabelText('Yarning circles (Custom)')).toBeChecked();
    expect(customMethod).toHaveValue('');

    await fill(user, customMethod, 'yarning circles');
    await user.click(getButton('Add custom research method', dialog));
    expect(within(dialog).getAllByText(/Yarning circles/i)).toHaveLength(1);

    await fill(user, customMethod, '   ');
    await user.click(getButton('Add custom research method', dialog));
    await fill(user, customMethod, 'focus groups');
    await user.keyboard('{Enter}');
    expect(within(dialog).getByLabelText('Focus groups')).toBeChecked();
    expect(within(dialog).queryByText('focus groups (Custom)')).not.toBeInTheDocument();

    await fill(user, within(dialog).getByLabelText('Add a custom research methodology'), 'Talanoa');
    await user.keyboard('{Enter}');
    expect(within(dialog).getByLabelText('Talanoa (Custom)')).toBeChecked();

    await fill(user, within(dialog).getByLabelText('Project Title'), 'Yarning about robotics');
    await fill(user, within(dialog).getByLabelText('Description'), 'Culturally grounded research.');
    await user.click(within(dialog).getByLabelText('TPACK'));
    await user.click(getButton('Create Project', dialog));

    expect(await screen.findByText('Research project created successfully')).toBeInTheDocument();
    const post = first(api.callsTo('POST /api/research-projects'));
    const body = post.body as Record<string, unknown>;
    expect(body).toMatchObject({
      title: 'Yarning about robotics',
      description: 'Culturally grounded research.',
      categories: '["TPACK"]',
      researchMethodologies: '["Talanoa"]',
      fundingRequired: false,
      fundingAmount: null,
      isPublic: true,
    });
    expect((JSON.parse(body.researchMethods as string) as string[]).sort()).toEqual([
      'Focus groups',
      'Yarning circles',
    ]);
    await waitFor(() => expect(queryDialog('Propose Project')).not.toBeInTheDocument());
  }, 60_000);

  it("keeps the dialog and what was typed when the server refuses, with the server's message", async () => {
    renderProjectsPage({
      'GET /api/research-projects/relevance': emptyBrowse,
      'POST /api/research-projects': () =>
        errorReply(403, 'Connect your ORCID iD first: this needs a research profile.', 'PROFILE_REQUIRED'),
    });
    const { user, dialog } = await openProposeDialog();
    await fill(user, within(dialog).getByLabelText('Project Title'), 'My project');
    await fill(user, within(dialog).getByLabelText('Description'), 'About it.');
    await user.click(within(dialog).getByLabelText('Funding required'));
    await fill(user, await within(dialog).findByLabelText('Funding Amount'), '$10,000');
    await user.click(getButton('Create Project', dialog));

    expect(
      await screen.findByText('Connect your ORCID iD first: this needs a research profile.'),
    ).toBeInTheDocument();
    expect(queryDialog('Propose Project')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Project Title')).toHaveValue('My project');
    expect(within(dialog).getByLabelText('Funding Amount')).toHaveValue('$10,000');
  }, 60_000);

  it('closes at once when nothing was typed, and asks first when something was', async () => {
    renderProjectsPage({ 'GET /api/research-projects/relevance': emptyBrowse });
    const untouched = await openProposeDialog();
    await untouched.user.click(getButton('Cancel', untouched.dialog));
    await waitFor(() => expect(queryDialog('Propose Project')).not.toBeInTheDocument());
    expect(screen.queryAllByText('Discard unsaved changes?')).toHaveLength(0);

    const { user, dialog } = await openProposeDialog();
    await fill(user, within(dialog).getByLabelText('Description'), 'Twenty minutes of writing.');
    await user.click(getButton('Close', dialog));
    expect((await screen.findAllByText('Discard unsaved changes?')).length).toBeGreaterThan(0);
    await user.click(await findButton('Keep editing'));
    await waitFor(() => expect(screen.queryAllByText('Discard unsaved changes?')).toHaveLength(0));
    expect(queryDialog('Propose Project')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Twenty minutes of writing.');

    await user.click(getButton('Cancel', dialog));
    await user.click(await findButton('Discard changes'));
    await waitFor(() => expect(queryDialog('Propose Project')).not.toBeInTheDocument());
  }, 60_000);

  it('keeps a proposal through a sign-in: when the session has ended, the page comes back with it', async () => {
    vi.stubGlobal('location', {
      ...window.location,
      assign: vi.fn(),
      pathname: '/research-projects',
      search: '',
    });
    const before = renderProjectsPage({
      'GET /api/research-projects/relevance': emptyBrowse,
      'POST /api/research-projects': () => errorReply(401, 'Unauthorized'),
    });
    const typed = await openProposeDialog();
    await fill(typed.user, within(typed.dialog).getByLabelText('Project Title'), 'Robots in rural schools');
    await fill(typed.user, within(typed.dialog).getByLabelText('Description'), 'Written over an afternoon.');
    await typed.user.click(within(typed.dialog).getByLabelText('TPACK'));
    await typed.user.click(getButton('Create Project', typed.dialog));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await waitFor(() =>
      expect(window.location.assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fresearch-projects'),
    );
    before.unmount();

    // Back from sign-in: the dialog opens by itself, as it was.
    const { api } = renderProjectsPage({
      'GET /api/research-projects/relevance': emptyBrowse,
      'POST /api/research-projects': ({ body }) => savedProject(aProject(), body),
    });
    const dialog = await findDialog('Propose Project');
    expect(await within(dialog).findByText('Your unsaved changes are back')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Project Title')).toHaveValue('Robots in rural schools');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Written over an afternoon.');
    expect(await within(dialog).findByLabelText('TPACK')).toBeChecked();

    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(getButton('Create Project', dialog));
    expect(await screen.findByText('Research project created successfully')).toBeInTheDocument();
    expect(first(api.callsTo('POST /api/research-projects')).body).toMatchObject({
      title: 'Robots in rural schools',
      categories: '["TPACK"]',
    });
    expect(hasDraft(projectDraftKey(authUser().id))).toBe(false);
  }, 60_000);

  it('never brings back a proposal someone else left in this tab', async () => {
    writeDraft(projectDraftKey('22222222-2222-4222-8222-222222222222'), { title: 'Not mine to see' });
    renderProjectsPage({ 'GET /api/research-projects/relevance': emptyBrowse });
    const { dialog } = await openProposeDialog();
    expect(within(dialog).getByLabelText('Project Title')).toHaveValue('');
    expect(within(dialog).queryByText('Your unsaved changes are back')).not.toBeInTheDocument();
  }, 60_000);

  it('edits an own project from its detail, starting from its values', async () => {
    const mine = aProject({
      title: 'Old title',
      createdBy: OWN_PROFILE_ID,
      researchMethods: ['Focus groups', 'Yarning circles'],
      fundingRequired: true,
      fundingAmount: '$5,000',
    });
    const { api } = renderProjectsPage(
      {
        'GET /api/research-projects/relevance': emptyBrowse,
        [`GET /api/research-projects/${mine.id}`]: () => aDetail(mine),
        [`GET /api/research-projects/${mine.id}/members`]: () => [],
        [`PUT /api/research-projects/${mine.id}`]: ({ body }) => savedProject(mine, body),
      },
      `/research-projects/${mine.id}`,
    );
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(await findButton('Edit Project'));
    const dialog = await findDialog('Edit Project');
    const title = await within(dialog).findByLabelText('Project Title');
    expect(title).toHaveValue('Old title');
    expect(within(dialog).getByLabelText('Funding Amount')).toHaveValue('$5,000');
    expect(await within(dialog).findByLabelText('Yarning circles (Custom)')).toBeChecked();

    await user.clear(title);
    await fill(user, title, 'New title');
    await user.click(getButton('Update Project', dialog));

    expect(await screen.findByText('Research project updated successfully')).toBeInTheDocument();
    expect(first(api.callsTo(`PUT /api/research-projects/${mine.id}`)).body).toMatchObject({
      title: 'New title',
      fundingAmount: '$5,000',
      researchMethods: '["Focus groups","Yarning circles"]',
    });
  }, 60_000);
});
