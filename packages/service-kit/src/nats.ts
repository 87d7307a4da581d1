import {
  connect,
  nanos,
  RetentionPolicy,
  StorageType,
  DiscardPolicy,
  type NatsConnection,
  type JetStreamManager,
} from 'nats';
import type { FastifyBaseLogger } from 'fastify';
import { streamName, streamSubjects, type PublishingService } from '@app/contracts/events';

/**
 * The servers and credentials of `NATS_URL`: a comma-separated list such as
 * `nats://user:password@nats:4222,nats://nats-2:4222`. The credentials (URL-encoded, from the first
 * server that has them) are passed as options and left out of the addresses, so logs never show them.
 */
export function natsServers(url: string): { servers: string[]; user?: string; pass?: string } {
  let user: string | undefined;
  let pass: string | undefined;
  const servers = url
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      if (!s.includes('@')) return s;
      const parsed = new URL(s.includes('://') ? s : `nats://${s}`);
      if (user === undefined && parsed.username) {
        user = decodeURIComponent(parsed.username);
        pass = decodeURIComponent(parsed.password);
      }
      return `${parsed.protocol}//${parsed.host}`;
    });
  return user === undefined ? { servers } : { servers, user, pass };
}

export async function connectNats(
  url: string,
  name: string,
  log: FastifyBaseLogger,
): Promise<NatsConnection> {
  const nc = await connect({
    ...natsServers(url),
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 500,
    waitOnFirstConnect: true,
    pingInterval: 10_000,
  });
  void (async () => {
    for await (const s of nc.status()) {
      if (s.type === 'disconnect' || s.type === 'reconnect' || s.type === 'error') {
        log.warn({ nats: s.type, data: String(s.data) }, `NATS ${s.type}`);
      }
    }
  })();
  return nc;
}

/**
 * Creates (or leaves as it is) the stream one service publishes to. Publishers and consumers both
 * call this, so whichever starts first makes it. De-duplication by `Nats-Msg-Id` holds for two minutes.
 * `replicas` (`NATS_STREAM_REPLICAS`) is how many nodes of a cluster keep a copy.
 */
export async function ensureStream(
  jsm: JetStreamManager,
  service: PublishingService,
  namespace: string,
  replicas = 1,
): Promise<string> {
  const name = streamName(service, namespace);
  const subjects = [streamSubjects(service, namespace)];
  try {
    await jsm.streams.info(name);
  } catch {
    try {
      await jsm.streams.add({
        name,
        subjects,
        retention: RetentionPolicy.Limits,
        storage: StorageType.File,
        discard: DiscardPolicy.Old,
        // Read models are (re)built from the stream, so history is kept by size, not age.
        max_age: 0,
        // JetStream reserves max_bytes of its store for every file stream. A test namespace keeps
        // its reservation small, so parallel test files (six streams each) fit on one server.
        max_bytes: namespace ? 64 * 1024 ** 2 : 1024 ** 3,
        duplicate_window: nanos(2 * 60 * 1000),
        num_replicas: replicas,
      });
    } catch (err) {
      // Another replica may have created it a moment ago.
      await jsm.streams.info(name).catch(() => {
        throw err;
      });
    }
  }
  return name;
}
