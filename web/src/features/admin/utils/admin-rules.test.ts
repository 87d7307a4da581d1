import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { canEmail, emailFormError, isSelf, refusalReason, userDisplayName } from './admin-rules';

describe('emailFormError', () => {
  it('needs a non-blank subject and a non-blank message', () => {
    expect(emailFormError('', 'Hello')).toBe('Please fill in both subject and message');
    expect(emailFormError('Hi', '   ')).toBe('Please fill in both subject and message');
    expect(emailFormError(' \n', '\t')).toBe('Please fill in both subject and message');
    expect(emailFormError('Hi', 'Hello')).toBeNull();
  });
});

describe('userDisplayName', () => {
  it('uses the names, else the email, else a placeholder', () => {
    expect(userDisplayName({ firstName: 'Ada', lastName: 'Lovelace', email: 'a@x.edu' })).toBe(
      'Ada Lovelace',
    );
    expect(userDisplayName({ firstName: 'Ada', lastName: null, email: 'a@x.edu' })).toBe('Ada');
    expect(userDisplayName({ firstName: null, lastName: null, email: 'a@x.edu' })).toBe('a@x.edu');
    expect(userDisplayName({ firstName: null, lastName: null, email: null })).toBe('Unknown User');
  });
});

describe('canEmail and isSelf', () => {
  it('needs an address to email', () => {
    expect(canEmail({ email: 'a@x.edu' })).toBe(true);
    expect(canEmail({ email: null })).toBe(false);
    expect(canEmail({ email: ' ' })).toBe(false);
  });

  it('knows one’s own account', () => {
    expect(isSelf({ id: 'u1' }, 'u1')).toBe(true);
    expect(isSelf({ id: 'u1' }, 'u2')).toBe(false);
    expect(isSelf({ id: 'u1' }, undefined)).toBe(false);
  });
});

describe('refusalReason', () => {
  const reply = (status: number, message: string) =>
    new ApiError(`${status}: x`, status, JSON.stringify({ error: 'x', code: 'X', message }));

  it('gives the server’s words for a refusal, not for a crash', () => {
    expect(refusalReason(reply(409, 'This user is the last remaining administrator'))).toBe(
      'This user is the last remaining administrator',
    );
    expect(refusalReason(reply(500, 'Something went wrong. Please try again.'))).toBeUndefined();
    expect(refusalReason(new ApiError('400: oops', 400, 'oops'))).toBeUndefined();
    expect(refusalReason(new Error('network down'))).toBeUndefined();
  });
});
