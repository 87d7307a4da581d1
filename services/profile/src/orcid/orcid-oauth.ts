import { z } from 'zod';
import { isValidOrcidId } from '@app/contracts/profile/orcid-id';
import { HttpError } from '@app/service-kit';

/**
 * ORCID's OAuth `/authenticate` flow, which proves a person holds an iD: send them to
 * `/oauth/authorize`, then exchange the returned code at `/oauth/token` (the answer names the iD).
 */
export interface OrcidOAuthSettings {
  /** Where browsers are sent to sign in at ORCID. */
  oauthUrl: string;
  /** Where this service exchanges the code, when it differs from `oauthUrl` (containers). */
  tokenUrl?: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  timeoutMs: number;
}

export function authorizeUrl(s: OrcidOAuthSettings, state: string): string {
  const url = new URL('/oauth/authorize', s.oauthUrl);
  url.search = new URLSearchParams({
    client_id: s.clientId,
    response_type: 'code',
    scope: '/authenticate',
    redirect_uri: s.redirectUri,
    state,
  }).toString();
  return url.toString();
}

const TokenAnswer = z.object({
  access_token: z.string(),
  orcid: z.string(),
  name: z.string().nullish(),
});

/** Exchanges an authorisation code for the iD it proves. */
export async function exchangeCode(
  s: OrcidOAuthSettings,
  code: string,
): Promise<{ orcidId: string; name: string | null }> {
  let res: Response;
  try {
    res = await fetch(new URL('/oauth/token', s.tokenUrl ?? s.oauthUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: new URLSearchParams({
        client_id: s.clientId,
        client_secret: s.clientSecret,
        grant_type: 'authorization_code',
        code,
        redirect_uri: s.redirectUri,
      }),
      signal: AbortSignal.timeout(s.timeoutMs),
    });
  } catch {
    throw new HttpError(502, 'ORCID_UNREACHABLE', 'ORCID could not be reached. Please try again later.');
  }
  const body: unknown = await res.json().catch(() => null);
  const parsed = TokenAnswer.safeParse(body);
  if (!res.ok || !parsed.success) {
    throw new HttpError(
      502,
      'ORCID_OAUTH_FAILED',
      `ORCID did not confirm the sign-in (status ${res.status}).`,
    );
  }
  if (!isValidOrcidId(parsed.data.orcid)) {
    throw new HttpError(502, 'ORCID_OAUTH_FAILED', 'ORCID answered with an iD that is not valid.');
  }
  return { orcidId: parsed.data.orcid, name: parsed.data.name ?? null };
}
