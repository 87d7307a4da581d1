/** The landing page's sign-in banners (spec 1 §8), driven by `?error=` and `?success=`. */
const errorMessages = new Map([
  ['auth_config', 'Authentication configuration error. Please try again.'],
  ['auth_failed', 'Authentication failed. Please try again.'],
  ['no_user', 'No user returned from authentication. Please try again.'],
  ['login_failed', 'Login failed. Please try again.'],
]);

const GENERIC_AUTH_ERROR = 'An authentication error occurred. Please try again.';
const LOGIN_SUCCESS_MESSAGE = 'Successfully logged in! Please refresh the page.';
export const TROUBLESHOOT_LINK_TEXT = 'Need help with authentication issues?';

export function authErrorMessage(code: string): string {
  return errorMessages.get(code) ?? GENERIC_AUTH_ERROR;
}

/** Configuration problems and failures get a link to the troubleshooting page. */
export function needsTroubleshootLink(message: string): boolean {
  return message.includes('configuration') || message.includes('failed');
}

export interface AuthBanners {
  error: string | null;
  success: string | null;
}

/** What the query string asks the landing page to show. */
export function bannersFromQuery(search: string): AuthBanners {
  const params = new URLSearchParams(search);
  const error = params.get('error');
  return {
    error: error !== null ? authErrorMessage(error) : null,
    success: params.get('success') === 'logged_in' ? LOGIN_SUCCESS_MESSAGE : null,
  };
}
