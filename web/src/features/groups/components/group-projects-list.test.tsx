import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GroupProject } from '@app/contracts/groups/http';
import { mockApi } from '../../../test/mock-api';
import { pagedList } from '../../../test/paged-lists';
import { renderApp } from '../../../test/render-app';
import { GroupProjectsList } from './group-projects-list';

afterEach(() => vi.restoreAllMocks());

const GROUP_ID = '77777777-7777-4777-8777-777777777777';

describe('GroupProjectsList', () => {
  it('shows the first 50 projects of a busy category and the rest with Load more', async () => {
    const projects: GroupProject[] = Array.from({ length: 70 }, (_, i) => ({
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      title: `Project ${i}`,
      description: 'A project.',
      duration: null,
      status: 'seeking_collaborators',
    }));
    const route = `GET /api/research-groups/${GROUP_ID}/projects`;
    mockApi({
      [route]: pagedList(
        projects,
        (p) => p.title,
        () => [],
      ),
    });
    renderApp(<GroupProjectsList groupId={GROUP_ID} id="projects" />);
    const list = await screen.findByRole('list', { name: 'Projects' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    expect(screen.getByText('Showing 50 of 70 projects')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Project 69' })).toBeInTheDocument();
    expect(within(list).getAllByRole('listitem')).toHaveLength(70);
    expect(screen.queryByText(/Showing/)).not.toBeInTheDocument();
  });
});
