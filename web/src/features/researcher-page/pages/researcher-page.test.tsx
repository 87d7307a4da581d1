import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupEntry, profileResponse, researcherResponse } from '../../../test/fixtures';
import { mockApi, type MockHandler } from '../../../test/mock-api';
import { renderApp } from '../../../test/render-app';
import { first } from '../../../test/lists';
import ResearcherPage from './researcher-page';

afterEach(() => vi.restoreAllMocks());
vi.setConfig({ testTimeout: 60_000 });

const ID = '44444444-4444-4444-8444-444444444444';
const base = `/api/researcher/${ID}`;

function setup(routes: Record<string, MockHandler> = {}) {
  const full = profileResponse();
  const api = mockApi({
    [`GET ${base}`]: researcherResponse(),
    [`GET ${base}/publications`]: full.publications,
    [`GET ${base}/affiliations`]: full.affiliations,
    [`GET ${base}/education`]: full.education,
    [`GET ${base}/awards`]: full.awards,
    [`GET ${base}/groups`]: [groupEntry(1, true)],
    ...routes,
  });
  renderApp(<ResearcherPage />, { path: `/researcher/${ID}`, route: '/researcher/:userId' });
  return { api };
}

const card = (title: string | RegExp) =>
  screen.getByRole('heading', { level: 2, name: title }).closest<HTMLElement>('.ant-card')!;

