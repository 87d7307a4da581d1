import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ConnectionRequest,
  CreateConnectionResponse,
  MyConnection,
  SimilarResearcher,
} from '@app/contracts/networking/http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorReply, mockApi, type MockHandler, type RecordedCall } from '../../../test/mock-api';
import { authUser, renderApp } from '../../../test/render-app';
import { notificationCountKey, notificationsKey } from '../../../api/notifications/notifications';
import AcademicNetworkingPage from './academic-networking-page';
import { first } from '../../../test/lists';
import { pagedList } from '../../../test/paged-lists';
import { answeredConnection, PROFILE_ID, profileResponse, uuid } from '../../../test/fixtures';

const me = authUser();

const researcher = (n: number, overrides: Partial<SimilarResearcher>): SimilarResearcher => ({
  id: uuid(100 + n),
  userId: uuid(200 + n),
  orcidId: `0000-0002-0000-000${n}`,
  name: `Researcher ${n}`,
  position: null,
  institution: null,
  department: null,
  email: null,
  profileImageUrl: null,
  researchInterests: [],
  classificationCodes: [],
  matchScore: 0,
  connectionStatus: 'none',
  connectionId: null,
  publicationCount: 0,
  citationCount: 0,
  hIndex: 0,
  ...overrides,
});

const ada = researcher(1, {
  name: 'Ada Lovelace',
  position: 'Associate Professor',
  institution: 'University of Melbourne',
  department: 'School of Education',
  email: 'ada@unimelb.edu.au',
  researchInterests: ['Computational thinking', 'Mathematics education'],
  matchScore: 0.85,
  publicationCount: 120,
  citationCount: 950,
  hIndex: 17,
  citationMetrics: {
    citations: 950,
    hIndex: 17,
    i10Index: 30,
    source: 'OpenAlex',
    fetchedAt: '2026-11-24T03:00:00.000Z',
  },
});
const grace = researcher(2, {
  name: 'Grace Hopper',
  institution: 'Monash University',
  researchInterests: ['STEM'],
  matchScore: 0.65,
  connectionStatus: 'pending_sent',
  publicationCount: 50,
});
const alan = researcher(3, {
  name: 'Alan Turing',
  institution: 'Deakin University',
  matchScore: 0.45,
  connectionStatus: 'pending_received',
});
const katherine = researcher(4, {
  name: 'Katherine Johnson',
  orcidId: null,
  matchScore: 0.2,
  connectionStatus: 'connected',
});
const noOrcid = researcher(5, { name: 'Mary Jackson', orcidId: null, matchScore: 0.1 });

const alanRequest: ConnectionRequest = {
  id: uuid(901),
  fromUserId: alan.userId,
  toUserId: me.id,
  fromProfileId: alan.id,
  toProfileId: null,
  fromProfile: { name: 'Alan Turing', email: null },
  toProfile: { userId: me.id, profileId: null, name: 'Alice Chen', email: null, institution: null },
  requesterName: 'Alan Turing',
  fromName: 'Alan Turing',
  requesterEmail: null,
  fromEmail: null,
  requesterInstitution: null,
  fromInstitution: null,
  isOutgoing: false,
  connectionType: 'research_interest',
  status: 'pending',
  createdAt: '2026-03-01T00:00:00.000Z',
  requestedAt: '2026-03-01T00:00:00.000Z',
  respondedAt: null,
  message: null,
  requestMessage: null,
  thesisTitle: null,
  researchArea: null,
  metadata: {},
};

/** `POST /api/academic-connections`: the new pending request from me to `target`. */
const sentTo = (target: SimilarResearcher): CreateConnectionResponse => ({
  id: uuid(950),
  fromUserId: me.id,
  toUserId: target.userId,
  fromProfileId: null,
  toProfileId: target.orcidId ? target.id : null,
  connectionType: 'research_interest',
  status: 'pending',
  strength: 1,
  metadata: {},
  message: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  respondedAt: null,
  acceptedExistingRequest: false,
});

const katherineConnection: MyConnection = {
  id: uuid(801),
  userId: katherine.userId,
  profileId: katherine.id,
  name: 'Katherine Johnson',
  position: 'Lecturer',
  institution: 'RMIT University',
  department: null,
  email: 'kj@rmit.edu.au',
  profileImageUrl: null,
  researchInterests: ['Orbital mechanics', 'Numeracy', 'Teacher education', 'Robotics', 'Equity'],
  connectionType: 'research_interest',
  connectedAt: '2026-02-01T00:00:00.000Z',
};

