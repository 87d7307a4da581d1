import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserClient, sleep, waitFor } from '@app/service-kit/testing';
import { Compose } from '../lib/compose';
import { podman, say, stage } from '../lib/podman';
import { PASSWORDS, REAL_SECRETS, devSystem, type DevSystem } from '../lib/settings';
import { PROJECT } from './global-setup';

/**
 * The shipped docker-compose.yml and the images built from the real Dockerfiles, run on podman
 * (see infra/containers/README.md): first as shipped, where nothing lets anyone in, then with the
 * dev profile as a person tries it on one machine, scaled, redeployed and with PostgreSQL restarted.
 * Each check prints what it did and what it saw.
 */

const shipped = new Compose(PROJECT);

describe('as shipped, with no .env', () => {
  it('will not even start without the passwords of PostgreSQL, NATS and Redis', async () => {
    const r = await shipped.run(['config', '-q']);
    expect(r.status).not.toBe(0);
    expect(r.output).toMatch(/set POSTGRES_PASSWORD/);
    say(`docker-compose config without settings: "${r.output.trim().split('\n').at(-1)}"`);
  });

  it('creates no passwordless sign-in, stub or mail catcher without the dev profile', async () => {
    const prod = shipped.with(PASSWORDS);
    await prod.must(['up', '--no-start']);
    const created = await podman(
      'ps',
      '-a',
      '--filter',
      `label=com.docker.compose.project=${PROJECT}`,
      '--format',
      '{{.Names}}',
    );
    await prod.must(['down', '-v']);
    expect(created).toMatch(/gateway/);
    for (const dev of ['dev-oidc', 'orcid-stub', 'openalex-stub', 'dev-inbox', 'prometheus'])
      expect(created).not.toContain(dev);
    say(
      `up without a profile creates: ${created.split('\n').filter(Boolean).length} containers, none of the dev profile`,
    );
  });

  it('refuses to start any service on the default secrets, naming the setting and the fix', async () => {
    for (const service of ['identity', 'gateway']) {
      const r = await shipped.with(PASSWORDS).run(['run', '--rm', '--no-deps', service]);
      expect(r.status, r.output).not.toBe(0);
      expect(r.output).toMatch(new RegExp(`${service} could not start`));
      expect(r.output).toMatch(/INTERNAL_AUTH_SECRET: is the default written in this repository/);
      expect(r.output).toMatch(/openssl rand -base64 48/);
    }
  });

  it('refuses the dev sign-in provider and a plain-http address even with real secrets', async () => {
    const r = await shipped
      .with({ ...PASSWORDS, ...REAL_SECRETS })
      .run(['run', '--rm', '--no-deps', 'gateway']);
    expect(r.status, r.output).not.toBe(0);
    expect(r.output).toMatch(/OIDC_ISSUER_URL: is the development sign-in provider/);
    expect(r.output).toMatch(/PUBLIC_URL: must be the https:\/\/ address/);
    say('gateway with real secrets but the defaults for the rest: refused (dev provider, http address)');
  });
});

