import { startDevOidc } from './app';
import { loadDevOidcConfig } from './config';

try {
  const config = loadDevOidcConfig(process.env);
  const oidc = await startDevOidc(config);
  console.info(
    `dev-oidc: issuer ${oidc.issuer} (listening at ${oidc.url}), client ${config.DEV_OIDC_CLIENT_ID}, ` +
      `redirect URIs ${config.DEV_OIDC_REDIRECT_URIS.join(' ')}`,
  );
  const stop = (signal: string) => {
    console.info(`dev-oidc: ${signal}, stopping`);
    oidc.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
} catch (err) {
  console.error(`dev-oidc could not start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
