import type { FastifyInstance } from 'fastify';

/**
 * A JSON content type with no body (a logout call, a browser's fetch helper that always sets the
 * header) reads as no body instead of a 400; everything else goes to Fastify's own parser, which also
 * refuses prototype poisoning.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    parseJson(request, text, done);
  });
}
