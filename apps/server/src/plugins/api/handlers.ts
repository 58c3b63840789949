import { findEndpoint, type Language } from '@lendline/domain';
import { schemasFor } from '@lendline/domain/api/schemas';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type * as z from 'zod/mini';
import type { Outcome } from '../../shared/outcome.ts';

/** Who is calling, once a session token has been checked. */
export interface Principal {
  userId: string;
  sessionId: string;
}

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

export type Handler<I> = (input: I, ctx: HandlerContext) => Promise<Outcome<unknown>>;

export interface HandlerOptions {
  /**
   * A public read whose answer is the same for everyone: its success envelope may be served
   * from the public read cache for this many seconds.
   */
  publicCacheSeconds?: number;
}

interface Registered extends HandlerOptions {
  schema: z.ZodMiniType;
  handler: Handler<unknown>;
}

/**
 * Which module answers which logical path. Modules add their handlers at start; a path of
 * the contract nobody has claimed yet answers NOT_AVAILABLE_YET.
 */
export interface HandlerRegistry {
  add<S extends z.ZodMiniType>(path: string, schema: S, handler: Handler<z.output<S>>, options?: HandlerOptions): void;
  get(path: string): Registered | undefined;
}

export function createHandlerRegistry(): HandlerRegistry {
  const handlers = new Map<string, Registered>();
  return {
    add(path, schema, handler, options = {}) {
      // Checked at start so a handler can never validate with a schema other than the
      // contract's: the web client and the server read the same one.
      if (!findEndpoint(path)) throw new Error(`Handler for ${path}, which is not in the contract`);
      if (schemasFor(path)?.request !== schema) throw new Error(`Handler for ${path} must use the contract's request schema`);
      if (handlers.has(path)) throw new Error(`Two handlers for ${path}`);
      if (options.publicCacheSeconds !== undefined && findEndpoint(path)?.auth) throw new Error(`${path} needs a token: not cacheable`);
      handlers.set(path, { ...options, schema, handler: handler as Handler<unknown> });
    },
    get: (path) => handlers.get(path),
  };
}

/** The principal of an endpoint the contract marks as needing a token; its absence is a bug. */
export function principalOf(ctx: HandlerContext): Principal {
  if (!ctx.principal) throw new Error('principalOf called on an endpoint that does not require a token');
  return ctx.principal;
}

/** The contract's request schema for a path, for requests the domain does not export by name. */
export function contractRequestSchema(path: string): z.ZodMiniType {
  const schemas = schemasFor(path);
  if (!schemas) throw new Error(`No schema for ${path} in the contract`);
  return schemas.request;
}
