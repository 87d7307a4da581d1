/**
 * The benchmark's event source, in a worker thread so that publishing does not compete with the
 * service for its event loop. Publishes `networking.connection.requested` at a fixed rate and
 * reports the wall-clock time each connection id was published.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { connect } from 'nats';
import { EVENT_VERSION, subjectFor, type EventData } from '@app/contracts/events';
import { testConnectionEvent } from '@app/service-kit/testing';
import { randomItem } from '../lib/random';

export interface PublisherInput {
  natsUrl: string;
  namespace: string;
  users: number;
}
export interface PublishCommand {
  rate: number;
  seconds: number;
}
export type PublisherMessage =
  | { kind: 'sent'; batch: Array<[string, number]> }
  | { kind: 'done'; published: number; failures: number; endedAt: number };

const now = () => performance.timeOrigin + performance.now();
const input = workerData as PublisherInput;

const researchers = Array.from({ length: input.users }, (_, i) => ({
  userId: randomUUID(),
  profileId: randomUUID(),
  name: `Researcher ${i}`,
  email: `researcher.${i}@bench.example.edu`,
}));
const pick = () => randomItem(researchers);

function requestEvent(): EventData<'networking.connection.requested'> {
  const from = pick();
  let to = pick();
  while (to === from) to = pick();
  return testConnectionEvent(from, to, { message: 'I enjoyed your paper and would like to connect.' });
}

const nc = await connect({ servers: input.natsUrl });
const js = nc.jetstream();
const subject = subjectFor('networking.connection.requested', input.namespace);

async function publishAt({ rate, seconds }: PublishCommand): Promise<void> {
  const total = Math.round(rate * seconds);
  const pending = new Set<Promise<unknown>>();
  let sent = 0;
  let failures = 0;
  let batch: Array<[string, number]> = [];
  const start = now();
  await new Promise<void>((resolve) => {
    const tick = () => {
      const due = Math.min(total, Math.floor(((now() - start) / 1000) * rate));
      while (sent < due) {
        const data = requestEvent();
        const id = randomUUID();
        const envelope = {
          id,
          type: 'networking.connection.requested',
          occurredAt: data.occurredAt,
          version: EVENT_VERSION,
          data,
        };
        batch.push([data.connectionId, now()]);
        sent += 1;
        const p = js
          .publish(subject, JSON.stringify(envelope), { msgID: id })
          .catch(() => {
            failures += 1;
          })
          .finally(() => pending.delete(p));
        pending.add(p);
      }
      parentPort!.postMessage({ kind: 'sent', batch } satisfies PublisherMessage);
      batch = [];
      if (sent >= total) resolve();
      else setTimeout(tick, 5);
    };
    tick();
  });
  const endedAt = now();
  await Promise.all(pending);
  parentPort!.postMessage({
    kind: 'done',
    published: sent - failures,
    failures,
    endedAt,
  } satisfies PublisherMessage);
}

parentPort!.on('message', (cmd: PublishCommand | 'stop') => {
  if (cmd === 'stop') {
    void nc.close().then(() => process.exit(0));
    return;
  }
  void publishAt(cmd);
});
