import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fill, findDialog, queryDialog, getButton, getButtons } from '../testing/dom';
import { errorReply } from '../../../test/mock-api';
import { aDetail, aProject } from '../testing/fixtures';
import { renderProjectsPage } from '../testing/page';

afterEach(() => vi.restoreAllMocks());

describe('Research Projects page', () => {
  it('opens a card as /research-projects/:id and, on closing, is back where it was', async () => {
    const project = aProject({ title: 'Makerspaces in rural schools' });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderProjectsPage({
      'GET /api/research-projects/relevance': () => ({
        projects: [project],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
      [`GET /api/research-projects/${project.id}`]: () => aDetail(project),
      [`GET /api/research-projects/${project.id}/members`]: () => [],
    });
    expect(await screen.findByText('Research Projects', { selector: 'h1' })).toBeInTheDocument();
    const search = screen.getByLabelText('Search projects');
    await fill(user, search, 'makerspaces');

    await user.click(await screen.findByText('Makerspaces in rural schools', { selector: 'a' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/research-projects/${project.id}`);
    const dialog = await findDialog('Makerspaces in rural schools');
    await user.click(getButtons('Close', dialog).at(-1)!);

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/research-projects$/));
    await waitFor(() => expect(queryDialog('Makerspaces in rural schools')).not.toBeInTheDocument());
    expect(screen.getByLabelText('Search projects')).toHaveValue('makerspaces');
  }, 60_000);

  it('asks to link an ORCID iD when the user has no research profile yet', async () => {
    renderProjectsPage({
      'GET /api/profile': () => errorReply(404, 'No profile', 'PROFILE_NOT_FOUND'),
      'GET /api/research-projects/relevance': () => ({ projects: [], total: 0, page: 1, pageSize: 20 }),
    });
    expect(await screen.findByText('Link your ORCID iD to propose or join projects')).toBeInTheDocument();
  }, 60_000);

  it('says why before anything is written when someone without a research profile proposes', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderProjectsPage({
      'GET /api/profile': () => errorReply(404, 'No profile', 'PROFILE_NOT_FOUND'),
      'GET /api/research-projects/relevance': () => ({ projects: [], total: 0, page: 1, pageSize: 20 }),
    });
    await screen.findByText('Link your ORCID iD to propose or join projects');
    await user.click(getButton('Propose Project'));

    const dialog = await findDialog('Propose Project');
    expect(within(dialog).getByText('Link your ORCID iD to propose projects')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Connect your ORCID iD' })).toHaveAttribute('href', '/');
    expect(within(dialog).queryByLabelText('Project Title')).toBeNull();
    await user.click(getButtons('Close', dialog).at(-1)!);
    await waitFor(() => expect(queryDialog('Propose Project')).not.toBeInTheDocument());
  }, 60_000);
});
