import { describe, expect, it } from 'vitest';
import type { ConnectionRequest } from '@app/contracts/networking/http';
import { connectionRequest, USER_ID } from '../../../test/fixtures';
import { canRespond, incomingExaminerRequests, isIncomingExaminerRequest } from './incoming-requests';

const me = USER_ID;
/** A request as `GET /api/academic-connections/requests` sends it, thesis details only in metadata. */
const request = (overrides: Partial<ConnectionRequest>): ConnectionRequest =>
  connectionRequest(1, {
    id: 'r1',
    fromUserId: 'student-user',
    fromProfileId: 'student-profile',
    requesterName: 'Sam Student',
    requesterEmail: 'sam@uni.edu',
    message: 'Please examine my thesis',
    thesisTitle: null,
    researchArea: null,
    metadata: { thesisTitle: 'Robots in class', researchArea: 'STEM' },
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

  it('prefers the thesis details the request carries, takes the message from the metadata without one', () => {
    const [row] = incomingExaminerRequests(
      [
        request({
          thesisTitle: 'Direct title',
          researchArea: 'Direct area',
          message: null,
          metadata: { thesisTitle: 'Meta title', message: 'From metadata' },
          fromProfileId: null,
        }),
      ],
      me,
    );
    expect(row).toMatchObject({
      thesisTitle: 'Direct title',
      researchArea: 'Direct area',
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
