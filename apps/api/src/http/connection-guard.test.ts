import { createServer, request, type Server } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  connectionCeiling,
  connectionLimits,
  guardConnections,
  httpServerOptions,
  openFileLimit,
} from './connection-guard.ts';

// The guard's rules one by one, on a real HTTP server with small limits (on Linux every 127.x.y.z is
// this machine, so each test address is a client of its own). The crowd of 18,000 is
// security/slow-connections.test.ts.

const LIMITS = `Limit                     Soft Limit           Hard Limit           Units
Max processes             63711                63711                processes
Max open files            20000                524288               files
`;

describe('the figures', () => {
  it('reads the soft open-file limit, or assumes 1024 where it cannot', () => {
    expect(openFileLimit(() => LIMITS)).toBe(20_000);
    expect(
      openFileLimit(() => {
        throw new Error('no /proc here');
      }),
    ).toBe(1024);
    expect(openFileLimit(() => 'Max open files  unlimited  unlimited files')).toBe(1024);
  });

  it('keeps a quarter of the files for the database and the files it sends', () => {
    expect(connectionCeiling(20_000)).toBe(15_000);
    expect(connectionCeiling(1024)).toBe(768);
    expect(connectionCeiling(10)).toBe(64);
  });

  it("counts every peer without a proxy; never a trusted proxy's address", () => {
    expect(connectionLimits(false, 1024).counted('203.0.113.9')).toBe(true);
    expect(connectionLimits(1, 1024).counted('203.0.113.9')).toBe(false);
    const listed = connectionLimits(['10.0.0.0/8', '::1'], 1024);
    expect(listed.counted('10.1.2.3')).toBe(false);
    expect(listed.counted('::ffff:10.1.2.3')).toBe(false);
    expect(listed.counted('::1')).toBe(false);
    expect(listed.counted('203.0.113.9')).toBe(true);
    expect(listed.counted('2001:db8::1')).toBe(true);
  });
});

let server: Server | undefined;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  const closing = server;
  server = undefined;
  if (!closing) return;
  closing.closeAllConnections();
  await new Promise((r) => closing.close(r));
});

async function guarded(perAddress: number, ceiling: number) {
  server = createServer(httpServerOptions, (_req, res) => res.end('ok'));
  const guard = guardConnections(server, { perAddress, ceiling, counted: () => true });
  await new Promise<void>((r) => server?.listen(0, '127.0.0.1', r));
  return { port: (server.address() as AddressInfo).port, guard };
}

/** A connection that sends nothing; resolves when connected, `closed` when the server ends it. */
async function silent(port: number, localAddress: string) {
  const socket = connect({ port, host: '127.0.0.1', localAddress });
  sockets.push(socket);
  socket.on('error', () => {});
  const closed = new Promise<void>((r) => socket.once('close', () => r()));
  await new Promise<void>((r) => socket.once('connect', () => r()));
  return { socket, closed };
}

function visit(port: number, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', localAddress, path: '/', agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

const settled = () => new Promise((r) => setTimeout(r, 100));

describe('the guard', () => {
  it('closes the connections of one address beyond its cap at once; other addresses are served', async () => {
    const { port, guard } = await guarded(5, 1_000);
    const opened = await Promise.all(Array.from({ length: 8 }, () => silent(port, '127.0.0.2')));
    await settled();
    const open = opened.filter(({ socket }) => !socket.destroyed && socket.readyState === 'open');
    expect(open).toHaveLength(5);
    expect(guard.open).toBe(5);
    expect(await visit(port, '127.0.0.3')).toBe(200);
  });

  it('near its ceiling, sheds the oldest silent connection of the busiest address, never one being answered', async () => {
    // Ceiling 20: from 18 open on, each new connection pushes out a waiting one.
    const { port, guard } = await guarded(100, 20);
    const crowd = [];
    for (let i = 0; i < 18; i++) crowd.push(await silent(port, '127.0.0.4'));
    const other = await silent(port, '127.0.0.5');
    expect(await visit(port, '127.0.0.6')).toBe(200);
    await Promise.all([crowd[0]?.closed, crowd[1]?.closed]);
    await settled();
    expect(crowd.slice(2).every(({ socket }) => !socket.destroyed)).toBe(true);
    expect(other.socket.destroyed).toBe(false);
    expect(guard.open).toBeLessThanOrEqual(18);
  });
});
