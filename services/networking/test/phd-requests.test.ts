import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { first, testUser } from '@app/service-kit/testing';
import type {
  ConnectionRequest,
  OutgoingExaminerRequest,
  OutgoingSupervisorRequest,
} from '@app/contracts/networking/http';
import {
  call,
  eventsAbout,
  linkProfile,
  registerPerson,
  snapshot,
  startHarness,
  userOf,
  type Harness,
} from './helpers';

let h: Harness;
const year = new Date().getUTCFullYear();
beforeAll(async () => {
  h = await startHarness('np');
});
afterAll(async () => {
  await h?.close();
});

const thesis = { thesisTitle: 'Robots in rural classrooms', researchArea: 'Educational robotics' };
const supervisorOf = (over: Parameters<typeof snapshot>[0] = {}) =>
  linkProfile(h, snapshot({ name: 'Sue Pervisor', availableForSupervision: true, ...over }));
const examinerOf = (over: Parameters<typeof snapshot>[0] = {}) =>
  linkProfile(h, snapshot({ name: 'Ed Xaminer', availableForExamination: true, ...over }));

describe('a declined supervision request', () => {
  it('cannot be sent again to the same supervisor for 30 days', async () => {
    const s = await supervisorOf();
    const student = testUser();
    const body = { supervisorId: s.profileId, ...thesis, message: 'Would you supervise my thesis?' };
    const first = await call(h, 'POST', '/api/phd-supervisor-requests', student, body);
    expect(first.statusCode).toBe(201);
    const declined = await call(h, 'POST', `/api/academic-connections/${first.json().id}/decline`, userOf(s));
    expect(declined.statusCode).toBe(200);
    const again = await call(h, 'POST', '/api/phd-supervisor-requests', student, body);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'DECLINED_RECENTLY' });
    expect(again.json().message).toMatch(/declined your supervision request recently/);
  });
});

