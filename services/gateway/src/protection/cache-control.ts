import type { RouteAuth } from '@app/contracts';

/**
 * The `Cache-Control` an API answer leaves the gateway with. An answer to a signed-in route (the
 * catalogue's `user` or `admin`) may carry personal data: `no-store`, so neither a shared cache nor
 * the browser's keeps it. So does a public route's answer made for a signed-in person (the finders
 * show members' email addresses) unless its service declared it cacheable, as the FoR list does.
 * A stricter value the service set (any with `no-store`) stands.
 */
export function cacheControlFor(
  auth: RouteAuth | null,
  signedIn: boolean,
  given: string | undefined,
): string | undefined {
  if (given !== undefined && /(^|[\s,])no-store($|[\s,])/i.test(given)) return given;
  if (auth === 'user' || auth === 'admin') return 'no-store';
  if (auth === 'public' && signedIn && given === undefined) return 'no-store';
  return given;
}
