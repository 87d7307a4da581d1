import { describe, expect, it } from 'vitest';
import { findConnection } from '../../../api/networking/get-connections';
import { findIncomingRequest, type RequestFields } from './connection-status';

const me = 'me-user';
const ada = { id: 'ada-profile', userId: 'ada-user', name: 'Ada Lovelace' };

const request = (overrides: Partial<RequestFields>): RequestFields => ({
  id: 'req',
  fromUserId: 'someone',
  toUserId: me,
  isOutgoing: false,
  connectionType: 'research_interest',
  status: 'pending',
  requesterName: 'Someone',
  ...overrides,
});

describe('findIncomingRequest (spec 1 §5)', () => {
  it('finds the pending request from that researcher to me by user ids', () => {
    const wanted = request({ id: 'by-ids', fromUserId: 'ada-user', requesterName: 'A. Lovelace' });
    expect(findIncomingRequest([request({ id: 'other' }), wanted], ada, me)).toBe(wanted);
  });

  it('falls back to an incoming request whose requester name matches', () => {
    const byName = request({ id: 'by-name', fromUserId: 'ada-old-account', requesterName: 'Ada Lovelace' });
    expect(findIncomingRequest([byName], ada, me)).toBe(byName);
    const fromName = request({
      id: 'from-name',
      fromUserId: 'x',
      requesterName: null,
      fromName: 'Ada Lovelace',
    });
    expect(findIncomingRequest([fromName], ada, me)).toBe(fromName);
  });

  it('never picks an outgoing request by name', () => {
    const mine = request({
      id: 'mine',
      fromUserId: me,
      toUserId: 'x',
      isOutgoing: true,
      requesterName: 'Ada Lovelace',
    });
    expect(findIncomingRequest([mine], ada, me)).toBeUndefined();
  });

  it('ignores answered requests and supervisor or examiner requests', () => {
    expect(
      findIncomingRequest([request({ fromUserId: 'ada-user', status: 'accepted' })], ada, me),
    ).toBeUndefined();
    expect(
      findIncomingRequest([request({ fromUserId: 'ada-user', connectionType: 'examiner_request' })], ada, me),
    ).toBeUndefined();
  });

  it('finds nothing in an empty or missing list', () => {
    expect(findIncomingRequest([], ada, me)).toBeUndefined();
    expect(findIncomingRequest(undefined, ada, me)).toBeUndefined();
  });
});

describe('findConnection', () => {
  const connection = (overrides: object) => ({
    id: 'conn',
    userId: null,
    profileId: null,
    name: 'Ada Lovelace',
    position: null,
    institution: null,
    department: null,
    email: null,
    researchInterests: [],
    ...overrides,
  });

  it('finds the connection with that researcher by user id or profile id', () => {
    const byUser = connection({ id: 'c1', userId: 'ada-user' });
    const byProfile = connection({ id: 'c2', profileId: 'ada-profile' });
    expect(findConnection([connection({ id: 'c0', userId: 'x' }), byUser], ada)).toBe(byUser);
    expect(findConnection([byProfile], ada)).toBe(byProfile);
  });

  it('finds nothing when there is no record (Disconnect then says "Connection not found")', () => {
    expect(
      findConnection([connection({ userId: 'grace-user', profileId: 'grace-profile' })], ada),
    ).toBeUndefined();
    expect(findConnection(undefined, ada)).toBeUndefined();
  });
});
