import { DEFAULT_PACKAGE_NAME, findEndpoint, type EndpointDef } from '@lendline/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail, type Outcome } from '../../shared/outcome.ts';
import { bearerToken } from './bearer.ts';
import { languageOf, outcomeEnvelope, sendEnvelope } from './envelope.ts';
import { decryptPathCached } from './path-cache.ts';
import type { PublicReadCache } from './public-read-cache.ts';
import type { HandlerContext, HandlerRegistry, Principal } from './handlers.ts';
import { validateInput } from '../../shared/validate-input.ts';

export interface DispatchDeps {
  registry: HandlerRegistry;
  /** False for contract paths this instance must pretend not to have (the sandbox outside sandbox mode). */
  isExposed(endpoint: EndpointDef): boolean;
  /** Checks a bearer token; undefined when the request carried none. */
  authenticate(token: string | undefined): Promise<Outcome<Principal>>;
  publicReads: PublicReadCache;
}

const TIMESTAMP = /^\d{1,13}$/;

/**
 * One encrypted route family, in the order a request is judged: readable path, known path,
 * right method, timestamp, body type, session, input, then the module's handler.
 */
export async function dispatch(request: FastifyRequest, reply: FastifyReply, deps: DispatchDeps): Promise<FastifyReply> {
  const lang = languageOf(request.headers.lang);
  const answer = (outcome: Outcome<unknown>) => sendEnvelope(reply, outcomeEnvelope(outcome, lang));

  const endpoint = resolveEndpoint(request, deps);
  if (!endpoint.ok) return answer(endpoint);
  const def = endpoint.value;
  if (request.method !== def.method) return answer(fail('METHOD_NOT_ALLOWED'));

  const query = (request.query ?? {}) as Record<string, unknown>;
  const timestamp = query.timestamp;
  if (typeof timestamp !== 'string' || !TIMESTAMP.test(timestamp)) return answer(fail('MISSING_TIMESTAMP'));

  const input = readInput(request, def, query);
  if (!input.ok) return answer(input);

  const authenticate = () => deps.authenticate(bearerToken(request.headers.authorization));
  let principal: Principal | null = null;
  if (def.auth) {
    const session = await authenticate();
    if (!session.ok) return answer(session);
    principal = session.value;
  }

  const registered = deps.registry.get(def.path);
  if (!registered) return answer(fail('NOT_AVAILABLE_YET'));
  const validated = validateInput(registered.schema, input.value);
  if (!validated.ok) return answer(fail('VALIDATION_FAILED', { fields: validated.fields }));

  const ctx: HandlerContext = { lang, clientIp: request.ip, log: request.log, principal, authenticate, request };
  const envelope = outcomeEnvelope(await registered.handler(validated.value, ctx), lang);
  const cacheSeconds = registered.publicCacheSeconds;
  if (cacheSeconds !== undefined && envelope.code === 0 && Object.keys(input.value as object).length === 0) {
    const { hex } = request.params as { hex: string };
    deps.publicReads.remember({ headers: request.headers, hex, path: def.path }, envelope.body, cacheSeconds);
  }
  return sendEnvelope(reply, envelope);
}

function resolveEndpoint(request: FastifyRequest, deps: DispatchDeps): Outcome<EndpointDef> {
  const { hex } = request.params as { hex: string };
  const packageName = single(request.headers.packagename) || DEFAULT_PACKAGE_NAME;
  const path = decryptPathCached(hex, packageName);
  if (path === null) return fail('BAD_PATH');
  const def = findEndpoint(path);
  // Logged only once known to be one of ours: arbitrary decrypted text could carry anything.
  if (!def || !deps.isExposed(def)) return fail('UNKNOWN_PATH');
  request.apiPath = path;
  return { ok: true, value: def };
}

function readInput(request: FastifyRequest, def: EndpointDef, query: Record<string, unknown>): Outcome<unknown> {
  if (def.method === 'GET') {
    const fields = { ...query };
    delete fields.timestamp;
    return { ok: true, value: fields };
  }
  const type = contentKind(request.headers['content-type']);
  const accepted = type === 'none' || type === def.encoding;
  if (!accepted) return fail('UNSUPPORTED_CONTENT_TYPE');
  // Multipart bodies are streamed by their handler, which validates the parts it reads.
  if (def.encoding === 'multipart') return { ok: true, value: {} };
  const body = request.body ?? {};
  if (typeof body !== 'object' || Array.isArray(body)) return fail('MALFORMED_BODY');
  return { ok: true, value: body };
}

function contentKind(header: string | undefined): 'none' | 'json' | 'form' | 'multipart' | 'other' {
  if (!header) return 'none';
  const type = header.split(';', 1)[0]!.trim().toLowerCase();
  if (type === 'application/json') return 'json';
  if (type === 'application/x-www-form-urlencoded') return 'form';
  if (type === 'multipart/form-data') return 'multipart';
  return 'other';
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}
