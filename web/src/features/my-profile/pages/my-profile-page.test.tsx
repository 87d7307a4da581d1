import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { groupEntry, profileResponse } from '../../../test/fixtures';
import { mockApi, type MockHandler } from '../../../test/mock-api';
import { authUser, renderApp } from '../../../test/render-app';
import MyProfilePage from './my-profile-page';

afterEach(() => vi.restoreAllMocks());
vi.setConfig({ testTimeout: 60_000 });

function setup(routes: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/auth/user': authUser(),
    'GET /api/profile': profileResponse(),
    'GET /api/my-groups': [],
    ...routes,
  });
  renderApp(<MyProfilePage />, { path: '/profile' });
  return { api, user: userEvent.setup() };
}

const panel = () => screen.getByRole('tabpanel');

describe('MyProfilePage', () => {
  it('asks for an ORCID iD when none is linked', async () => {
    setup({
      'GET /api/profile': {
        status: 404,
        body: { error: 'Not Found', code: 'PROFILE_REQUIRED', message: 'x' },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Profile Not Found' })).toBeInTheDocument();
    expect(
      screen.getByText('Please connect your ORCID profile to view your research data.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
  });

  it('says why there is no profile and offers the Connect-ORCID form, which then shows the profile', async () => {
    let linked = false;
    const { api, user } = setup({
      'GET /api/profile': () =>
        linked
          ? profileResponse()
          : { status: 404, body: { error: 'Not Found', code: 'PROFILE_REQUIRED', message: 'x' } },
      'GET /api/orcid/status': { linked: false, orcidId: null, orcidVerified: false, oauthAvailable: true },
      'POST /api/orcid/connect': () => {
        linked = true;
        return { ...profileResponse(), message: 'ORCID profile connected successfully' };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Profile Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/No ORCID iD is linked to your account yet/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Connect your ORCID profile' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Connect with ORCID' })).toHaveAttribute(
      'href',
      '/api/orcid/authorize',
    );

    await user.type(screen.getByLabelText('ORCID ID'), '0000-0002-1825-0097');
    await user.click(screen.getByRole('button', { name: 'Connect ORCID' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Alice Chen' })).toBeInTheDocument();
    expect(api.callsTo('POST /api/orcid/connect').map((c) => c.body)).toEqual([
      { orcidId: '0000-0002-1825-0097' },
    ]);
    expect(screen.queryByRole('heading', { name: 'Profile Not Found' })).not.toBeInTheDocument();
  });

  it('says the ORCID record is being imported, not "0 publications", while the import is retried', async () => {
    setup({
      'GET /api/profile': {
        ...profileResponse({ orcidImportPending: true, lastSynced: null }),
        stats: { publications: 0, citations: 0, hIndex: 0, education: 0, awards: 0, affiliations: 0 },
      },
    });
    expect(await screen.findByText('Importing your ORCID record… (retrying)')).toBeInTheDocument();
    expect(screen.queryByText('Publications', { selector: '.ant-statistic-title' })).not.toBeInTheDocument();
  });

  it('shows a profile whose iD another account proved, with a way to link one', async () => {
    setup({ 'GET /api/profile': profileResponse({ orcidId: null, orcidVerified: false }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Alice Chen' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Link your ORCID iD' })).toHaveAttribute('href', '/');
  });

  it('shows the banner, stats, and the biography first', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alice Chen' })).toBeInTheDocument();
    expect(screen.getByText('Researcher')).toBeInTheDocument();
    expect(screen.getByText('Senior Lecturer, School of Curriculum, Monash University')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /ORCID iD 0000-0002-1825-0097/ })).toHaveAttribute(
      'href',
      'https://orcid.org/0000-0002-1825-0097',
    );
    const stat = (title: string) =>
      screen.getByText(title, { selector: '.ant-statistic-title' }).closest('.ant-statistic');
    expect(stat('Publications')).toHaveTextContent('2');
    expect(stat('Education')).toHaveTextContent('1');
    expect(stat('Professional Activities')).toHaveTextContent('1');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Biography',
      'Employment',
      'Education & Qualifications',
      'Publications',
      'Professional Activities',
      'Research Profile',
      'Research Groups',
    ]);
    expect(panel()).toHaveTextContent('Alice researches computational thinking in primary schools.');
    expect(screen.getByRole('button', { name: 'Change profile photo' })).toBeInTheDocument();
  });

  it('falls back to "Unknown Researcher" and "No biography available"', async () => {
    const data = profileResponse({ name: '', biography: null });
    setup({ 'GET /api/profile': data });
    expect(await screen.findByRole('heading', { level: 1, name: 'Unknown Researcher' })).toBeInTheDocument();
    expect(within(panel()).getByText('No biography available')).toBeInTheDocument();
  });

  it('lists employment with Current and Previous, and education with its badge', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Employment' }));
    const monash = within(panel()).getByRole('heading', { name: 'Monash University' }).closest('article')!;
    expect(monash).toHaveTextContent('Senior Lecturer');
    expect(monash).toHaveTextContent('Current');
    expect(monash).toHaveTextContent('Feb 2019 - Present');
    const deakin = within(panel()).getByRole('heading', { name: 'Deakin University' }).closest('article')!;
    expect(deakin).toHaveTextContent('Previous');
    expect(deakin).toHaveTextContent('2015 - Jan 2019');

    await user.click(screen.getByRole('tab', { name: 'Education & Qualifications' }));
    const phd = within(panel()).getByRole('heading', { name: 'PhD' }).closest('article')!;
    expect(phd).toHaveTextContent('The University of Melbourne');
    expect(phd).toHaveTextContent('Qualification');
    expect(phd).toHaveTextContent('2011 - June 2015');
  });

  it('shows citation figures with their source and date, and when the record was last synced', async () => {
    setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Alice Chen' })).toBeInTheDocument();
    expect(screen.getByText('Citations').nextSibling).toHaveTextContent('15');
    expect(screen.getByText('h-index').nextSibling).toHaveTextContent('1');
    expect(screen.getByText('Citations: OpenAlex, 24 Nov 2026')).toBeInTheDocument();
    expect(screen.getByText('Last synced 1 Mar 2026')).toBeInTheDocument();
  });

  it('says "no citation data" instead of zeros when OpenAlex has none', async () => {
    const data = profileResponse();
    setup({ 'GET /api/profile': { ...data, stats: { ...data.stats, citationMetrics: null } } });
    expect(await screen.findByText('Citations: no citation data')).toBeInTheDocument();
    expect(screen.queryByText('h-index')).not.toBeInTheDocument();
  });

  it('lists publications with their count, type, year and DOI', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Publications' }));
    expect(within(panel()).getByText('2 publications')).toBeInTheDocument();
    const article = within(panel())
      .getByRole('heading', { name: 'Teaching computational thinking' })
      .closest('article')!;
    expect(article).toHaveTextContent('Journal Article');
    expect(article).toHaveTextContent('Computers & Education · 2023 · 12 citations');
    const noDoi = within(panel())
      .getByRole('heading', { name: 'Digital technologies in the primary classroom' })
      .closest('article')!;
    expect(noDoi).toHaveTextContent('ACM ITiCSE · 2021 · no citation data');
    expect(within(article).getByRole('link', { name: /DOI: 10.1000\/ct.2023/ })).toHaveAttribute(
      'href',
      'https://doi.org/10.1000/ct.2023',
    );
  });

  it('shows awards and the note about more activities', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Professional Activities' }));
    const award = within(panel())
      .getByRole('heading', { name: 'Early Career Researcher Award' })
      .closest('article')!;
    expect(award).toHaveTextContent('AARE');
    expect(award).toHaveTextContent('2020');
    expect(award).toHaveTextContent('For research in computing education.');
    expect(within(panel()).getByText(/may be shown here in future/)).toBeInTheDocument();
  });

  it('shows the research profile with preference badges and the edit link', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Research Profile' }));
    const p = panel();
    expect(within(p).getByText('Computational thinking')).toBeInTheDocument();
    expect(within(p).getByText('390405 Educational technology and computing')).toBeInTheDocument();
    // No OpenAlex author (yet): the topics section says there are none, apart from the interests.
    expect(
      within(p).getByRole('heading', { name: 'Research topics (from publications)' }),
    ).toBeInTheDocument();
    expect(within(p).getByText(/No research topics/)).toBeInTheDocument();
    expect(within(p).getByText('Student Supervision: Available')).toBeInTheDocument();
    expect(within(p).getByText('PhD Examination: Not available')).toBeInTheDocument();
    expect(within(p).getByText('Collaborations: Available')).toBeInTheDocument();
    expect(within(p).getByText('Email is best')).toBeInTheDocument();
    expect(within(p).getByText('Making computing education equitable.')).toBeInTheDocument();
    expect(within(p).getByRole('link', { name: /Edit Research Profile/ })).toHaveAttribute(
      'href',
      '/research-profile?tab=research',
    );
  });

  it('lists group memberships; leaders can email members', async () => {
    const { user } = setup({ 'GET /api/my-groups': [groupEntry(1, true), groupEntry(2)] });
    await user.click(await screen.findByRole('tab', { name: 'Research Groups' }));
    const led = (await within(panel()).findByRole('heading', { name: 'Group 1' })).closest('article')!;
    expect(led).toHaveTextContent('Leader');
    expect(led).toHaveTextContent('Member since 4 May 2025');
    const member = within(panel()).getByRole('heading', { name: 'Group 2' }).closest('article')!;
    expect(member).not.toHaveTextContent('Leader');
    expect(within(member).queryByRole('button', { name: /Email Members/ })).not.toBeInTheDocument();

    await user.click(within(led).getByRole('button', { name: 'Email Members of Group 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Email Members of Group 1' });
    expect(within(dialog).getByLabelText('Subject')).toHaveValue('Message from Group 1');
  });

  it('says when there are no group memberships and links to browsing groups', async () => {
    const { user } = setup();
    await user.click(await screen.findByRole('tab', { name: 'Research Groups' }));
    expect(await within(panel()).findByText('No Group Memberships')).toBeInTheDocument();
    expect(within(panel()).getByRole('link', { name: 'Browse Research Groups' })).toHaveAttribute(
      'href',
      '/research-groups',
    );
  });
});