const forCodes = [
  { id: 'f39', code: '39', title: 'Education', parentCode: null, level: 2 },
  { id: 'f3901', code: '3901', title: 'Curriculum and pedagogy', parentCode: '39', level: 4 },
];

function setup(routes: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/auth/user': me,
    'GET /api/academic-connections/similar': [ada, grace, alan, katherine, noOrcid],
    'GET /api/academic-connections/requests': [alanRequest],
    'GET /api/academic-connections': [katherineConnection],
    'GET /api/classification-codes/for': forCodes,
    'GET /api/notifications': [],
    'GET /api/notifications/count': { count: 0 },
    ...routes,
  });
  const result = renderApp(<AcademicNetworkingPage />, { path: '/academic-networking' });
  // No pointer-events check: it reads computed styles up the tree on every click, which antd's
  // injected styles make very slow in jsdom.
  return { api, user: userEvent.setup({ pointerEventsCheck: 0 }), ...result };
}

// Text queries with a selector: role queries over the whole page (FoR tree included) are slow in jsdom.
// Inactive tabs stay in the page once opened, so a card is looked for in the active tab.
const activeTab = () =>
  document.querySelector<HTMLElement>('[role="tabpanel"][aria-hidden="false"]') ?? document.body;
const card = async (name: string) => {
  const heading = await waitFor(() => within(activeTab()).getByText(name, { selector: 'h3' }));
  return heading.closest('.ant-card') as HTMLElement;
};
const heading = (name: string, level = 3) => screen.queryByText(name, { selector: `h${level}` });

// antd dialogs and forms render slowly in jsdom on a shared machine.
vi.setConfig({ testTimeout: 60_000 });

