#!/usr/bin/env node
// Production images run JavaScript, with no TypeScript loader: this bundles one deployable's
// `src/main.ts`, with the workspace packages it imports (@app/*), into `<dir>/dist/main.js`.
// Packages from npm stay imports, resolved from the image's production node_modules (several read
// their own files at run time, BullMQ's Lua scripts for one, so they cannot be bundled).
//
// Why a bundle rather than Node 24's type stripping: stripping needs every relative import to name
// its `.ts` file, and it refuses files under node_modules, through which the services reach
// contracts and service-kit. A bundle keeps the source as it is, starts faster and ships only what
// the service uses.
//
// `dist/` sits one level deep like `src/`, so `new URL('../fixtures', import.meta.url)` still finds
// the workspace's own files. Contracts reads its FoR codes the same way (`../data/*.csv`), so an
// image puts `contracts/data` at `<dir>/data` (scripts/generate-dockerfiles.sh).
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dir = process.argv[2];
if (!dir || !existsSync(path.join(root, dir, 'src', 'main.ts'))) {
  console.error('usage: build-service <workspace dir with src/main.ts>, e.g. services/profile');
  process.exit(2);
}
const out = path.join(root, dir, 'dist');
rmSync(out, { recursive: true, force: true });

/** Bare imports of npm packages stay imports; our own workspace packages are bundled. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
    );
  },
};

await build({
  absWorkingDir: root,
  entryPoints: [path.join(dir, 'src', 'main.ts')],
  outfile: path.join(out, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [npmPackagesExternal],
});
console.log(`${dir}: dist/main.js`);
