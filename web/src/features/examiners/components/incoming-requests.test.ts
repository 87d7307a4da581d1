import { describe, expect, it } from 'vitest';
import {
  canRespond,
  incomingExaminerRequests,
  isIncomingExaminerRequest,
  type RequestFields,
} from './incoming-requests';

const me = 'me-user';

const request = (overrides: Partial<RequestFields>): RequestFields => ({
  id: 'r1',
  fromUserId: 'student-user',
  fromProfileId: 'student-profile',
  toUserId: me,
  isOutgoing: false,
  connectionType: 'examiner_request',
  status: 'pending',
  requesterName: 'Sam Student',
  requesterEmail: 'sam@uni.edu',
  requesterInstitution: 'Deakin University',
  createdAt: '2026-03-01T10:00:00.000Z',
  requestedAt: '2026-03-01T10:00:00.000Z',
  message: 'Please examine my thesis',
  metadata: JSON.stringify({ thesisTitle: 'Robots in class', researchArea: 'STEM' }),
  ...overrides,
});

describe('incoming examiner requests (spec 1 §7)', () => {
  it('keeps only examiner requests addressed to me', () => {
    expect(isIncomingExaminerRequest(request({}), me)).toBe(true);
    expect(isIncomingExaminerRequest(request({ connectionType: 'research_interest' }), me)).toBe(false);
    expect(isIncomingExaminerRequest(request({ toUserId: 'someone-else', isOutgoing: true }), me)).toBe(
      false,
    );
  });

  it('reads the addressee from toProfile when toUserId is missing, else from isOutgoing', () => {
    expect(isIncomingExaminerRequest(request({ toUserId: null, toProfile: { userId: me } }), me)).toBe(true);
    expect(isIncomingExaminerRequest(request({ toUserId: null, toProfile: { userId: 'x' } }), me)).toBe(
      false,
    );
    expect(isIncomingExaminerRequest(request({ toUserId: null, isOutgoing: false }), me)).toBe(true);
  });

  it('makes rows with requester details, thesis and area from metadata, newest first', () => {
    const rows = incomingExaminerRequests(
      [
        request({ id: 'old', requestedAt: '2026-01-01T00:00:00.000Z' }),
        request({ id: 'other-type', connectionType: 'supervisor_request' }),
        request({ id: 'new', requestedAt: '2026-05-01T00:00:00.000Z' }),
      ],
      me,
    );
    expect(rows.map((r) => r.id)).toEqual(['new', 'old']);
    expect(rows[0]).toMatchObject({
      requesterProfileId: 'student-profile',
      requesterName: 'Sam Student',
      requesterEmail: 'sam@uni.edu',
      requesterInstitution: 'Deakin University',
      thesisTitle: 'Robots in class',
      researchArea: 'STEM',
      message: 'Please examine my thesis',
      canRespond: true,
    });
  });

  it('falls back to the from* fields, requestMessage and the metadata message', () => {
    const [row] = incomingExaminerRequests(
      [
        request({
          requesterName: null,
          fromName: 'Fran From',
          requesterEmail: null,
          fromEmail: 'fran@uni.edu',
          requesterInstitution: null,
          fromInstitution: 'RMIT',
          message: null,
          requestMessage: null,
          metadata: { message: 'From metadata' },
          fromProfileId: null,
        }),
      ],
      me,
    );
    expect(row).toMatchObject({
      requesterName: 'Fran From',
      requesterEmail: 'fran@uni.edu',
      requesterInstitution: 'RMIT',
      message: 'From metadata',
      requesterProfileId: 'student-user',
    });
  });

  it('is empty without a signed-in user', () => {
    expect(incomingExaminerRequests([request({})], undefined)).toEqual([]);
  });
});

describe('canRespond (spec 1 §4)', () => {
  it('allows Accept and Decline only while pending and not sent by me', () => {
    expect(canRespond({ status: 'pending', fromUserId: 'student-user', isOutgoing: false }, me)).toBe(true);
    expect(canRespond({ status: 'accepted', fromUserId: 'student-user', isOutgoing: false }, me)).toBe(false);
    expect(canRespond({ status: 'rejected', fromUserId: 'student-user', isOutgoing: false }, me)).toBe(false);
    expect(canRespond({ status: 'pending', fromUserId: me, isOutgoing: false }, me)).toBe(false);
    expect(canRespond({ status: 'pending', fromUserId: 'x', isOutgoing: true }, me)).toBe(false);
  });
});
