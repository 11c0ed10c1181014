import type { FastifyBaseLogger, FastifyLogFn } from 'fastify';

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildLoggerOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type LogArgs = Parameters<FastifyLogFn>;

/**
 * Fastify gives every request a pino child logger bound to its request id. Building one (its
 * bindings serialized to JSON, a new prototype layer) cost about 2 us per request, 2% of the busy
 * time of /api/health when nothing was logged (LOG_LEVEL=warn, issue 18). This child is built on
 * the first line actually written: a request that logs nothing never builds it, and every line
 * that is written comes from the same pino child as before, with the same bindings.
 */

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/** What the parent must offer so that a line's level can be checked without a child. */
interface LevelAwareLogger extends FastifyBaseLogger {
  isLevelEnabled(level: string): boolean;
}

function isLevelAware(logger: FastifyBaseLogger): logger is LevelAwareLogger {
  return typeof (logger as Partial<LevelAwareLogger>).isLevelEnabled === 'function';
}

class LazyChildLogger implements FastifyBaseLogger {
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: LevelAwareLogger,
    private readonly bindings: Bindings,
  ) {}

  get level(): string {
    return (this.#child ?? this.parent).level;
  }

  /** A level set on the request's logger belongs to its own child, as it did with pino's. */
  set level(level: string) {
    this.#built().level = level;
  }

  // Methods on the prototype, not arrow fields: a logger per request must stay one small object.
  fatal(...args: LogArgs): void {
    this.#write('fatal', args);
  }
  error(...args: LogArgs): void {
    this.#write('error', args);
  }
  warn(...args: LogArgs): void {
    this.#write('warn', args);
  }
  info(...args: LogArgs): void {
    this.#write('info', args);
  }
  debug(...args: LogArgs): void {
    this.#write('debug', args);
  }
  trace(...args: LogArgs): void {
    this.#write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#built().child(bindings, options);
  }

  #built(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings);
    return this.#child;
  }

  #write(level: Level, args: LogArgs): void {
    // Once built, the child decides (its level may have been set); before, the parent's level,
    // read at each call, is the child's.
    if (!this.#child && !this.parent.isLevelEnabled(level)) return;
    (this.#built()[level] as (...line: unknown[]) => void)(...args);
  }
}

/**
 * Fastify's `childLoggerFactory`. Options for the child (a route's own `logLevel`) or a parent
 * that cannot tell its level get the eager child Fastify would have built.
 */
export function lazyRequestLogger(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  if (Object.keys(options).length > 0 || !isLevelAware(logger)) return logger.child(bindings, options);
  return new LazyChildLogger(logger, bindings);
}
