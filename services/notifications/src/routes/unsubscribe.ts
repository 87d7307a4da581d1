import { z } from 'zod';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ErrorReply } from '@app/contracts';
import { UnsubscribeQuery, UnsubscribeResponse } from '@app/contracts/notifications/http';
import { HttpError, type FastifyPluginAsyncZod } from '@app/service-kit';
import {
  confirmUnsubscribePage,
  invalidUnsubscribeLinkPage,
  unsubscribedPage,
} from '../domain/unsubscribe-pages';
import type { NotificationsService } from '../service/notifications-service';

const HtmlPage = z.string().describe('a self-contained HTML page');

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
  notifications: NotificationsService;
  publicUrl: string;
}> = async (app, { notifications, publicUrl }) => {
  // RFC 8058 clients post `List-Unsubscribe=One-Click` as a form; what matters is the URL's token.
  app.addContentTypeParser(
    ['application/x-www-form-urlencoded', 'multipart/form-data'],
    { parseAs: 'string', bodyLimit: 4096 },
    (_req, body, done) => done(null, body),
  );

  app.get(
    '/api/notifications/unsubscribe',
    {
      config: { auth: 'public' },
      schema: { querystring: UnsubscribeQuery, response: { 200: HtmlPage, 400: HtmlPage } },
    },
    async (req, reply) => {
      try {
        notifications.userOfToken(req.query.token);
      } catch {
        return sendPage(reply, 400, invalidUnsubscribeLinkPage(publicUrl));
      }
      return sendPage(reply, 200, confirmUnsubscribePage(req.query.token!));
    },
  );

  app.post(
    '/api/notifications/unsubscribe',
    {
      config: { auth: 'public' },
      schema: {
        querystring: UnsubscribeQuery,
        response: { 200: z.union([UnsubscribeResponse, HtmlPage]), 400: z.union([ErrorReply, HtmlPage]) },
      },
    },
    async (req, reply) => {
      try {
        await notifications.unsubscribe(req.query.token);
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 400 && wantsHtml(req)) {
          return sendPage(reply, 400, invalidUnsubscribeLinkPage(publicUrl));
        }
        throw err;
      }
      if (wantsHtml(req)) return sendPage(reply, 200, unsubscribedPage(publicUrl));
      return { success: true as const, message: 'You are unsubscribed from notification emails.' };
    },
  );
};
