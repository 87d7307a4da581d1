import type { FastifyReply, FastifyRequest } from 'fastify';
import { notificationsRoutes } from '@app/contracts/notifications/http';
import { HttpError, registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import { confirmUnsubscribePage, invalidUnsubscribeLinkPage, unsubscribedPage } from './unsubscribe-pages';
import type { PreferencesService } from './preferences-service';

// The pages run no scripts and post only back to themselves.
const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'";

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_CSP)
    .header('referrer-policy', 'no-referrer')
    .send(html);
}

/** Browsers submitting the page's form want a page back; mail clients' one-click POSTs do not. */
const wantsHtml = (req: FastifyRequest) => (req.headers.accept ?? '').includes('text/html');

/**
 * The link in every email. GET only shows a confirmation (link scanners follow GETs, so a GET
 * must change nothing); POST, from that page or a mail client's RFC 8058 one-click request,
 * turns notification emails off. The signed token in the query is the authorisation.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{
  preferences: PreferencesService;
  publicUrl: string;
}> = async (app, { preferences, publicUrl }) => {
  // RFC 8058 clients post `List-Unsubscribe=One-Click` as a form; what matters is the URL's token.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, body),
  );

  registerRoute(app, notificationsRoutes.unsubscribePage, async (req, reply) => {
    try {
      preferences.userOfToken(req.query.token);
    } catch {
      return sendPage(reply, 400, invalidUnsubscribeLinkPage(publicUrl));
    }
    return sendPage(reply, 200, confirmUnsubscribePage(req.query.token!));
  });

  registerRoute(app, notificationsRoutes.unsubscribe, async (req, reply) => {
    try {
      await preferences.unsubscribe(req.query.token);
    } catch (err) {
      if (err instanceof HttpError && err.statusCode === 400 && wantsHtml(req)) {
        return sendPage(reply, 400, invalidUnsubscribeLinkPage(publicUrl));
      }
      throw err;
    }
    if (wantsHtml(req)) return sendPage(reply, 200, unsubscribedPage(publicUrl));
    return { success: true as const, message: 'You are unsubscribed from notification emails.' };
  });
};
