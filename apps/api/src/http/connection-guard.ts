import { readFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { BlockList, isIP, type Socket } from 'node:net';
import { addressKey } from './address-key.ts';
import type { TrustProxy } from './trust-proxy.ts';

// Connections that never finish their headers must not use up the server's open files (decision 0136):
// - Node closes a connection whose headers are not complete within HEADERS_TIMEOUT_MS; it looks every
//   CHECK_INTERVAL_MS, so such a connection lives at most about 11 s (Node's defaults: 60 s every 30 s);
// - one address (an IPv6 /64) keeps at most CONNECTIONS_PER_ADDRESS open; more are closed at once;
// - the server keeps its own ceiling, a share of its open-file limit, so the database and the files it
//   sends still get descriptors; near it, a new connection pushes out the oldest connection that is
//   waiting for a request (never one being answered) of the address holding the most such connections,
//   so a visitor who sends a request at once is served while a crowd of silent connections is shed.

export const HEADERS_TIMEOUT_MS = 10_000;
/** A whole request, body included: a slow phone's upload still fits, a trickled body does not. */
export const REQUEST_TIMEOUT_MS = 60_000;
export const CHECK_INTERVAL_MS = 1_000;
/** Several hundred phones behind one carrier address load a page at once: 6 connections each at most. */
export const CONNECTIONS_PER_ADDRESS = 256;
/** Share of the open-file limit client connections may take; the rest is the database's and the files'. */
const CEILING_SHARE = 0.75;
/** Above this share of the ceiling each new connection sheds a waiting one. */
const SHED_SHARE = 0.9;
/** When the limit cannot be read (not Linux): the usual default soft limit. */
const FALLBACK_FILE_LIMIT = 1024;

/** Node's HTTP server options (Fastify's `http`), with the timeouts above. */
export const httpServerOptions = {
  headersTimeout: HEADERS_TIMEOUT_MS,
  requestTimeout: REQUEST_TIMEOUT_MS,
  connectionsCheckingInterval: CHECK_INTERVAL_MS,
};

/** The soft RLIMIT_NOFILE of this process (Node has no API for it: Linux's /proc/self/limits). */
export function openFileLimit(readLimits = () => readFileSync('/proc/self/limits', 'utf8')): number {
  try {
    const soft = /^Max open files\s+(\d+)/m.exec(readLimits())?.[1];
    return soft ? Number(soft) : FALLBACK_FILE_LIMIT;
  } catch {
    return FALLBACK_FILE_LIMIT;
  }
}

/** How many client connections the server keeps open at most. */
export const connectionCeiling = (fileLimit: number) => Math.max(64, Math.floor(fileLimit * CEILING_SHARE));

export interface ConnectionLimits {
  perAddress: number;
  ceiling: number;
  /** Peers counted per address: not a trusted proxy, whose one address carries everyone. */
  counted: (peer: string) => boolean;
}

export function connectionLimits(trustProxy: TrustProxy, fileLimit = openFileLimit()): ConnectionLimits {
  return {
    perAddress: CONNECTIONS_PER_ADDRESS,
    ceiling: connectionCeiling(fileLimit),
    counted: notTrustedProxy(trustProxy),
  };
}

/** With a hop count any peer may be the proxy: none is counted (the proxy limits its clients). */
function notTrustedProxy(trustProxy: TrustProxy): (peer: string) => boolean {
  if (trustProxy === false) return () => true;
  if (typeof trustProxy === 'number') return () => false;
  const proxies = new BlockList();
  for (const item of trustProxy) {
    const [address = '', bits] = item.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) proxies.addAddress(address, type);
    else proxies.addSubnet(address, Number(bits), type);
  }
  return (peer) => {
    const plain = peer.replace(/^::ffff:(?=\d+\.)/i, '');
    return !proxies.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}

/** Applies the limits to the server's connections; answers what it holds, for tests and logs. */
export function guardConnections(server: Server, limits: ConnectionLimits) {
  server.maxConnections = limits.ceiling;
  const shedAt = Math.floor(limits.ceiling * SHED_SHARE);
  const byKey = new Map<string, Set<Socket>>();
  /** Per key, the connections waiting for a request, oldest first (a Set keeps insertion order). */
  const waitingByKey = new Map<string, Set<Socket>>();
  const keyOf = new WeakMap<Socket, string>();
  const inFlight = new WeakMap<Socket, number>();
  let open = 0;

  const setOf = (map: Map<string, Set<Socket>>, key: string) => {
    let set = map.get(key);
    if (!set) {
      set = new Set();
      map.set(key, set);
    }
    return set;
  };
  const drop = (map: Map<string, Set<Socket>>, key: string, socket: Socket) => {
    const set = map.get(key);
    if (set?.delete(socket) && set.size === 0) map.delete(key);
  };

  server.on('connection', (socket: Socket) => {
    const peer = socket.remoteAddress ?? '';
    const key = addressKey(peer);
    const mine = byKey.get(key)?.size ?? 0;
    if (limits.counted(peer) && mine >= limits.perAddress) {
      socket.destroy();
      return;
    }
    if (open >= shedAt) shedOneWaiting();
    open++;
    keyOf.set(socket, key);
    setOf(byKey, key).add(socket);
    setOf(waitingByKey, key).add(socket);
    socket.once('close', () => {
      open--;
      drop(byKey, key, socket);
      drop(waitingByKey, key, socket);
    });
  });

  server.on('request', (request, response) => {
    const socket = request.socket;
    const key = keyOf.get(socket);
    if (key === undefined) return;
    inFlight.set(socket, (inFlight.get(socket) ?? 0) + 1);
    drop(waitingByKey, key, socket);
    response.once('close', () => {
      const left = (inFlight.get(socket) ?? 1) - 1;
      inFlight.set(socket, left);
      // Kept alive for the next request: waiting again, and the youngest of its address.
      if (left === 0 && !socket.destroyed) setOf(waitingByKey, key).add(socket);
    });
  });

  function shedOneWaiting() {
    let busiest: [string, Set<Socket>] | undefined;
    for (const entry of waitingByKey) if (!busiest || entry[1].size > busiest[1].size) busiest = entry;
    if (!busiest) return;
    const [key, waiting] = busiest;
    const oldest = waiting.values().next().value;
    if (!oldest) return;
    // Out of the waiting list now: its 'close' comes later, and the next arrival must pick another.
    drop(waitingByKey, key, oldest);
    oldest.destroy();
  }

  return {
    get open() {
      return open;
    },
    limits,
  };
}
