import { describe, expect, it } from 'vitest';
import { MEMBER_EMAILS_MAX, type ResearchGroup } from '@app/contracts/groups/http';
import { toGroupListItems } from '../src/groups/group-list';
import { groupEmailAllowance, memberEmailList, messageRecipients } from '../src/group-email/member-emails';
import type { MembershipRow } from '../src/groups/members';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('member email list', () => {
  const leader = { userId: id(1), email: 'lead@uni.edu' };
  const shown = (n: number, email: string | null) => ({ userId: id(n), email, emailVisibleToMembers: true });
  const hidden = (n: number, email: string | null) => ({
    userId: id(n),
    email,
    emailVisibleToMembers: false,
  });

  it('gives every other member with an email once, never the leader or a blank address', () => {
    const result = memberEmailList(
      'AI in Teacher Education',
      [
        shown(1, 'lead.profile@uni.edu'),
        shown(2, 'ana@uni.edu'),
        shown(3, null),
        shown(4, '   '),
        shown(5, 'ANA@uni.edu'),
        shown(6, ' ben@uni.edu '),
      ],
      leader,
    );
    expect(result).toEqual({
      groupName: 'AI in Teacher Education',
      emails: ['ana@uni.edu', 'ben@uni.edu'],
      memberCount: 2,
      notListedCount: 0,
      otherMemberCount: 5,
      hiddenCount: 0,
    });
  });

  it('never gives the address of a member who keeps it to themselves, and counts them', () => {
    const result = memberEmailList(
      'G',
      [
        shown(1, 'lead@uni.edu'),
        hidden(2, 'bob@example.edu'),
        shown(3, 'carol@uni.edu'),
        hidden(4, 'dan@uni.edu'),
      ],
      leader,
    );
    expect(result).toEqual({
      groupName: 'G',
      emails: ['carol@uni.edu'],
      memberCount: 1,
      notListedCount: 0,
      otherMemberCount: 3,
      hiddenCount: 2,
    });
    expect(JSON.stringify(result)).not.toMatch(/bob@|dan@/);
  });

  it('leaves out another member who shares the leader’s own address, whatever its case', () => {
    const result = memberEmailList('G', [shown(1, null), shown(2, 'Lead@Uni.edu')], leader);
    expect(result.emails).toEqual([]);
  });

  it('lists the first 100 addresses, what one message can be addressed to, and counts the rest', () => {
    const members = [
      shown(1, 'lead@uni.edu'),
      ...Array.from({ length: 130 }, (_, i) => shown(i + 2, `m${i + 1}@uni.edu`)),
    ];
    const result = memberEmailList('G', members, leader);
    expect(result.emails).toHaveLength(MEMBER_EMAILS_MAX);
    expect(result.emails[0]).toBe('m1@uni.edu');
    expect(result.emails.at(-1)).toBe('m100@uni.edu');
    expect(result).toMatchObject({ memberCount: 100, notListedCount: 30, otherMemberCount: 130 });
  });

  it('lets the client tell "no other members" from "no addresses"', () => {
    const alone = memberEmailList('G', [shown(1, 'lead@uni.edu')], leader);
    expect(alone).toMatchObject({ emails: [], memberCount: 0, otherMemberCount: 0, hiddenCount: 0 });
    const othersWithout = memberEmailList('G', [shown(1, 'lead@uni.edu'), shown(2, null)], leader);
    expect(othersWithout).toMatchObject({ emails: [], otherMemberCount: 1, hiddenCount: 0 });
  });
});

describe('sending through Research Connect', () => {
  const now = new Date('2026-05-01T10:00:00.000Z');

  it('lets a leader send up to the limit in the window, then says how long to wait', () => {
    const limit = { max: 2, windowMs: 60 * 60 * 1000 };
    expect(groupEmailAllowance({ count: 0, oldest: null }, now, limit)).toEqual({ allowed: true });
    expect(groupEmailAllowance({ count: 1, oldest: '2026-05-01T09:30:00.000Z' }, now, limit)).toEqual({
      allowed: true,
    });
    expect(groupEmailAllowance({ count: 2, oldest: '2026-05-01T09:30:00.000Z' }, now, limit)).toEqual({
      allowed: false,
      retryAfterSeconds: 30 * 60,
    });
  });

  it('goes to every other member once, the sender never', () => {
    expect(
      messageRecipients([{ userId: id(1) }, { userId: id(2) }, { userId: id(2) }, { userId: id(3) }], id(1)),
    ).toEqual([id(2), id(3)]);
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
