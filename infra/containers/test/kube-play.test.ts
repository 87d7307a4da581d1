import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, freePort, waitFor } from '@app/service-kit/testing';
import { render } from '../../../deploy/kubernetes/test/manifests';
import { Compose } from '../lib/compose';
import {
  builtImages,
  createSecrets,
  forPodman,
  keptKinds,
  readiness,
  removeSecrets,
  writePlayFile,
} from '../lib/kube-play';
import { podman, podmanSync, say, stage } from '../lib/podman';
import { PASSWORDS, REAL_SECRETS } from '../lib/settings';
import { PROJECT } from './global-setup';

/**
 * deploy/kubernetes's dev overlay, rendered by kubectl kustomize and played by `podman kube play`
 * from the images the real Dockerfiles built, on a network of its own beside the compose project's
 * PostgreSQL, NATS and Redis (attached there under their Kubernetes names). What podman cannot run
 * is named in lib/kube-play.ts. The pods get a database, event namespace and Redis prefix of their
 * own, so they share nothing with the compose system's services.
 */

const compose = new Compose(PROJECT, PASSWORDS);
const network = `${PROJECT}-kube`;
const database = 'research_connect_kube';
const secrets = {
  'research-connect-secrets': {
    'internal-auth-secret': REAL_SECRETS.INTERNAL_AUTH_SECRET,
    'session-secret': REAL_SECRETS.SESSION_SECRET,
    // The dev provider's own client secret (infra/dev-oidc's default).
    'oidc-client-secret': 'dev-oidc-client-secret-change-me',
    'nats-url': `nats://research-connect:${PASSWORDS.NATS_PASSWORD}@nats:4222`,
    'redis-url': `redis://:${PASSWORDS.REDIS_PASSWORD}@redis:6379`,
    'smtp-url': 'smtp://dev-inbox:1025',
    // The ORCID stub's client (scripts/lib/system.ts) and a key the OpenAlex stub ignores.
    'orcid-client-id': 'APP-DEVSTUB000000001',
    'orcid-client-secret': 'dev-orcid-stub-secret',
    'openalex-api-key': 'kube-play-test-key',
  },
  // CloudNativePG's application secret, as the operator would make it.
  'postgres-app': { uri: `postgres://postgres:${PASSWORDS.POSTGRES_PASSWORD}@postgres:5432/${database}` },
};
const infrastructure = ['postgres', 'nats', 'redis'];

