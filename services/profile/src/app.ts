import { profileRoutes as profileRouteDefinitions } from '@app/contracts/profile/http';
import { consumers, createService, database, decorate, nats, outbox, redis, use } from '@app/service-kit';
import { migrations } from '../migrations';
import { orcidOAuthAvailable, photoBucketOf, type ProfileConfig } from './config';
import { ProfileRemoval, personalDataRoutes } from './account';
import {
  DiskImageStorage,
  ImageRemoval,
  ProfileImages,
  S3ImageStorage,
  imageRoutes,
  type ImageStorage,
} from './images';
import { OpenAlexClient, ProfileRefresh, RefreshSchedule } from './openalex';
import { OrcidClient, OrcidImportRetry, OrcidLinking, orcidRoutes, type OrcidOAuthSettings } from './orcid';
import { ProfileReader, profileRoutes, researcherRoutes } from './profiles';
import {
  ProfileEdits,
  ResearchInterestList,
  referenceDataRoutes,
  researchInterestUpkeepRoutes,
  researchProfileRoutes,
} from './research-data';
import { OPENALEX_LIMIT, ORCID_LIMIT, SharedRateLimit } from './shared/rate-limiter';
import { SignedTokens } from './shared/signed-tokens';
import { subscriptions } from './subscriptions';

/**
 * Profile owns research profiles: ORCID links and what is imported from ORCID (publications,
 * affiliations, education, awards), the researcher's own edits (interests, FoR codes, availability,
 * statement, photo), the FoR reference list, and the public researcher pages.
 */
export async function buildApp(config: ProfileConfig) {
  const app = await createService({ name: 'profile', config, routes: Object.values(profileRouteDefinitions) })
    .then(use(database, { migrations }))
    .then(use(nats))
    .then(use(outbox, { stream: 'profile' }))
    .then(use(redis));

  const bucket = photoBucketOf(config);
  const storage: ImageStorage = bucket ? new S3ImageStorage(bucket) : new DiskImageStorage(config.IMAGE_DIR);
  await storage.init();
  if (storage instanceof S3ImageStorage) app.addHook('onClose', async () => storage.destroy());
  const tokens = new SignedTokens(config.INTERNAL_AUTH_SECRET);
  const orcid = new OrcidClient({
    apiUrl: config.ORCID_API_URL,
    timeoutMs: config.ORCID_TIMEOUT_MS,
    maxRetries: config.ORCID_MAX_RETRIES,
    retryBaseMs: config.ORCID_RETRY_BASE_MS,
    log: app.log.child({ component: 'orcid' }),
    limiter: new SharedRateLimit(app.redis, ORCID_LIMIT),
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

  const imageRemoval = new ImageRemoval(storage, app.log);
  const removal = new ProfileRemoval(imageRemoval);
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
      limiter: new SharedRateLimit(app.redis, OPENALEX_LIMIT),
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
  const images = new ProfileImages(
    app.db,
    app.events,
    storage,
    tokens,
    imageRemoval,
    { publicUrl: config.PUBLIC_URL, uploadTtlSeconds: config.IMAGE_URL_TTL_SECONDS },
    app.log.child({ component: 'images' }),
  );
  await app.register(profileRoutes, { reader });
  await app.register(researchProfileRoutes, { edits });
  await app.register(orcidRoutes, { reader, linking, tokens, oauth });
  const interests = new ResearchInterestList(app.db, app.events);
  await app.register(referenceDataRoutes, { db: app.db, interests });
  await app.register(researchInterestUpkeepRoutes, { interests });
  await app.register(imageRoutes, { images });
  await app.register(researcherRoutes, { reader });
  await app.register(personalDataRoutes, { db: app.db });
  await use(consumers, { subscriptions: subscriptions({ linking, removal }) })(app);
  // Exposed for tests: it finishes ORCID imports that failed when the iD was linked.
  return decorate(decorate(app, 'orcidImportRetry', importRetry), 'profileRefresh', refresh);
}

export type ProfileApp = Awaited<ReturnType<typeof buildApp>>;
