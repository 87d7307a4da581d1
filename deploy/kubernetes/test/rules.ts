import type { IContainer, IPodSpec } from 'kubernetes-models/v1';
import type { K8sObject } from './manifests';

/**
 * What every rendered overlay must hold to, each rule a pure function from the objects to the
 * problems it finds (one sentence each, naming the object). manifests.test.ts runs them on both
 * overlays, and breaks a manifest for each to see that it notices.
 */

interface Workload {
  object: K8sObject;
  pod: IPodSpec;
  labels: Record<string, string>;
}

const label = {
  name: 'app.kubernetes.io/name',
  component: 'app.kubernetes.io/component',
};

export function workloads(objects: K8sObject[]): Workload[] {
  return objects
    .filter((o) => ['Deployment', 'StatefulSet', 'DaemonSet', 'Job'].includes(o.kind))
    .map((object) => {
      const template = (
        object.spec as { template: { metadata?: { labels?: Record<string, string> }; spec: IPodSpec } }
      ).template;
      return { object, pod: template.spec, labels: template.metadata?.labels ?? {} };
    });
}

/** The application's own pods: every service and the gateway (not the infrastructure or stand-ins). */
export const applicationWorkloads = (objects: K8sObject[]) =>
  workloads(objects).filter((w) => ['service', 'gateway'].includes(w.labels[label.component] ?? ''));

const where = (w: Workload, c?: IContainer) =>
  `${w.object.kind} ${w.object.metadata.name}${c ? ` (container ${c.name})` : ''}`;

const containersOf = (w: Workload) => [...(w.pod.initContainers ?? []), ...w.pod.containers];

/** Kubernetes quantities in bytes ("512Mi", "1Gi", "768M"). */
export function bytes(quantity: string | number): number {
  const m = /^(\d+(?:\.\d+)?)(Ki|Mi|Gi|Ti|k|M|G|T)?$/.exec(String(quantity));
  if (!m) throw new Error(`not a quantity: ${quantity}`);
  const unit = { Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40, k: 1e3, M: 1e6, G: 1e9, T: 1e12 };
  return Number(m[1]) * (m[2] ? unit[m[2] as keyof typeof unit] : 1);
}

/** Every container: both probes, requests and limits, a non-root user, no escalation, a read-only root. */
export function containerRules(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  for (const w of workloads(objects)) {
    for (const c of containersOf(w)) {
      const at = where(w, c);
      const isInit = (w.pod.initContainers ?? []).includes(c);
      if (!isInit && !c.readinessProbe) problems.push(`${at} has no readiness probe`);
      if (!isInit && !c.livenessProbe) problems.push(`${at} has no liveness probe`);
      for (const kind of ['requests', 'limits'] as const)
        for (const resource of ['cpu', 'memory'])
          if (c.resources?.[kind]?.[resource] === undefined)
            problems.push(`${at} has no ${kind}.${resource}`);
      const memory = c.resources?.limits?.memory;
      const requested = c.resources?.requests?.memory;
      if (memory !== undefined && requested !== undefined && bytes(memory) < bytes(requested))
        problems.push(`${at} limits memory below its request`);
      const user = c.securityContext?.runAsUser ?? w.pod.securityContext?.runAsUser;
      const nonRoot = c.securityContext?.runAsNonRoot ?? w.pod.securityContext?.runAsNonRoot;
      if (nonRoot !== true) problems.push(`${at} does not say runAsNonRoot: true`);
      if (user === undefined || user === 0)
        problems.push(`${at} runs as ${user === 0 ? 'root' : 'no numeric user'}`);
      if (c.securityContext?.allowPrivilegeEscalation !== false)
        problems.push(`${at} allows privilege escalation`);
      if (c.securityContext?.readOnlyRootFilesystem !== true)
        problems.push(`${at} has a writable root filesystem`);
      if (!c.securityContext?.capabilities?.drop?.includes('ALL'))
        problems.push(`${at} keeps Linux capabilities`);
    }
  }
  return problems;
}

/**
 * The services and the gateway: ready at /readyz, alive at /healthz, /tmp writable, rolled one
 * pod at a time with none down, and given longer to stop than they take to drain.
 */
