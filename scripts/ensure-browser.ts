import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * The browser tests drive Debian's Chromium. When it is missing, install it if this user can
 * (root with apt-get); otherwise stop and print the exact command to run.
 */
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';

if (!existsSync(CHROMIUM)) {
  const canInstall = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (!canInstall) {
    console.error(`Browser tests need Chromium at ${CHROMIUM}. Install it with:\n  sudo sh -c '${INSTALL}'`);
    process.exit(1);
  }
  console.log(`Installing Chromium for the browser tests: ${INSTALL}`);
  try {
    execSync(INSTALL, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  } catch {
    console.error(`Could not install Chromium. Run this yourself, then npm test again:\n  ${INSTALL}`);
    process.exit(1);
  }
}