describe('the dev profile on one machine', () => {
  let dev: DevSystem;
  let compose: Compose;

  beforeAll(async () => {
    dev = await devSystem();
    compose = shipped.with(dev.settings);
    await stage('up -d (dev profile) until every container is healthy', async () => {
      await compose.must(['--profile', 'dev', 'up', '-d'], { timeoutMs: 10 * 60_000 });
      await compose.healthy();
    });
  }, 15 * 60_000);

  afterAll(async () => {
    const logs = await compose?.run(['--profile', 'dev', 'logs', '--no-color', '--tail', '40']);
    if (logs) console.log(logs.output.slice(-20_000));
  });

  /** A person signed in through the gateway's published port (dev provider, new account). */
  async function person(name: string): Promise<{ client: BrowserClient; id: string; email: string }> {
    const email = `${name}-${Math.random().toString(36).slice(2, 8)}@example.edu`;
    const client = new BrowserClient();
    const { hops } = await client.follow(`${dev.gateway}/api/login?login_hint=${encodeURIComponent(email)}`);
    expect(hops.at(-1)!.url).toMatch(/\/\?success=logged_in$/);
    const me = await client.request(`${dev.gateway}/api/auth/user`);
    expect(me.status).toBe(200);
    return { client, id: ((await me.json()) as { id: string }).id, email };
  }

  async function request(from: { client: BrowserClient }, to: { id: string }): Promise<number> {
    const res = await from.client.request(`${dev.gateway}/api/academic-connections`, {
      method: 'POST',
      json: { targetUserId: to.id },
    });
    await res.arrayBuffer();
    return res.status;
  }

  async function networkingKnows(ids: string[]): Promise<void> {
    await waitFor(
      async () =>
        Number(
          (
            await compose.sql(
              `SELECT count(*) FROM networking.people WHERE user_id IN (${ids.map((i) => `'${i}'`).join(',')})`,
            )
          )[0],
        ) === ids.length,
      { timeoutMs: 60_000, what: 'networking to know everyone' },
    );
  }

  /** Every connection request from `fromId` became exactly one notification; no outbox row is left. */
  async function oneNotificationEach(fromId: string, expected: number): Promise<number> {
    const ids = await compose.sql(
      `SELECT id FROM networking.academic_connections WHERE from_user_id = '${fromId}'`,
    );
    expect(ids.length).toBeGreaterThanOrEqual(expected);
    const counts = await waitFor(
      async () => {
        const rows = await compose.sql(
          `SELECT count(*) FROM notifications.notifications WHERE related_connection_id IN (${ids.map((i) => `'${i}'`).join(',')}) GROUP BY related_connection_id`,
        );
        return rows.length === ids.length ? rows.map(Number) : undefined;
      },
      { timeoutMs: 90_000, what: `${ids.length} notifications` },
    );
    expect(counts.every((n) => n === 1)).toBe(true);
    expect(await compose.sql("SELECT count(*) FROM networking.outbox WHERE status <> 'sent'")).toEqual(['0']);
    return ids.length;
  }

  it('signs a person in, and a connection request becomes a notification and a captured email', async () => {
    const alice = await person('alice');
    const bob = await person('bob');
    await networkingKnows([bob.id]);
    expect(await request(alice, bob)).toBe(201);
    const notifications = await waitFor(
      async () => {
        const res = await bob.client.request(`${dev.gateway}/api/notifications`);
        const body = (await res.json()) as { items?: Array<{ type: string }> } | Array<{ type: string }>;
        const items = Array.isArray(body) ? body : (body.items ?? []);
        return items.some((n) => n.type === 'connection_request') ? items : undefined;
      },
      { timeoutMs: 60_000, what: "bob's notification" },
    );
    expect(notifications.length).toBeGreaterThan(0);
    const mail = await waitFor(
      async () => {
        const all = (await (await fetch(`${dev.inbox}/api/messages`)).json()) as Array<{
          to: string;
          subject: string;
        }>;
        return all.find((m) => JSON.stringify(m.to).includes(bob.email));
      },
      { timeoutMs: 60_000, what: "bob's email" },
    );
    say(`signed in through the dev provider; bob got the notification and the email "${mail.subject}"`);
  });

  it('keeps /metrics off the published port', async () => {
    // An unknown path is a page of the app (its own "not found"), never the gateway's metrics.
    const res = await fetch(`${dev.gateway}/metrics`);
    const body = await res.text();
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(body).not.toMatch(/# TYPE|http_requests_total/);
    say(`GET /metrics on the published port: ${res.status}, the app's page, no metrics`);
  });

  it('--scale networking=2 shares requests and events, with none lost or doubled', async () => {
    await stage('up -d --scale networking=2', async () => {
      await compose.must(['--profile', 'dev', 'up', '-d', '--no-recreate', '--scale', 'networking=2'], {
        timeoutMs: 5 * 60_000,
      });
      await compose.healthy();
    });
    const replicas = await compose.containers('networking');
    expect(replicas).toHaveLength(2);
    // Each replica's heap is limited as docker-compose.yml says (without, V8 sizes it by the host).
    for (const replica of replicas) {
      const heapLimit = await podman('exec', replica, 'node', '-p', 'v8.getHeapStatistics().heap_size_limit');
      expect(Number(heapLimit) / 2 ** 20).toBeLessThan(1024); // (about 700 MB: old space and young)
    }
    const before = await Promise.all(
      replicas.map((r) => compose.counter(r, 4003, 'http_requests_total', 'method="POST"')),
    );
    const sender = await person('sender');
    const targets: Array<{ id: string }> = [];
    for (let i = 0; i < 20; i++) targets.push(await person(`target${i}`));
    await networkingKnows(targets.map((t) => t.id));
    // At once, as many people would: the gateway opens several connections, spread over replicas.
    const statuses = await Promise.all(targets.map((t) => request(sender, t)));
    expect(statuses.every((s) => s === 201)).toBe(true);
    const after = await Promise.all(
      replicas.map((r) => compose.counter(r, 4003, 'http_requests_total', 'method="POST"')),
    );
    const served = after.map((n, i) => n - (before[i] ?? 0));
    const delivered = await Promise.all(
      replicas.map((r) => compose.counter(r, 4003, 'consumer_deliveries_total')),
    );
    say(
      `requests served by each replica: ${served.join(' and ')}; events delivered to each: ${delivered.join(' and ')}`,
    );
    expect(served.every((n) => n > 0)).toBe(true);
    expect(delivered.every((n) => n > 0)).toBe(true);
    const total = await oneNotificationEach(sender.id, 20);
    say(`20 connection requests through 2 replicas: ${total} connections, each exactly one notification`);
  });

  it('--profile observability: Prometheus scrapes every replica of every service', async () => {
    const port = dev.settings.PROMETHEUS_PORT!;
    await stage('up -d prometheus (observability profile)', () =>
      compose.must(
        ['--profile', 'dev', '--profile', 'observability', 'up', '-d', '--no-recreate', 'prometheus'],
        {
          timeoutMs: 5 * 60_000,
        },
      ),
    );
    const targets = await waitFor(
      async () => {
        const res = await fetch(`http://127.0.0.1:${port}/api/v1/targets`).catch(() => null);
        if (!res?.ok) return undefined;
        const body = (await res.json()) as {
          data: { activeTargets: Array<{ scrapeUrl: string; health: string }> };
        };
        const active = body.data.activeTargets;
        return active.length >= 9 && active.every((t) => t.health === 'up') ? active : undefined;
      },
      { timeoutMs: 120_000, intervalMs: 2000, what: 'Prometheus to scrape every target' },
    );
    const networking = targets.filter((t) => t.scrapeUrl.includes(':4003/'));
    expect(networking).toHaveLength(2);
    expect(targets.some((t) => t.scrapeUrl.includes(':9464/'))).toBe(true);
    say(`Prometheus scrapes ${targets.length} targets, all up (2 networking replicas, the gateway on 9464)`);
  });

  it('redeploys profile alone under a steady signed-in load with no failed request', async () => {
    const readers = await Promise.all([1, 2, 3, 4].map((i) => person(`reader${i}`)));
    const failures: string[] = [];
    let answered = 0;
    let running = true;
    const load = readers.map(async (reader) => {
      while (running) {
        // A signed-in read that profile serves (GET /api/profile is 404 until an ORCID iD is linked).
        const res = await reader.client.request(`${dev.gateway}/api/orcid/status`).catch((e: Error) => e);
        if (res instanceof Error) failures.push(res.message);
        else {
          await res.arrayBuffer();
          if (res.status === 200) answered++;
          else failures.push(`HTTP ${res.status}`);
        }
        await sleep(50);
      }
    });
    await sleep(2000);
    const [old] = await compose.containers('profile');
    await stage('up -d --no-deps --build --force-recreate profile', async () => {
      await compose.must(
        ['--profile', 'dev', 'up', '-d', '--no-deps', '--build', '--force-recreate', 'profile'],
        {
          timeoutMs: 5 * 60_000,
        },
      );
      await compose.healthy();
    });
    const [fresh] = await compose.containers('profile');
    await sleep(3000);
    running = false;
    await Promise.all(load);
    say(`profile replaced (${old} -> ${fresh}): ${answered} reads answered, ${failures.length} failed`);
    expect(failures).toEqual([]);
    expect(answered).toBeGreaterThan(50);
  });

  it('loses no event across a PostgreSQL restart', async () => {
    const sender = await person('pgsender');
    const targets: Array<{ id: string }> = [];
    for (let i = 0; i < 12; i++) targets.push(await person(`pgtarget${i}`));
    await networkingKnows(targets.map((t) => t.id));
    const statuses: number[] = [];
    for (const t of targets.slice(0, 4)) statuses.push(await request(sender, t));
    const restart = stage('restart postgres', () =>
      compose.must(['restart', 'postgres'], { timeoutMs: 120_000 }),
    );
    for (const t of targets.slice(4)) {
      statuses.push(await request(sender, t));
      await sleep(300);
    }
    await restart;
    await compose.healthy();
    const confirmed = statuses.filter((s) => s === 201).length;
    say(`during the restart: statuses ${statuses.join(' ')}`);
    expect(statuses.every((s) => s === 201 || s === 503)).toBe(true);
    const committed = await oneNotificationEach(sender.id, confirmed);
    say(`${confirmed} confirmed, ${committed} committed, each with exactly one notification`);
  });
});
