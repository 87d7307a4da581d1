import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getButton, queryButton } from '../testing/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aProject } from '../testing/fixtures';
import { renderProjectsPage } from '../testing/page';
import { at } from '../../../test/lists';

const browseAnswer = (projects: ReturnType<typeof aProject>[], total = projects.length) => ({
  projects,
  total,
  page: 1,
  pageSize: 20,
});

afterEach(() => vi.restoreAllMocks());

describe('Browse Projects', () => {
  it('shows cards with the relevance badge only above 5, cut category badges and "+N more"', async () => {
    const relevant = aProject({
      title: 'Robotics in primary classrooms',
      relevanceScore: 42,
      fundingRequired: true,
      fundingAmount: '$20,000',
      categories: [
        'Digital Literacy and Computational Thinking',
        'TPACK',
        'Equity and Inclusion',
        'Emerging Technologies',
        'Assessment and Feedback',
      ],
    });
    const barely = aProject({ title: 'Teacher beliefs survey', relevanceScore: 5, categories: ['TPACK'] });
    renderProjectsPage({ 'GET /api/research-projects/relevance': () => browseAnswer([relevant, barely]) });

    const list = await screen.findByLabelText('Research projects');
    const cards = within(list).getAllByTestId('project-card');
    const [first, second] = [at(cards, 0), at(cards, 1)];
    expect(within(first).getByText('Robotics in primary classrooms')).toBeInTheDocument();
    expect(within(second).getByText('Teacher beliefs survey')).toBeInTheDocument();

    expect(within(first).getByText('42% relevant')).toBeInTheDocument();
    expect(within(second).queryByText(/% relevant/)).not.toBeInTheDocument();
    expect(within(first).getByText('Digital Literacy and Comp...')).toBeInTheDocument();
    expect(within(first).getByText('TPACK')).toBeInTheDocument();
    expect(within(first).getByText('Equity and Inclusion')).toBeInTheDocument();
    expect(within(first).getByText('+2 more')).toBeInTheDocument();
    expect(within(first).queryByText('Emerging Technologies')).not.toBeInTheDocument();
    expect(
      within(first).getByRole('img', { name: 'Funding required: $20,000', hidden: true }),
    ).toBeInTheDocument();
    expect(
      within(second).queryByRole('img', { name: /Funding required/, hidden: true }),
    ).not.toBeInTheDocument();
    expect(within(first).getByText('Seeking Collaborators')).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'Dr Jane Lead', hidden: true })).toHaveAttribute(
      'href',
      `/researcher/${relevant.creatorProfile!.id}`,
    );
    expect(
      within(first).getByRole('link', { name: 'Robotics in primary classrooms', hidden: true }),
    ).toHaveAttribute('href', `/research-projects/${relevant.id}`);
    expect(within(first).getByText('Skills needed: Qualitative analysis')).toBeInTheDocument();
  }, 60_000);

  it('shows the empty state, and the search hint once a search is typed (sent to the server)', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const { api } = renderProjectsPage({ 'GET /api/research-projects/relevance': () => browseAnswer([]) });

    expect(await screen.findByText('No projects found')).toBeInTheDocument();
    expect(screen.getByText('No research projects available at the moment')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search projects'), 'robotics');
    expect(await screen.findByText('Try adjusting your search terms')).toBeInTheDocument();
    const searched = () =>
      api.callsTo('GET /api/research-projects/relevance').map((r) => r.query.get('search'));
    // Debounced: one request for the pause, not one per key. (The hint shows as soon as the search
    // settles, over the previous answer; the request goes out a moment later.)
    await waitFor(() => expect(searched()).toEqual([null, 'robotics']));
  }, 60_000);

  it('says which filters emptied the list, that all must match, with Clear All Filters beside it', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    renderProjectsPage({ 'GET /api/research-projects/relevance': () => browseAnswer([]) });
    await user.click(await screen.findByLabelText('Filters'));
    const panel = await screen.findByLabelText('Project filters');
    await user.click(within(panel).getByLabelText('TPACK'));
    await user.click(within(panel).getByLabelText('Equity and Inclusion'));
    await user.click(within(panel).getByLabelText('Focus groups'));
    await user.click(screen.getByLabelText('Filters (3 selected)'));

    const set = await screen.findByRole('list', { name: 'Filters set' });
    const empty = set.closest<HTMLElement>('.ant-empty')!;
    expect(within(empty).getByText('No projects found')).toBeInTheDocument();
    expect(within(empty).getByText(/must match every one/)).toBeInTheDocument();
    expect(
      within(set)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Categories: TPACK or Equity and Inclusion', 'Research Methods: Focus groups']);
    // The search box is empty: the search is not what emptied the list.
    expect(screen.queryByText(/search terms/)).not.toBeInTheDocument();
    expect(within(empty).queryByText(/Search:/)).not.toBeInTheDocument();

    // One search typed: it joins the list, and only then is the search mentioned.
    await user.type(screen.getByLabelText('Search projects'), 'robotics');
    expect(await within(empty).findByText('Search: “robotics”')).toBeInTheDocument();
    expect(within(empty).getByText(/Try adjusting your search terms/)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search projects'));
    await waitFor(() => expect(within(empty).queryByText(/Search:/)).not.toBeInTheDocument());

    // Clear All Filters beside the message (the only one on the page while the panel is closed).
    expect(screen.getAllByText('Clear All Filters')).toHaveLength(1);
    await user.click(getButton('Clear All Filters', empty));
    expect(await screen.findByText('No research projects available at the moment')).toBeInTheDocument();
    expect(screen.getByLabelText('Filters')).toBeInTheDocument();
    expect(screen.queryByText('Clear All Filters')).not.toBeInTheDocument();
  }, 60_000);

  it('counts selected filters on the badge, clears a group or all, and sends them to the server', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const { api } = renderProjectsPage({
      'GET /api/research-projects/relevance': () => browseAnswer([aProject()]),
    });
    await user.click(await screen.findByLabelText('Filters'));
    const panel = await screen.findByLabelText('Project filters');

    await user.click(within(panel).getByLabelText('TPACK'));
    await user.click(within(panel).getByLabelText('Equity and Inclusion'));
    await user.click(within(panel).getByLabelText('Focus groups'));
    await user.click(within(panel).getByLabelText('Case study'));
    expect(screen.getByLabelText('Filters (4 selected)')).toBeInTheDocument();

    await waitFor(() => {
      const last = api.callsTo('GET /api/research-projects/relevance').at(-1)!.query;
      expect(last.getAll('categories')).toEqual(['TPACK', 'Equity and Inclusion']);
      expect(last.getAll('researchMethods')).toEqual(['Focus groups']);
      expect(last.getAll('researchMethodologies')).toEqual(['Case study']);
    });

    await user.click(getButton('Clear categories', panel));
    expect(screen.getByLabelText('Filters (2 selected)')).toBeInTheDocument();
    expect(within(panel).getByLabelText('Focus groups')).toBeChecked();
    expect(getButton('Clear categories', panel)).toBeDisabled();

    await user.click(getButton('Clear All Filters', panel));
    expect(screen.getByLabelText('Filters')).toBeInTheDocument();
    expect(queryButton('Clear All Filters', panel)).not.toBeInTheDocument();
    expect(within(panel).getByLabelText('Focus groups')).not.toBeChecked();
    expect(within(panel).getByLabelText('Case study')).not.toBeChecked();
  }, 60_000);

  it('asks for completed projects only when "Include completed projects" is ticked', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const { api } = renderProjectsPage({
      'GET /api/research-projects/relevance': () => browseAnswer([aProject()]),
    });
    await user.click(await screen.findByLabelText('Include completed projects'));
    await waitFor(() =>
      expect(
        api.callsTo('GET /api/research-projects/relevance').map((r) => r.query.get('includeCompleted')),
      ).toEqual([null, 'true']),
    );
  }, 60_000);

  it('pages through more than 20 results', async () => {
    const user = userEvent.setup({ delay: null, pointerEventsCheck: 0 });
    const { api } = renderProjectsPage({
      'GET /api/research-projects/relevance': ({ query }) => ({
        ...browseAnswer([aProject({ title: `Page ${query.get('page')}` })], 45),
      }),
    });
    expect(await screen.findByText('Page 1')).toBeInTheDocument();
    await user.click(screen.getByTitle('2'));
    expect(await screen.findByText('Page 2')).toBeInTheDocument();
    expect(api.callsTo('GET /api/research-projects/relevance').at(-1)!.query.get('page')).toBe('2');
  }, 60_000);
});
