import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CollaboratorEntry } from '@app/contracts/projects/http';
import { pagedList } from '../../../test/paged-lists';
import { findDialog, getButton } from '../testing/dom';
import { aDetail, aJoinedProject, aProject, OWN_PROFILE_ID } from '../testing/fixtures';
import { renderProjectsPage } from '../testing/page';

/** Issue 45: My Projects and a project's collaborators come a page at a time, with the true totals. */
const emptyBrowse = () => ({ projects: [], total: 0, page: 1, pageSize: 20 });

afterEach(() => vi.restoreAllMocks());

describe('My Projects with many projects', () => {
  it('shows 24 led and 24 joined, says how many of each there are, and loads the rest of each', async () => {
    const led = Array.from({ length: 30 }, (_, i) =>
      aProject({ title: `Led ${i}`, createdBy: OWN_PROFILE_ID }),
    );
    const joined = Array.from({ length: 26 }, (_, i) => aJoinedProject(aProject({ title: `Joined ${i}` })));
    const { api } = renderProjectsPage({
      'GET /api/research-projects/relevance': emptyBrowse,
      'GET /api/research-projects': pagedList(
        led,
        (p) => p.title,
        () => [],
      ),
      'GET /api/research-projects/my-memberships': pagedList(
        joined,
        (p) => p.title,
        () => [],
      ),
    });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(await screen.findByText('My Projects', { selector: '[role="tab"]' }));

    expect(await screen.findAllByTestId('my-project-card')).toHaveLength(48);
    expect(screen.getByText('Showing 24 of 30 projects you lead')).toBeInTheDocument();
    expect(screen.getByText('Showing 24 of 26 projects you joined')).toBeInTheDocument();

    const [moreLed] = screen.getAllByRole('button', { name: 'Load more' });
    await user.click(moreLed!);
    expect(await screen.findByText('Led 29')).toBeInTheDocument();
    expect(screen.getAllByTestId('my-project-card')).toHaveLength(54);
    expect(screen.queryByText(/projects you lead$/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Joined 25')).toBeInTheDocument();
    expect(screen.getAllByTestId('my-project-card')).toHaveLength(56);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/research-projects').map((c) => c.query.get('offset'))).toEqual(['0', '24']);
  }, 60_000);
});

describe('A project’s collaborators', () => {
  it('shows 20 at a time with the total in the heading and Load more for the rest', async () => {
    const project = aProject({ title: 'A large collaboration' });
    const collaborators: CollaboratorEntry[] = Array.from({ length: 45 }, (_, i) => ({
      member: {
        name: `Collaborator ${i}`,
        biography: null,
        profileId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
        userId: `00000000-0000-4000-9000-${String(i).padStart(12, '0')}`,
        profileImageUrl: null,
      },
      membershipInfo: {
        id: `00000000-0000-4000-a000-${String(i).padStart(12, '0')}`,
        role: 'collaborator',
        joinedAt: '2026-06-01T00:00:00.000Z',
      },
    }));
    renderProjectsPage(
      {
        'GET /api/research-projects/relevance': emptyBrowse,
        [`GET /api/research-projects/${project.id}`]: () => aDetail(project),
        [`GET /api/research-projects/${project.id}/members`]: pagedList(
          collaborators,
          (c) => c.member.name ?? '',
          () => [],
        ),
      },
      `/research-projects/${project.id}`,
    );
    const dialog = await findDialog(project.title);
    expect(await within(dialog).findByText('Collaborators (45)')).toBeInTheDocument();
    const list = within(dialog).getByRole('list', { name: 'Collaborators', hidden: true });
    expect(within(list).getAllByRole('listitem', { hidden: true })).toHaveLength(20);
    expect(within(dialog).getByText('Showing 20 of 45 collaborators')).toBeInTheDocument();
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    await user.click(getButton('Load more', dialog));
    expect(await within(dialog).findByText('Showing 40 of 45 collaborators')).toBeInTheDocument();
    await user.click(getButton('Load more', dialog));
    expect(await within(dialog).findByText('Collaborator 44')).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem', { hidden: true })).toHaveLength(45);
  }, 60_000);
});
