import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findButton, findDialog, getButton, queryButton, queryDialog, getButtons } from '../testing/dom';
import { errorReply } from '../../../test/mock-api';
import { aDetail, aMembership, aProject, OWN_PROFILE_ID } from '../testing/fixtures';
import { renderProjectsPage } from '../testing/page';
import { first } from '../../../test/lists';
import { writeDraft } from '../../../lib/drafts';
import { authUser } from '../../../test/render-app';
import { projectDraftKey } from '../utils/project-form-values';

const emptyBrowse = () => ({ projects: [], total: 0, page: 1, pageSize: 20 });
const collaborator = {
  member: {
    name: 'Sam Collaborator',
    biography: 'Works on assessment.',
    profileId: '33333333-3333-4333-8333-333333333333',
    userId: '44444444-4444-4444-8444-444444444444',
    profileImageUrl: null,
  },
  membershipInfo: {
    id: '55555555-5555-4555-8555-555555555555',
    role: 'collaborator',
    joinedAt: '2026-06-01T00:00:00.000Z',
  },
};

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Project detail dialog', () => {
  it('asks for the photo sizes its avatars show: 64 px for a collaborator, the lead’s 48 px from 256', async () => {
    const photo = (n: number) => `/api/profile/images/0f8fad5b-d9cb-469f-a165-7086772895${n}.webp`;
    const project = aProject({
      creatorProfile: { ...aProject().creatorProfile!, profileImageUrl: photo(10) },
    });
    const withPhoto = { ...collaborator, member: { ...collaborator.member, profileImageUrl: photo(20) } };
    renderProjectsPage(
      {
        'GET /api/research-projects/relevance': emptyBrowse,
        [`GET /api/research-projects/${project.id}`]: () => aDetail(project),
        [`GET /api/research-projects/${project.id}/members`]: () => [withPhoto],
      },
      `/research-projects/${project.id}`,
    );
    const dialog = await findDialog(project.title);
    const lead = within(dialog).getByRole('img', { name: 'Dr Jane Lead', hidden: true });
    expect(lead).toHaveAttribute('src', `${photo(10)}?size=256`);
    expect(lead.getAttribute('srcset')).toMatch(/\?size=64 1\.333x, /);
    const member = await within(dialog).findByRole('img', { name: 'Sam Collaborator', hidden: true });
    expect(member).toHaveAttribute('src', `${photo(20)}?size=64`);
  }, 60_000);

  it('opens at /research-projects/:id with every field, the lead and the collaborators; Close goes back', async () => {
    const project = aProject({
      title: 'Assessing design thinking',
      objectives: 'Build a rubric.',
      expectedOutputs: 'Two papers.',
      contactEmail: 'lead@example.edu',
      collaboratorTypes: 'Teachers',
      researchMethods: ['Focus groups'],
      researchMethodologies: ['Case study'],
      fundingRequired: true,
      fundingAmount: '$20,000',
    });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderProjectsPage(
      {
        'GET /api/research-projects/relevance': emptyBrowse,
        [`GET /api/research-projects/${project.id}`]: () => aDetail(project),
        [`GET /api/research-projects/${project.id}/members`]: () => [collaborator],
      },
      `/research-projects/${project.id}`,
    );
    const dialog = await findDialog('Assessing design thinking');
    expect(within(dialog).getByText('Build a rubric.')).toBeInTheDocument();
    expect(within(dialog).getByText('Two papers.')).toBeInTheDocument();
    expect(within(dialog).getByText('Required: $20,000')).toBeInTheDocument();
    expect(within(dialog).getByText('Focus groups')).toBeInTheDocument();
    expect(within(dialog).getByText('Case study')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'lead@example.edu', hidden: true })).toHaveAttribute(
      'href',
      'mailto:lead@example.edu',
    );
    expect(within(dialog).getByRole('link', { name: 'Dr Jane Lead', hidden: true })).toHaveAttribute(
      'href',
      `/researcher/${project.creatorProfile!.id}`,
    );
    expect(await within(dialog).findByText('Collaborators (1)')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Sam Collaborator', hidden: true })).toBeInTheDocument();
    // Not the owner, not a member, seeking collaborators: only Join.
    expect(getButton('Join Project', dialog)).toBeInTheDocument();
    expect(queryButton('Edit Project', dialog)).not.toBeInTheDocument();
    expect(queryButton('Leave Project', dialog)).not.toBeInTheDocument();

    await user.click(getButtons('Close', dialog).at(-1)!);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/research-projects$/));
  }, 60_000);

  it('counts no collaborators when the members cannot be fetched', async () => {
    const project = aProject({ title: 'Members unavailable' });
    renderProjectsPage(
      {
        'GET /api/research-projects/relevance': emptyBrowse,
        [`GET /api/research-projects/${project.id}`]: () => aDetail(project),
        [`GET /api/research-projects/${project.id}/members`]: () => errorReply(500, 'boom'),
      },
      `/research-projects/${project.id}`,
    );
    const dialog = await findDialog('Members unavailable');
    expect(await within(dialog).findByText('Collaborators (0)')).toBeInTheDocument();
  }, 60_000);

  it('joins as collaborator, then offers Leave with the exact confirmation, and leaves', async () => {
    const project = aProject({ title: 'Robotics for all' });
    let membership: ReturnType<typeof aMembership> | null = null;
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const { api } = renderProjectsPage(
      {
        'GET /api/research-projects/relevance': emptyBrowse,
        [`GET /api/research-projects/${project.id}`]: () => aDetail(project, membership),
        [`GET /api/research-projects/${project.id}/members`]: () => [],
        [`POST /api/research-projects/${project.id}/join`]: () => {
          membership = aMembership(project.id);
          return { success: true, message: 'Successfully joined the research project', membership };
        },
        [`DELETE /api/research-projects/${project.id}/leave`]: () => {
          membership = null;
          return { success: true, message: 'You have successfully left the project' };
        },
      },
      `/research-projects/${project.id}`,
    );
    const dialog = await findDialog('Robotics for all');
    await user.click(await findButton('Join Project', dialog));
    expect(await screen.findByText('Successfully joined the research project')).toBeInTheDocument();
    expect(first(api.callsTo(`POST /api/research-projects/${project.id}/join`)).body).toEqual({
      role: 'collaborator',
    });

    await user.click(await findButton('Leave Project', dialog));
    const confirm = await findDialog('Leave Project');
    expect(
      within(confirm).getByText(
        'Are you sure you want to leave the project "Robotics for all"? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(getButton('Leave Project', confirm));

    expect(await screen.findByText('Left project')).toBeInTheDocument();
    expect(screen.getByText('You have successfully left the project')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/research-projects/${project.id}/leave`)).toHaveLength(1);
    expect(await findButton('Join Project', dialog)).toBeInTheDocument();
  }, 60_000);

  it('offers no Join on a project that is not seeking collaborators', async () => {
    const project = aProject({ title: 'Finished study', status: 'completed' });
    renderProjectsPage(
      {
        'GET /api/research-projects/relevance': emptyBrowse,
        [`GET /api/research-projects/${project.id}`]: () => aDetail(project),
        [`GET /api/research-projects/${project.id}/members`]: () => [],
      },
      `/research-projects/${project.id}`,
    );
    const dialog = await findDialog('Finished study');
    expect(await within(dialog).findByText('Completed')).toBeInTheDocument();
    expect(queryButton('Join Project', dialog)).not.toBeInTheDocument();
  }, 60_000);

  it('opens the edit the owner left unsaved (their session ended) as it was, once the project is back', async () => {
    const mine = aProject({ title: 'Old title', createdBy: OWN_PROFILE_ID });
    writeDraft(projectDraftKey(authUser().id, mine.id), { title: 'A better title, not yet saved' });
    writeDraft(projectDraftKey('someone-else', mine.id), { title: 'Not mine to see' });
    renderProjectsPage(
      {
        'GET /api/research-projects/relevance': emptyBrowse,
        [`GET /api/research-projects/${mine.id}`]: () => aDetail(mine),
        [`GET /api/research-projects/${mine.id}/members`]: () => [],
      },
      `/research-projects/${mine.id}`,
    );
    const edit = await findDialog('Edit Project');
    expect(await within(edit).findByText('Your unsaved changes are back')).toBeInTheDocument();
    expect(within(edit).getByLabelText('Project Title')).toHaveValue('A better title, not yet saved');
    expect(within(edit).getByLabelText('Description')).toHaveValue(mine.description);
  }, 60_000);

  it('gives the owner Mark Complete and Delete, with the spec toasts', async () => {
    const mine = aProject({ title: 'My own project', createdBy: OWN_PROFILE_ID });
    let status = mine.status;
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const { api } = renderProjectsPage(
      {
        'GET /api/research-projects/relevance': emptyBrowse,
        [`GET /api/research-projects/${mine.id}`]: () => aDetail({ ...mine, status }),
        [`GET /api/research-projects/${mine.id}/members`]: () => [],
        [`PATCH /api/research-projects/${mine.id}/complete`]: () => {
          status = 'completed';
          return { ...mine, status };
        },
        [`DELETE /api/research-projects/${mine.id}`]: () => ({ success: true, message: 'deleted' }),
      },
      `/research-projects/${mine.id}`,
    );
    const dialog = await findDialog('My own project');
    expect(await findButton('Edit Project', dialog)).toBeInTheDocument();
    expect(queryButton('Join Project', dialog)).not.toBeInTheDocument();

    // It asks first, in a centred modal like Delete's, saying what happens: Cancel leaves the
    // project as it was.
    await user.click(getButton('Mark Complete', dialog));
    let confirm = await findDialog('Mark Project Complete');
    expect(
      within(confirm).getByText('Are you sure you want to mark the project "My own project" as completed?'),
    ).toBeInTheDocument();
    expect(within(confirm).getByText(/removed from the browse list/)).toBeInTheDocument();
    expect(within(confirm).getByText(/cannot be reopened here/)).toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.click(getButton('Cancel', confirm));
    await waitFor(() => expect(queryDialog('Mark Project Complete')).not.toBeInTheDocument());
    expect(api.callsTo(`PATCH /api/research-projects/${mine.id}/complete`)).toHaveLength(0);
    await user.click(getButton('Mark Complete', dialog));
    confirm = await findDialog('Mark Project Complete');
    await user.click(getButton('Mark Complete', confirm));
    expect(await screen.findByText('Project completed')).toBeInTheDocument();
    expect(
      screen.getByText('Project has been marked as completed and removed from browse list'),
    ).toBeInTheDocument();
    expect(first(api.callsTo(`PATCH /api/research-projects/${mine.id}/complete`)).body).toBeUndefined();
    await waitFor(() => expect(queryButton('Mark Complete', dialog)).not.toBeInTheDocument());

    await user.click(getButton('Delete Project', dialog));
    confirm = await findDialog('Delete Project');
    await user.click(getButton('Delete Project', confirm));
    expect(await screen.findByText('Project deleted')).toBeInTheDocument();
    expect(screen.getByText('Project has been permanently deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/research-projects$/));
    await waitFor(() => expect(queryDialog('My own project')).not.toBeInTheDocument());
  }, 60_000);

  it('shows the spec failure toasts for complete and delete', async () => {
    const mine = aProject({ title: 'Fails to complete', createdBy: OWN_PROFILE_ID });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderProjectsPage(
      {
        'GET /api/research-projects/relevance': emptyBrowse,
        [`GET /api/research-projects/${mine.id}`]: () => aDetail(mine),
        [`GET /api/research-projects/${mine.id}/members`]: () => [],
        [`PATCH /api/research-projects/${mine.id}/complete`]: () => errorReply(500, 'Internal Server Error'),
        [`DELETE /api/research-projects/${mine.id}`]: () => errorReply(500, 'Internal Server Error'),
      },
      `/research-projects/${mine.id}`,
    );
    const dialog = await findDialog('Fails to complete');
    await user.click(await findButton('Mark Complete', dialog));
    await user.click(getButton('Mark Complete', await findDialog('Mark Project Complete')));
    expect(await screen.findByText('Failed to complete project')).toBeInTheDocument();

    await user.click(getButton('Delete Project', dialog));
    await user.click(getButton('Delete Project', await findDialog('Delete Project')));
    expect(await screen.findByText('Failed to delete project')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/research-projects/${mine.id}`);
  }, 60_000);

  it("shows the server's message when joining fails", async () => {
    const project = aProject({ title: 'Full project' });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderProjectsPage(
      {
        'GET /api/research-projects/relevance': emptyBrowse,
        [`GET /api/research-projects/${project.id}`]: () => aDetail(project),
        [`GET /api/research-projects/${project.id}/members`]: () => [],
        [`POST /api/research-projects/${project.id}/join`]: () =>
          errorReply(409, 'This project is not seeking collaborators', 'NOT_SEEKING_COLLABORATORS'),
      },
      `/research-projects/${project.id}`,
    );
    const dialog = await findDialog('Full project');
    await user.click(await findButton('Join Project', dialog));
    expect(await screen.findByText('This project is not seeking collaborators')).toBeInTheDocument();
  }, 60_000);

  it('tells a signed-out user they are being signed in again when joining answers 401', async () => {
    const project = aProject({ title: 'Session expired' });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderProjectsPage(
      {
        'GET /api/research-projects/relevance': emptyBrowse,
        [`GET /api/research-projects/${project.id}`]: () => aDetail(project),
        [`GET /api/research-projects/${project.id}/members`]: () => [],
        [`POST /api/research-projects/${project.id}/join`]: () =>
          errorReply(401, 'Sign in first', 'UNAUTHENTICATED'),
      },
      `/research-projects/${project.id}`,
    );
    const assign = vi.fn();
    vi.stubGlobal('location', {
      ...window.location,
      assign,
      pathname: `/research-projects/${project.id}`,
      search: '',
    });
    const dialog = await findDialog('Session expired');
    await user.click(await findButton('Join Project', dialog));
    expect(await screen.findByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith(`/api/login?returnTo=%2Fresearch-projects%2F${project.id}`),
    );
  }, 60_000);

  it('says so when the project does not exist or is private', async () => {
    const missing = '99999999-9999-4999-8999-999999999999';
    renderProjectsPage(
      {
        'GET /api/research-projects/relevance': emptyBrowse,
        [`GET /api/research-projects/${missing}`]: () =>
          errorReply(404, 'Research project not found', 'PROJECT_NOT_FOUND'),
      },
      `/research-projects/${missing}`,
    );
    expect(await screen.findByText('This project no longer exists')).toBeInTheDocument();
    expect(screen.getByText('It was deleted, or it is not visible to you.')).toBeInTheDocument();
  }, 60_000);

  it('says the same of an address that names no project at all', async () => {
    renderProjectsPage(
      {
        'GET /api/research-projects/relevance': emptyBrowse,
        'GET /api/research-projects/not-a-project': () =>
          errorReply(400, 'The id must be a UUID', 'VALIDATION_ERROR'),
      },
      '/research-projects/not-a-project',
    );
    expect(await screen.findByText('This project no longer exists')).toBeInTheDocument();
  }, 60_000);
});
