import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findDialog, getButton, queryButton } from '../testing/dom';
import { aJoinedProject, aProject, OWN_PROFILE_ID, OTHER_PROFILE_ID } from '../testing/fixtures';
import { renderProjectsPage } from '../testing/page';
import { at, first } from '../../../test/lists';

const emptyBrowse = () => ({ projects: [], total: 0, page: 1, pageSize: 20 });

afterEach(() => vi.restoreAllMocks());

async function openMyProjects() {
  const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
  await user.click(await screen.findByText('My Projects', { selector: '[role="tab"]' }));
  return user;
}

describe('My Projects', () => {
  it('shows led projects (lead: you, created date) and joined ones (lead name, joined date, Leave Project)', async () => {
    const led = aProject({ title: 'Led by me', createdBy: OWN_PROFILE_ID, collaboratorCount: 3 });
    const joined = aJoinedProject(
      aProject({ title: 'Joined one', collaboratorCount: 1 }),
      '2026-05-06T01:00:00.000Z',
    );
    let memberships = [joined];
    const { api } = renderProjectsPage({
      'GET /api/research-projects/relevance': emptyBrowse,
      'GET /api/research-projects': () => [led],
      'GET /api/research-projects/my-memberships': () => memberships,
      [`DELETE /api/research-projects/${joined.id}/leave`]: () => {
        memberships = [];
        return { success: true };
      },
    });
    const user = await openMyProjects();

    const cards = await screen.findAllByTestId('my-project-card');
    const [ledCard, joinedCard] = [at(cards, 0), at(cards, 1)];
    expect(within(ledCard).getByText('Led by me')).toBeInTheDocument();
    expect(within(ledCard).getByText('Lead: You')).toBeInTheDocument();
    expect(within(ledCard).getByText('3 collaborators')).toBeInTheDocument();
    expect(within(ledCard).getByText('Created 4 Mar 2026')).toBeInTheDocument();
    expect(queryButton('Leave Project', ledCard)).not.toBeInTheDocument();

    expect(within(joinedCard).getByText('Joined one')).toBeInTheDocument();
    expect(within(joinedCard).getByRole('link', { name: 'Dr Jane Lead', hidden: true })).toHaveAttribute(
      'href',
      `/researcher/${OTHER_PROFILE_ID}`,
    );
    expect(within(joinedCard).getByText('1 collaborator')).toBeInTheDocument();
    expect(within(joinedCard).getByText('Joined 6 May 2026')).toBeInTheDocument();
    expect(first(api.callsTo('GET /api/research-projects')).query.get('createdBy')).toBe(OWN_PROFILE_ID);

    await user.click(getButton('Leave Project', joinedCard));
    const confirm = await findDialog('Leave Project');
    expect(
      within(confirm).getByText(
        'Are you sure you want to leave the project "Joined one"? This action cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(getButton('Leave Project', confirm));
    expect(await screen.findByText('You have successfully left the project')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('my-project-card')).toHaveLength(1));
  }, 60_000);

  it('says "No projects created yet" with a Propose Project button when there are none', async () => {
    renderProjectsPage({
      'GET /api/research-projects/relevance': emptyBrowse,
      'GET /api/research-projects': () => [],
      'GET /api/research-projects/my-memberships': () => [],
    });
    const user = await openMyProjects();
    const empty = (await screen.findByText('No projects created yet')).closest<HTMLElement>('.ant-empty')!;
    await user.click(getButton('Propose Project', empty));
    expect(await findDialog('Propose Project')).toBeInTheDocument();
  }, 60_000);

  it('shows the failure toast when leaving fails and keeps the project', async () => {
    const joined = aJoinedProject(aProject({ title: 'Sticky project' }));
    renderProjectsPage({
      'GET /api/research-projects/relevance': emptyBrowse,
      'GET /api/research-projects': () => [],
      'GET /api/research-projects/my-memberships': () => [joined],
      [`DELETE /api/research-projects/${joined.id}/leave`]: { status: 500, text: 'oops' },
    });
    const user = await openMyProjects();
    const card = await screen.findByTestId('my-project-card');
    await user.click(getButton('Leave Project', card));
    await user.click(getButton('Leave Project', await findDialog('Leave Project')));
    expect(await screen.findByText('Failed to leave project')).toBeInTheDocument();
    expect(screen.getByTestId('my-project-card')).toBeInTheDocument();
  }, 60_000);
});
