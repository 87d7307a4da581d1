import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { UserContext } from '@app/contracts';
import {
  asUser,
  createTestDatabase,
  deleteStreams,
  testEnv,
  testUser,
  uniqueName,
  type TestDatabase,
} from '@app/service-kit/testing';
import {
  startOrcidStub,
  type OrcidStubOptions,
  type RunningOrcidStub,
} from '../../../infra/orcid-stub/src/app';
import { startOpenAlexStub, type RunningOpenAlexStub } from '../../../infra/openalex-stub/src/app';
import { buildApp, type ProfileApp } from '../src/app';
import { loadProfileConfig } from '../src/config';

export { stubOrcidIds } from '../../../infra/orcid-stub/src/stub-ids';
export { demoResearcher } from '../../../infra/orcid-stub/src/demo-researchers';

export interface TestProfileService {
  app: ProfileApp;
  db: TestDatabase;
  ns: string;
  stub: RunningOrcidStub;
  openAlex: RunningOpenAlexStub;
  imageDir: string;
  close(): Promise<void>;
}

/**
 * The profile service on its own database and event namespace, reading ORCID from an orcid-stub
 * started in this process on a free port, with images in a temporary directory.
 */
export async function startProfileService(
  env: Record<string, string> = {},
  stubOptions: OrcidStubOptions = {},
): Promise<TestProfileService> {
  const db = await createTestDatabase();
  const ns = uniqueName('pr');
  const stub = await startOrcidStub({ port: 0, slowMs: 1500, ...stubOptions });
  const openAlex = await startOpenAlexStub({ port: 0 });
  const imageDir = mkdtempSync(path.join(tmpdir(), 'profile-images-'));
  const app = await buildApp(
    loadProfileConfig(
      testEnv(db, ns, {
        ORCID_API_URL: stub.url,
        ORCID_OAUTH_URL: stub.url,
        ORCID_RETRY_BASE_MS: '20',
        ORCID_TIMEOUT_MS: '1000',
        IMAGE_DIR: imageDir,
        CONSUMER_RETRY_BASE_MS: '50',
        OPENALEX_API_URL: openAlex.url,
        OPENALEX_MAILTO: 'tests@example.edu',
        OPENALEX_RETRY_BASE_MS: '20',
        // Tests that are about the scheduled refresh turn it on; the others see no background writes.
        METRICS_REFRESH: 'false',
        ...env,
      }),
    ),
  );
  await app.ready();
  return {
    app,
    db,
    ns,
    stub,
    openAlex,
    imageDir,
    async close() {
      await app.close();
      await stub.close();
      await openAlex.close();
      await db.drop();
      await deleteStreams(ns);
      rmSync(imageDir, { recursive: true, force: true });
    },
  };
}

export interface Caller {
  user: UserContext;
  headers: Record<string, string>;
}

export async function caller(overrides: Partial<UserContext> = {}): Promise<Caller> {
  const user = testUser(overrides);
  return { user, headers: await asUser(user) };
}

/** Links a typed ORCID iD for the caller and returns the response. */
export function connect(app: ProfileApp, who: Caller, orcidId: string) {
  return app.inject({
    method: 'POST',
    url: '/api/orcid/connect',
    headers: who.headers,
    payload: { orcidId },
  });
}

/** The settings that offer "Connect with ORCID": the service's client credentials, and the stub checking them. */
export const ORCID_OAUTH_ENV = {
  ORCID_CLIENT_ID: 'APP-RESEARCHCONNECT',
  ORCID_CLIENT_SECRET: 'stub-secret',
  PUBLIC_URL: 'http://localhost:8080',
};
export const ORCID_OAUTH_STUB = { clientId: 'APP-RESEARCHCONNECT', clientSecret: 'stub-secret' };

/**
 * Runs "Connect with ORCID" for `who` the way a browser would, up to our callback's redirect:
 * `extra` adds parameters at ORCID (`orcid` names the iD granted); `callbackAs` returns as someone else.
 */
export async function connectWithOrcidOn(
  svc: TestProfileService,
  who: Caller,
  extra: Record<string, string> = {},
  callbackAs: Caller = who,
) {
  const start = await svc.app.inject({ method: 'GET', url: '/api/orcid/authorize', headers: who.headers });
  if (start.statusCode !== 302) throw new Error(`/api/orcid/authorize answered ${start.statusCode}`);
  const atOrcid = new URL(start.headers.location as string);
  for (const [k, v] of Object.entries(extra)) atOrcid.searchParams.set(k, v);
  const approved = await fetch(atOrcid, { redirect: 'manual' });
  const back = new URL(approved.headers.get('location')!);
  return svc.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: callbackAs.headers,
  });
}

/** The files stored for the image an address names (its sizes, or an upload from before sizes). */
export function storedFilesOf(imageDir: string, imageUrl: string): string[] {
  const imageId = imageUrl.split('/').pop()!.split('.')[0]!;
  return readdirSync(imageDir).filter((f) => f.startsWith(imageId));
}
