import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  SEARCH_MAX,
  type OutgoingSupervisorRequest,
  type SupervisorResult,
} from '@app/contracts/networking/http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorReply, mockApi, type MockHandler, type RecordedCall } from '../../../test/mock-api';
import { authUser, renderApp } from '../../../test/render-app';
import PhdFinderPage from './phd-finder-page';
import { first } from '../../../test/lists';
import { uuid } from '../../../test/fixtures';

// antd dialogs and forms render slowly in jsdom on a shared machine.
vi.setConfig({ testTimeout: 60_000 });

const ada: SupervisorResult = {
  id: uuid(101),
  userId: uuid(201),
  name: 'Ada Lovelace',
  institution: 'University of Melbourne',
  department: 'School of Education',
  email: 'ada@unimelb.edu.au',
  profileImageUrl: null,
  matchScore: 0.9,
  researchInterests: ['Computational thinking', 'Mathematics education', 'Robotics', 'Equity', 'Assessment'],
  classificationCodes: ['3901', '390101', '4602', '4608'],
};
const grace: SupervisorResult = {
  ...ada,
  id: uuid(102),
  userId: uuid(202),
  name: 'Grace Hopper',
  email: null,
  researchInterests: ['STEM'],
  classificationCodes: [],
};

/** `POST /api/phd-supervisor-requests`: my new pending request to `supervisor`. */
const requestTo = (supervisor: SupervisorResult): OutgoingSupervisorRequest => ({
  id: uuid(901),
  supervisorId: supervisor.id,
  supervisorUserId: supervisor.userId,
  supervisorName: supervisor.name,
  supervisorEmail: supervisor.email,
  supervisorInstitution: supervisor.institution,
  requestedAt: '2026-03-01T00:00:00.000Z',
  respondedAt: null,
  status: 'pending',
  thesisTitle: 'Robots in primary classrooms',
  researchArea: 'Digital technologies',
  requestMessage: 'I would love your guidance.',
});

const forCodes = [
  { id: 'f39', code: '39', title: 'Education', parentCode: null, level: 2 },
  { id: 'f3901', code: '3901', title: 'Curriculum and pedagogy', parentCode: '39', level: 4 },
  { id: 'f46', code: '46', title: 'Information and computing sciences', parentCode: null, level: 2 },
];

function setup({
  signedIn = true,
  routes = {},
}: { signedIn?: boolean; routes?: Record<string, MockHandler> } = {}) {
  const api = mockApi({
    'GET /api/auth/user': signedIn ? authUser() : errorReply(401, 'Unauthorized'),
    'GET /api/phd-supervisors': [ada, grace],
    'GET /api/classification-codes/for': forCodes,
    'GET /api/phd-supervisor-requests': [],
    ...routes,
  });
  const result = renderApp(<PhdFinderPage finder="supervisor" />, { path: '/phd-supervisor-finder' });
  // No pointer-events check: it reads computed styles up the tree on every click, which antd's
  // injected styles make very slow in jsdom.
  return { api, user: userEvent.setup({ pointerEventsCheck: 0 }), ...result };
}

const card = async (name: string) => {
  const heading = await screen.findByText(name, { selector: 'h3' });
  return heading.closest('.ant-card') as HTMLElement;
};
const dialog = () => screen.getByRole('dialog');
/** Fills the dialog's fields (pasted: typing letter by letter into antd's form is slow in jsdom). */
async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.click(within(dialog()).getByLabelText(label));
    await user.paste(value);
  }
}
const openRequest = async (user: ReturnType<typeof userEvent.setup>) =>
  user.click(
    within(await card('Ada Lovelace')).getByRole('button', { name: 'Request Supervisor: Ada Lovelace' }),
  );
/** Records when the browser was sent to sign in. */
const assignedAt = () => {
  let at = 0;
  vi.mocked(window.location.assign).mockImplementation(() => {
    at = performance.now();
  });
  return () => at;
};
const searches = (api: ReturnType<typeof mockApi>) =>
  api.callsTo('GET /api/phd-supervisors').map((c) => new URL(c.url, 'http://x').searchParams);

