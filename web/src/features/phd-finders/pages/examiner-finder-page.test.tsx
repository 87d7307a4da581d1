import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExaminerResult, OutgoingExaminerRequest } from '@app/contracts/networking/http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answeredConnection, connectionRequest, uuid } from '../../../test/fixtures';
import { errorReply, mockApi, type MockHandler } from '../../../test/mock-api';
import { authUser, renderApp } from '../../../test/render-app';
import { notificationCountKey, notificationsKey } from '../../../api/notifications/notifications';
import PhdFinderPage from './phd-finder-page';
import { first } from '../../../test/lists';
import { pagedList, requestsServer } from '../../../test/paged-lists';

// antd dialogs and forms render slowly in jsdom on a shared machine.
vi.setConfig({ testTimeout: 60_000 });

const me = authUser();

const ada: ExaminerResult = {
  id: uuid(101),
  userId: uuid(201),
  name: 'Ada Lovelace',
  institution: 'University of Melbourne',
  position: 'Professor',
  email: 'ada@unimelb.edu.au',
  profileImageUrl: null,
  matchScore: 0.7,
  researchInterests: ['Computational thinking', 'Mathematics education', 'Robotics', 'Equity'],
  classificationCodes: ['3901', '390101', '4602', '4608', '4612', '3903'],
  yearsExperience: 12,
  recentPublications: [
    { title: 'Robots in the classroom', journal: 'Computers & Education', year: 2024 },
    { title: 'Coding for all', journal: null, year: null },
  ],
  availableForExamination: true,
  citationMetrics: {
    citations: 812,
    hIndex: 14,
    i10Index: 20,
    source: 'OpenAlex',
    fetchedAt: '2026-11-24T03:00:00.000Z',
  },
};
const grace: ExaminerResult = {
  ...ada,
  id: uuid(102),
  userId: uuid(202),
  name: 'Grace Hopper',
  researchInterests: ['STEM'],
  classificationCodes: ['39'],
  yearsExperience: null,
  recentPublications: [],
  availableForExamination: false,
  citationMetrics: null,
};

const outgoing: OutgoingExaminerRequest[] = [
  {
    id: uuid(301),
    examinerId: ada.id,
    examinerUserId: ada.userId,
    examinerName: 'Ada Lovelace',
    examinerEmail: 'ada@unimelb.edu.au',
    examinerInstitution: 'University of Melbourne',
    requestedAt: '2026-03-01T02:00:00.000Z',
    respondedAt: null,
    status: 'pending',
    thesisTitle: 'Robots in primary classrooms',
    researchArea: 'Digital technologies',
    requestMessage: 'Would you examine my thesis?',
  },
  {
    id: uuid(302),
    examinerId: grace.id,
    examinerUserId: grace.userId,
    examinerName: 'Grace Hopper',
    examinerEmail: null,
    examinerInstitution: null,
    requestedAt: '2026-02-10T02:00:00.000Z',
    respondedAt: '2026-02-11T02:00:00.000Z',
    status: 'declined',
    thesisTitle: 'Coding clubs',
    researchArea: 'STEM',
    requestMessage: 'Please examine',
  },
];

const request = connectionRequest;

const pendingFromSam = request(1, { requesterName: 'Sam Student', fromName: 'Sam Student' });
const rejectedFromRia = request(2, {
  requesterName: 'Ria Rejected',
  fromName: 'Ria Rejected',
  status: 'rejected',
});
const acceptedFromAl = request(3, {
  requesterName: 'Al Accepted',
  fromName: 'Al Accepted',
  status: 'accepted',
});
const notMine = request(4, { requesterName: 'Connection Only', connectionType: 'research_interest' });
const sentByMe = request(5, {
  requesterName: 'Alice Chen',
  fromUserId: me.id,
  toUserId: uuid(999),
  isOutgoing: true,
});

