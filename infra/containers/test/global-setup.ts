import { Compose } from '../lib/compose';
import { ensureTools, runHealthChecks, say, stage, startApiService } from '../lib/podman';
import { PASSWORDS } from '../lib/settings';
import { ensureBaseImages } from '../lib/stand-ins';

/** The compose project (CONTAINER_PROJECT to run beside another run of this test). */
export const PROJECT = process.env.CONTAINER_PROJECT ?? 'rcct';

/**
 * Before the container checks: the tools, podman's API, the base images (stood in for where they
 * cannot be pulled), and every image built from the real Dockerfiles. Afterwards: everything the
 * project started is removed, volumes included.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const started = Date.now();
  await stage('tools', async () => ensureTools());
  const api = await stage("podman's Docker API", startApiService);
  const stopHealthChecks = runHealthChecks(PROJECT);
  // Compose interpolates the whole file for any command, so even `build` needs the passwords.
  const compose = new Compose(PROJECT, PASSWORDS);
  const teardown = async () => {
    await stage('down -v', () =>
      compose.run(['--profile', 'dev', '--profile', 'observability', 'down', '-v', '--remove-orphans']),
    );
    stopHealthChecks();
    api.kill();
    say(`whole container test: ${((Date.now() - started) / 1000).toFixed(0)} s`);
  };
  try {
    await compose.run(['--profile', 'dev', '--profile', 'observability', 'down', '-v', '--remove-orphans']);
    const stoodIn = await stage('base images', async () => ensureBaseImages());
    say(stoodIn.length ? `stood in from Debian's archive: ${stoodIn.join(', ')}` : 'base images: present');
    await stage('build every image from its Dockerfile (docker-compose --profile dev build)', () =>
      compose.must(['--profile', 'dev', 'build'], { timeoutMs: 40 * 60_000 }),
    );
  } catch (err) {
    await teardown();
    throw err;
  }
  return teardown;
}
