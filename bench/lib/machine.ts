import { fstatSync, openSync, closeSync, readFileSync } from 'node:fs';
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';
import { cpus } from 'node:os';

/**
 * Which machine a bench ran on, and how fast it is at the three kinds of work the figures depend
 * on. Every session gets a different 2-core machine, and the same code has needed 2-4 times the CPU
 * per request on one as on another (bench/README.md, "A fifth machine"): a figure means little
 * without the machine's. Each workload is fixed and runs a few times; the best time is kept, as the
 * one least disturbed by other work.
 */
export interface MachineFigures {
  cpu: string;
  cores: number;
  /** From /sys: how the kernel guards indirect branches (it changes what a system call costs). */
  spectreV2: string;
  /** JSON.stringify and JSON.parse of a fixed 1 KB object: JavaScript and garbage. */
  jsonRoundTripUs: number;
  /** One fstat(2) from Node: the cost of crossing into the kernel and back. */
  syscallUs: number;
  /** 64 bytes to an echo server on loopback and back, in one process: what every proxied hop pays. */
  loopbackRoundTripUs: number;
}

const REPEATS = 3;

function bestOf(repeats: number, ops: number, run: () => void): number {
  let best = Infinity;
  for (let r = 0; r < repeats; r++) {
    const started = performance.now();
    run();
    best = Math.min(best, ((performance.now() - started) * 1000) / ops);
  }
  return Math.round(best * 100) / 100;
}

function jsonRoundTripUs(): number {
  const value = {
    researchers: Array.from({ length: 8 }, (_, i) => ({
      id: `00000000-0000-4000-8000-00000000000${i}`,
      name: `Researcher ${i}`,
      interests: ['education', 'augmented reality', 'computing'],
      score: i / 8,
    })),
  };
  const ops = 20_000;
  let sink = 0;
  const us = bestOf(REPEATS, ops, () => {
    for (let i = 0; i < ops; i++)
      sink += (JSON.parse(JSON.stringify(value)) as typeof value).researchers.length;
  });
  if (sink === 0) throw new Error('unreachable');
  return us;
}

function syscallUs(): number {
  const fd = openSync('/dev/null', 'r');
  try {
    const ops = 100_000;
    return bestOf(REPEATS, ops, () => {
      for (let i = 0; i < ops; i++) fstatSync(fd);
    });
  } finally {
    closeSync(fd);
  }
}

async function loopbackRoundTripUs(): Promise<number> {
  const server = createServer((socket) => socket.pipe(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const client: Socket = connect(port, '127.0.0.1');
  client.setNoDelay(true);
  await new Promise((resolve) => client.once('connect', resolve));
  const message = Buffer.alloc(64, 1);
  const trips = 5_000;
  const timeTrips = () =>
    new Promise<number>((resolve) => {
      let left = trips;
      let received = 0;
      const started = performance.now();
      const onData = (chunk: Buffer) => {
        received += chunk.length;
        if (received < message.length) return;
        received -= message.length;
        if (--left === 0) {
          client.off('data', onData);
          resolve(((performance.now() - started) * 1000) / trips);
        } else client.write(message);
      };
      client.on('data', onData);
      client.write(message);
    });
  let best = Infinity;
  try {
    for (let r = 0; r < REPEATS; r++) best = Math.min(best, await timeTrips());
  } finally {
    client.destroy();
    server.close();
  }
  return Math.round(best * 10) / 10;
}

function spectreV2(): string {
  try {
    return readFileSync('/sys/devices/system/cpu/vulnerabilities/spectre_v2', 'utf8').split(';')[0]!.trim();
  } catch {
    return 'unknown';
  }
}

export async function machineFigures(): Promise<MachineFigures> {
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    spectreV2: spectreV2(),
    jsonRoundTripUs: jsonRoundTripUs(),
    syscallUs: syscallUs(),
    loopbackRoundTripUs: await loopbackRoundTripUs(),
  };
}

export function describeMachine(m: MachineFigures): string {
  return (
    `machine: ${m.cores} × ${m.cpu} (${m.spectreV2}); JSON round trip ${m.jsonRoundTripUs} µs, ` +
    `system call ${m.syscallUs} µs, loopback round trip ${m.loopbackRoundTripUs} µs`
  );
}

// Run alone: `npx tsx bench/lib/machine.ts`.
if (import.meta.url === `file://${process.argv[1]}`) console.log(describeMachine(await machineFigures()));
