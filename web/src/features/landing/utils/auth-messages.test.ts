import { describe, expect, it } from 'vitest';
import { authErrorMessage, bannersFromQuery, needsTroubleshootLink } from './auth-messages';

describe('authErrorMessage', () => {
  it.each([
    ['auth_config', 'Authentication configuration error. Please try again.'],
    ['auth_failed', 'Authentication failed. Please try again.'],
    ['no_user', 'No user returned from authentication. Please try again.'],
    ['login_failed', 'Login failed. Please try again.'],
    ['access_denied', 'An authentication error occurred. Please try again.'],
    ['toString', 'An authentication error occurred. Please try again.'],
  ])('%s reads "%s"', (code, message) => {
    expect(authErrorMessage(code)).toBe(message);
  });
});

describe('needsTroubleshootLink', () => {
  it('is shown for configuration errors and failures only', () => {
    expect(needsTroubleshootLink(authErrorMessage('auth_config'))).toBe(true);
    expect(needsTroubleshootLink(authErrorMessage('auth_failed'))).toBe(true);
    expect(needsTroubleshootLink(authErrorMessage('login_failed'))).toBe(true);
    expect(needsTroubleshootLink(authErrorMessage('no_user'))).toBe(false);
    expect(needsTroubleshootLink(authErrorMessage('other'))).toBe(false);
  });
});

describe('bannersFromQuery', () => {
  it('reads the error and the logged_in success', () => {
    expect(bannersFromQuery('?error=no_user')).toEqual({
      error: 'No user returned from authentication. Please try again.',
      success: null,
    });
    expect(bannersFromQuery('?success=logged_in')).toEqual({
      error: null,
      success: 'Successfully logged in! Please refresh the page.',
    });
    expect(bannersFromQuery('?success=other')).toEqual({ error: null, success: null });
    expect(bannersFromQuery('')).toEqual({ error: null, success: null });
  });
});
