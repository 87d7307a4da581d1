import { gatewayRoutes } from '@app/contracts/gateway/http';
import { openApiDocument } from '@app/contracts/openapi';
import { registerRoute, type App } from '@app/service-kit';
import type { GatewayConfig } from '../config';
import { sessionCookieName } from '../session';

/**
 * `GET /api/docs`: the API as OpenAPI 3.1, written from the contracts' route definitions. Served
 * outside production only: a deployment does not advertise its whole surface to strangers.
 */
export async function apiDocsRoute(app: App, config: GatewayConfig): Promise<void> {
  if (config.NODE_ENV === 'production') return;
  let document: Record<string, unknown> | undefined;
  registerRoute(app, gatewayRoutes.docs, async () => {
    document ??= withCookieName(openApiDocument(), sessionCookieName(config));
    return document;
  });
}

function withCookieName(document: Record<string, unknown>, cookie: string): Record<string, unknown> {
  const components = document.components as { securitySchemes: { session: { name: string } } };
  components.securitySchemes.session.name = cookie;
  return document;
}
