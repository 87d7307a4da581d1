import type { Model } from '@kubernetes-models/base';
import { Deployment, StatefulSet } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { Job } from 'kubernetes-models/batch/v1';
import { Ingress, NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { ConfigMap, Secret, Service } from 'kubernetes-models/v1';
import { beforeAll, describe, expect, it } from 'vitest';
import { SECRET_SETTINGS, SHUTDOWN_DEADLINE_MS, isStandInAddress } from '@app/service-kit';
import { servicePorts } from '../../../contracts/src/service-ports';
import { type K8sObject, parseYaml, readRepoFile, render } from './manifests';
import {
  allowedPeers,
  applicationRules,
  applicationWorkloads,
  availabilityRules,
  bytes,
  containerRules,
  networkPolicyRules,
  secretRules,
  workloads,
} from './rules';

/**
 * deploy/kubernetes: both overlays rendered by `kubectl kustomize`, every object validated against
 * the Kubernetes API's schemas (kubernetes-models), and the rules of the README held: probes,
 * limits and a non-root user everywhere, no secret values, a network policy for every Service with
 * the callers the services' configs name, budgets and autoscaling, and what each overlay promises.
 */

const drainSeconds = SHUTDOWN_DEADLINE_MS / 1000;
const applicationServices = Object.keys(servicePorts) as Array<keyof typeof servicePorts>;

type ModelClass = new (data: never) => Model<unknown>;
const schemas: Record<string, ModelClass> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Secret': Secret,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'apps/v1/StatefulSet': StatefulSet,
  'batch/v1/Job': Job,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
  'networking.k8s.io/v1/Ingress': Ingress,
};
/** The operators' kinds (no schema package for them): each is checked field by field below. */
const operatorKinds = [
  'postgresql.cnpg.io/v1/Cluster',
  'postgresql.cnpg.io/v1/ScheduledBackup',
  'barmancloud.cnpg.io/v1/ObjectStore',
];

function schemaProblems(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const o of objects) {
    const kind = `${o.apiVersion}/${o.kind}`;
    const Schema = schemas[kind];
    if (!Schema) {
      if (!operatorKinds.includes(kind))
        problems.push(`${kind} ${o.metadata.name}: no schema to check it against`);
      continue;
    }
    try {
      new Schema(o as never).validate();
    } catch (err) {
      problems.push(`${kind} ${o.metadata.name}: ${(err as Error).message}`);
    }
  }
  return problems;
}

/** Which service each caller's config has an address for (`<NAME>_URL: serviceAddressSetting`). */
function calledBy(caller: 'gateway' | 'admin'): string[] {
  const source = readRepoFile(`services/${caller}/src/config.ts`);
  return [...source.matchAll(/([A-Z_]+)_URL: serviceAddressSetting/g)].map((m) =>
    m[1]!.toLowerCase().replaceAll('_', '-'),
  );
}

