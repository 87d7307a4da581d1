import type { IncomingMessage, ServerResponse } from 'node:http';
import { errors, type Interaction, type Provider } from 'oidc-provider';
import { isEmail, type AccountDirectory } from './accounts';
import { errorPage, INVALID_EMAIL, loginPage } from './pages';

const MAX_FORM_BYTES = 16 * 1024;

class BadRequest extends Error {}

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(html);
}

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = req.headers['content-type'] ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) {
    throw new BadRequest('Send the form as application/x-www-form-urlencoded.');
  }
  let size = 0;
  const chunks: Buffer[] = [];
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_FORM_BYTES) throw new BadRequest('The form is too large.');
    chunks.push(chunk as Buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * Consent is automatic: the app is first-party, so whatever it asked for is granted. Since
 * oidc-provider v7 that means recording a Grant (new, or the one already held) and handing back its id.
 */
async function grantEverythingRequested(provider: Provider, interaction: Interaction): Promise<string> {
  const { details } = interaction.prompt;
  const grant =
    (interaction.grantId && (await provider.Grant.find(interaction.grantId))) ||
    new provider.Grant({ accountId: interaction.session!.accountId, clientId: interaction.params.client_id });
  if (details.missingOIDCScope?.length) grant.addOIDCScope(details.missingOIDCScope.join(' '));
  if (details.missingOIDCClaims?.length) grant.addOIDCClaims(details.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(details.missingResourceScopes ?? {})) {
    grant.addResourceScope(resource, scopes.join(' '));
  }
  return grant.save();
}

/**
 * The provider's interaction pages: /interaction/:uid (sign in or consent), and the forms it posts
 * to, /interaction/:uid/login and /interaction/:uid/abort. Returns false for any other path.
 */
export function interactionRoutes(provider: Provider, accounts: AccountDirectory) {
  const signIn = (req: IncomingMessage, res: ServerResponse, email: string) =>
    provider.interactionFinished(
      req,
      res,
      { login: { accountId: accounts.signIn(email).sub } },
      { mergeWithLastSubmission: false },
    );

  async function show(req: IncomingMessage, res: ServerResponse, interaction: Interaction) {
    if (interaction.prompt.name === 'login') {
      const hint = interaction.params.login_hint;
      if (isEmail(hint)) return signIn(req, res, hint);
      return sendHtml(res, 200, page(interaction, { email: typeof hint === 'string' ? hint : '' }));
    }
    if (interaction.prompt.name === 'consent') {
      const grantId = await grantEverythingRequested(provider, interaction);
      return provider.interactionFinished(req, res, { consent: { grantId } });
    }
    throw new BadRequest(`Unexpected prompt: ${interaction.prompt.name}`);
  }

  async function login(req: IncomingMessage, res: ServerResponse, interaction: Interaction) {
    if (interaction.prompt.name !== 'login') throw new BadRequest('This sign-in step is already done.');
    const email = (await readForm(req)).get('email')?.trim() ?? '';
    if (!isEmail(email)) return sendHtml(res, 400, page(interaction, { email, error: INVALID_EMAIL }));
    return signIn(req, res, email);
  }

  const abort = (req: IncomingMessage, res: ServerResponse) =>
    provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'The user cancelled the sign-in.' },
      { mergeWithLastSubmission: false },
    );

  const page = (interaction: Interaction, extra: { email?: string; error?: string }) =>
    loginPage({
      action: `/interaction/${interaction.uid}/login`,
      abortAction: `/interaction/${interaction.uid}/abort`,
      accounts: accounts.knownAccounts,
      ...extra,
    });

  return async function route(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|abort))?$/.exec(
      new URL(req.url ?? '/', 'http://x').pathname,
    );
    if (!match) return false;
    const [, uid, action] = match;
    const expected = action ? 'POST' : 'GET';
    try {
      if (req.method !== expected) {
        res.setHeader('Allow', expected);
        sendHtml(res, 405, errorPage({ error: 'method_not_allowed' }));
        return true;
      }
      const interaction = await provider.interactionDetails(req, res);
      if (interaction.uid !== uid) throw new BadRequest('This page belongs to another sign-in.');
      if (action === 'login') await login(req, res, interaction);
      else if (action === 'abort') await abort(req, res);
      else await show(req, res, interaction);
    } catch (err) {
      if (err instanceof errors.SessionNotFound) {
        sendHtml(
          res,
          400,
          errorPage({
            error: 'session_not_found',
            error_description: 'This sign-in expired or was already completed. Start again from the app.',
          }),
        );
      } else if (err instanceof BadRequest) {
        sendHtml(res, 400, errorPage({ error: 'invalid_request', error_description: err.message }));
      } else {
        console.error('dev-oidc: interaction failed', err);
        if (!res.headersSent) sendHtml(res, 500, errorPage({ error: 'server_error' }));
      }
    }
    return true;
  };
}
