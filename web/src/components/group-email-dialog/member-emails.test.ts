import { describe, expect, it } from 'vitest';
import { emailAudience, mailtoLink, subjectOrDefault } from './member-emails';

const reply = (emails: string[], totalMembers: number, membersWithEmails: number) => ({
  groupName: 'TPACK',
  emails,
  memberCount: emails.length,
  debug: { totalMembers, membersWithEmails },
});

describe('emailAudience', () => {
  it('writes to the other members when they have addresses', () => {
    expect(emailAudience(reply(['b@x.edu', 'c@x.edu'], 3, 3))).toEqual({
      kind: 'members',
      emails: ['b@x.edu', 'c@x.edu'],
    });
  });

  it('tells a leader who is the only member', () => {
    expect(emailAudience(reply([], 1, 1))).toMatchObject({ kind: 'nobody', title: 'No Other Members' });
  });

  it('tells a leader who is the only one with an address', () => {
    expect(emailAudience(reply([], 3, 1))).toMatchObject({
      kind: 'nobody',
      title: 'No Other Email Addresses',
    });
  });

  it('otherwise says there are no addresses', () => {
    expect(emailAudience(reply([], 3, 0))).toMatchObject({ kind: 'nobody', title: 'No Email Addresses' });
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
