import { describe, expect, it } from 'vitest';
import type { ResearchGroup } from '@app/contracts/groups/http';
import { toGroupListItems } from '../src/domain/group-list';
import { compareGroupProjects, isFinishedProject } from '../src/domain/group-projects';
import { memberEmailList } from '../src/domain/member-emails';
import { compareMembers, type MembershipRow } from '../src/domain/members';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('member order', () => {
  it('puts leaders first, then the earliest to join', () => {
    const members = [
      { profileId: id(1), isLeader: false, joinedAt: '2024-03-01T00:00:00.000Z' },
      { profileId: id(2), isLeader: true, joinedAt: '2024-05-01T00:00:00.000Z' },
      { profileId: id(3), isLeader: false, joinedAt: '2024-01-01T00:00:00.000Z' },
      { profileId: id(4), isLeader: true, joinedAt: '2024-02-01T00:00:00.000Z' },
    ];
    expect([...members].sort(compareMembers).map((m) => m.profileId)).toEqual([id(4), id(2), id(3), id(1)]);
  });

  it('orders members who joined at the same instant by profile id, so the list is stable', () => {
    const at = '2024-03-01T00:00:00.000Z';
    const a = { profileId: id(9), isLeader: false, joinedAt: at };
    const b = { profileId: id(5), isLeader: false, joinedAt: at };
    expect([a, b].sort(compareMembers)).toEqual([b, a]);
  });
});

describe('group project order', () => {
  it('treats seeking_collaborators and in_progress as ongoing, everything else as finished', () => {
    expect(isFinishedProject('seeking_collaborators')).toBe(false);
    expect(isFinishedProject('in_progress')).toBe(false);
    expect(isFinishedProject('completed')).toBe(true);
    expect(isFinishedProject('archived')).toBe(true);
  });

  it('lists ongoing projects newest first, then finished ones newest first', () => {
    const projects = [
      { id: id(1), status: 'completed', createdAt: '2024-06-01T00:00:00.000Z' },
      { id: id(2), status: 'seeking_collaborators', createdAt: '2024-01-01T00:00:00.000Z' },
      { id: id(3), status: 'in_progress', createdAt: '2024-04-01T00:00:00.000Z' },
      { id: id(4), status: 'completed', createdAt: '2024-02-01T00:00:00.000Z' },
    ];
    expect([...projects].sort(compareGroupProjects).map((p) => p.id)).toEqual([id(3), id(2), id(1), id(4)]);
  });
});

describe('member email list', () => {
  const leader = { userId: id(1), email: 'lead@uni.edu' };

  it('gives every other member with an email once, never the leader or a blank address', () => {
    const result = memberEmailList(
      'AI in Teacher Education',
      [
        { userId: id(1), email: 'lead.profile@uni.edu' },
        { userId: id(2), email: 'ana@uni.edu' },
        { userId: id(3), email: null },
        { userId: id(4), email: '   ' },
        { userId: id(5), email: 'ANA@uni.edu' },
        { userId: id(6), email: ' ben@uni.edu ' },
      ],
      leader,
    );
    expect(result).toEqual({
      groupName: 'AI in Teacher Education',
      emails: ['ana@uni.edu', 'ben@uni.edu'],
      memberCount: 2,
      debug: { totalMembers: 6, membersWithEmails: 4 },
    });
  });

  it('leaves out another member who shares the leader’s own address, whatever its case', () => {
    const result = memberEmailList(
      'G',
      [
        { userId: id(1), email: null },
        { userId: id(2), email: 'Lead@Uni.edu' },
      ],
      leader,
    );
    expect(result.emails).toEqual([]);
  });

  it('lets the client tell "no other members" from "only the leader has an email"', () => {
    const alone = memberEmailList('G', [{ userId: id(1), email: 'lead@uni.edu' }], leader);
    expect(alone).toMatchObject({
      emails: [],
      memberCount: 0,
      debug: { totalMembers: 1, membersWithEmails: 1 },
    });
    const othersWithout = memberEmailList(
      'G',
      [
        { userId: id(1), email: 'lead@uni.edu' },
        { userId: id(2), email: null },
      ],
      leader,
    );
    expect(othersWithout.debug).toEqual({ totalMembers: 2, membersWithEmails: 1 });
  });
});

describe('group list', () => {
  const group = (n: number, name: string, category: ResearchGroup['category']): ResearchGroup => ({
    id: id(n),
    name,
    description: `${name} description`,
    category,
  });

  it('adds counts and the caller’s membership to each group, listed by name', () => {
    const mine: MembershipRow = {
      id: id(99),
      groupId: id(2),
      profileId: id(50),
      userId: id(51),
      isLeader: true,
      joinedAt: '2024-01-01T00:00:00.000Z',
    };
    const items = toGroupListItems(
      [group(1, 'Zeta', 'TPACK'), group(2, 'Alpha', 'Emerging Technologies')],
      [{ groupId: id(2), memberCount: 3, leaderCount: 1 }],
      new Map([['Emerging Technologies', 4]]),
      [mine],
    );
    expect(items).toEqual([
      {
        ...group(2, 'Alpha', 'Emerging Technologies'),
        memberCount: 3,
        projectCount: 4,
        leaderCount: 1,
        membership: { isLeader: true, joinedAt: '2024-01-01T00:00:00.000Z' },
        isMember: true,
      },
      {
        ...group(1, 'Zeta', 'TPACK'),
        memberCount: 0,
        projectCount: 0,
        leaderCount: 0,
        membership: null,
        isMember: false,
      },
    ]);
  });
});