describe('supervisor requests', () => {
  it('checks the form with the spec’s messages', async () => {
    const s = await supervisorOf();
    const student = testUser();
    const post = (body: Record<string, unknown>) =>
      call(h, 'POST', '/api/phd-supervisor-requests', student, body);
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { supervisorId: s.profileId, researchArea: 'x', message: 'long enough message' },
        'Thesis title is required',
      ],
      [
        { supervisorId: s.profileId, thesisTitle: '   ', researchArea: 'x', message: 'long enough message' },
        'Thesis title is required',
      ],
      [
        { supervisorId: s.profileId, thesisTitle: 't', researchArea: '', message: 'long enough message' },
        'Research area is required',
      ],
      [
        { supervisorId: s.profileId, thesisTitle: 't', researchArea: 'r', message: 'too short' },
        'Message must be at least 10 characters',
      ],
      [
        { supervisorId: s.profileId, thesisTitle: 't', researchArea: 'r' },
        'Message must be at least 10 characters',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it('sends a request from a student without a profile, announced once, listed as outgoing', async () => {
    const s = await supervisorOf({ name: 'Sara Super', institution: 'Deakin University' });
    const student = testUser({ firstName: 'Stu', lastName: 'Dent' });
    const res = await call(h, 'POST', '/api/phd-supervisor-requests', student, {
      supervisorId: s.profileId,
      ...thesis,
      message: '  I would love your guidance.  ',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json() as OutgoingSupervisorRequest;
    expect(created).toMatchObject({
      supervisorId: s.profileId,
      supervisorUserId: s.userId,
      supervisorName: 'Sara Super',
      supervisorEmail: s.email,
      supervisorInstitution: 'Deakin University',
      status: 'pending',
      ...thesis,
      requestMessage: 'I would love your guidance.',
    });
    const events = await eventsAbout(h, created.id);
    expect(events.map((e) => e.type)).toEqual(['networking.supervisor_request.created']);
    expect(first(events).data).toMatchObject({
      fromUserId: student.userId,
      fromProfileId: null,
      fromName: 'Stu Dent',
      fromEmail: student.email,
      toName: 'Sara Super',
      ...thesis,
    });
    const list = (await call(h, 'GET', '/api/phd-supervisor-requests', student)).json();
    expect(list).toEqual([created]);

    // The supervisor sees it among their requests, with the student's name from their context.
    await registerPerson(h, student);
    const theirs = (
      await call(h, 'GET', '/api/academic-connections/requests', userOf(s))
    ).json() as ConnectionRequest[];
    expect(theirs[0]).toMatchObject({
      id: created.id,
      isOutgoing: false,
      connectionType: 'supervisor_request',
      requesterName: 'Stu Dent',
      thesisTitle: thesis.thesisTitle,
      metadata: { ...thesis, message: 'I would love your guidance.' },
    });
  });

  it('accepts a supervisor id that is a user id', async () => {
    const s = await supervisorOf();
    const res = await call(h, 'POST', '/api/phd-supervisor-requests', testUser(), {
      supervisorId: s.userId,
      ...thesis,
      message: 'Please supervise me.',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().supervisorId).toBe(s.profileId);
  });

  it('refuses unavailable supervisors, oneself, duplicates and unknown ids', async () => {
    const busy = await linkProfile(h, snapshot({ availableForSupervision: false }));
    const body = (supervisorId: string) => ({ supervisorId, ...thesis, message: 'Please supervise me.' });
    const student = testUser();
    const unavailable = await call(h, 'POST', '/api/phd-supervisor-requests', student, body(busy.profileId));
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json().message).toBe('This researcher is not available for PhD supervision.');

    const s = await supervisorOf();
    const self = await call(h, 'POST', '/api/phd-supervisor-requests', userOf(s), body(s.profileId));
    expect(self.statusCode).toBe(400);

    expect(
      (await call(h, 'POST', '/api/phd-supervisor-requests', student, body(s.profileId))).statusCode,
    ).toBe(201);
    const duplicate = await call(h, 'POST', '/api/phd-supervisor-requests', student, body(s.profileId));
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('DUPLICATE_REQUEST');

    const unknown = await call(h, 'POST', '/api/phd-supervisor-requests', student, body(randomUUID()));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Supervisor not found');
  });

  it('is answered by the supervisor through the connection calls, announced as a supervisor event', async () => {
    const s = await supervisorOf();
    const student = testUser();
    const { id } = (
      await call(h, 'POST', '/api/phd-supervisor-requests', student, {
        supervisorId: s.profileId,
        ...thesis,
        message: 'Please supervise me.',
      })
    ).json();
    expect((await call(h, 'POST', `/api/academic-connections/${id}/accept`, student)).statusCode).toBe(403);
    const accepted = await call(h, 'POST', `/api/academic-connections/${id}/respond`, userOf(s), {
      response: 'accepted',
    });
    expect(accepted.json().status).toBe('accepted');
    const events = await eventsAbout(h, id);
    expect(events.map((e) => e.type)).toEqual([
      'networking.supervisor_request.created',
      'networking.supervisor_request.accepted',
    ]);
    const list = (
      await call(h, 'GET', '/api/phd-supervisor-requests', student)
    ).json() as OutgoingSupervisorRequest[];
    expect(first(list).status).toBe('accepted');
    expect(first(list).respondedAt).not.toBeNull();
  });
});

describe('examiner requests', () => {
  it('needs all three fields', async () => {
    const e = await examinerOf();
    const post = (body: Record<string, unknown>) =>
      call(h, 'POST', '/api/phd-examiner-requests', testUser(), body);
    expect((await post({ examinerId: e.profileId, ...thesis, message: ' ' })).json().message).toBe(
      'Message is required',
    );
    expect((await post({ examinerId: e.profileId, researchArea: 'r', message: 'm' })).json().message).toBe(
      'Thesis title is required',
    );
    expect((await post({ examinerId: e.profileId, thesisTitle: 't', message: 'm' })).json().message).toBe(
      'Research area is required',
    );
    expect((await post({ thesisTitle: 't', researchArea: 'r', message: 'm' })).statusCode).toBe(400);
  });

  it('sends a request, lists it with the examiner’s name and email, and records a decline', async () => {
    const e = await examinerOf({ name: 'Eve Examiner' });
    const candidate = testUser();
    const res = await call(h, 'POST', '/api/phd-examiner-requests', candidate, {
      examinerId: e.profileId,
      ...thesis,
      message: 'Examine?',
    });
    expect(res.statusCode).toBe(201);
    const { id } = res.json() as OutgoingExaminerRequest;
    await call(h, 'POST', `/api/academic-connections/${id}/decline`, userOf(e));
    const list = (
      await call(h, 'GET', '/api/phd-examiner-requests', candidate)
    ).json() as OutgoingExaminerRequest[];
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      id,
      examinerId: e.profileId,
      examinerName: 'Eve Examiner',
      examinerEmail: e.email,
      status: 'declined',
      ...thesis,
      requestMessage: 'Examine?',
    });
    expect(first(list).requestedAt).toBeTruthy();
    const events = await eventsAbout(h, id);
    expect(events.map((e) => e.type)).toEqual([
      'networking.examiner_request.created',
      'networking.examiner_request.declined',
    ]);
  });

  it('refuses examiners who are unavailable, or conflicted by co-authorship or supervision', async () => {
    const candidate = await linkProfile(
      h,
      snapshot({ name: 'Cass Candidate', publications: [{ doi: '10.5555/shared', year: year - 2 }] }),
    );
    const uc = userOf(candidate);
    const body = (examinerId: string) => ({ examinerId, ...thesis, message: 'Would you examine my thesis?' });

    const busy = await linkProfile(h, snapshot({ availableForExamination: false }));
    const unavailable = await call(h, 'POST', '/api/phd-examiner-requests', uc, body(busy.profileId));
    expect(unavailable.statusCode).toBe(409);
    expect(unavailable.json().message).toBe('This researcher is not available for PhD examination.');

    const coAuthor = await examinerOf({ publications: [{ doi: '10.5555/SHARED', year: year - 2 }] });
    const refused = await call(h, 'POST', '/api/phd-examiner-requests', uc, body(coAuthor.profileId));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'CONFLICT_OF_INTEREST',
      message:
        'You cannot request this examiner: you co-authored a publication (doi 10.5555/shared) with them in the last five years.',
    });

    const supervisor = await examinerOf({ availableForSupervision: true });
    const { id } = (
      await call(h, 'POST', '/api/phd-supervisor-requests', uc, {
        supervisorId: supervisor.profileId,
        ...thesis,
        message: 'Please supervise me.',
      })
    ).json();
    // While the supervision is only asked for, there is no conflict yet.
    expect(
      (await call(h, 'POST', '/api/phd-examiner-requests', uc, body(supervisor.profileId))).statusCode,
    ).toBe(201);
    await call(h, 'POST', `/api/academic-connections/${id}/accept`, userOf(supervisor));
    const other = await call(h, 'POST', '/api/phd-examiner-requests', testUser(), body(supervisor.profileId));
    expect(other.statusCode).toBe(201);
    const pendingAgain = await call(h, 'POST', '/api/phd-examiner-requests', uc, body(supervisor.profileId));
    expect(pendingAgain.statusCode).toBe(409);
    expect(pendingAgain.json().message).toBe('You cannot request this examiner: they supervised you.');
  });
});
