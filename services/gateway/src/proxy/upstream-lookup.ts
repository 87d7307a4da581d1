import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';

/** Every address a name resolves to (dns.lookup with `all: true`, or a stand-in in tests). */
export type ResolveAll = (
  hostname: string,
  callback: (err: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

const resolveAll: ResolveAll = (hostname, callback) => dnsLookup(hostname, { all: true }, callback);

/**
 * A service scaled by compose (`--scale networking=2`) is one name with an address per replica.
 * Node connects to the first address a name resolves to, so every connection would go to one
 * replica. This lookup turns the list one step per connection, so the gateway's connections (and
 * with them its requests) are spread over every replica, and a replica that is replaced is found
 * again on the next connection.
 */
export function roundRobinLookup(resolve: ResolveAll = resolveAll): LookupFunction {
  let turn = 0;
  return (hostname, options, callback) => {
    resolve(hostname, (err, addresses) => {
      if (err) return callback(err, options.all ? [] : '');
      const start = turn % addresses.length;
      const next = addresses[start];
      if (!next) {
        const notFound = Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
        return callback(notFound, options.all ? [] : '');
      }
      turn++;
      if (options.all) callback(null, [...addresses.slice(start), ...addresses.slice(0, start)]);
      else callback(null, next.address, next.family);
    });
  };
}
