import type { FastifyRequest } from 'fastify';

// The access log never holds a key: a URL that carries a capability (a booking's view token, a waitlist
// offer's signed link, an app shell's session token) is written with that part replaced, so whoever
// reads the logs cannot open the booking, claim the offer or take the session.

const HIDDEN = '[hidden]';
/** Query parameters that carry a key: the reminder link's `t`, the API's `viewToken`, the in-app `token`. */
const SECRET_PARAMS = new Set(['t', 'token', 'viewtoken', 'accesstoken']);
/** Paths whose segment after the prefix is a key: the offer page and its API calls. */
const SECRET_SEGMENT = /^(\/giu-cho\/|\/api\/waitlist\/offers\/)[^/?#]+/;

/** The URL as it may be logged: path and query with every key replaced by '[hidden]'. */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at)).replace(SECRET_SEGMENT, `$1${HIDDEN}`);
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return SECRET_PARAMS.has(decodedName(name).toLowerCase()) ? `${name}=${HIDDEN}` : pair;
    });
  return `${path}?${query.join('&')}`;
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** Fastify's request serializer with the URL made loggable (Host left out: the client writes it). */
export const logSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: loggableUrl(request.url),
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
