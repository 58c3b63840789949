import type { FastifyBaseLogger } from 'fastify';
import type { Bindings, ChildLoggerOptions, Logger } from 'pino';

/**
 * A request's logger (`request.log`), made only when something logs (ADR 061). Fastify gives
 * every request a pino child carrying its id; pino serialises the bindings when the child is
 * made, and that was about 2.5 % of an authenticated read's CPU (--cpu-prof under load) for a
 * logger that most requests never use: the access line is written by the AccessLog, not by it.
 */
class LazyChildLogger {
  #child: Logger | undefined;
  constructor(
    private readonly parent: Logger,
    private readonly ownBindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #real(): Logger {
    return (this.#child ??= this.parent.child(this.ownBindings, this.options));
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }
  set level(level: string) {
    this.#real().level = level;
  }
  isLevelEnabled(level: string): boolean {
    return this.#real().isLevelEnabled(level);
  }
  // Each method takes pino's arguments as they are; the child does the rest.
  fatal(...args: Parameters<Logger['fatal']>): void { this.#real().fatal(...args); }
  error(...args: Parameters<Logger['error']>): void { this.#real().error(...args); }
  warn(...args: Parameters<Logger['warn']>): void { this.#real().warn(...args); }
  info(...args: Parameters<Logger['info']>): void { this.#real().info(...args); }
  debug(...args: Parameters<Logger['debug']>): void { this.#real().debug(...args); }
  trace(...args: Parameters<Logger['trace']>): void { this.#real().trace(...args); }
  silent(...args: Parameters<Logger['silent']>): void { this.#real().silent(...args); }
  child(bindings: Bindings, options?: ChildLoggerOptions): Logger {
    return this.#real().child(bindings, options);
  }
  bindings(): Bindings {
    return this.#real().bindings();
  }
}

/** Fastify's `childLoggerFactory`: the same child as its default, made on first use. */
export function lazyChildLogger(logger: FastifyBaseLogger, bindings: Bindings, options: ChildLoggerOptions): FastifyBaseLogger {
  return new LazyChildLogger(logger as unknown as Logger, bindings, options) as unknown as FastifyBaseLogger;
}
