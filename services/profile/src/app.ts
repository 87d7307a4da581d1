import { profileRoutes as profileRouteDefinitions } from '@app/contracts/profile/http';
import { consumers, createService, database, decorate, nats, outbox, use } from '@app/service-kit';
import { migrations } from '../migrations';
import { orcidOAuthAvailable, type ProfileConfig } from './config';
import { subscriptions } from './events/subscriptions';
import { OpenAlexClient } from './openalex/openalex-client';
import { OrcidClient } from './orcid/orcid-client';
import type { OrcidOAuthSettings } from './orcid/orcid-oauth';
import { imageRoutes } from './routes/images';
import { orcidRoutes } from './routes/orcid';
import { profileRoutes } from './routes/profile';
import { referenceDataRoutes } from './routes/reference-data';
import { researcherRoutes } from './routes/researcher';
import { ImageStorage } from './service/image-storage';
import { OrcidImportRetry } from './service/orcid-import-retry';
import { OrcidLinking } from './service/orcid-linking';
import { ProfileEdits } from './service/profile-edits';
import { ProfileImages } from './service/profile-images';
import { ProfileReader } from './service/profile-reader';
import { ProfileRefresh } from './service/profile-refresh';
import { ProfileRemoval } from './service/profile-removal';
import { RefreshSchedule } from './service/refresh-schedule';
import { SignedTokens } from './service/signed-tokens';

/**
 * Profile owns research profiles: ORCID links and what is imported from ORCID (publications,
 * affiliations, education, awards), the researcher's own edits (interests, FoR codes, availability,
 * statement, photo), the FoR reference list, and the public researcher pages.
 */
export async function buildApp(config: ProfileConfig) {
  const app = await createService({ name: 'profile', config, routes: Object.values(profileRouteDefinitions) })
    .then(use(database, { migrations }))
    .then(use(nats))
    .then(use(outbox, { stream: 'profile' }));

  const storage = new ImageStorage(config.IMAGE_DIR);
  await storage.init();
  const tokens = new SignedTokens(config.INTERNAL_AUTH_SECRET);
  const orcid = new OrcidClient({
    apiUrl: config.ORCID_API_URL,
    timeoutMs: config.ORCID_TIMEOUT_MS,
    maxRetries: config.ORCID_MAX_RETRIES,
    retryBaseMs: config.ORCID_RETRY_BASE_MS,
    log: app.log.child({ component: 'orcid' }),
  });
  const oauth: OrcidOAuthSettings | null = orcidOAuthAvailable(config)
    ? {
        oauthUrl: config.ORCID_OAUTH_URL,
        tokenUrl: config.ORCID_OAUTH_INTERNAL_URL,
        clientId: config.ORCID_CLIENT_ID!,
        clientSecret: config.ORCID_CLIENT_SECRET!,
        redirectUri: `${config.PUBLIC_URL.replace(/\/+$/, '')}/api/orcid/callback`,
        timeoutMs: config.ORCID_TIMEOUT_MS,
      }
    : null;

  const removal = new ProfileRemoval(storage, app.log);
  const linking = new OrcidLinking(app.db, app.events, orcid, app.log, config.ORCID_IMPORT_RETRY_BASE_MS);
  const importRetry = new OrcidImportRetry(
    app.db,
    linking,
    config.ORCID_IMPORT_RETRY_POLL_MS,
    app.log.child({ component: 'orcid-import-retry' }),
  );
  app.addHook('onReady', async () => importRetry.start());
  app.addHook('preClose', async () => importRetry.stop());
  const refresh = new ProfileRefresh(
    app.db,
    app.events,
    orcid,
    new OpenAlexClient({
      apiUrl: config.OPENALEX_API_URL,
      apiKey: config.OPENALEX_API_KEY,
      mailto: config.OPENALEX_MAILTO,
      timeoutMs: config.OPENALEX_TIMEOUT_MS,
      maxRetries: config.OPENALEX_MAX_RETRIES,
      retryBaseMs: config.OPENALEX_RETRY_BASE_MS,
      log: app.log.child({ component: 'openalex' }),
    }),
    linking,
    { periodMs: config.METRICS_REFRESH_PERIOD_MS, retryBaseMs: config.METRICS_REFRESH_RETRY_BASE_MS },
    app.log.child({ component: 'profile-refresh' }),
  );
  if (config.METRICS_REFRESH) {
    const schedule = new RefreshSchedule(
      refresh,
      {
        redisUrl: config.REDIS_URL,
        prefix: `${config.REDIS_PREFIX}bull`,
        tickMs: config.METRICS_REFRESH_TICK_MS,
        ratePerSecond: config.ORCID_SYNC_RATE,
      },
      app.log.child({ component: 'refresh-schedule' }),
    );
    app.addHook('onReady', async () => schedule.start());
    app.addHook('preClose', async () => schedule.close());
  }
  const reader = new ProfileReader(app.db, oauth !== null);
  const edits = new ProfileEdits(app.db, app.events);
  const images = new ProfileImages(app.db, app.events, storage, tokens, removal, {
    publicUrl: config.PUBLIC_URL,
    uploadTtlSeconds: config.IMAGE_URL_TTL_SECONDS,
  });
  await app.register(profileRoutes, { reader, edits, linking });
  await app.register(orcidRoutes, { reader, linking, tokens, oauth });
  await app.register(referenceDataRoutes, { db: app.db });
  await app.register(imageRoutes, { images });
  await app.register(researcherRoutes, { reader });
  await use(consumers, { subscriptions: subscriptions({ linking, removal }) })(app);
  // Exposed for tests: it finishes ORCID imports that failed when the iD was linked.
  return decorate(decorate(app, 'orcidImportRetry', importRetry), 'profileRefresh', refresh);
}

export type ProfileApp = Awaited<ReturnType<typeof buildApp>>;