export function applicationRules(objects: K8sObject[], drainSeconds: number): string[] {
  const problems: string[] = [];
  for (const w of applicationWorkloads(objects)) {
    for (const c of w.pod.containers) {
      const at = where(w, c);
      if (c.readinessProbe?.httpGet?.path !== '/readyz') problems.push(`${at}: readiness is not /readyz`);
      if (c.livenessProbe?.httpGet?.path !== '/healthz') problems.push(`${at}: liveness is not /healthz`);
      const tmp = c.volumeMounts?.find((m) => m.mountPath === '/tmp');
      if (!tmp || !w.pod.volumes?.some((v) => v.name === tmp.name && v.emptyDir))
        problems.push(`${at} has no emptyDir at /tmp (its root filesystem is read-only)`);
      const pause = Number(
        c.lifecycle?.preStop?.exec?.command?.at(-1) ?? c.lifecycle?.preStop?.sleep?.seconds ?? 0,
      );
      const grace = w.pod.terminationGracePeriodSeconds ?? 30;
      if (grace <= pause + drainSeconds)
        problems.push(
          `${at}: terminationGracePeriodSeconds ${grace} is not longer than the preStop pause (${pause} s) and the ${drainSeconds} s drain`,
        );
    }
    const strategy = (
      w.object.spec as { strategy?: { rollingUpdate?: { maxUnavailable?: number | string } } }
    ).strategy;
    if (w.object.kind === 'Deployment' && strategy?.rollingUpdate?.maxUnavailable !== 0)
      problems.push(
        `${where(w)}: a rollout may stop an old pod before a new one is ready (maxUnavailable is not 0)`,
      );
  }
  return problems;
}

/** Settings that are secrets wherever they appear (the kit's list, and addresses carrying passwords). */
function isSecretSetting(name: string, kitSecrets: readonly string[]): boolean {
  return (
    kitSecrets.includes(name) ||
    ['DATABASE_URL', 'NATS_URL', 'REDIS_URL', 'SMTP_URL'].includes(name) ||
    /SECRET|PASSWORD|API_KEY|TOKEN/.test(name)
  );
}

/** No Secret object carries a value, and no secret setting is written into a ConfigMap or an env value. */
export function secretRules(objects: K8sObject[], kitSecrets: readonly string[]): string[] {
  const problems: string[] = [];
  for (const o of objects) {
    if (o.kind === 'Secret')
      problems.push(
        `Secret ${o.metadata.name} is in the manifests${o.data || o.stringData ? ' with values' : ''}: secrets are created apart and only referenced (secretKeyRef)`,
      );
    if (o.kind === 'ConfigMap')
      for (const key of Object.keys(o.data ?? {}))
        if (isSecretSetting(key, kitSecrets))
          problems.push(`ConfigMap ${o.metadata.name} holds ${key}, a secret`);
  }
  for (const w of workloads(objects))
    for (const c of containersOf(w))
      for (const env of c.env ?? [])
        if (isSecretSetting(env.name, kitSecrets) && env.value !== undefined)
          problems.push(`${where(w, c)} sets ${env.name} as a value instead of a secretKeyRef`);
  return problems;
}

interface PolicyPeer {
  podSelector?: { matchLabels?: Record<string, string>; matchExpressions?: unknown[] };
  namespaceSelector?: { matchLabels?: Record<string, string> };
  ipBlock?: unknown;
}
interface PolicyRule {
  from?: PolicyPeer[];
  ports?: Array<{ port?: number | string }>;
}
interface Policy {
  podSelector: { matchLabels?: Record<string, string> };
  policyTypes?: string[];
  ingress?: PolicyRule[];
}

const policies = (objects: K8sObject[]) =>
  objects
    .filter((o) => o.kind === 'NetworkPolicy')
    .map((o) => ({ name: o.metadata.name, spec: o.spec as unknown as Policy }));

const selects = (selector: Record<string, string> | undefined, labels: Record<string, string>) =>
  selector !== undefined &&
  Object.keys(selector).length > 0 &&
  Object.entries(selector).every(([k, v]) => labels[k] === v);

/**
 * Ingress is denied unless allowed: a default-deny policy, a policy of its own for every Service's
 * pods, and no rule open to everyone (no rule without `from`, no empty or address-block peer).
 */
