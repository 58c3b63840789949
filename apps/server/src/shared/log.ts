/**
 * The logger services and providers write to: pino's shape (an object of fields, then the
 * message), so they depend on no HTTP framework. Fastify's request and app loggers fit it.
 */
export interface Log {
  debug(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}