beforeEach(() => {
  vi.stubGlobal('location', {
    ...window.location,
    assign: vi.fn(),
    pathname: '/phd-supervisor-finder',
    search: '',
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PhD Supervisor Finder', () => {
  it('shows cards with 3 research areas and 3 FoR codes, each with "+N"', async () => {
    const { user } = setup({ signedIn: false });
    expect(await screen.findByText('PhD Supervisor Finder', { selector: 'h1' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Find Supervisors' })).toBeInTheDocument();
    const c = await card('Ada Lovelace');
    expect(within(c).getByText('University of Melbourne')).toBeInTheDocument();
    expect(within(c).getByText('School of Education')).toBeInTheDocument();
    const areas = within(c).getByRole('list', { name: 'Research areas of Ada Lovelace' });
    expect(
      within(areas)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Computational thinking', 'Mathematics education', 'Robotics', '+2']);
    const codes = within(c).getByRole('list', { name: 'FoR codes of Ada Lovelace' });
    // A code's title is shown beside it (cut where the card is narrow), once the codes have loaded.
    await waitFor(() =>
      expect(
        within(codes)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual(['3901 Curriculum and pedagogy', '390101', '4602', '+1']),
    );
    const chip = within(codes).getByRole('button', { name: '3901 Curriculum and pedagogy' });
    expect(within(chip).getByText('Curriculum and pedagogy')).toHaveClass('described-tag-title');
    // Touch has no hover: a tap shows the whole title.
    await user.click(chip);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('3901 Curriculum and pedagogy');
    expect(within(c).getByRole('link', { name: 'Contact Ada Lovelace by email' })).toHaveAttribute(
      'href',
      'mailto:ada@unimelb.edu.au',
    );
    // Members' addresses are for members: a visitor's Contact signs in first (issue 21).
    expect(
      within(await card('Grace Hopper')).getByRole('button', { name: 'Sign in to contact Grace Hopper' }),
    ).toBeEnabled();
  });

  it('asks with limit 10, debounces the search by 300 ms and repeats forCodes', async () => {
    const { api, user } = setup({ signedIn: false });
    await card('Ada Lovelace');
    expect(searches(api)).toHaveLength(1);
    expect(first(searches(api)).toString()).toBe('limit=10&offset=0');

    const box = screen.getByLabelText('Search supervisors');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      // Letters 100 ms apart: each one starts the 300 ms wait again.
      for (const value of ['r', 'ro', 'rob', 'robo', 'robot']) {
        fireEvent.change(box, { target: { value } });
        act(() => vi.advanceTimersByTime(100));
      }
      act(() => vi.advanceTimersByTime(199));
      expect(searches(api)).toHaveLength(1);
      act(() => vi.advanceTimersByTime(1));
      expect(searches(api).map((p) => p.get('search'))).toEqual([null, 'robot']);
    } finally {
      vi.useRealTimers();
    }

    await user.click(await screen.findByText('Education'));
    await user.click(screen.getByText('Information and computing sciences'));
    await waitFor(() => expect(searches(api).at(-1)!.getAll('forCodes')).toEqual(['39', '46']));
    expect(searches(api).at(-1)!.get('search')).toBe('robot');
    expect(searches(api).at(-1)!.get('limit')).toBe('10');
  });

  it('says how many match in all, not the page size, and loads 10 more at a time', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ ...ada, id: uuid(300 + i), name: `Sam ${i}` }));
    const { api, user } = setup({
      signedIn: true,
      routes: {
        'GET /api/phd-supervisors': (call: RecordedCall) => {
          const offset = Number(new URL(call.url, 'http://x').searchParams.get('offset'));
          return { status: 200, body: many.slice(offset, offset + 10), headers: { 'x-total-count': '12' } };
        },
      },
    });
    await card('Sam 0');
    expect(screen.getByText('12 supervisors available', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.getByText('Showing 10 of 12 supervisors')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await card('Sam 11');
    expect(searches(api).at(-1)!.get('offset')).toBe('10');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('offers a visitor who has seen the first 10 to sign in for the rest', async () => {
    const many = Array.from({ length: 10 }, (_, i) => ({ ...ada, id: uuid(300 + i), name: `Sam ${i}` }));
    setup({
      signedIn: false,
      routes: { 'GET /api/phd-supervisors': { status: 200, body: many, headers: { 'x-total-count': '31' } } },
    });
    await card('Sam 0');
    expect(screen.getByText('31 supervisors available', { selector: 'h2' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to see all 31 supervisors' })).toHaveAttribute(
      'href',
      '/api/login?returnTo=%2Fphd-supervisor-finder',
    );
  });

  it('stops a pasted keyword at the longest the server takes, so the search is sent and answered', async () => {
    const { api, user } = setup();
    await card('Ada Lovelace');
    await user.click(screen.getByLabelText('Search supervisors'));
    await user.paste('robot '.repeat(1000));
    expect((screen.getByLabelText('Search supervisors') as HTMLInputElement).value).toHaveLength(SEARCH_MAX);
    await waitFor(() => expect(searches(api).at(-1)!.get('search')).toHaveLength(SEARCH_MAX));
  });

  it('says when no supervisor matches', async () => {
    setup({ signedIn: false, routes: { 'GET /api/phd-supervisors': [] } });
    expect(await screen.findByText('No supervisors found matching your criteria.')).toBeInTheDocument();
  });

  it('asks a visitor to log in before requesting, then goes to sign in after 1 second', async () => {
    const { user, api } = setup({ signedIn: false });
    const c = await card('Ada Lovelace');
    const sentAt = assignedAt();
    const clickedAt = performance.now();
    await user.click(within(c).getByRole('button', { name: 'Request Supervisor: Ada Lovelace' }));
    expect(await screen.findByText('Login Required')).toBeInTheDocument();
    expect(screen.getByText('Please log in to request a supervisor')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(window.location.assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fphd-supervisor-finder'),
    );
    expect(sentAt() - clickedAt).toBeGreaterThanOrEqual(990);
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends a visitor to sign in on the way to a public profile', async () => {
    const { user } = setup({ signedIn: false });
    await user.click(
      within(await card('Ada Lovelace')).getByRole('button', { name: /^Profile of Ada Lovelace/ }),
    );
    expect(window.location.assign).toHaveBeenCalledWith(
      `/api/login?returnTo=${encodeURIComponent(`/researcher/${ada.userId}`)}`,
    );
  });

  it('links signed-in users to the profile', async () => {
    setup();
    expect(
      within(await card('Ada Lovelace')).getByRole('link', { name: 'Profile of Ada Lovelace' }),
    ).toHaveAttribute('href', `/researcher/${ada.userId}`);
  });

  it('validates the request form with the spec messages and sends nothing until it is valid', async () => {
    const { user, api } = setup();
    await user.click(
      within(await card('Ada Lovelace')).getByRole('button', { name: 'Request Supervisor: Ada Lovelace' }),
    );
    expect(within(dialog()).getByText('Request PhD Supervision')).toBeInTheDocument();
    expect(within(dialog()).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(dialog()).getByText('University of Melbourne')).toBeInTheDocument();

    await user.click(within(dialog()).getByRole('button', { name: 'Send Request' }));
    // antd replaces an error's element as it animates in: wait for each to be there.
    for (const error of [
      'Thesis title is required',
      'Research area is required',
      'Message must be at least 10 characters',
    ])
      await waitFor(() => expect(within(dialog()).getByText(error)).toBeInTheDocument());

    await fill(user, {
      'Thesis Title': 'Robots in primary classrooms',
      'Research Area': 'Digital technologies',
      Message: 'Too short',
    });
    await user.click(within(dialog()).getByRole('button', { name: 'Send Request' }));
    await waitFor(() =>
      expect(within(dialog()).queryByText('Thesis title is required')).not.toBeInTheDocument(),
    );
    expect(within(dialog()).getByText('Message must be at least 10 characters')).toBeInTheDocument();
    expect(api.callsTo('POST /api/phd-supervisor-requests')).toHaveLength(0);
  });

  it('asks before a written request is thrown away, and keeps it on Keep editing', async () => {
    const { user, api } = setup();
    await openRequest(user);
    await fill(user, { Message: 'I would love your guidance.' });
    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    expect(within(dialog()).getByLabelText('Message')).toHaveValue('I would love your guidance.');

    await user.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.queryAllByRole('dialog')).toHaveLength(0));
    await openRequest(user);
    expect(within(dialog()).getByLabelText('Message')).toHaveValue('');
    expect(api.callsTo('POST /api/phd-supervisor-requests')).toHaveLength(0);
  });

  it('sends the request, says so, closes the dialog and refreshes my supervisor requests', async () => {
    let sent: OutgoingSupervisorRequest[] = [];
    const { user, api } = setup({
      routes: {
        'GET /api/phd-supervisor-requests': () => sent,
        'POST /api/phd-supervisor-requests': () => {
          sent = [requestTo(ada)];
          return { status: 201, body: requestTo(ada) };
        },
      },
    });
    await waitFor(() => expect(api.callsTo('GET /api/phd-supervisor-requests')).toHaveLength(1));
    await openRequest(user);
    await fill(user, {
      'Thesis Title': '  Robots in primary classrooms ',
      'Research Area': 'Digital technologies',
      Message: 'I would love your guidance.',
    });
    await user.click(within(dialog()).getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByText('Supervisor Request Sent')).toBeInTheDocument();
    expect(first(api.callsTo('POST /api/phd-supervisor-requests')).body).toEqual({
      thesisTitle: 'Robots in primary classrooms',
      researchArea: 'Digital technologies',
      message: 'I would love your guidance.',
      supervisorId: ada.id,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('GET /api/phd-supervisor-requests')).toHaveLength(2));
    // While it waits for an answer, Ada's card offers no second request (the server would refuse it).
    const adaCard = await card('Ada Lovelace');
    const waiting = await within(adaCard).findByRole('button', {
      name: 'Request sent to Ada Lovelace, awaiting an answer',
    });
    expect(waiting).toHaveAttribute('aria-disabled', 'true');
    await user.click(waiting); // inert: no second form
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(adaCard).queryByRole('button', { name: 'Request Supervisor: Ada Lovelace' })).toBeNull();
    expect(
      within(await card('Grace Hopper')).getByRole('button', { name: 'Request Supervisor: Grace Hopper' }),
    ).toBeEnabled();
  });

  it('offers no new request to a supervisor whose answer I await, and again once they answered', async () => {
    const { api } = setup({
      routes: {
        'GET /api/phd-supervisor-requests': [
          requestTo(ada),
          { ...requestTo(grace), id: uuid(902), status: 'declined', respondedAt: '2026-03-02T00:00:00.000Z' },
        ],
      },
    });
    expect(
      await within(await card('Ada Lovelace')).findByRole('button', {
        name: 'Request sent to Ada Lovelace, awaiting an answer',
      }),
    ).toHaveAttribute('aria-disabled', 'true');
    expect(
      within(await card('Grace Hopper')).getByRole('button', { name: 'Request Supervisor: Grace Hopper' }),
    ).toBeEnabled();
    // Only about the supervisors shown, and only those still waiting: never every request I sent.
    const asked = first(api.callsTo('GET /api/phd-supervisor-requests')).query;
    expect(asked.get('status')).toBe('pending');
    expect(asked.getAll('people')).toEqual(expect.arrayContaining([ada.id, grace.id]));
  });

  it('keeps the form and shows the server message when sending fails', async () => {
    const { user } = setup({
      routes: {
        'POST /api/phd-supervisor-requests': errorReply(
          409,
          'This researcher is not available for supervision.',
        ),
      },
    });
    await openRequest(user);
    await fill(user, { 'Thesis Title': 'Robots', 'Research Area': 'STEM', Message: 'Please supervise me.' });
    await user.click(within(dialog()).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('This researcher is not available for supervision.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Thesis Title')).toHaveValue('Robots');
  });

  it('falls back to "Failed to send supervisor request"', async () => {
    const { user } = setup({ routes: { 'POST /api/phd-supervisor-requests': { status: 502, text: '' } } });
    await openRequest(user);
    await fill(user, { 'Thesis Title': 'Robots', 'Research Area': 'STEM', Message: 'Please supervise me.' });
    await user.click(within(dialog()).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Failed to send supervisor request')).toBeInTheDocument();
  });

  it('signs in again 500 ms after an unauthorised answer', async () => {
    const { user } = setup({
      routes: { 'POST /api/phd-supervisor-requests': errorReply(401, 'Sign in first') },
    });
    await openRequest(user);
    await fill(user, { 'Thesis Title': 'Robots', 'Research Area': 'STEM', Message: 'Please supervise me.' });
    const sentAt = assignedAt();
    const clickedAt = performance.now();
    await user.click(within(dialog()).getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Unauthorized')).toBeInTheDocument();
    expect(screen.getByText('You are logged out. Logging in again...')).toBeInTheDocument();
    await waitFor(() =>
      expect(window.location.assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fphd-supervisor-finder'),
    );
    expect(sentAt() - clickedAt).toBeGreaterThanOrEqual(490);
  });

  it('has the request that met a lost session ready again when the same supervisor is asked after signing in', async () => {
    const before = setup({
      routes: { 'POST /api/phd-supervisor-requests': errorReply(401, 'Sign in first') },
    });
    await openRequest(before.user);
    await fill(before.user, {
      'Thesis Title': 'Robots in primary classrooms',
      'Research Area': 'Digital technologies',
      Message: 'I would love your guidance.',
    });
    await before.user.click(within(dialog()).getByRole('button', { name: 'Send Request' }));
    await waitFor(() =>
      expect(window.location.assign).toHaveBeenCalledWith('/api/login?returnTo=%2Fphd-supervisor-finder'),
    );
    before.unmount();

    const { user, api } = setup({ routes: { 'POST /api/phd-supervisor-requests': () => requestTo(ada) } });
    await openRequest(user);
    expect(await within(dialog()).findByText('Your unsaved request is back')).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Message')).toHaveValue('I would love your guidance.');
    await user.click(within(dialog()).getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(api.callsTo('POST /api/phd-supervisor-requests')).toHaveLength(1));
    expect(first(api.callsTo('POST /api/phd-supervisor-requests')).body).toMatchObject({
      thesisTitle: 'Robots in primary classrooms',
      message: 'I would love your guidance.',
    });
  });
});
