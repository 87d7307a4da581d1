import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@app/contracts/admin/http';
import { describeAuditEntry } from './audit-entry';

const entry = (over: Partial<AuditEntry>): AuditEntry => ({
  id: '00000000-0000-4000-8000-000000000010',
  actorUserId: '00000000-0000-4000-8000-000000000001',
  actorEmail: 'ada@example.edu',
  action: 'make_admin',
  outcome: 'succeeded',
  targetUserId: 'abcdef12-0000-4000-8000-000000000002',
  targetEmail: 'grace@example.edu',
  details: {},
  createdAt: '2026-03-02T01:00:00.000Z',
  ...over,
});

describe('describeAuditEntry', () => {
  it('says what was done to whom', () => {
    expect(describeAuditEntry(entry({}))).toEqual({
      summary: 'ada@example.edu made grace@example.edu an administrator',
      refusal: null,
    });
    expect(describeAuditEntry(entry({ action: 'email_user', details: { subject: 'Welcome' } })).summary).toBe(
      'ada@example.edu emailed grace@example.edu: “Welcome”',
    );
    expect(describeAuditEntry(entry({ action: 'delete_user', targetEmail: null })).summary).toBe(
      'ada@example.edu deleted the account of user abcdef12',
    );
  });

  it('says what a rule refused, and why', () => {
    expect(
      describeAuditEntry(
        entry({ action: 'remove_admin', outcome: 'refused', details: { reason: 'SELF_DEMOTE' } }),
      ),
    ).toEqual({
      summary: 'ada@example.edu tried to remove the administrator role from grace@example.edu',
      refusal: 'administrators cannot remove their own administrator role',
    });
    expect(
      describeAuditEntry(
        entry({ action: 'delete_user', outcome: 'refused', details: { reason: 'NEW_RULE' } }),
      ).refusal,
    ).toBe('NEW_RULE');
  });

  it('explains an ORCID take-over', () => {
    expect(
      describeAuditEntry(
        entry({ action: 'orcid_take_over', details: { orcidId: '0000-0002-1825-0097', fromProfileId: 'p' } }),
      ).summary,
    ).toBe(
      'ada@example.edu proved ORCID iD 0000-0002-1825-0097 theirs; it was unlinked from grace@example.edu, who had typed it',
    );
  });

  it('says what a group leader did with the members’ addresses, naming the group', () => {
    const group = { groupId: 'g', groupName: 'TPACK' };
    const leader = { targetUserId: null, targetEmail: null };
    expect(
      describeAuditEntry(
        entry({
          ...leader,
          action: 'group_member_emails_read',
          details: { ...group, shownCount: 1, hiddenCount: 2 },
        }),
      ).summary,
    ).toBe(
      'ada@example.edu read the member email addresses of TPACK for the first time as a leader (1 address shown, 2 members hidden)',
    );
    expect(
      describeAuditEntry(
        entry({
          ...leader,
          action: 'group_members_emailed',
          details: { ...group, recipientCount: 3, subject: 'Friday' },
        }),
      ).summary,
    ).toBe('ada@example.edu emailed 3 members of TPACK through Research Connect: “Friday”');
  });

  it('says what an administrator did to a research interest, and how many held it', () => {
    const interest = { targetUserId: null, targetEmail: null };
    const said = (
      action: 'rename_research_interest' | 'merge_research_interests' | 'remove_research_interest',
      details: Record<string, unknown>,
    ) => describeAuditEntry(entry({ ...interest, action, details })).summary;
    expect(
      said('rename_research_interest', { name: 'AI  ethics', newName: 'AI ethics', holderCount: 1 }),
    ).toBe('ada@example.edu renamed the research interest “AI  ethics” to “AI ethics”, held by 1 researcher');
    expect(
      said('merge_research_interests', { name: 'ML', intoName: 'Machine learning', holderCount: 3 }),
    ).toBe(
      'ada@example.edu merged the research interest “ML” into “Machine learning”, held by 3 researchers',
    );
    expect(said('remove_research_interest', { name: 'Spam' })).toBe(
      'ada@example.edu removed the research interest “Spam”',
    );
  });
});
