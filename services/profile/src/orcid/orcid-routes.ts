import { profileRoutes } from '@app/contracts/profile/http';
import {
  HttpError,
  currentUser,
  forbidden,
  notFound,
  registerRoute,
  type FastifyPluginAsyncZod,
} from '@app/service-kit';
import type { ProfileReader } from '../profiles';
import type { SignedTokens } from '../shared/signed-tokens';
import { authorizeUrl, exchangeCode, type OrcidOAuthSettings } from './orcid-oauth';
import type { OrcidLinking } from './orcid-linking';
import { pagePaths } from '@app/contracts/pages';

const ORCID_CONNECTED_PATH = `${pagePaths.researchProfile}?orcid=connected`;
const ORCID_FAILED_PATH = '/?error=orcid_failed';
/** The dashboard says why a link was refused (e.g. ORCID_VERIFIED_ELSEWHERE). */
const orcidRefusedPath = (code: string) => `${ORCID_FAILED_PATH}&reason=${encodeURIComponent(code)}`;
/** The dashboard asks the prover to confirm before their iD leaves another account's typed claim. */
const orcidConfirmPath = (orcidId: string, token: string) =>
  `/?orcid=confirm&orcidId=${orcidId}&token=${encodeURIComponent(token)}`;

const PROOF_EXPIRED = 'This confirmation has expired or is not yours. Use "Connect with ORCID" again.';

export const orcidRoutes: FastifyPluginAsyncZod<{
  reader: ProfileReader;
  linking: OrcidLinking;
  tokens: SignedTokens;
  /** Null when no ORCID client credentials are configured. */
  oauth: OrcidOAuthSettings | null;
}> = async (app, { reader, linking, tokens, oauth }) => {
  registerRoute(app, profileRoutes.connectOrcid, async (req) => {
    const user = currentUser(req);
    await linking.connectTyped(user, req.body.orcidId, { requestId: req.id });
    return { message: 'ORCID profile connected successfully', ...(await reader.own(user.userId)) };
  });

  // "Resync ORCID": replaces what came from ORCID, keeps the user's own edits.
  registerRoute(app, profileRoutes.sync, async (req) => {
    const user = currentUser(req);
    await linking.sync(user, { requestId: req.id });
    return { message: 'ORCID Data Synced', ...(await reader.own(user.userId)) };
  });

  registerRoute(app, profileRoutes.orcidStatus, async (req) => reader.orcidStatus(currentUser(req).userId));

  // "Connect with ORCID": the browser goes to ORCID, which proves the iD and comes back with a code.
  registerRoute(app, profileRoutes.orcidAuthorize, async (req, reply) => {
    if (!oauth)
      throw notFound('Connecting with ORCID is not set up on this server.', 'ORCID_OAUTH_NOT_CONFIGURED');
    const state = tokens.signOAuthState(currentUser(req).userId);
    return reply.redirect(authorizeUrl(oauth, state), 302);
  });

  registerRoute(app, profileRoutes.orcidCallback, async (req, reply) => {
    const user = currentUser(req);
    const { code, state, error } = req.query;
    const stateOk = state ? tokens.isOAuthStateFor(state, user.userId) : false;
    if (!oauth || error || !code || !stateOk) {
      req.log.warn({ error, hasCode: Boolean(code), stateOk }, 'ORCID sign-in did not complete');
      return reply.redirect(ORCID_FAILED_PATH, 302);
    }
    try {
      const { orcidId } = await exchangeCode(oauth, code);
      if ((await linking.preview(user.userId, orcidId, true)) === 'take-over') {
        return reply.redirect(orcidConfirmPath(orcidId, tokens.signProvenOrcid(user.userId, orcidId)), 302);
      }
      await linking.connectVerified(user, orcidId, { requestId: req.id });
      return reply.redirect(ORCID_CONNECTED_PATH, 302);
    } catch (err) {
      req.log.warn({ err: (err as Error).message }, 'ORCID sign-in could not be linked');
      const refused = err instanceof HttpError && err.statusCode === 409;
      return reply.redirect(refused ? orcidRefusedPath(err.code) : ORCID_FAILED_PATH, 302);
    }
  });

  registerRoute(app, profileRoutes.confirmOrcid, async (req) => {
    const user = currentUser(req);
    const orcidId = tokens.provenOrcidFor(req.body.token, user.userId);
    if (!orcidId) throw forbidden(PROOF_EXPIRED, 'ORCID_PROOF_EXPIRED');
    await linking.connectVerified(user, orcidId, { requestId: req.id });
    return { message: 'ORCID profile connected successfully', ...(await reader.own(user.userId)) };
  });
};