export function networkPolicyRules(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const all = policies(objects);
  const denyAll = all.find(
    (p) =>
      Object.keys(p.spec.podSelector.matchLabels ?? {}).length === 0 &&
      p.spec.policyTypes?.includes('Ingress') &&
      (p.spec.ingress ?? []).length === 0,
  );
  if (!denyAll) problems.push('no default-deny ingress NetworkPolicy (podSelector: {}, no ingress rules)');
  for (const service of objects.filter((o) => o.kind === 'Service')) {
    const selector = (service.spec as { selector?: Record<string, string> }).selector ?? {};
    if (!all.some((p) => selects(p.spec.podSelector.matchLabels, selector)))
      problems.push(`Service ${service.metadata.name} has no NetworkPolicy of its own for its pods`);
  }
  for (const p of all)
    for (const rule of p.spec.ingress ?? []) {
      if (!rule.from || rule.from.length === 0) problems.push(`NetworkPolicy ${p.name} lets anyone in`);
      for (const peer of rule.from ?? []) {
        if (peer.ipBlock) problems.push(`NetworkPolicy ${p.name} lets in an address block`);
        const podOpen = peer.podSelector && Object.keys(peer.podSelector).length === 0;
        const nsOpen = peer.namespaceSelector && Object.keys(peer.namespaceSelector).length === 0;
        if (nsOpen || (podOpen && !peer.namespaceSelector))
          problems.push(`NetworkPolicy ${p.name} lets in every pod${nsOpen ? ' of every namespace' : ''}`);
      }
    }
  return problems;
}

/** The pod names (app.kubernetes.io/name) and namespaces a policy lets in, on a given port. */
export function allowedPeers(objects: K8sObject[], policyName: string, port: number | string) {
  const policy = policies(objects).find((p) => p.name === policyName);
  const pods = new Set<string>();
  const namespaces = new Set<string>();
  const components = new Set<string>();
  for (const rule of policy?.spec.ingress ?? []) {
    if (rule.ports && !rule.ports.some((p) => p.port === port)) continue;
    for (const peer of rule.from ?? []) {
      const name = peer.podSelector?.matchLabels?.[label.name];
      if (name) pods.add(name);
      const ns = peer.namespaceSelector?.matchLabels?.['kubernetes.io/metadata.name'];
      if (ns) namespaces.add(ns);
      for (const e of (peer.podSelector?.matchExpressions ?? []) as Array<{ key: string; values?: string[] }>)
        if (e.key === label.component) for (const v of e.values ?? []) components.add(v);
    }
  }
  return { exists: policy !== undefined, pods, namespaces, components };
}

const replicasOf = (objects: K8sObject[], deployment: K8sObject): number => {
  const declared = (deployment.spec as { replicas?: number }).replicas;
  const hpa = objects.find(
    (o) =>
      o.kind === 'HorizontalPodAutoscaler' &&
      (o.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name === deployment.metadata.name,
  );
  return declared ?? (hpa?.spec as { minReplicas?: number } | undefined)?.minReplicas ?? 1;
};

/**
 * A PodDisruptionBudget for every Deployment with more than one replica (and none for a single
 * one, which would block every node drain); an autoscaled Deployment leaves its count to the HPA.
 */
export function availabilityRules(objects: K8sObject[]): string[] {
  const problems: string[] = [];
  const budgets = objects.filter((o) => o.kind === 'PodDisruptionBudget');
  for (const d of objects.filter((o) => o.kind === 'Deployment')) {
    const podLabels = workloads([d])[0]!.labels;
    const covered = budgets.some((b) =>
      selects(
        (b.spec as { selector: { matchLabels?: Record<string, string> } }).selector.matchLabels,
        podLabels,
      ),
    );
    const replicas = replicasOf(objects, d);
    if (replicas > 1 && !covered)
      problems.push(`Deployment ${d.metadata.name} has ${replicas} replicas and no PodDisruptionBudget`);
    if (replicas <= 1 && covered)
      problems.push(
        `Deployment ${d.metadata.name} has one replica and a PodDisruptionBudget that blocks drains`,
      );
  }
  for (const hpa of objects.filter((o) => o.kind === 'HorizontalPodAutoscaler')) {
    const target = (hpa.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name;
    const d = objects.find((o) => o.kind === 'Deployment' && o.metadata.name === target);
    if (!d) problems.push(`HorizontalPodAutoscaler ${hpa.metadata.name} scales ${target}, which is not here`);
    else if ((d.spec as { replicas?: number }).replicas !== undefined)
      problems.push(`Deployment ${target} sets replicas although its HorizontalPodAutoscaler owns the count`);
  }
  return problems;
}