describe('the Kubernetes dev overlay on podman kube play', () => {
  let deployments: string[] = [];
  let gateway: string;
  let played: string | undefined;

  beforeAll(async () => {
    const [gatewayPort, oidcPort] = await Promise.all([freePort(), freePort()]);
    gateway = `http://localhost:${gatewayPort}`;
    const oidc = `http://localhost:${oidcPort}`;
    const objects = render('dev');
    deployments = objects.filter((o) => o.kind === 'Deployment').map((o) => o.metadata.name);
    const left = [...new Set(objects.filter((o) => !keptKinds.includes(o.kind)).map((o) => o.kind))];
    say(`rendered the dev overlay: ${objects.length} objects; not played by podman: ${left.join(', ')}`);

    await stage("compose's PostgreSQL, NATS and Redis", async () => {
      await compose.must(['up', '-d', ...infrastructure], { timeoutMs: 5 * 60_000 });
      await compose.healthy();
    });
    const exists = await compose.sql(`SELECT 1 FROM pg_database WHERE datname = '${database}'`);
    if (exists.length === 0) await compose.sql(`CREATE DATABASE ${database}`);
    podmanSync('network', 'rm', network);
    await podman('network', 'create', network);
    for (const name of infrastructure) {
      const [container] = await compose.containers(name);
      await podman('network', 'connect', '--alias', name, network, container!);
    }
    createSecrets(secrets);

    const images = await builtImages(PROJECT, deployments);
    expect(Object.keys(images).sort()).toEqual([...deployments].sort());
    const pods = forPodman(objects, {
      images,
      settings: {
        'research-connect-settings': {
          PUBLIC_URL: gateway,
          EVENT_NAMESPACE: 'kubeplay',
          REDIS_PREFIX: 'kubeplay:',
        },
        'gateway-settings': { OIDC_ISSUER_URL: oidc, RATE_LIMIT_LOGIN_MAX: '1000' },
      },
      env: {
        'dev-oidc': {
          DEV_OIDC_ISSUER: oidc,
          DEV_OIDC_REDIRECT_URIS: `${gateway}/api/callback`,
          DEV_OIDC_POST_LOGOUT_REDIRECT_URIS: `${gateway}/`,
        },
      },
      publish: { gateway: { http: gatewayPort }, 'dev-oidc': { http: oidcPort } },
    });
    played = writePlayFile(pods);
    await stage(`podman kube play (${pods.filter((p) => p.kind === 'Pod').length} pods)`, () =>
      podman('kube', 'play', '--replace', '--network', network, played!),
    );
    await stage('every pod ready (its readiness probe, run inside it)', () =>
      waitFor(
        async () => {
          const ready = pods
            .filter((p) => p.kind === 'Pod')
            .map((pod) => readiness(pod))
            .map(({ pod, port, path }) =>
              podmanSync(
                'exec',
                `${pod}-app`,
                'node',
                '-e',
                `fetch('http://127.0.0.1:${port}${path}').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))`,
              ),
            );
          return ready.every((r) => r.status === 0) || undefined;
        },
        { timeoutMs: 180_000, intervalMs: 2000, what: 'every pod to be ready' },
      ),
    );
  }, 10 * 60_000);

  afterAll(async () => {
    for (const name of deployments) {
      const logs = podmanSync('logs', '--tail', '15', `${name}-app`);
      if (logs.status === 0) console.log(`--- ${name}\n${(logs.stdout + logs.stderr).slice(-3000)}`);
    }
    if (played) await podman('kube', 'play', '--down', played).catch(() => undefined);
    for (const name of infrastructure) {
      const [container] = await compose.containers(name);
      if (container) podmanSync('network', 'disconnect', network, container);
    }
    podmanSync('network', 'rm', network);
    removeSecrets(Object.keys(secrets));
  });

  async function person(name: string): Promise<{ client: BrowserClient; id: string }> {
    const client = new BrowserClient();
    const email = `${name}-${Math.random().toString(36).slice(2, 8)}@example.edu`;
    const { hops } = await client.follow(`${gateway}/api/login?login_hint=${encodeURIComponent(email)}`);
    expect(hops.at(-1)!.url).toMatch(/\/\?success=logged_in$/);
    const me = await client.request(`${gateway}/api/auth/user`);
    expect(me.status).toBe(200);
    return { client, id: ((await me.json()) as { id: string }).id };
  }

  it("runs every pod as the manifests' user 1000, on a read-only root with writable emptyDirs", () => {
    // What the pod's securityContext and volumes say, as podman applied them.
    const probe =
      "const fs=require('fs');const w=(p)=>{try{fs.writeFileSync(p,'x');return 'writable'}catch(e){return e.code}};" +
      "console.log(JSON.stringify({uid:process.getuid(),root:w('/app/probe'),tmp:w('/tmp/probe')}))";
    for (const name of deployments) {
      const r = podmanSync('exec', `${name}-app`, 'node', '-e', probe);
      expect(JSON.parse(r.stdout), name).toEqual({ uid: 1000, root: 'EROFS', tmp: 'writable' });
    }
    const images = podmanSync(
      'exec',
      'profile-app',
      'node',
      '-e',
      "require('fs').writeFileSync('/data/images/probe','x')",
    );
    expect(images.status, 'profile writes photos to its emptyDir').toBe(0);
    say(
      `${deployments.length} pods run as uid 1000 on a read-only root; /tmp and profile's /data/images are writable`,
    );
  });

  it('signs a person in through the pods, and a connection request becomes a notification', async () => {
    const alice = await person('alice');
    const bob = await person('bob');
    say('signed in twice through the played gateway, dev provider and identity');
    // Networking learns of bob from identity's event (NATS); until then he is not found.
    const status = await waitFor(
      async () => {
        const res = await alice.client.request(`${gateway}/api/academic-connections`, {
          method: 'POST',
          json: { targetUserId: bob.id },
        });
        await res.arrayBuffer();
        return res.status === 201 ? res.status : undefined;
      },
      { timeoutMs: 60_000, intervalMs: 1000, what: 'networking to accept the connection request' },
    );
    expect(status).toBe(201);
    const items = await waitFor(
      async () => {
        const res = await bob.client.request(`${gateway}/api/notifications`);
        const body = (await res.json()) as { items?: Array<{ type: string }> } | Array<{ type: string }>;
        const list = Array.isArray(body) ? body : (body.items ?? []);
        return list.some((n) => n.type === 'connection_request') ? list : undefined;
      },
      { timeoutMs: 60_000, what: "bob's notification" },
    );
    expect(items.length).toBeGreaterThan(0);
    say("alice's connection request reached bob as a notification, through the played pods");
  });
});
