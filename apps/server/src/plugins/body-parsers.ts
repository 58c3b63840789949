import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

export interface BodyLimits {
  bodyLimitBytes: number;
  multipartLimitBytes: number;
}

/**
 * JSON (the default parser, but an empty body reads as "no fields" because clients send a
 * JSON content type on empty POSTs such as logout), form-encoded (login) and multipart
 * (uploads, streamed by their handlers). Size limits here answer 413 through the error handler.
 */
export async function registerBodyParsers(app: FastifyInstance, limits: BodyLimits): Promise<void> {
  const strictJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: limits.bodyLimitBytes }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    return strictJson(request, text, done);
  });
  await app.register(formbody, { bodyLimit: limits.bodyLimitBytes });
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: limits.multipartLimitBytes, files: 4, fields: 50, fieldSize: 64 * 1024, parts: 60 },
  });
}
