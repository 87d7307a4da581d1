import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AccountDirectory } from './accounts';
import { DevOidcConfigError, PRODUCTION_REFUSAL, type DevOidcConfig } from './config';
import { interactionRoutes } from './interactions';
import { createProvider } from './provider';

export interface DevOidc {
  /** Where the provider answers on this machine. */
  url: string;
  /** The issuer it announces; by default the same as `url`. */
  issuer: string;
  accounts: AccountDirectory;
  close(): Promise<void>;
}

const LOCAL_HOSTS = new Set(['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost']);

function listen(server: ReturnType<typeof createServer>, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', (err) =>
      reject(new Error(`cannot listen on ${host}:${port}: ${err.message}`, { cause: err })),
    );
    server.listen(port, host, () => resolve((server.address() as AddressInfo).port));
  });
}

/**
 * Starts the provider. With DEV_OIDC_PORT=0 it takes a free port; the issuer is then built from
 * the port actually bound, because clients check that the discovered issuer equals the one they
 * asked for.
 */
export async function startDevOidc(config: DevOidcConfig): Promise<DevOidc> {
  // The config type already rules production out; this also stops a hand-built config.
  if ((config.NODE_ENV as string) === 'production') {
    throw new DevOidcConfigError([`NODE_ENV: ${PRODUCTION_REFUSAL}`]);
  }

  const server = createServer();
  const port = await listen(server, config.DEV_OIDC_PORT, config.DEV_OIDC_HOST);
  const host = LOCAL_HOSTS.has(config.DEV_OIDC_HOST) ? 'localhost' : config.DEV_OIDC_HOST;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const issuer = config.DEV_OIDC_ISSUER ?? url;

  const close = () =>
    new Promise<void>((resolve, reject) => {
      server.close((err) => (err ? reject(err) : resolve()));
      // Keep-alive connections would otherwise hold the server open.
      server.closeAllConnections();
    });

  const accounts = new AccountDirectory();
  try {
    const provider = createProvider(
      issuer,
      {
        clientId: config.DEV_OIDC_CLIENT_ID,
        clientSecret: config.DEV_OIDC_CLIENT_SECRET,
        redirectUris: config.DEV_OIDC_REDIRECT_URIS,
        postLogoutRedirectUris: config.DEV_OIDC_POST_LOGOUT_REDIRECT_URIS,
      },
      accounts,
    );
    const interactions = interactionRoutes(provider, accounts);
    const oidc = provider.callback();
    // Everything since listen() resolved ran synchronously: no request can have come in yet.
    server.on('request', (req: IncomingMessage, res: ServerResponse) => {
      void interactions(req, res).then((handled) => (handled ? undefined : oidc(req, res)));
    });
  } catch (err) {
    await close();
    throw err;
  }

  return { url, issuer, accounts, close };
}