function setup({
  signedIn = true,
  routes = {},
}: { signedIn?: boolean; routes?: Record<string, MockHandler> } = {}) {
  const api = mockApi({
    'GET /api/auth/user': signedIn ? me : errorReply(401, 'Unauthorized'),
    'GET /api/phd-examiners': [ada, grace],
    'GET /api/classification-codes/for': [],
    'GET /api/phd-examiner-requests': pagedList(
      outgoing,
      (r) => r.examinerName,
      (r) => [r.examinerId, r.examinerUserId],
      (r, q) => !q.get('status') || r.status === q.get('status'),
    ),
    'GET /api/academic-connections/requests': requestsServer([
      pendingFromSam,
      rejectedFromRia,
      acceptedFromAl,
      notMine,
      sentByMe,
    ]),
    'GET /api/notifications': [],
    'GET /api/notifications/count': { count: 0 },
    ...routes,
  });
  const result = renderApp(<PhdFinderPage finder="examiner" />, { path: '/phd-examiner-finder' });
  // No pointer-events check: it reads computed styles up the tree on every click, which antd's
  // injected styles make very slow in jsdom.
  return { api, user: userEvent.setup({ pointerEventsCheck: 0 }), ...result };
}

const activeTab = () =>
  document.querySelector<HTMLElement>('[role="tabpanel"][aria-hidden="false"]') ?? document.body;
const card = async (name: string, level = 3) => {
  const heading = await waitFor(() => within(activeTab()).getByText(name, { selector: `h${level}` }));
  return heading.closest('.ant-card') as HTMLElement;
};
const dialog = () => screen.getByRole('dialog');
async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.click(within(dialog()).getByLabelText(label));
    await user.paste(value);
  }
}
const openTab = async (user: ReturnType<typeof userEvent.setup>, name: RegExp) =>
  user.click(await screen.findByRole('tab', { name }));

