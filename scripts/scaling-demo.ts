/**
 * Scaling demo: two replicas each of networking and notifications behind the gateway on this
 * machine, showing requests and events shared between replicas with none lost or duplicated.
 *
 *   npx tsx scripts/scaling-demo.ts
 */
import { runScalingDemo } from './lib/scaling-demo';

runScalingDemo((line) => console.log(line))
  .then((r) => {
    const shared = (counts: Record<string, number>) => Object.keys(counts).length >= 2;
    const ok =
      r.notifications === r.connectionRequests.sent &&
      r.duplicates === 0 &&
      r.unsentOutboxRows === 0 &&
      shared(r.requests.byInstance) &&
      shared(r.notificationsAppliedBy);
    console.log(ok ? 'OK: work was shared, nothing lost, nothing doubled.' : 'NOT OK: see above.');
    process.exit(ok ? 0 : 1);
  })
  .catch((err: Error) => {
    console.error(err);
    process.exit(1);
  });
