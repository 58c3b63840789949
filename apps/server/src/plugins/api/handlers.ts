import { findEndpoint, type DefinedPath, type Language, type ResponseOf, type ValidatedRequestOf } from '@lendline/domain';
import { schemasFor } from '@lendline/domain/contract';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { Principal } from '../../modules/auth/principal.ts';
import type { Outcome } from '../../shared/outcome.ts';

export type { Principal };

export interface HandlerContext {
  lang: Language;
  clientIp: string;
  log: FastifyBaseLogger;
  /** Present on endpoints the contract marks as needing a token; null elsewhere. */
  principal: Principal | null;
  /** For public endpoints where some inputs need a session (a bank-card code). */
  authenticate(): Promise<Outcome<Principal>>;
  /** The raw request, for multipart handlers that stream their parts. */
  request: FastifyRequest;
}

/**
 * A module's answer to one logical path: typed from the contract both ways, so a handler can
 * neither read a field the request schema does not validate nor answer a shape the response
 * schema does not describe.
 */
export type Handler<P extends DefinedPath> = (input: ValidatedRequestOf<P>, ctx: HandlerContext) => Promise<Outcome<ResponseOf<P>>>;

export interface HandlerOptions {
  /**
   * A public read whose answer is the same for everyone: its success envelope may be served
   * from the public read cache for this many seconds.
   */
  publicCacheSeconds?: number;
}

interface Registered extends HandlerOptions {
  /** The contract's request schema for the path: the only one a handler's input is checked with. */
  schema: z.ZodMiniType;
  handler: (input: unknown, ctx: HandlerContext) => Promise<Outcome<unknown>>;
}

/**
 * Which module answers which logical path. Modules add their handlers at start; a path of
 * the contract nobody has claimed yet answers NOT_AVAILABLE_YET.
 */
export interface HandlerRegistry {
  add<P extends DefinedPath>(path: P, handler: Handler<P>, options?: HandlerOptions): void;
  get(path: string): Registered | undefined;
}

export function createHandlerRegistry(): HandlerRegistry {
  const handlers = new Map<string, Registered>();
  return {
    add(path, handler, options = {}) {
      const schemas = schemasFor(path);
      if (!schemas || schemas.provisional) throw new Error(`Handler for ${path}, which the contract does not define`);
      if (handlers.has(path)) throw new Error(`Two handlers for ${path}`);
      if (options.publicCacheSeconds !== undefined && findEndpoint(path)?.auth) throw new Error(`${path} needs a token: not cacheable`);
      handlers.set(path, { ...options, schema: schemas.request, handler: handler as Registered['handler'] });
    },
    get: (path) => handlers.get(path),
  };
}

/** The principal of an endpoint the contract marks as needing a token; its absence is a bug. */
export function principalOf(ctx: HandlerContext): Principal {
  if (!ctx.principal) throw new Error('principalOf called on an endpoint that does not require a token');
  return ctx.principal;
}