beforeEach(() => {
  vi.stubGlobal('location', {
    ...window.location,
    assign: vi.fn(),
    pathname: '/phd-examiner-finder',
    search: '',
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PhD Examiner Finder', () => {
  it('has three tabs with count badges for my requests', async () => {
    setup();
    await card('Ada Lovelace');
    expect(screen.getByRole('tab', { name: 'Find Examiners' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Outgoing Requests 2' })).toBeInTheDocument());
    // Sam, Ria and Al: examiner requests addressed to me.
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Incoming Requests 3' })).toBeInTheDocument());
  });

  it('shows no badge on an empty list', async () => {
    setup({ routes: { 'GET /api/phd-examiner-requests': [], 'GET /api/academic-connections/requests': [] } });
    await card('Ada Lovelace');
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Outgoing Requests' })).toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Incoming Requests' })).toBeInTheDocument();
    expect(document.querySelector('.ant-tabs-nav .ant-badge')).toBeNull();
  });

  it('shows only the Find tab when signed out, and asks to log in before requesting', async () => {
    const { user } = setup({ signedIn: false });
    const c = await card('Ada Lovelace');
    expect(screen.getAllByRole('tab')).toHaveLength(1);
    const clickedAt = performance.now();
    let sentAt = 0;
    vi.mocked(window.location.assign).mockImplementation(() => {
      sentAt = performance.now();
    });
    await user.click(within(c).getByRole('button', { name: 'Request Ada Lovelace as examiner' }));
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to request an examiner')).toBeInTheDocument();
    await waitFor(() =>
      expect(window.location.assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fphd-examiner-finder'),
    );
    expect(sentAt - clickedAt).toBeGreaterThanOrEqual(990);
  });

  it('shows expertise, four codes, "N+ years", recent publications and availability on a card', async () => {
    setup();
    const c = await card('Ada Lovelace');
    expect(within(c).getByText('University of Melbourne')).toBeInTheDocument();
    expect(within(c).getByText('Professor')).toBeInTheDocument();
    const expertise = within(c).getByRole('list', { name: 'Expertise of Ada Lovelace' });
    expect(
      within(expertise)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Computational thinking', 'Mathematics education', 'Robotics', '+1']);
    const codes = within(c).getByRole('list', { name: 'FoR codes of Ada Lovelace' });
    expect(
      within(codes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['3901', '390101', '4602', '4608', '+2']);
    expect(within(c).getByText('12+ years')).toBeInTheDocument();
    expect(within(c).getByText('Robots in the classroom (Computers & Education, 2024)')).toBeInTheDocument();
    expect(within(c).getByText('Coding for all')).toBeInTheDocument();
    expect(within(c).getByText('Available for Examination')).toBeInTheDocument();
    expect(within(c).getByRole('link', { name: 'Profile of Ada Lovelace' })).toHaveAttribute(
      'href',
      `/researcher/${ada.id}`,
    );
    expect(within(c).getByRole('link', { name: 'Contact Ada Lovelace by email' })).toHaveAttribute(
      'href',
      'mailto:ada@unimelb.edu.au',
    );

    const other = await card('Grace Hopper');
    expect(within(other).queryByText(/\+ years/)).not.toBeInTheDocument();
    expect(within(other).queryByText('Available for Examination')).not.toBeInTheDocument();
  });

  it('shows citations and h-index with their source, or "no citation data"', async () => {
    setup();
    const c = await card('Ada Lovelace');
    expect(within(c).getByText('812 citations · h-index 14')).toBeInTheDocument();
    expect(within(c).getByText('Citations: OpenAlex, 24 Nov 2026')).toBeInTheDocument();
    expect(within(await card('Grace Hopper')).getByText('no citation data')).toBeInTheDocument();
  });

  it('says how many examiners a conflict of interest hid, never who', async () => {
    setup({
      routes: {
        'GET /api/phd-examiners': {
          status: 200,
          body: [grace],
          headers: { 'x-total-count': '1', 'x-conflicts-hidden': '2' },
        },
      },
    });
    await screen.findByText('Grace Hopper', { selector: 'h3' });
    const since = new Date().getFullYear() - 5;
    expect(
      screen.getByText(
        `2 researchers are not shown because of a conflict of interest (co-authorship since ${since}, or supervision).`,
      ),
    ).toBeInTheDocument();
  });

  it('says so even when every match was hidden', async () => {
    setup({
      routes: {
        'GET /api/phd-examiners': {
          status: 200,
          body: [],
          headers: { 'x-total-count': '0', 'x-conflicts-hidden': '1' },
        },
      },
    });
    expect(await screen.findByText('No examiners found')).toBeInTheDocument();
    expect(
      screen.getByText(/^1 researcher is not shown because of a conflict of interest/),
    ).toBeInTheDocument();
  });

  it('says when no examiner matches', async () => {
    setup({ routes: { 'GET /api/phd-examiners': [] } });
    expect(await screen.findByText('No examiners found')).toBeInTheDocument();
  });

  it('sends nothing until thesis title, research area and message are all filled in', async () => {
    const { user, api } = setup({
      routes: { 'POST /api/phd-examiner-requests': { status: 201, body: outgoing[0] } },
    });
    await user.click(
      within(await card('Grace Hopper')).getByRole('button', { name: 'Request Grace Hopper as examiner' }),
    );
    expect(within(dialog()).getByText('Request Examiner')).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(within(dialog()).getByText('Thesis title is required')).toBeInTheDocument());
    await waitFor(() => expect(within(dialog()).getByText('Research area is required')).toBeInTheDocument());
    await waitFor(() => expect(within(dialog()).getByText('Message is required')).toBeInTheDocument());

    await fill(user, { 'Thesis Title': 'Robots in primary classrooms', 'Research Area': '   ' });
    await user.click(within(dialog()).getByRole('button', { name: 'Send Request' }));
    await waitFor(() =>
      expect(within(dialog()).queryByText('Thesis title is required')).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(within(dialog()).getByText('Research area is required')).toBeInTheDocument());
    expect(api.callsTo('POST /api/phd-examiner-requests')).toHaveLength(0);
    const before = api.callsTo('GET /api/phd-examiner-requests').length;

    await user.clear(within(dialog()).getByLabelText('Research Area'));
    await fill(user, { 'Research Area': 'Digital technologies', Message: 'Hi' });
    await user.click(within(dialog()).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Examiner Request Sent')).toBeInTheDocument();
    expect(first(api.callsTo('POST /api/phd-examiner-requests')).body).toEqual({
      examinerId: grace.id,
      thesisTitle: 'Robots in primary classrooms',
      researchArea: 'Digital technologies',
      message: 'Hi',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // My requests are read again: the badge's total and the cards' "awaiting an answer".
    await waitFor(() => expect(api.callsTo('GET /api/phd-examiner-requests').length).toBeGreaterThan(before));
  });

  it('offers no second request to an examiner whose answer I await, and a new one once they declined', async () => {
    const { api } = setup();
    const waiting = await within(await card('Ada Lovelace')).findByRole('button', {
      name: 'Request sent to Ada Lovelace, awaiting an answer',
    });
    expect(waiting).toHaveAttribute('aria-disabled', 'true');
    expect(
      within(await card('Grace Hopper')).getByRole('button', { name: 'Request Grace Hopper as examiner' }),
    ).toBeEnabled();
    // Only about the examiners shown: never every request I have sent.
    const asked = api.callsTo('GET /api/phd-examiner-requests').find((c) => c.query.has('people'))!.query;
    expect(asked.get('status')).toBe('pending');
    expect(asked.getAll('people').sort()).toEqual([ada.id, grace.id].sort());
  });

  it('shows the server reason when the request is refused', async () => {
    const { user } = setup({
      routes: {
        'POST /api/phd-examiner-requests': errorReply(
          409,
          'You cannot request this examiner: they supervised you.',
          'CONFLICT_OF_INTEREST',
        ),
      },
    });
    await user.click(
      within(await card('Grace Hopper')).getByRole('button', { name: 'Request Grace Hopper as examiner' }),
    );
    await fill(user, { 'Thesis Title': 'T', 'Research Area': 'A', Message: 'M' });
    await user.click(within(dialog()).getByRole('button', { name: 'Send Request' }));
    expect(
      await screen.findByText('You cannot request this examiner: they supervised you.'),
    ).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Thesis Title')).toHaveValue('T');
  });

  it('falls back to "Failed to send examiner request"', async () => {
    const { user } = setup({ routes: { 'POST /api/phd-examiner-requests': { status: 500, text: '' } } });
    await user.click(
      within(await card('Grace Hopper')).getByRole('button', { name: 'Request Grace Hopper as examiner' }),
    );
    await fill(user, { 'Thesis Title': 'T', 'Research Area': 'A', Message: 'M' });
    await user.click(within(dialog()).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Failed to send examiner request')).toBeInTheDocument();
  });
});

describe('Outgoing Requests', () => {
  it('lists examiner, email, requested date, status, thesis, area and message', async () => {
    const { user } = setup();
    await openTab(user, /^Outgoing Requests/);
    const row = await card('Ada Lovelace', 2);
    expect(within(row).getByRole('link', { name: 'ada@unimelb.edu.au' })).toHaveAttribute(
      'href',
      'mailto:ada@unimelb.edu.au',
    );
    expect(within(row).getByText('1 Mar 2026')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('Robots in primary classrooms')).toBeInTheDocument();
    expect(within(row).getByText('Digital technologies')).toBeInTheDocument();
    expect(within(row).getByText('Would you examine my thesis?')).toBeInTheDocument();
    const declined = await card('Grace Hopper', 2);
    expect(within(declined).getByText('Declined')).toBeInTheDocument();
    expect(within(declined).getByText('10 Feb 2026')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    const { user } = setup({ routes: { 'GET /api/phd-examiner-requests': [] } });
    await openTab(user, /^Outgoing Requests/);
    expect(await screen.findByText('No outgoing requests yet')).toBeInTheDocument();
  });
});

describe('Incoming Requests', () => {
  it('lists examiner requests addressed to me, newest first, with Accept and Decline only while pending', async () => {
    const { user } = setup();
    await openTab(user, /^Incoming Requests/);
    await card('Sam Student', 2);
    const names = within(activeTab())
      .getAllByText(/./, { selector: 'h2' })
      .map((h) => h.textContent);
    expect(names).toEqual(['Al Accepted', 'Ria Rejected', 'Sam Student']);

    const sam = await card('Sam Student', 2);
    expect(within(sam).getByText('student1@uni.edu')).toBeInTheDocument();
    expect(within(sam).getByText('Deakin University')).toBeInTheDocument();
    expect(within(sam).getByText('Thesis 1')).toBeInTheDocument();
    expect(within(sam).getByText('Area 1')).toBeInTheDocument();
    expect(within(sam).getByText('Message from student 1')).toBeInTheDocument();
    expect(within(sam).getByRole('link', { name: 'Profile of Sam Student' })).toHaveAttribute(
      'href',
      `/researcher/${pendingFromSam.fromProfileId}`,
    );
    expect(within(sam).getByRole('button', { name: /^Accept/ })).toBeEnabled();
    expect(within(sam).getByRole('button', { name: /^Decline/ })).toBeEnabled();

    const ria = await card('Ria Rejected', 2);
    const status = within(ria).getByText('Declined');
    expect(status.closest('.ant-tag')!.className).not.toMatch(/ant-tag-(green|gold|red)/);
    expect(within(ria).queryByRole('button', { name: /^Accept/ })).not.toBeInTheDocument();
    expect(
      within(await card('Al Accepted', 2)).queryByRole('button', { name: /^Decline/ }),
    ).not.toBeInTheDocument();
    expect(within(activeTab()).queryByText('Connection Only')).not.toBeInTheDocument();
    expect(within(activeTab()).queryByText('Alice Chen', { selector: 'h2' })).not.toBeInTheDocument();
  });

  it('accepts through respond, then refreshes the list and the notifications', async () => {
    const { user, api, client } = setup({
      routes: {
        [`POST /api/academic-connections/${pendingFromSam.id}/respond`]: answeredConnection(
          pendingFromSam,
          'accepted',
        ),
      },
    });
    await openTab(user, /^Incoming Requests/);
    client.setQueryData(notificationCountKey, 1);
    client.setQueryData(notificationsKey, []);
    const before = api.callsTo('GET /api/academic-connections/requests').length;
    await user.click(within(await card('Sam Student', 2)).getByRole('button', { name: /^Accept/ }));
    expect(await screen.findByText('Request Accepted')).toBeInTheDocument();
    expect(first(api.callsTo(`POST /api/academic-connections/${pendingFromSam.id}/respond`)).body).toEqual({
      response: 'accepted',
    });
    expect(api.callsTo('GET /api/academic-connections/requests').length).toBeGreaterThan(before);
    expect(client.getQueryState(notificationCountKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(notificationsKey)?.isInvalidated).toBe(true);
  });

  it('declines through respond with "rejected"', async () => {
    const { user, api } = setup({
      routes: {
        [`POST /api/academic-connections/${pendingFromSam.id}/respond`]: answeredConnection(
          pendingFromSam,
          'rejected',
        ),
      },
    });
    await openTab(user, /^Incoming Requests/);
    await user.click(within(await card('Sam Student', 2)).getByRole('button', { name: /^Decline/ }));
    expect(await screen.findByText('Request Declined')).toBeInTheDocument();
    expect(first(api.callsTo(`POST /api/academic-connections/${pendingFromSam.id}/respond`)).body).toEqual({
      response: 'rejected',
    });
  });

  it('says why answering failed', async () => {
    const { user } = setup({
      routes: { [`POST /api/academic-connections/${pendingFromSam.id}/respond`]: { status: 500, text: '' } },
    });
    await openTab(user, /^Incoming Requests/);
    await user.click(within(await card('Sam Student', 2)).getByRole('button', { name: /^Accept/ }));
    expect(await screen.findByText('Failed to accept request')).toBeInTheDocument();
  });

  it('says when there are none', async () => {
    const { user } = setup({ routes: { 'GET /api/academic-connections/requests': [notMine] } });
    await openTab(user, /^Incoming Requests/);
    expect(await screen.findByText('No incoming examiner requests')).toBeInTheDocument();
  });
});
