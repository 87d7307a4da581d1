import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A stub's server listening (port 0 picks a free port): its address, and how to close it. */
export async function listen(
  server: Server,
  port = 0,
  host = '127.0.0.1',
): Promise<{ url: string; close(): Promise<void> }> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
