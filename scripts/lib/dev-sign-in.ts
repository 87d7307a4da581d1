import { BrowserClient } from '@app/service-kit/testing';

/**
 * Signs a person in through the gateway's whole OpenID Connect flow against the dev provider (which
 * asks for no password), as a browser would: the browser, holding its session cookie, and the
 * user's id from identity.
 */
export async function devSignIn(base: string, email: string): Promise<BrowserClient & { id: string }> {
  const client = new BrowserClient();
  const { hops } = await client.follow(`${base}/api/login?login_hint=${encodeURIComponent(email)}`);
  if (!hops.at(-1)!.url.endsWith('/?success=logged_in'))
    throw new Error(`sign-in failed for ${email}: ${hops.at(-1)!.url}`);
  const me = (await (await client.request(`${base}/api/auth/user`)).json()) as { id: string };
  return Object.assign(client, { id: me.id });
}

/** The Cookie header a browser sends to `base`. */
export const cookieHeader = (client: BrowserClient, base: string): string =>
  Object.entries(client.cookies(base))
    .map(([k, v]) => `${k}=${v}`)
    .join('; ');
