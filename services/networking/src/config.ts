import { z } from 'zod';
import { defineConfig, loadConfig } from '@app/service-kit';
import { servicePorts } from '@app/contracts/service-ports';

const networkingConfigSchema = defineConfig({
  PORT: z.coerce.number().int().default(servicePorts.networking),
  /** Rows of finder results kept in memory per process (finder-cache.ts); 0 turns the cache off. */
  FINDER_CACHE_ROWS: z.coerce.number().int().min(0).default(20_000),
  /** Candidates whose examiner conflicts are kept in memory per process (conflicts-cache.ts); 0 turns it off. */
  CONFLICTS_CACHE_CANDIDATES: z.coerce.number().int().min(0).default(10_000),
  /** How long a candidate's conflicts may be reused at most (bounds what other replicas' writes go unseen). */
  CONFLICTS_CACHE_TTL_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * How often the network page's read model looks for changes and counts every researcher's links
   * again, only when something changed: milliseconds on a demo, about 2 s of PostgreSQL at 100,000
   * researchers (docker-compose.yml and the Kubernetes base set 30 s).
   */
  NETWORK_COUNT_MS: z.coerce.number().int().min(50).default(5_000),
});
export type NetworkingConfig = z.infer<typeof networkingConfigSchema>;

export const loadNetworkingConfig = (env: Record<string, string | undefined> = process.env) =>
  loadConfig('networking', networkingConfigSchema, env);
