import type { ErrorName } from '@lendline/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorEnvelope, languageOf, sendEnvelope } from './api/envelope.ts';
import type { SecurityHeaders } from './security-headers.ts';

/**
 * The one error handler and the one not-found handler. Everything leaves as an envelope;
 * a 5xx says only "the request failed" and its detail goes to the log under the request id.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const name = errorNameFor(error);
    if (name === 'INTERNAL') request.log.error({ err: error }, 'unhandled error');
    else request.log.info({ errorCode: error.code, status: error.statusCode }, 'request rejected');
    return sendEnvelope(reply, errorEnvelope(name, languageOf(request.headers.lang)));
  });

  app.setNotFoundHandler((request, reply) => {
    return sendEnvelope(reply, errorEnvelope('NOT_FOUND', languageOf(request.headers.lang)));
  });
}

/**
 * Errors Fastify raises before routing (a path parameter longer than the router accepts, a
 * URL that does not decode): no hook has run yet, so the request id and the security headers
 * are set here.
 */
export function frameworkErrorAnswer(security: SecurityHeaders) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    security.apply(reply);
    reply.header('x-request-id', request.id);
    const name = error.code === 'FST_ERR_MAX_PARAM_LENGTH' || error.code === 'FST_ERR_BAD_URL' ? 'BAD_PATH' : errorNameFor(error);
    if (name === 'INTERNAL') request.log.error({ err: error }, 'framework error');
    void sendEnvelope(reply, errorEnvelope(name, languageOf(request.headers.lang)));
  };
}

/** Fastify's and its plugins' errors reduced to the contract's vocabulary. */
export function errorNameFor(error: Pick<FastifyError, 'code' | 'statusCode'>): ErrorName {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return 'BODY_TOO_LARGE';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'UNSUPPORTED_CONTENT_TYPE';
    // @fastify/static refuses a path it will not map onto a file ("//staff/referrals", a
    // doubled or dot segment) with a 403; for a client, there is simply nothing there.
    case 'FST_STATIC_FORBIDDEN_PATH':
      return 'NOT_FOUND';
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'MALFORMED_BODY';
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return 'BODY_TOO_LARGE';
  if (status === 415) return 'UNSUPPORTED_CONTENT_TYPE';
  if (status === 404) return 'NOT_FOUND';
  if (status === 405) return 'METHOD_NOT_ALLOWED';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 400 && status < 500) return 'MALFORMED_BODY';
  return 'INTERNAL';
}
