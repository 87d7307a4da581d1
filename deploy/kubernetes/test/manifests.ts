import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const kubernetesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = path.resolve(kubernetesDir, '../..');

/** A rendered Kubernetes object, as plain data (the schemas check its shape). */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
  [key: string]: unknown;
}

const rendered = new Map<string, string>();

/**
 * `kubectl kustomize` of an overlay, parsed (a fresh copy each call; kubectl runs once per
 * overlay). kubectl 1.27 or later carries kustomize 5; without it nothing can be rendered, so
 * this says so and how to get it instead of passing.
 */
export function render(overlay: string, kubectl = process.env.KUBECTL ?? 'kubectl'): K8sObject[] {
  const dir = path.join(kubernetesDir, 'overlays', overlay);
  const key = `${kubectl} ${dir}`;
  if (!rendered.has(key)) {
    const r = spawnSync(kubectl, ['kustomize', dir], { encoding: 'utf8', maxBuffer: 32 * 1024 * 1024 });
    if ((r.error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT')
      throw new Error(
        `kubectl is not installed (looked for "${kubectl}" on PATH), so the Kubernetes manifests cannot be ` +
          'rendered. Install kubectl 1.27 or later (its built-in kustomize renders the overlays), or set KUBECTL.',
      );
    if (r.status !== 0) throw new Error(`kubectl kustomize ${dir} failed:\n${r.stderr}`);
    rendered.set(key, r.stdout);
  }
  return parseYaml(rendered.get(key)!) as K8sObject[];
}

export function parseYaml(text: string): unknown[] {
  return parseAllDocuments(text)
    .map((doc) => {
      if (doc.errors.length > 0) throw new Error(doc.errors.map((e) => e.message).join('\n'));
      return doc.toJS() as unknown;
    })
    .filter((doc) => doc != null);
}

export const readRepoFile = (relative: string) => readFileSync(path.join(repoRoot, relative), 'utf8');
