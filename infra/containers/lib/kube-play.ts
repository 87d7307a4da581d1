import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import type { K8sObject } from '../../../deploy/kubernetes/test/manifests';
import { STATE_DIR, podman, podmanSync } from './podman';

/**
 * The dev overlay of deploy/kubernetes as `podman kube play` (4.3, Debian's) can run it, beside the
 * compose project's PostgreSQL, NATS and Redis. What podman does not support is left out or
 * stood in for, each for a reason named here; everything else is played as rendered:
 *
 * - Kept: ConfigMaps (podman reads them for envFrom) and each Deployment's pod template, with its
 *   security context (user 1000, read-only root, /tmp and photo emptyDirs), env, secretKeyRefs.
 * - Each Deployment becomes a Pod named after it: podman names a Deployment's pod `<name>-pod-0`
 *   and only a pod's own name resolves on its network, while the services call `identity`, ...
 *   as a Kubernetes Service name would.
 * - Declared ports: podman 4.3 publishes every one on the host at the same number (nine pods would
 *   all take 9464, and 4001... may be another system's), so only those to publish stay declared;
 *   pods reach each other's ports on their network without declarations. Probes' named ports
 *   become numbers.
 * - Left out: Services (podman has no Service kind), NetworkPolicies, the Ingress, the StatefulSet
 *   and CloudNativePG Cluster (the compose project's Redis and PostgreSQL stand in).
 * - Secrets: podman resolves a secretKeyRef from its own secret store, a JSON map of base64 values
 *   per secret; createSecrets makes those (the manifests only name them, as in a cluster).
 * - Probes and preStop hooks are not run by podman here (no systemd timers).
 */

export interface KubePlaySettings {
  /** The images compose built, by Deployment (`identity` -> its full name in podman's store). */
  images: Record<string, string>;
  /** ConfigMap values to change, by the ConfigMap's name before kustomize's hash. */
  settings: Record<string, Record<string, string>>;
  /** Container env values to change, by Deployment. */
  env: Record<string, Record<string, string>>;
  /** Ports to publish on 127.0.0.1, by Deployment: container port name -> host port. */
  publish: Record<string, Record<string, number>>;
}

interface Probe {
  httpGet?: { path: string; port: string | number };
}

interface PodSpec {
  containers: Array<{
    name: string;
    image?: string;
    imagePullPolicy?: string;
    env?: Array<{ name: string; value?: string }>;
    ports?: Array<{ name?: string; containerPort: number }>;
    readinessProbe?: Probe;
    livenessProbe?: Probe;
    startupProbe?: Probe;
  }>;
}

export const keptKinds = ['ConfigMap', 'Deployment'];

export function forPodman(objects: K8sObject[], opts: KubePlaySettings): Array<Record<string, unknown>> {
  const out: Array<Record<string, unknown>> = [];
  for (const o of objects.filter((x) => keptKinds.includes(x.kind))) {
    if (o.kind === 'ConfigMap') {
      const base = o.metadata.name.replace(/-[a-z0-9]{10}$/, '');
      out.push({ ...o, data: { ...o.data, ...opts.settings[base] } });
      continue;
    }
    const name = o.metadata.name;
    const template = structuredClone(
      (o.spec as { template: { metadata: Record<string, unknown>; spec: PodSpec } }).template,
    );
    for (const c of template.spec.containers) {
      const image = opts.images[name];
      if (!image) throw new Error(`no image built for ${name}`);
      c.image = image;
      c.imagePullPolicy = 'Never';
      for (const e of c.env ?? [])
        if (opts.env[name]?.[e.name] !== undefined) e.value = opts.env[name][e.name];
      for (const probe of [c.readinessProbe, c.livenessProbe, c.startupProbe]) {
        const get = probe?.httpGet;
        if (get && typeof get.port === 'string')
          get.port = c.ports?.find((p) => p.name === get.port)?.containerPort ?? get.port;
      }
      c.ports = (c.ports ?? []).flatMap((p) => {
        const host = opts.publish[name]?.[p.name ?? ''];
        return host ? [{ ...p, hostPort: host, hostIP: '127.0.0.1' }] : [];
      });
    }
    out.push({
      apiVersion: 'v1',
      kind: 'Pod',
      metadata: { ...template.metadata, name },
      spec: template.spec,
    });
  }
  return out;
}

/** Where a played pod's first container says it is ready (its readinessProbe), to ask from inside. */
export function readiness(pod: Record<string, unknown>): { pod: string; port: number; path: string } {
  const name = (pod.metadata as { name: string }).name;
  const probe = (pod.spec as PodSpec).containers[0]!.readinessProbe?.httpGet;
  if (!probe || typeof probe.port !== 'number')
    throw new Error(`${name} has no http readiness probe on a port`);
  return { pod: name, port: probe.port, path: probe.path };
}

/** The secrets the manifests name, in podman's store: one JSON map of base64 values each. */
export function createSecrets(secrets: Record<string, Record<string, string>>): void {
  for (const [name, values] of Object.entries(secrets)) {
    podmanSync('secret', 'rm', name);
    const encoded = Object.fromEntries(
      Object.entries(values).map(([k, v]) => [k, Buffer.from(v).toString('base64')]),
    );
    const file = path.join(STATE_DIR, `secret-${name}.json`);
    writeFileSync(file, JSON.stringify(encoded), { mode: 0o600 });
    const r = podmanSync('secret', 'create', name, file);
    if (r.status !== 0) throw new Error(`podman secret create ${name}: ${r.stderr}`);
  }
}

export function removeSecrets(names: string[]): void {
  for (const name of names) podmanSync('secret', 'rm', name);
}

/** Writes what podman plays; the same file is what `kube play --down` reads. */
export function writePlayFile(objects: Array<Record<string, unknown>>): string {
  const file = path.join(STATE_DIR, 'kube-play.yaml');
  writeFileSync(file, objects.map((o) => stringify(o)).join('---\n'));
  return file;
}

/** The images compose built for its project (`<project>_<service>`), by service. */
export async function builtImages(project: string, services: string[]): Promise<Record<string, string>> {
  const names = (await podman('images', '--format', '{{.Repository}}:{{.Tag}}')).split('\n');
  const images: Record<string, string> = {};
  for (const service of services) {
    const found = names.find((n) => n.endsWith(`/${project}_${service}:latest`));
    if (found) images[service] = found;
  }
  return images;
}