const find = (objects: K8sObject[], kind: string, name: string) => {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in the rendered manifests`);
  return found;
};
/** A generated ConfigMap by the name it was given (kustomize adds a hash). */
const settings = (objects: K8sObject[], name: string): Record<string, string> => {
  const found = objects.find(
    (o) => o.kind === 'ConfigMap' && new RegExp(`^${name}-[a-z0-9]{10}$`).test(o.metadata.name),
  );
  if (!found) throw new Error(`no ConfigMap ${name}`);
  return found.data ?? {};
};
const deployment = (objects: K8sObject[], name: string) => workloads([find(objects, 'Deployment', name)])[0]!;
/** A container's environment as a service sees it: its ConfigMaps, then its own env values. */
function environment(objects: K8sObject[], name: string): Record<string, string> {
  const container = deployment(objects, name).pod.containers[0]!;
  const env: Record<string, string> = {};
  for (const from of container.envFrom ?? []) {
    const cm = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === from.configMapRef?.name);
    Object.assign(env, cm?.data ?? {});
  }
  for (const e of container.env ?? []) if (e.value !== undefined) env[e.name] = e.value;
  return env;
}
const secretRefs = (objects: K8sObject[]) =>
  new Set(
    workloads(objects).flatMap((w) =>
      w.pod.containers.flatMap((c) => (c.env ?? []).flatMap((e) => e.valueFrom?.secretKeyRef?.name ?? [])),
    ),
  );

describe.each(['dev', 'production'])('deploy/kubernetes/overlays/%s', (overlay) => {
  let objects: K8sObject[];
  beforeAll(() => {
    objects = render(overlay);
  });

  it('renders objects that each match the Kubernetes API schema of their kind', () => {
    expect(schemaProblems(objects)).toEqual([]);
    expect(objects.length).toBeGreaterThan(30);
  });

  it('gives every container probes, requests and limits, a non-root user, a read-only root and no escalation', () => {
    expect(containerRules(objects)).toEqual([]);
  });

  it('has each service and the gateway ready at /readyz, alive at /healthz, and stopped after its drain', () => {
    expect(
      applicationWorkloads(objects)
        .map((w) => w.object.metadata.name)
        .sort(),
    ).toEqual([...applicationServices].sort());
    expect(applicationRules(objects, drainSeconds)).toEqual([]);
  });

  it('holds no secret value: secrets are only referenced', () => {
    expect(secretRules(objects, SECRET_SETTINGS)).toEqual([]);
    // The infrastructure's addresses (with their passwords) and the secrets come from references.
    const gateway = deployment(objects, 'gateway').pod.containers[0]!;
    const refs = Object.fromEntries(
      (gateway.env ?? []).map((e) => [e.name, e.valueFrom?.secretKeyRef?.name]),
    );
    expect(refs).toMatchObject({
      INTERNAL_AUTH_SECRET: 'research-connect-secrets',
      SESSION_SECRET: 'research-connect-secrets',
      OIDC_CLIENT_SECRET: 'research-connect-secrets',
      NATS_URL: 'research-connect-secrets',
      REDIS_URL: 'research-connect-secrets',
    });
    const identity = deployment(objects, 'identity').pod.containers[0]!;
    expect(identity.env?.find((e) => e.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef).toEqual({
      name: 'postgres-app',
      key: 'uri',
    });
  });

  it('names in the README every secret it references, so an operator creates each before installing', () => {
    const readme = readRepoFile('deploy/kubernetes/README.md');
    for (const name of secretRefs(objects)) expect(readme, `README lists ${name}`).toContain(`\`${name}\``);
  });

  it('denies ingress by default and gives every Service a NetworkPolicy of its own', () => {
    expect(networkPolicyRules(objects)).toEqual([]);
  });

  it('lets the ingress controller reach only the gateway, and each service only its callers', () => {
    const gateway = allowedPeers(objects, 'gateway', 'http');
    expect([...gateway.namespaces]).toEqual(['ingress-nginx']);
    expect(gateway.pods.size).toBe(0);
    const callers: Record<string, string[]> = {};
    for (const caller of ['gateway', 'admin'] as const)
      for (const service of calledBy(caller)) (callers[service] ??= []).push(caller);
    expect(Object.keys(callers).sort()).toEqual(applicationServices.filter((s) => s !== 'gateway').sort());
    for (const [service, expected] of Object.entries(callers)) {
      const allowed = allowedPeers(objects, service, 'http');
      expect([...allowed.pods].sort(), `callers of ${service}`).toEqual(expected.sort());
      expect([...allowed.namespaces], `namespaces reaching ${service}'s API`).toEqual([]);
    }
  });

  it('lets only the services reach PostgreSQL, NATS and Redis', () => {
    const infrastructure = [
      ['postgres', 5432, ['service']],
      ['nats', 4222, ['service', 'gateway']],
      ['redis', 6379, ['service', 'gateway']],
    ] as const;
    for (const [name, port, components] of infrastructure) {
      const allowed = allowedPeers(objects, name, port);
      expect(allowed.exists, `NetworkPolicy ${name}`).toBe(true);
      expect([...allowed.components].sort(), name).toEqual([...components].sort());
      // Besides the services: only the infrastructure's own pods and its operator.
      for (const pod of allowed.pods) expect(pod, name).toBe(name);
      for (const ns of allowed.namespaces) expect(ns, name).toBe('cnpg-system');
    }
  });

  it('has a disruption budget for everything with more than one replica, and none for one', () => {
    expect(availabilityRules(objects)).toEqual([]);
  });

  it('listens where the contracts say, and tells the gateway and admin those addresses', () => {
    for (const service of applicationServices) {
      const port = servicePorts[service];
      const container = deployment(objects, service).pod.containers[0]!;
      expect(container.ports?.find((p) => p.name === 'http')?.containerPort, service).toBe(port);
      const svc = find(objects, 'Service', service).spec as { ports: Array<{ name: string; port: number }> };
      expect(svc.ports.find((p) => p.name === 'http')?.port, service).toBe(port);
    }
    for (const caller of ['gateway', 'admin'] as const) {
      const env = environment(objects, caller);
      for (const service of calledBy(caller))
        expect(env[`${service.toUpperCase().replaceAll('-', '_')}_URL`], `${caller}'s ${service}`).toBe(
          `http://${service}:${servicePorts[service as keyof typeof servicePorts]}`,
        );
    }
  });

  it('serves the gateway at the Ingress', () => {
    const ingress = find(objects, 'Ingress', 'research-connect').spec as {
      rules: Array<{
        http: { paths: Array<{ backend: { service: { name: string; port: { name: string } } } }> };
      }>;
    };
    const backends = ingress.rules.flatMap((r) => r.http.paths.map((p) => p.backend.service));
    expect(backends).toEqual([{ name: 'gateway', port: { name: 'http' } }]);
  });

  it('sizes networking from its measured memory: the heap limit well inside the container limit', () => {
    const container = deployment(objects, 'networking').pod.containers[0]!;
    const heap = Number(
      /--max-old-space-size=(\d+)/.exec(environment(objects, 'networking').NODE_OPTIONS ?? '')?.[1],
    );
    expect(heap).toBeGreaterThan(0);
    const limit = bytes(container.resources!.limits!.memory!);
    // 618-640 MB RSS at 100,000 researchers with a 512 MB old space (bench/RESULTS.md).
    expect(limit).toBeGreaterThanOrEqual(640 * 1e6 * (overlay === 'production' ? 1.5 : 1));
    expect(limit).toBeGreaterThan(heap * 2 ** 20 + 128 * 2 ** 20);
  });
});

