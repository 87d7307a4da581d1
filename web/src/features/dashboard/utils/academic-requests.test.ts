import { describe, expect, it } from 'vitest';
import {
  incomingRequestsNewestFirst,
  normaliseRequest,
  parseMetadata,
  type RawAcademicRequest,
} from './academic-requests';

const ME = 'me-user';

describe('incomingRequestsNewestFirst', () => {
  it('merges incoming connection and examiner requests, newest first, leaving out outgoing ones', () => {
    const raws: RawAcademicRequest[] = [
      {
        id: 'c-old',
        connectionType: 'research_interest',
        isOutgoing: false,
        createdAt: '2026-03-01T10:00:00Z',
      },
      {
        id: 'x-new',
        connectionType: 'examiner_request',
        isOutgoing: false,
        requestedAt: '2026-03-05T09:00:00Z',
      },
      {
        id: 'c-out',
        connectionType: 'research_interest',
        isOutgoing: true,
        createdAt: '2026-03-09T09:00:00Z',
      },
      {
        id: 'c-mid',
        connectionType: 'research_interest',
        isOutgoing: false,
        createdAt: '2026-03-03T12:00:00Z',
      },
      {
        id: 'x-old',
        connectionType: 'examiner_request',
        isOutgoing: false,
        createdAt: '2026-02-20T12:00:00Z',
      },
      {
        id: 's-new',
        connectionType: 'supervisor_request',
        isOutgoing: false,
        createdAt: '2026-03-07T12:00:00Z',
      },
    ];
    const merged = incomingRequestsNewestFirst(raws, ME);
    expect(merged.map((r) => r.id)).toEqual(['s-new', 'x-new', 'c-mid', 'c-old', 'x-old']);
    expect(merged.map((r) => r.kind)).toEqual([
      'supervisor',
      'examiner',
      'connection',
      'connection',
      'examiner',
    ]);
  });

  it('tells direction by the sender when the server does not say', () => {
    const merged = incomingRequestsNewestFirst(
      [
        { id: 'mine', fromUserId: ME, toUserId: 'other', createdAt: '2026-03-02T00:00:00Z' },
        { id: 'theirs', fromUserId: 'other', toUserId: ME, createdAt: '2026-03-01T00:00:00Z' },
      ],
      ME,
    );
    expect(merged.map((r) => r.id)).toEqual(['theirs']);
  });

  it('puts requests without a date last', () => {
    const merged = incomingRequestsNewestFirst([
      { id: 'undated', isOutgoing: false },
      { id: 'dated', isOutgoing: false, createdAt: '2020-01-01T00:00:00Z' },
    ]);
    expect(merged.map((r) => r.id)).toEqual(['dated', 'undated']);
  });
});

describe('normaliseRequest', () => {
  it('reads the requester from any of the names the server may use', () => {
    expect(
      normaliseRequest({ id: '1', requesterName: 'A', requesterEmail: 'a@x', requesterInstitution: 'UQ' }),
    ).toMatchObject({
      name: 'A',
      email: 'a@x',
      institution: 'UQ',
    });
    expect(
      normaliseRequest({ id: '2', fromName: 'B', fromEmail: 'b@x', fromInstitution: 'ANU' }),
    ).toMatchObject({
      name: 'B',
      email: 'b@x',
      institution: 'ANU',
    });
    expect(normaliseRequest({ id: '3', fromProfile: { name: 'C', email: 'c@x' } })).toMatchObject({
      name: 'C',
      email: 'c@x',
    });
    expect(normaliseRequest({ id: '4' }).name).toBe('Unknown Researcher');
  });

  it('shows anything but pending and accepted the declined way', () => {
    expect(normaliseRequest({ id: '1', status: 'pending' }).status).toBe('pending');
    expect(normaliseRequest({ id: '1', status: 'accepted' }).status).toBe('accepted');
    expect(normaliseRequest({ id: '1', status: 'declined' }).status).toBe('rejected');
  });

  it('links to the requester by profile id, else user id', () => {
    expect(normaliseRequest({ id: '1', fromProfileId: 'p', fromUserId: 'u' }).requesterId).toBe('p');
    expect(normaliseRequest({ id: '1', fromUserId: 'u' }).requesterId).toBe('u');
  });

  it('takes thesis details and message from the metadata when not given directly', () => {
    const r = normaliseRequest({
      id: '1',
      metadata: JSON.stringify({
        thesisTitle: 'T',
        researchArea: 'R',
        message: 'M',
        researchInterests: ['a', 'b'],
      }),
    });
    expect(r).toMatchObject({
      thesisTitle: 'T',
      researchArea: 'R',
      message: 'M',
      researchInterests: ['a', 'b'],
    });
    expect(
      normaliseRequest({ id: '2', requestMessage: 'Direct', metadata: { message: 'Meta' } }).message,
    ).toBe('Direct');
  });
});

describe('parseMetadata', () => {
  it('reads objects, JSON text and JSON nested in text', () => {
    expect(parseMetadata({ thesisTitle: 'T' })).toMatchObject({ thesisTitle: 'T' });
    expect(parseMetadata('{"thesisTitle":"T"}')).toMatchObject({ thesisTitle: 'T' });
    expect(parseMetadata(JSON.stringify(JSON.stringify({ researchArea: 'R' })))).toMatchObject({
      researchArea: 'R',
    });
    expect(parseMetadata({ researchInterests: 'a, b' }).researchInterests).toEqual(['a', 'b']);
  });

  it('ignores what it cannot read', () => {
    expect(parseMetadata('not json')).toEqual({});
    expect(parseMetadata(null)).toEqual({});
    expect(parseMetadata([1, 2])).toEqual({});
  });
});
