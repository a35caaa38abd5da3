import type { FastifyRequest } from 'fastify';

// "From this machine": the TCP peer is a loopback address and no proxy forwarded the request. The
// socket's address is used, never request.ip, which a configured proxy may have taken from a header.

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

export function fromThisMachine(request: FastifyRequest): boolean {
  const peer = request.socket?.remoteAddress ?? '';
  const forwarded = request.headers['x-forwarded-for'] ?? request.headers.forwarded;
  return LOOPBACK.test(peer) && forwarded === undefined;
}