describe('the production overlay', () => {
  let objects: K8sObject[];
  beforeAll(() => {
    objects = render('production');
  });

  it('runs no stand-in, in production mode, at an https address with real outside services', () => {
    expect(objects.filter((o) => o.metadata.labels?.['app.kubernetes.io/component'] === 'stand-in')).toEqual(
      [],
    );
    for (const service of applicationServices) {
      const env = environment(objects, service);
      expect(env.NODE_ENV, service).toBe('production');
      expect(env.PUBLIC_URL, service).toMatch(/^https:\/\//);
    }
    const gateway = environment(objects, 'gateway');
    expect(isStandInAddress(gateway.OIDC_ISSUER_URL!, ['dev-oidc'])).toBe(false);
    expect(gateway.OIDC_INTERNAL_URL).toBeUndefined();
    const profile = environment(objects, 'profile');
    for (const setting of ['ORCID_API_URL', 'ORCID_OAUTH_URL', 'OPENALEX_API_URL'])
      expect(isStandInAddress(profile[setting]!, ['orcid-stub', 'openalex-stub']), setting).toBe(false);
    for (const w of applicationWorkloads(objects))
      expect(w.pod.containers[0]!.image, w.object.metadata.name).not.toMatch(/^localhost\/|:dev$|:latest$/);
  });

  it('autoscales the gateway, networking and notifications', () => {
    const scaled = objects
      .filter((o) => o.kind === 'HorizontalPodAutoscaler')
      .map((o) => (o.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name);
    expect(scaled.sort()).toEqual(['gateway', 'networking', 'notifications']);
  });

  it('gives profile the S3 settings for photos by reference', () => {
    const container = deployment(objects, 'profile').pod.containers[0]!;
    expect(environment(objects, 'profile')).toMatchObject({
      S3_BUCKET: expect.any(String),
      S3_ENDPOINT: expect.stringMatching(/^https:/),
    });
    expect(container.env?.find((e) => e.name === 'S3_SECRET_ACCESS_KEY')?.valueFrom?.secretKeyRef?.name).toBe(
      'research-connect-s3',
    );
  });

  it('keeps PostgreSQL on three CloudNativePG instances, backed up to object storage every night', () => {
    const cluster = find(objects, 'Cluster', 'postgres').spec as {
      instances: number;
      bootstrap: { initdb: { database: string; owner: string } };
      postgresql: { parameters: { max_connections: string } };
      plugins: Array<{ name: string; isWALArchiver?: boolean; parameters: { barmanObjectName: string } }>;
    };
    expect(cluster.instances).toBe(3);
    expect(cluster.bootstrap.initdb.database).toBe('research_connect');
    const archiver = cluster.plugins.find((p) => p.isWALArchiver);
    expect(archiver?.name).toBe('barman-cloud.cloudnative-pg.io');
    const store = find(objects, 'ObjectStore', archiver!.parameters.barmanObjectName).spec as {
      retentionPolicy: string;
      configuration: {
        destinationPath: string;
        s3Credentials: Record<string, { name: string; key: string }>;
      };
    };
    expect(store.configuration.destinationPath).toMatch(/^s3:\/\//);
    expect(Object.values(store.configuration.s3Credentials).every((ref) => ref.name && ref.key)).toBe(true);
    const backup = find(objects, 'ScheduledBackup', 'postgres-nightly').spec as {
      cluster: { name: string };
      method: string;
    };
    expect(backup).toMatchObject({ cluster: { name: 'postgres' }, method: 'plugin' });

    // Every replica at the autoscalers' maximum: its pool, a LISTEN connection, one while migrating.
    const pool = Number(settings(objects, 'research-connect-settings').DB_POOL_MAX);
    let connections = 0;
    for (const w of applicationWorkloads(objects)) {
      if (!w.pod.containers[0]!.env?.some((e) => e.name === 'DATABASE_URL')) continue;
      const hpa = objects.find(
        (o) =>
          o.kind === 'HorizontalPodAutoscaler' &&
          (o.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name === w.object.metadata.name,
      );
      const most =
        (hpa?.spec as { maxReplicas?: number } | undefined)?.maxReplicas ??
        (w.object.spec as { replicas: number }).replicas;
      connections += most * (pool + 2);
    }
    expect(connections).toBeLessThanOrEqual(Number(cluster.postgresql.parameters.max_connections) - 10);
  });

  it('keeps every stream on the three nodes of the NATS cluster', () => {
    const values = parseYaml(readRepoFile('deploy/kubernetes/base/infrastructure/nats-values.yaml'))[0] as {
      config: { cluster: { enabled: boolean; replicas: number }; jetstream: { enabled: boolean } };
    };
    expect(values.config.cluster).toMatchObject({ enabled: true, replicas: 3 });
    expect(values.config.jetstream.enabled).toBe(true);
    expect(Number(settings(objects, 'research-connect-settings').NATS_STREAM_REPLICAS)).toBe(
      values.config.cluster.replicas,
    );
  });

  it('keeps Redis on a persistent volume with AOF and no eviction', () => {
    const redis = find(objects, 'StatefulSet', 'redis');
    const args = workloads([redis])[0]!.pod.containers[0]!.args!.join(' ');
    expect(args).toMatch(/--appendonly yes/);
    expect(args).toMatch(/--maxmemory-policy noeviction/);
    expect((redis.spec as { volumeClaimTemplates: unknown[] }).volumeClaimTemplates).toHaveLength(1);
  });
});

describe('the dev overlay', () => {
  let objects: K8sObject[];
  beforeAll(() => {
    objects = render('dev');
  });

  it('runs one replica of each, in development mode, with the stand-ins and the dev provider', () => {
    for (const d of objects.filter((o) => o.kind === 'Deployment'))
      expect((d.spec as { replicas?: number }).replicas, d.metadata.name).toBe(1);
    const standIns = objects.filter(
      (o) => o.kind === 'Deployment' && o.metadata.labels?.['app.kubernetes.io/component'] === 'stand-in',
    );
    expect(standIns.map((d) => d.metadata.name).sort()).toEqual([
      'dev-inbox',
      'dev-oidc',
      'openalex-stub',
      'orcid-stub',
    ]);
    expect(environment(objects, 'identity').NODE_ENV).toBe('development');
    expect(environment(objects, 'gateway')).toMatchObject({
      OIDC_ISSUER_URL: 'http://localhost:4100',
      OIDC_INTERNAL_URL: 'http://dev-oidc:4100',
    });
    expect(environment(objects, 'profile').ORCID_API_URL).toBe('http://orcid-stub:4101');
    expect(find(objects, 'Cluster', 'postgres').spec).toMatchObject({ instances: 1 });
  });

  it('keeps streams on its one NATS node', () => {
    const values = parseYaml(
      readRepoFile('deploy/kubernetes/base/infrastructure/nats-values-dev.yaml'),
    )[0] as {
      config: { cluster: { enabled: boolean } };
    };
    expect(values.config.cluster.enabled).toBe(false);
    expect(settings(objects, 'research-connect-settings').NATS_STREAM_REPLICAS).toBe('1');
  });
});

describe('each rule notices its breach', () => {
  let objects: K8sObject[];
  beforeAll(() => {
    objects = render('production');
  });
  /** A copy of the production objects with one thing broken. */
  const broken = (breakIt: (objects: K8sObject[]) => void) => {
    const copy = structuredClone(objects);
    breakIt(copy);
    return copy;
  };
  const container = (objs: K8sObject[], name: string) => deployment(objs, name).pod.containers[0]!;

  it('an object its schema refuses, or a kind nothing checks', () => {
    const refused = broken(
      (o) => ((find(o, 'Deployment', 'identity').spec as { replicas: unknown }).replicas = 'two'),
    );
    expect(schemaProblems(refused)).toEqual([
      'apps/v1/Deployment identity: data/spec/replicas must be integer',
    ]);
    const unknown = broken((o) =>
      o.push({ apiVersion: 'example.org/v1', kind: 'Thing', metadata: { name: 'x' } }),
    );
    expect(schemaProblems(unknown)).toEqual(['example.org/v1/Thing x: no schema to check it against']);
  });

  it('rendering without kubectl says so', () => {
    expect(() => render('dev', '/nonexistent/kubectl')).toThrow(
      /kubectl is not installed .* Install kubectl/,
    );
  });

  it('a container without probes, without limits, or as root', () => {
    expect(containerRules(broken((o) => delete container(o, 'projects').livenessProbe))).toEqual([
      'Deployment projects (container app) has no liveness probe',
    ]);
    expect(containerRules(broken((o) => delete container(o, 'groups').resources!.limits))).toEqual([
      'Deployment groups (container app) has no limits.cpu',
      'Deployment groups (container app) has no limits.memory',
    ]);
    expect(
      containerRules(
        broken((o) => {
          deployment(o, 'admin').pod.securityContext!.runAsUser = 0;
        }),
      ),
    ).toEqual(['Deployment admin (container app) runs as root']);
    expect(
      containerRules(
        broken((o) => (container(o, 'identity').securityContext!.readOnlyRootFilesystem = false)),
      ),
    ).toEqual(['Deployment identity (container app) has a writable root filesystem']);
  });

  it('a service ready at the wrong path, or killed before it drained', () => {
    expect(
      applicationRules(
        broken((o) => (container(o, 'networking').readinessProbe!.httpGet!.path = '/healthz')),
        drainSeconds,
      ),
    ).toEqual(['Deployment networking (container app): readiness is not /readyz']);
    expect(
      applicationRules(
        broken((o) => (deployment(o, 'gateway').pod.terminationGracePeriodSeconds = 15)),
        drainSeconds,
      ),
    ).toEqual([
      `Deployment gateway (container app): terminationGracePeriodSeconds 15 is not longer than the preStop pause (5 s) and the ${drainSeconds} s drain`,
    ]);
  });

  it('a Secret with a value, or a secret written as a value', () => {
    const withSecret = broken((o) =>
      o.push({
        apiVersion: 'v1',
        kind: 'Secret',
        metadata: { name: 'leaked' },
        stringData: { password: 'hunter2' },
      }),
    );
    expect(secretRules(withSecret, SECRET_SETTINGS)).toEqual([
      'Secret leaked is in the manifests with values: secrets are created apart and only referenced (secretKeyRef)',
    ]);
    const inline = broken((o) => {
      const env = container(o, 'gateway').env!.find((e) => e.name === 'SESSION_SECRET')!;
      delete env.valueFrom;
      env.value = 'x'.repeat(48);
    });
    expect(secretRules(inline, SECRET_SETTINGS)).toEqual([
      'Deployment gateway (container app) sets SESSION_SECRET as a value instead of a secretKeyRef',
    ]);
  });

  it('a Service without its NetworkPolicy, or a policy open to all', () => {
    const without = broken((o) => o.splice(o.indexOf(find(o, 'NetworkPolicy', 'groups')), 1));
    expect(networkPolicyRules(without)).toEqual([
      'Service groups has no NetworkPolicy of its own for its pods',
    ]);
    const open = broken((o) => {
      (find(o, 'NetworkPolicy', 'redis').spec as { ingress: unknown[] }).ingress.push({
        ports: [{ port: 6379 }],
      });
    });
    expect(networkPolicyRules(open)).toEqual(['NetworkPolicy redis lets anyone in']);
  });

  it('several replicas without a budget, or a budget for one', () => {
    const noBudget = broken((o) => o.splice(o.indexOf(find(o, 'PodDisruptionBudget', 'identity')), 1));
    expect(availabilityRules(noBudget)).toEqual([
      'Deployment identity has 2 replicas and no PodDisruptionBudget',
    ]);
    const single = broken(
      (o) => ((find(o, 'Deployment', 'projects').spec as { replicas: number }).replicas = 1),
    );
    expect(availabilityRules(single)).toEqual([
      'Deployment projects has one replica and a PodDisruptionBudget that blocks drains',
    ]);
  });
});
