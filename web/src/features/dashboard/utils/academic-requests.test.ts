import { describe, expect, it } from 'vitest';
import { connectionRequest } from '../../../test/fixtures';
import { incomingRequestsNewestFirst, toAcademicRequest } from './academic-requests';

describe('incomingRequestsNewestFirst (spec 1 §4)', () => {
  it('merges incoming connection, supervisor and examiner requests, newest first, leaving out outgoing ones', () => {
    const merged = incomingRequestsNewestFirst([
      connectionRequest(1, {
        id: 'c-old',
        connectionType: 'research_interest',
        requestedAt: '2026-03-01T10:00:00Z',
      }),
      connectionRequest(2, {
        id: 'x-new',
        connectionType: 'examiner_request',
        requestedAt: '2026-03-05T09:00:00Z',
      }),
      connectionRequest(3, {
        id: 'c-out',
        connectionType: 'research_interest',
        isOutgoing: true,
        requestedAt: '2026-03-09T09:00:00Z',
      }),
      connectionRequest(4, {
        id: 'c-mid',
        connectionType: 'research_interest',
        requestedAt: '2026-03-03T12:00:00Z',
      }),
      connectionRequest(5, {
        id: 'x-old',
        connectionType: 'examiner_request',
        requestedAt: '2026-02-20T12:00:00Z',
      }),
      connectionRequest(6, {
        id: 's-new',
        connectionType: 'supervisor_request',
        requestedAt: '2026-03-07T12:00:00Z',
      }),
    ]);
    expect(merged.map((r) => r.id)).toEqual(['s-new', 'x-new', 'c-mid', 'c-old', 'x-old']);
    expect(merged.map((r) => r.kind)).toEqual([
      'supervisor',
      'examiner',
      'connection',
      'connection',
      'examiner',
    ]);
  });
});

describe('toAcademicRequest', () => {
  it('names the requester and links to their profile, else their user id', () => {
    const r = connectionRequest(1, { requesterName: 'Ada', requesterEmail: 'ada@x.edu', fromProfileId: 'p' });
    expect(toAcademicRequest(r)).toMatchObject({ name: 'Ada', email: 'ada@x.edu', requesterId: 'p' });
    expect(toAcademicRequest({ ...r, fromProfileId: null, fromUserId: 'u' }).requesterId).toBe('u');
  });

  it('takes thesis details and message from the metadata when not given directly', () => {
    const r = toAcademicRequest(
      connectionRequest(1, {
        message: null,
        thesisTitle: null,
        researchArea: null,
        metadata: {
          thesisTitle: 'T',
          researchArea: 'R',
          message: 'M',
          researchInterests: ['a', 'b'],
          proposedProject: 'P',
        },
      }),
    );
    expect(r).toMatchObject({
      thesisTitle: 'T',
      researchArea: 'R',
      message: 'M',
      researchInterests: ['a', 'b'],
      proposedProject: 'P',
    });
    expect(
      toAcademicRequest(connectionRequest(2, { message: 'Direct', metadata: { message: 'Meta' } })).message,
    ).toBe('Direct');
  });
});
