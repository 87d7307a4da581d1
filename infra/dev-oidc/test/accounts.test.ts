import { describe, expect, it } from 'vitest';
import {
  AccountDirectory,
  claimsOf,
  isEmail,
  KNOWN_PEOPLE,
  namesFromEmail,
  subjectFor,
  uuidV5,
} from '../src/accounts';

describe('uuidV5', () => {
  it('matches the RFC 9562 algorithm (python: uuid5(NAMESPACE_DNS, "python.org"))', () => {
    expect(uuidV5('python.org', '6ba7b810-9dad-11d1-80b4-00c04fd430c8')).toBe(
      '886313e1-3b8a-5372-9b90-0c9aee199e5d',
    );
  });
});

describe('subjectFor', () => {
  it('is a UUID that depends only on the lower-cased, trimmed email', () => {
    const sub = subjectFor('alice@example.edu');
    expect(sub).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(subjectFor(' Alice@Example.EDU ')).toBe(sub);
    expect(subjectFor('bob@example.edu')).not.toBe(sub);
  });
});

describe('namesFromEmail', () => {
  it.each([
    ['dana.lee@x.edu', 'Dana', 'Lee'],
    ['DANA.LEE@x.edu', 'Dana', 'Lee'],
    ['erin_walsh@x.org', 'Erin', 'Walsh'],
    ['mary-jane.van.dyke@x.org', 'Mary', 'Jane Van Dyke'],
    ['dana.lee+test@x.edu', 'Dana', 'Lee'],
    ['dana@x.edu', 'Dana', null],
  ])('%s -> %s / %s', (email, givenName, familyName) => {
    expect(namesFromEmail(email)).toEqual({ givenName, familyName });
  });
});

describe('isEmail', () => {
  it('accepts emails (surrounding spaces allowed) and nothing else', () => {
    expect(isEmail('alice@example.edu')).toBe(true);
    expect(isEmail(' alice@example.edu ')).toBe(true);
    expect(isEmail('alice')).toBe(false);
    expect(isEmail('not an email')).toBe(false);
    expect(isEmail(undefined)).toBe(false);
    expect(isEmail(['alice@example.edu'])).toBe(false);
  });
});

describe('claimsOf', () => {
  const directory = new AccountDirectory();

  it("gives carol's ORCID iD as eduperson_orcid, as AAF sends it", () => {
    expect(claimsOf(directory.signIn('carol@example.edu'))).toEqual({
      sub: subjectFor('carol@example.edu'),
      email: 'carol@example.edu',
      email_verified: true,
      name: 'Carol Nguyen',
      given_name: 'Carol',
      family_name: 'Nguyen',
      eduperson_orcid: 'https://orcid.org/0000-0003-1415-9269',
    });
  });

  it('leaves out eduperson_orcid without an ORCID iD, and family_name without a family name', () => {
    expect(claimsOf(directory.signIn('alice@example.edu'))).not.toHaveProperty('eduperson_orcid');
    const single = claimsOf(directory.signIn('dana@x.edu'));
    expect(single).toMatchObject({ name: 'Dana', given_name: 'Dana' });
    expect(single).not.toHaveProperty('family_name');
  });
});

describe('AccountDirectory', () => {
  it('knows the four dev accounts, in order, with their names', () => {
    const known = new AccountDirectory().knownAccounts.map((a) => [a.email, a.givenName, a.familyName]);
    expect(known).toEqual([
      ['alice@example.edu', 'Alice', 'Chen'],
      ['bob@example.edu', 'Bob', 'Taylor'],
      ['carol@example.edu', 'Carol', 'Nguyen'],
      ['admin@example.edu', 'Site', 'Administrator'],
    ]);
    expect(KNOWN_PEOPLE).toHaveLength(4);
  });

  it('creates an account for a new email once, and finds it by sub', () => {
    const directory = new AccountDirectory();
    expect(directory.findBySubject(subjectFor('dana.lee@x.edu'))).toBeUndefined();
    const created = directory.signIn('Dana.Lee@X.edu');
    expect(created).toMatchObject({
      email: 'dana.lee@x.edu',
      givenName: 'Dana',
      familyName: 'Lee',
      orcid: null,
    });
    expect(directory.signIn('dana.lee@x.edu')).toBe(created);
    expect(directory.findBySubject(created.sub)).toBe(created);
  });

  it('keeps the names of a known account when it signs in with other capitalisation', () => {
    expect(new AccountDirectory().signIn('ADMIN@example.edu')).toMatchObject({
      email: 'admin@example.edu',
      givenName: 'Site',
      familyName: 'Administrator',
    });
  });
});
