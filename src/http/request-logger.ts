import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';

type FastifyChildLoggerFactory = NonNullable<FastifyServerOptions['childLoggerFactory']>;

type Bindings = Parameters<FastifyBaseLogger['child']>[0];
type ChildOptions = NonNullable<Parameters<FastifyBaseLogger['child']>[1]>;
type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger, made on its first enabled call. Fastify makes a child
 * logger for every request (binding its id), though most requests log
 * nothing at the configured level; making it only when a line is written
 * keeps that cost off the requests that do not log. Lines carry the same
 * bindings either way.
 */
class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger & { isLevelEnabled(level: string): boolean },
    private readonly bindings: Bindings,
  ) {}

  private get logger(): FastifyBaseLogger {
    if (this.made === undefined) this.made = this.parent.child(this.bindings);
    return this.made;
  }

  private write(level: LogLevel, args: unknown[]): void {
    if (this.made === undefined && !this.parent.isLevelEnabled(level)) return;
    (this.logger[level] as (...a: unknown[]) => void)(...args);
  }

  get level(): string {
    return this.made?.level ?? this.parent.level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  fatal(...args: unknown[]): void {
    this.write('fatal', args);
  }
  error(...args: unknown[]): void {
    this.write('error', args);
  }
  warn(...args: unknown[]): void {
    this.write('warn', args);
  }
  info(...args: unknown[]): void {
    this.write('info', args);
  }
  debug(...args: unknown[]): void {
    this.write('debug', args);
  }
  trace(...args: unknown[]): void {
    this.write('trace', args);
  }
  silent(): void {}

  child(bindings: Bindings, options?: ChildOptions): FastifyBaseLogger {
    return this.logger.child(bindings, options);
  }
}

/**
 * Fastify's `childLoggerFactory`: a lazy child, unless the route asks for a
 * level or serializers of its own (then the real child, made at once).
 */
export const requestLoggerFactory: FastifyChildLoggerFactory = (logger, bindings, options) => {
  const parent = logger as FastifyBaseLogger & { isLevelEnabled?: (level: string) => boolean };
  if (
    options.level !== undefined ||
    options.serializers !== undefined ||
    parent.isLevelEnabled === undefined
  ) {
    return logger.child(bindings, options);
  }
  return new RequestLogger(
    parent as FastifyBaseLogger & { isLevelEnabled(level: string): boolean },
    bindings,
  );
};