describe('ResearcherPage', () => {
  it('shows the header with badges, ORCID and Contact, and every card with data', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alice Chen' })).toBeInTheDocument();
    expect(screen.getByText('Senior Lecturer, School of Curriculum')).toBeInTheDocument();
    expect(screen.getByText('Monash University', { selector: '.ant-typography' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'alice@example.edu' })).toHaveAttribute(
      'href',
      'mailto:alice@example.edu',
    );
    expect(screen.getByText('Available for PhD Supervision')).toBeInTheDocument();
    expect(screen.queryByText('Available for PhD Examination')).not.toBeInTheDocument();
    expect(screen.getByText('Open to Collaborations')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /ORCID Profile/ })).toHaveAttribute(
      'href',
      'https://orcid.org/0000-0002-1825-0097',
    );
    expect(screen.getByRole('link', { name: /Contact/ })).toHaveAttribute('href', 'mailto:alice@example.edu');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Recent Publications (2)' }),
    ).toBeInTheDocument();
    expect(card('About')).toHaveTextContent('Alice researches computational thinking');
    expect(card('Research Statement')).toHaveTextContent('Making computing education equitable.');
    expect(card('Research Interests')).toHaveTextContent('Computational thinking');
    expect(
      screen.queryByRole('heading', { level: 2, name: 'Research topics (from publications)' }),
    ).toBeNull();
    expect(await screen.findByRole('heading', { level: 2, name: 'Affiliations' })).toBeInTheDocument();
    const affiliations = card('Affiliations');
    expect(within(affiliations).getAllByText('Current')).toHaveLength(1);
    expect(affiliations).not.toHaveTextContent('Previous');
    expect(await screen.findByRole('heading', { level: 2, name: 'Education' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Awards & Recognition' }),
    ).toBeInTheDocument();
    const groups = card(
      await screen.findByRole('heading', { level: 2, name: 'Research Groups' }).then((h) => h.textContent!),
    );
    expect(groups).toHaveTextContent('Group 1');
    expect(groups).toHaveTextContent('Leader');
    expect(groups).toHaveTextContent('Member since 4 May 2025');
  });

  it('shows the researcher’s citation figures with their source and date', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alice Chen' })).toBeInTheDocument();
    expect(screen.getByText('Citations').nextSibling).toHaveTextContent('15');
    expect(screen.getByText('i10-index').nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Citations: OpenAlex, 24 Nov 2026')).toBeInTheDocument();
  });

  it('lists the five most recent publications and says how many more there are', async () => {
    // A prolific researcher: only the five shown are asked for, the count comes with them.
    const pubs = Array.from({ length: 8 }, (_, i) => ({
      ...first(profileResponse().publications),
      id: `00000000-0000-4000-8000-00000000010${i}`,
      title: `Paper ${i + 1}`,
    }));
    const { api } = setup({
      [`GET ${base}/publications`]: (call) => ({
        status: 200,
        body: pubs.slice(0, Number(call.query.get('limit') ?? 20)),
        headers: { 'X-Total-Count': '1900' },
      }),
    });
    const c = card(
      await screen
        .findByRole('heading', { level: 2, name: 'Recent Publications (1900)' })
        .then((h) => h.textContent!),
    );
    expect(
      within(c)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Paper 1', 'Paper 2', 'Paper 3', 'Paper 4', 'Paper 5']);
    expect(c).toHaveTextContent('... and 1895 more publications');
    expect(api.callsTo(`GET ${base}/publications`).map((call) => call.query.get('limit'))).toEqual(['5']);
    expect(within(c).getAllByRole('link', { name: /DOI/ })[0]).toHaveAttribute(
      'href',
      'https://doi.org/10.1000/ct.2023',
    );
  });

  it('leaves out the cards that have no data', async () => {
    setup({
      [`GET ${base}`]: researcherResponse({
        biography: null,
        researchStatement: null,
        researchInterests: [],
        email: null,
      }),
      [`GET ${base}/publications`]: [],
      [`GET ${base}/affiliations`]: [],
      [`GET ${base}/education`]: [],
      [`GET ${base}/awards`]: [],
      [`GET ${base}/groups`]: [],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Alice Chen' })).toBeInTheDocument();
    // Give the lists time to answer, then check none of their cards appeared.
    await new Promise((r) => setTimeout(r, 300));
    expect(screen.queryAllByRole('heading', { level: 2 })).toEqual([]);
    expect(screen.getByRole('button', { name: /Contact/ })).toBeDisabled();
  });

  it('shows a research statement that repeats the biography once, in About', async () => {
    const paragraph = 'I study how teachers bring\ncomputational thinking into primary classrooms.';
    setup({
      [`GET ${base}`]: researcherResponse({
        biography: paragraph,
        researchStatement: ` ${paragraph.replace('\n', ' ')}  `,
      }),
    });
    expect(await screen.findByRole('heading', { level: 2, name: 'Research Interests' })).toBeInTheDocument();
    expect(card('About')).toHaveTextContent('I study how teachers bring computational thinking');
    expect(screen.queryByRole('heading', { level: 2, name: 'Research Statement' })).toBeNull();
    expect(screen.getAllByText(/I study how teachers bring/)).toHaveLength(1);
  });

  it('says when the researcher does not exist', async () => {
    setup({
      [`GET ${base}`]: { status: 404, body: { error: 'Not Found', code: 'NOT_FOUND', message: 'x' } },
    });
    expect(await screen.findByRole('heading', { name: 'Researcher Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The requested researcher profile could not be found.')).toBeInTheDocument();
  });

  it('shows the research topics from publications apart from the interests, with counts, source and date', async () => {
    setup({
      [`GET ${base}`]: researcherResponse({
        researchTopics: {
          topics: [
            {
              id: 'T90001',
              name: 'Computational Thinking in Education',
              count: 7,
              subfield: 'Education',
              field: 'Social Sciences',
              domain: 'Social Sciences',
            },
          ],
          source: 'OpenAlex',
          fetchedAt: '2026-11-24T03:00:00.000Z',
        },
      }),
    });
    await screen.findByRole('heading', { level: 2, name: 'Research topics (from publications)' });
    const topics = card('Research topics (from publications)');
    expect(topics).toHaveTextContent('Computational Thinking in Education · 7 works');
    expect(topics).toHaveTextContent('Topics: OpenAlex, 24 Nov 2026');
    expect(card('Research Interests')).not.toHaveTextContent('Computational Thinking in Education');
  });
});