beforeEach(() => {
  vi.stubGlobal('location', {
    ...window.location,
    assign: vi.fn(),
    pathname: '/academic-networking',
    search: '',
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('Academic Networking, signed out', () => {
  it('asks to log in and sends the visitor to sign in', async () => {
    const { user } = setup({ 'GET /api/auth/user': errorReply(401, 'Unauthorized') });
    expect(await screen.findByText('Authentication Required', { selector: 'h1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login to Continue' }));
    expect(window.location.assign).toHaveBeenCalledWith('/api/login?returnTo=%2Facademic-networking');
  });
});

describe('Discover Researchers', () => {
  it('shows every field of a researcher, the match score and "50+" publications', async () => {
    setup();
    const c = await card('Ada Lovelace');
    for (const text of [
      'Associate Professor',
      'University of Melbourne',
      'School of Education',
      'ada@unimelb.edu.au',
    ]) {
      expect(within(c).getByText(text)).toBeInTheDocument();
    }
    const badge = within(c).getByText('85% match');
    expect(badge.className).toMatch(/ant-tag-green/);
    expect(within(c).getByRole('list', { name: 'Research interests of Ada Lovelace' })).toHaveTextContent(
      'Computational thinkingMathematics education',
    );
    expect(within(c).getByText('Publications').nextSibling).toHaveTextContent('50+');
    expect(within(c).getByText('Citations').nextSibling).toHaveTextContent('950');
    expect(within(c).getByText('h-index').nextSibling).toHaveTextContent('17');
    expect(within(c).getByText('Citations: OpenAlex, 24 Nov 2026')).toBeInTheDocument();
    expect(within(c).getByRole('link', { name: 'View profile of Ada Lovelace' })).toHaveAttribute(
      'href',
      `/researcher/${ada.userId}`,
    );
    expect(within(c).getByRole('link', { name: 'Contact Ada Lovelace by email' })).toHaveAttribute(
      'href',
      'mailto:ada@unimelb.edu.au',
    );
    expect(heading('5 researchers', 2)).toBeInTheDocument();
  });

  it('colours the badge by threshold and shows 50 publications as 50', async () => {
    setup();
    expect(within(await card('Grace Hopper')).getByText('65% match').className).toMatch(/ant-tag-blue/);
    expect(within(await card('Alan Turing')).getByText('45% match').className).toMatch(/ant-tag-yellow/);
    expect(within(await card('Katherine Johnson')).getByText('20% match').className).not.toMatch(
      /ant-tag-(green|blue|yellow)/,
    );
    expect(within(await card('Grace Hopper')).getByText('Publications').nextSibling).toHaveTextContent(
      /^50$/,
    );
  });

  it('says "no citation data" instead of a 0 when there are no citation figures', async () => {
    setup();
    const c = await card('Grace Hopper');
    expect(within(c).getByText('Citations').nextSibling).toHaveTextContent('no citation data');
    expect(within(c).queryByText('h-index')).toBeNull();
    expect(within(c).queryByText(/^Citations: OpenAlex/)).toBeNull();
  });

  it('offers the action each connection status allows', async () => {
    setup();
    expect(
      within(await card('Ada Lovelace')).getByRole('button', { name: 'Connect with Ada Lovelace' }),
    ).toBeEnabled();
    const graceCard = await card('Grace Hopper');
    expect(within(graceCard).getByRole('button', { name: 'Request Sent to Grace Hopper' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(graceCard).getByText('Waiting for response from the recipient')).toBeInTheDocument();
    const alanCard = await card('Alan Turing');
    expect(within(alanCard).getByRole('button', { name: /^Accept/ })).toBeEnabled();
    expect(within(alanCard).getByRole('button', { name: /^Decline/ })).toBeEnabled();
    expect(
      within(await card('Katherine Johnson')).getByRole('button', {
        name: 'Disconnect from Katherine Johnson',
      }),
    ).toBeEnabled();
  });

  it('says only that a request is not possible yet to someone I may not ask now: disabled, no reason or date', async () => {
    const mayNotAsk = researcher(6, {
      name: 'Dana Doe',
      matchScore: 0.5,
      connectionStatus: 'not_possible_yet',
    });
    setup({ 'GET /api/academic-connections/similar': [ada, mayNotAsk] });
    const danaCard = await card('Dana Doe');
    const button = within(danaCard).getByRole('button', {
      name: 'Connect with Dana Doe: request not possible yet',
    });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Request not possible yet');
    expect(within(danaCard).queryByRole('button', { name: /^Connect with Dana Doe$/ })).toBeNull();
    expect(danaCard.textContent).not.toMatch(/declin|\b20\d\d\b|until|from \d/i);
    // Others are offered Connect as before.
    expect(
      within(await card('Ada Lovelace')).getByRole('button', { name: 'Connect with Ada Lovelace' }),
    ).toBeEnabled();
  });

  it('says how many researchers sharing nothing with me it hides, and shows them on request', async () => {
    const ray = researcher(7, { name: 'Ray Nothing', matchScore: 0 });
    const { user, api } = setup({
      'GET /api/academic-connections/similar': (call: RecordedCall) =>
        call.query.get('includeUnmatched') === 'true'
          ? { status: 200, body: [ada, ray], headers: { 'x-total-count': '2', 'x-unmatched-hidden': '0' } }
          : { status: 200, body: [ada], headers: { 'x-total-count': '1', 'x-unmatched-hidden': '13' } },
    });
    await card('Ada Lovelace');
    expect(heading('1 researcher', 2)).toBeInTheDocument();
    expect(
      screen.getByText(/^13 more researchers share none of your interests or codes yet\./),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show them' }));
    await card('Ray Nothing');
    expect(api.callsTo('GET /api/academic-connections/similar').at(-1)!.url).toContain(
      'includeUnmatched=true',
    );
    expect(
      screen.getByRole('checkbox', { name: /Include researchers with no shared interests/ }),
    ).toBeChecked();
    expect(screen.queryByText(/share none of your interests/)).not.toBeInTheDocument();
  });

  it('says so when every researcher is hidden for sharing nothing, with one way to show them', async () => {
    setup({
      'GET /api/academic-connections/similar': () => ({
        status: 200,
        body: [],
        headers: { 'x-total-count': '0', 'x-unmatched-hidden': '1' },
      }),
    });
    expect(
      await screen.findByText(/^1 more researcher shares none of your interests or codes yet\./),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show this researcher' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Include researchers with 0% match' }),
    ).not.toBeInTheDocument();
  });

  it('asks the server for the keyword once it settles, and shows how many match', async () => {
    const { user, api } = setup({
      'GET /api/academic-connections/similar': (call: RecordedCall) =>
        new URL(call.url, 'http://x').searchParams.get('search') === 'MONASH'
          ? { status: 200, body: [grace], headers: { 'x-total-count': '1' } }
          : new URL(call.url, 'http://x').searchParams.get('search') === 'nobody at all'
            ? { status: 200, body: [], headers: { 'x-total-count': '0' } }
            : [ada, grace, alan, katherine, noOrcid],
    });
    await card('Ada Lovelace');
    expect(heading('5 researchers', 2)).toBeInTheDocument();
    const box = screen.getByLabelText('Search researchers');
    await user.click(box);
    await user.paste('MONASH');
    await waitFor(() => expect(heading('Ada Lovelace')).not.toBeInTheDocument());
    expect(heading('Grace Hopper')).toBeInTheDocument();
    expect(heading('1 researcher', 2)).toBeInTheDocument();
    await user.clear(box);
    await user.click(box);
    await user.paste('nobody at all');
    expect(await screen.findByText('No researchers found matching your criteria')).toBeInTheDocument();
    const asked = api.callsTo('GET /api/academic-connections/similar').map((c) => c.url);
    expect(asked[0]).toBe('/api/academic-connections/similar?includeUnmatched=false&limit=20&offset=0');
    expect(asked).toContain(
      '/api/academic-connections/similar?search=MONASH&includeUnmatched=false&limit=20&offset=0',
    );
  });

  it('filters by FoR code on the server, and asks for 0% matches only when ticked', async () => {
    const { user, api } = setup();
    await card('Ada Lovelace');
    await user.click(await screen.findByText('Education'));
    await waitFor(() =>
      expect(api.callsTo('GET /api/academic-connections/similar').map((c) => c.url)).toContain(
        '/api/academic-connections/similar?forCodes=39&includeUnmatched=false&limit=20&offset=0',
      ),
    );
    await user.click(screen.getByRole('checkbox', { name: /Include researchers with no shared interests/ }));
    await waitFor(() =>
      expect(api.callsTo('GET /api/academic-connections/similar').map((c) => c.url)).toContain(
        '/api/academic-connections/similar?forCodes=39&includeUnmatched=true&limit=20&offset=0',
      ),
    );
  });

  it('shows a page with the total, and loads more on request from where it ended', async () => {
    // (The server pages by 20; two per page here keeps the test light.)
    const many = Array.from({ length: 4 }, (_, i) => researcher(10 + i, { name: `Person ${10 + i}` }));
    const { user, api } = setup({
      'GET /api/academic-connections/similar': (call: RecordedCall) => {
        const offset = Number(new URL(call.url, 'http://x').searchParams.get('offset'));
        return { status: 200, body: many.slice(offset, offset + 2), headers: { 'x-total-count': '4' } };
      },
    });
    await card('Person 10');
    expect(heading('Showing 2 of 4 researchers', 2)).toBeInTheDocument();
    expect(heading('Person 12')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await card('Person 13');
    expect(heading('4 researchers', 2)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/academic-connections/similar').at(-1)!.url).toContain('offset=2');
  });

  it('connects by profile id when the researcher has an ORCID iD, with no message, and refreshes the lists', async () => {
    const { user, api } = setup({ 'POST /api/academic-connections': { status: 201, body: sentTo(ada) } });
    await user.click(
      within(await card('Ada Lovelace')).getByRole('button', { name: 'Connect with Ada Lovelace' }),
    );
    expect(await screen.findByText('Connection Request Sent')).toBeInTheDocument();
    expect(first(api.callsTo('POST /api/academic-connections')).body).toEqual({ targetProfileId: ada.id });
    await waitFor(() => expect(api.callsTo('GET /api/academic-connections/similar')).toHaveLength(2));
  });

  it('connects by user id when the researcher has no ORCID iD', async () => {
    const { user, api } = setup({
      'POST /api/academic-connections': { status: 201, body: sentTo(noOrcid) },
    });
    await user.click(
      within(await card('Mary Jackson')).getByRole('button', { name: 'Connect with Mary Jackson' }),
    );
    await screen.findByText('Connection Request Sent');
    expect(first(api.callsTo('POST /api/academic-connections')).body).toEqual({
      targetUserId: noOrcid.userId,
    });
  });

  it('shows the server message when connecting fails, and the unauthorised message when the session is gone', async () => {
    const { user, api } = setup({
      'POST /api/academic-connections': errorReply(
        409,
        'You have already sent a connection request to this researcher.',
      ),
    });
    await user.click(
      within(await card('Ada Lovelace')).getByRole('button', { name: 'Connect with Ada Lovelace' }),
    );
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(
      screen.getByText('You have already sent a connection request to this researcher.'),
    ).toBeInTheDocument();

    api.set('POST /api/academic-connections', errorReply(401, 'Sign in first'));
    await user.click(
      within(await card('Ada Lovelace')).getByRole('button', { name: 'Connect with Ada Lovelace' }),
    );
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('Please login again to continue')).toBeInTheDocument();
  });

  it('falls back to the spec message when the server gives none', async () => {
    const { user } = setup({ 'POST /api/academic-connections': { status: 500, text: '' } });
    await user.click(
      within(await card('Ada Lovelace')).getByRole('button', { name: 'Connect with Ada Lovelace' }),
    );
    expect(await screen.findByText('Failed to send connection request')).toBeInTheDocument();
  });

  it('accepts the matching incoming request, then refreshes the lists and the notifications', async () => {
    const { user, api, client } = setup({
      [`POST /api/academic-connections/${alanRequest.id}/accept`]: answeredConnection(alanRequest),
    });
    client.setQueryData(notificationCountKey, 2);
    client.setQueryData(notificationsKey, []);
    await user.click(within(await card('Alan Turing')).getByRole('button', { name: /^Accept/ }));
    expect(await screen.findByText('Connection Accepted')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/academic-connections/${alanRequest.id}/accept`)).toHaveLength(1);
    // Only Alan's pending request to me is asked for, never every request I have.
    const asked = first(api.callsTo('GET /api/academic-connections/requests')).query;
    expect(Object.fromEntries(asked)).toEqual({
      direction: 'incoming',
      type: 'research_interest',
      status: 'pending',
      people: alan.userId,
    });
    expect(client.getQueryState(notificationCountKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(notificationsKey)?.isInvalidated).toBe(true);
    expect(api.callsTo('GET /api/academic-connections/similar').length).toBeGreaterThanOrEqual(2);
  });

  it('declines the matching incoming request', async () => {
    const { user, api } = setup({
      [`POST /api/academic-connections/${alanRequest.id}/decline`]: answeredConnection(
        alanRequest,
        'rejected',
      ),
    });
    await user.click(within(await card('Alan Turing')).getByRole('button', { name: /^Decline/ }));
    expect(await screen.findByText('Connection Declined')).toBeInTheDocument();
    expect(api.callsTo(`POST /api/academic-connections/${alanRequest.id}/decline`)).toHaveLength(1);
  });

  it('finds the request by requester name when the ids differ, and sends nothing when none matches', async () => {
    const renamed = { ...alanRequest, id: uuid(902), fromUserId: uuid(999) };
    const { user, api } = setup({
      'GET /api/academic-connections/requests': [renamed],
      [`POST /api/academic-connections/${renamed.id}/accept`]: answeredConnection(renamed),
    });
    await user.click(within(await card('Alan Turing')).getByRole('button', { name: /^Accept/ }));
    await screen.findByText('Connection Accepted');

    api.set('GET /api/academic-connections/requests', []);
    const before = api.calls.filter((c) => c.method === 'POST').length;
    await user.click(within(await card('Alan Turing')).getByRole('button', { name: /^Decline/ }));
    await waitFor(() =>
      expect(api.callsTo('GET /api/academic-connections/requests').length).toBeGreaterThanOrEqual(2),
    );
    await waitFor(() =>
      expect(
        within(heading('Alan Turing')!.closest('.ant-card') as HTMLElement).getByRole('button', {
          name: /^Decline/,
        }),
      ).toBeEnabled(),
    );
    expect(api.calls.filter((c) => c.method === 'POST').length).toBe(before);
    expect(screen.queryByText('Connection Declined')).not.toBeInTheDocument();
  });

  it('disconnects by removing the connection record, after asking', async () => {
    const { user, api } = setup({
      [`DELETE /api/academic-connections/${katherineConnection.id}`]: { success: true },
    });
    const disconnect = within(await card('Katherine Johnson')).getByRole('button', {
      name: 'Disconnect from Katherine Johnson',
    });
    // Cancel keeps the connection.
    await user.click(disconnect);
    expect(await screen.findByText('Disconnect from Katherine Johnson?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);

    await user.click(disconnect);
    await user.click(await confirmButton('Disconnect'));
    expect(await screen.findByText('Connection Removed')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/academic-connections/${katherineConnection.id}`)).toHaveLength(1);
  });

  it('says the connection is removed as soon as the server answers, the card busy until the lists are fresh', async () => {
    // The lists' second fetch (after the removal) waits until the test lets it answer.
    let release = () => {};
    const refreshed = new Promise<void>((resolve) => (release = resolve));
    let similarFetches = 0;
    setup({
      'GET /api/academic-connections/similar': async () => {
        if (++similarFetches > 1) await refreshed;
        return similarFetches > 1 ? [{ ...katherine, connectionStatus: 'none' }] : [katherine];
      },
      [`DELETE /api/academic-connections/${katherineConnection.id}`]: { success: true },
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const katherineCard = await card('Katherine Johnson');
    await user.click(
      within(katherineCard).getByRole('button', { name: 'Disconnect from Katherine Johnson' }),
    );
    await user.click(await confirmButton('Disconnect'));
    expect(await screen.findByText('Connection Removed')).toBeInTheDocument();
    const stillShown = within(katherineCard).getByRole('button', {
      name: 'Disconnect from Katherine Johnson',
    });
    expect(stillShown).toHaveClass('ant-btn-loading');

    release();
    expect(
      await within(await card('Katherine Johnson')).findByRole('button', {
        name: 'Connect with Katherine Johnson',
      }),
    ).toBeInTheDocument();
  });

  it('disconnects by the connection the card names, without looking it up', async () => {
    const { user, api } = setup({
      'GET /api/academic-connections/similar': [{ ...katherine, connectionId: uuid(777) }],
      'GET /api/academic-connections': [],
      [`DELETE /api/academic-connections/${uuid(777)}`]: { success: true },
    });
    await user.click(
      within(await card('Katherine Johnson')).getByRole('button', {
        name: 'Disconnect from Katherine Johnson',
      }),
    );
    await user.click(await confirmButton('Disconnect'));
    expect(await screen.findByText('Connection Removed')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/academic-connections/${uuid(777)}`)).toHaveLength(1);
  });

  it('says "Connection not found" when there is no connection record to remove', async () => {
    const { user, api } = setup({ 'GET /api/academic-connections': [] });
    await user.click(
      within(await card('Katherine Johnson')).getByRole('button', {
        name: 'Disconnect from Katherine Johnson',
      }),
    );
    await user.click(await confirmButton('Disconnect'));
    expect(await screen.findByText('Connection not found')).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
  });

  it('tells someone with no interests or FoR codes why nobody matches, and where to add them', async () => {
    const nothingAdded = {
      researchInterests: [],
      classificationCodes: { forCodes: [], rfcdCodes: [], seoCodes: [], anzsicCodes: [] },
    };
    setup({
      'GET /api/academic-connections/similar': [],
      'GET /api/profile': profileResponse(),
      [`GET /api/profile/${PROFILE_ID}/research-data`]: nothingAdded,
    });
    expect(
      await screen.findByText(/matched by the research interests and Fields of Research codes you share/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add research interests and FoR codes' })).toHaveAttribute(
      'href',
      '/research-profile?tab=research',
    );
    expect(screen.getByRole('button', { name: 'Include researchers with 0% match' })).toBeInTheDocument();
  });

  it('explains that discovery needs a linked ORCID iD', async () => {
    setup({
      'GET /api/academic-connections/similar': errorReply(
        403,
        'Connect your ORCID iD first: discovery compares your research profile.',
        'PROFILE_REQUIRED',
      ),
    });
    expect(await screen.findByText('Link your ORCID iD to discover researchers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/');
  });
});

/** The "yes" button of the confirmation that a Remove or Disconnect opens. */
const confirmButton = async (name: string) =>
  within(await screen.findByRole('tooltip')).findByRole('button', { name });

describe('My Connections', () => {
  it('shows three interests and "+N more", View Profile, Contact and Remove', async () => {
    const { user, api } = setup({
      [`DELETE /api/academic-connections/${katherineConnection.id}`]: { success: true },
    });
    await user.click(await screen.findByText('My Connections'));
    const c = await card('Katherine Johnson');
    const interests = within(c).getByRole('list', { name: 'Research interests of Katherine Johnson' });
    expect(
      within(interests)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Orbital mechanics', 'Numeracy', 'Teacher education', '+2 more']);
    expect(within(c).getByRole('link', { name: 'View profile of Katherine Johnson' })).toHaveAttribute(
      'href',
      `/researcher/${katherine.userId}`,
    );
    expect(within(c).getByRole('link', { name: 'Contact Katherine Johnson by email' })).toHaveAttribute(
      'href',
      'mailto:kj@rmit.edu.au',
    );

    api.set('GET /api/academic-connections', []);
    await user.click(within(c).getByRole('button', { name: 'Remove connection with Katherine Johnson' }));
    expect(await screen.findByText('Remove your connection with Katherine Johnson?')).toBeInTheDocument();
    await user.click(await confirmButton('Remove'));
    expect(await screen.findByText('Connection Removed')).toBeInTheDocument();
    expect(api.callsTo(`DELETE /api/academic-connections/${katherineConnection.id}`)).toHaveLength(1);
    expect(await screen.findByText('You have no connections yet')).toBeInTheDocument();
  });

  it('shows the true total, 24 at a time with Load more, newest first', async () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      ...katherineConnection,
      id: uuid(1000 + i),
      userId: uuid(2000 + i),
      profileId: uuid(3000 + i),
      name: `Colleague ${String(60 - i).padStart(2, '0')}`,
    }));
    const { user, api } = setup({
      'GET /api/academic-connections': pagedList(
        many,
        (c) => c.name,
        (c) => [c.userId, c.profileId],
      ),
    });
    await user.click(await screen.findByText('My Connections'));
    expect(await screen.findByText('60 connections', { selector: 'h2' })).toBeInTheDocument();
    const names = () =>
      within(activeTab())
        .queryAllByText(/^Colleague/, { selector: 'h3' })
        .map((h) => h.textContent);
    expect(names()).toHaveLength(24);
    expect(names()[0]).toBe('Colleague 60');
    expect(within(activeTab()).getByText('Showing 24 of 60 connections')).toBeInTheDocument();
    expect(Object.fromEntries(first(api.callsTo('GET /api/academic-connections')).query)).toEqual({
      limit: '24',
      offset: '0',
    });

    await user.click(within(activeTab()).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(names()).toHaveLength(48));
    expect(api.callsTo('GET /api/academic-connections').at(-1)!.query.get('offset')).toBe('24');
    expect(names()[24]).toBe('Colleague 36');
  });

  it('searches my connections by name on the server, and says when none match', async () => {
    const { user, api } = setup({
      'GET /api/academic-connections': pagedList(
        [katherineConnection, { ...katherineConnection, id: uuid(802), name: 'Kath Walker' }],
        (c) => c.name,
        (c) => [c.userId, c.profileId],
      ),
    });
    await user.click(await screen.findByText('My Connections'));
    expect(await screen.findByText('2 connections', { selector: 'h2' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search my connections' }), 'walker');
    expect(await screen.findByText('1 connection matching “walker”', { selector: 'h2' })).toBeInTheDocument();
    expect(api.callsTo('GET /api/academic-connections').at(-1)!.query.get('search')).toBe('walker');
    expect(within(activeTab()).queryByText('Katherine Johnson', { selector: 'h3' })).toBeNull();
    await user.clear(screen.getByRole('searchbox', { name: 'Search my connections' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search my connections' }), 'nobody');
    expect(await screen.findByText('No connections match “nobody”')).toBeInTheDocument();
    // Searching is not having no connections: the box stays, discovery is not offered.
    expect(screen.queryByText('You have no connections yet')).not.toBeInTheDocument();
  });

  it('says why removing failed', async () => {
    const { user } = setup({
      [`DELETE /api/academic-connections/${katherineConnection.id}`]: { status: 500, text: '' },
    });
    await user.click(await screen.findByText('My Connections'));
    await user.click(within(await card('Katherine Johnson')).getByRole('button', { name: /^Remove/ }));
    await user.click(await confirmButton('Remove'));
    expect(await screen.findByText('Failed to remove connection')).toBeInTheDocument();
  });
});
