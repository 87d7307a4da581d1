import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExaminerResult, OutgoingSupervisorRequest } from '@app/contracts/networking/http';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { profileResponse, uuid } from '../../../test/fixtures';
import { mockApi, type MockHandler } from '../../../test/mock-api';
import { authUser, renderApp } from '../../../test/render-app';
import PhdFinderPage from '../pages/phd-finder-page';
import { sharedInstitution, sharedInstitutionSentence } from './shared-institution';

// antd dialogs render slowly in jsdom on a shared machine.
vi.setConfig({ testTimeout: 60_000 });

const examiner = (n: number, name: string, institution: string | null): ExaminerResult => ({
  id: uuid(100 + n),
  userId: uuid(200 + n),
  name,
  institution,
  position: 'Professor',
  email: null,
  profileImageUrl: null,
  matchScore: 0.5,
  researchInterests: ['STEM'],
  classificationCodes: ['39'],
  yearsExperience: 10,
  recentPublications: [],
  availableForExamination: true,
  citationMetrics: null,
});
// The candidate (signed in) is at Monash University (the profile fixture).
const colleague = examiner(1, 'Ada Lovelace', '  monash   UNIVERSITY ');
const besideSupervisor = examiner(2, 'Grace Hopper', 'University of Melbourne');
const external = examiner(3, 'Mary Somerville', 'University of Tasmania');

const supervision = (name: string, institution: string | null): OutgoingSupervisorRequest => ({
  id: uuid(400),
  supervisorId: uuid(401),
  supervisorUserId: uuid(402),
  supervisorName: name,
  supervisorEmail: null,
  supervisorInstitution: institution,
  requestedAt: '2026-01-01T00:00:00.000Z',
  respondedAt: '2026-01-02T00:00:00.000Z',
  status: 'accepted',
  thesisTitle: 'Robots in primary classrooms',
  researchArea: 'Digital technologies',
  requestMessage: 'Would you supervise me?',
});

function setup(routes: Record<string, MockHandler> = {}) {
  const api = mockApi({
    'GET /api/auth/user': authUser(),
    'GET /api/profile': profileResponse(),
    'GET /api/phd-examiners': [colleague, besideSupervisor, external],
    'GET /api/classification-codes/for': [],
    'GET /api/phd-examiner-requests': [],
    'GET /api/phd-supervisor-requests': (call) =>
      call.query.get('status') === 'accepted' ? [supervision('Prof Chen', 'University of Melbourne ')] : [],
    'GET /api/academic-connections/requests': [],
    'GET /api/notifications': [],
    'GET /api/notifications/count': { count: 0 },
    ...routes,
  });
  renderApp(<PhdFinderPage finder="examiner" />, { path: '/phd-examiner-finder' });
  return { api, user: userEvent.setup({ pointerEventsCheck: 0 }) };
}

const openDialogFor = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(await screen.findByRole('button', { name: `Request ${name} as examiner` }));
  return screen.getByRole('dialog');
};
const ADVICE = /Most Australian universities ask for an external examiner/;

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

describe('the examiner request dialog', () => {
  it('warns when the examiner is at the candidate’s institution (case and spacing aside), and still sends', async () => {
    const { user, api } = setup({
      'POST /api/phd-examiner-requests': {
        status: 201,
        body: {
          id: uuid(500),
          examinerId: colleague.id,
          examinerUserId: colleague.userId,
          examinerName: colleague.name,
          examinerEmail: null,
          examinerInstitution: colleague.institution,
          requestedAt: '2026-03-01T02:00:00.000Z',
          respondedAt: null,
          status: 'pending',
          thesisTitle: 'Robots in primary classrooms',
          researchArea: 'Digital technologies',
          requestMessage: 'Would you examine my thesis?',
        },
      },
    });
    const dialog = await openDialogFor(user, 'Ada Lovelace');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Ada Lovelace is at monash UNIVERSITY, as is the candidate (you).');
    expect(alert).toHaveTextContent(ADVICE);
    // A warning, not a stop.
    for (const [label, value] of Object.entries({
      'Thesis Title': 'Robots in primary classrooms',
      'Research Area': 'Digital technologies',
      Message: 'Would you examine my thesis?',
    })) {
      await user.click(within(dialog).getByLabelText(label));
      await user.paste(value);
    }
    await user.click(within(dialog).getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(api.callsTo('POST /api/phd-examiner-requests')).toHaveLength(1));
  });

  it('warns when the examiner is at the supervisor’s institution', async () => {
    const { user } = setup();
    const dialog = await openDialogFor(user, 'Grace Hopper');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Grace Hopper is at University of Melbourne, as is your supervisor, Prof Chen.',
    );
  });

  it('says nothing for an external examiner', async () => {
    const { user, api } = setup();
    const dialog = await openDialogFor(user, 'Mary Somerville');
    await waitFor(() => expect(api.callsTo('GET /api/phd-supervisor-requests').length).toBeGreaterThan(0));
    expect(within(dialog).getByText('University of Tasmania')).toBeInTheDocument();
    expect(within(dialog).queryByText(ADVICE)).not.toBeInTheDocument();
  });
});

describe('sharedInstitution', () => {
  it('names the candidate and every supervisor there, and nobody when the examiner names no institution', () => {
    const shared = sharedInstitution({ name: 'Ada', institution: 'Monash University' }, 'monash university', [
      { name: 'Prof Chen', institution: 'Monash  University' },
      { name: 'Dr Lee', institution: 'MONASH UNIVERSITY' },
      { name: 'Dr Far', institution: 'Deakin University' },
    ]);
    expect(shared).toEqual({
      institution: 'Monash University',
      candidate: true,
      supervisors: ['Prof Chen', 'Dr Lee'],
    });
    expect(sharedInstitutionSentence('Ada', shared!)).toBe(
      'Ada is at Monash University, as are the candidate (you) and your supervisors, Prof Chen and Dr Lee.',
    );
    expect(
      sharedInstitution({ name: 'Ada', institution: null }, null, [{ name: 'X', institution: null }]),
    ).toBeNull();
    expect(sharedInstitution({ name: 'Ada', institution: '  ' }, '  ', [])).toBeNull();
  });
});
