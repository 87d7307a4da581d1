import { expect, it } from 'vitest';
import { runScalingDemo } from '../scripts/lib/scaling-demo';

/** Issue 11: two replicas of networking and notifications share requests and events, losing and doubling nothing. */
it('shares requests and events between replicas with none lost or duplicated', async () => {
  const report = await runScalingDemo((line) => console.log(`  [scaling] ${line}`), 40);
  const replicas = (counts: Record<string, number>) => Object.values(counts).filter((n) => n > 0).length;
  expect(replicas(report.requests.byInstance)).toBe(2);
  expect(replicas(report.connectionRequests.createdByInstance)).toBe(2);
  expect(replicas(report.notificationsAppliedBy)).toBe(2);
  expect(report.notifications).toBe(40);
  expect(report.duplicates).toBe(0);
  expect(report.unsentOutboxRows).toBe(0);
}, 240_000);
