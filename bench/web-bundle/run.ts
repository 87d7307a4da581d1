/**
 * What each page of the web app costs to load: the gzip size of the JavaScript and CSS a browser
 * fetches for it (the entry chunk with its static imports, plus the route's lazy chunk and its
 * imports), read from Vite's build manifest (scripts/lib/web-bundle.ts; the browser tests check
 * the landing page's budget with the same figure).
 *
 *   npx tsx bench/web-bundle/run.ts        (builds the web app first)
 *
 * Writes bench/out/web-bundle.json.
 */
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../scripts/lib/system';
import { LANDING_PAGE_BUDGET_KB, pageWeights } from '../../scripts/lib/web-bundle';

execSync('npm run build -w web', {
  cwd: repoRoot,
  stdio: 'ignore',
  env: { ...process.env, NODE_ENV: 'production' },
});
const { entryKb, pages: routes } = pageWeights();

console.log(`Entry (shell, router, antd core, react-query): ${entryKb} KB gzip`);
console.table(routes);
const landing = routes.find((r) => r.page === 'landing-page')!;
console.log(
  `Landing page: ${landing.totalKb} KB gzip (target <= ${LANDING_PAGE_BUDGET_KB} KB: ${landing.totalKb <= LANDING_PAGE_BUDGET_KB ? 'met' : 'not met'})`,
);
mkdirSync(path.join(repoRoot, 'bench/out'), { recursive: true });
writeFileSync(
  path.join(repoRoot, 'bench/out/web-bundle.json'),
  JSON.stringify({ entryKb, routes, landingBudgetKb: LANDING_PAGE_BUDGET_KB }, null, 2),
);
