import { describe, expect, it } from 'vitest';
import {
  emailAudience,
  hiddenMembersNote,
  mailtoLink,
  notListedNote,
  subjectOrDefault,
} from './member-emails';

const reply = (emails: string[], otherMemberCount: number, hiddenCount = 0) => ({
  groupName: 'TPACK',
  emails,
  memberCount: emails.length,
  notListedCount: 0,
  otherMemberCount,
  hiddenCount,
});

describe('emailAudience', () => {
  it('writes to the other members when they have addresses', () => {
    expect(emailAudience(reply(['b@x.edu', 'c@x.edu'], 2))).toEqual({
      kind: 'members',
      emails: ['b@x.edu', 'c@x.edu'],
    });
  });

  it('tells a leader who is the only member', () => {
    expect(emailAudience(reply([], 0))).toMatchObject({ kind: 'nobody', title: 'No Other Members' });
  });

  it('points to Research Connect when the others hide their addresses', () => {
    expect(emailAudience(reply([], 2, 2))).toMatchObject({
      kind: 'nobody',
      title: 'No Email Addresses',
      description: expect.stringContaining('Send through Research Connect'),
    });
  });

  it('otherwise says there are no addresses', () => {
    expect(emailAudience(reply([], 3))).toMatchObject({
      kind: 'nobody',
      title: 'No Email Addresses',
      description: 'None of the other members of this group has an email address.',
    });
  });
});

describe('hiddenMembersNote', () => {
  it('counts the members who keep their address to themselves', () => {
    expect(hiddenMembersNote({ hiddenCount: 0 })).toBeNull();
    expect(hiddenMembersNote({ hiddenCount: 1 })).toBe('1 member does not share their address');
    expect(hiddenMembersNote({ hiddenCount: 2 })).toBe('2 members do not share their address');
  });
});

describe('notListedNote', () => {
  it('says how many of the members who share an address the mail program gets, when not all', () => {
    expect(notListedNote({ emails: ['b@x.edu'], notListedCount: 0 })).toBeNull();
    const hundred = Array.from({ length: 100 }, (_, i) => `m${i}@x.edu`);
    expect(notListedNote({ emails: hundred, notListedCount: 30 })).toBe(
      'Your email program gets the first 100 of the 130 members who share their address',
    );
  });
});

describe('subjectOrDefault', () => {
  it('uses "Message from <group>" when the subject is empty', () => {
    expect(subjectOrDefault('  ', 'TPACK')).toBe('Message from TPACK');
    expect(subjectOrDefault('Meeting', 'TPACK')).toBe('Meeting');
  });
});

describe('mailtoLink', () => {
  it('puts the members in blind copy and encodes subject and message', () => {
    expect(mailtoLink(['b@x.edu', 'c+d@x.edu'], 'Hi & welcome', 'Line 1\nLine 2')).toBe(
      'mailto:?bcc=b%40x.edu,c%2Bd%40x.edu&subject=Hi%20%26%20welcome&body=Line%201%0ALine%202',
    );
    expect(mailtoLink(['b@x.edu'], 'S', '')).toBe('mailto:?bcc=b%40x.edu&subject=S');
  });
});
