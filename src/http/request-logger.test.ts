import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { requestLoggerFactory } from './request-logger.js';

function logger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, callback) {
      lines.push(JSON.parse(String(chunk)));
      callback();
    },
  });
  // Fastify's own pino logger, as the app has it.
  return { parent: Fastify({ logger: { level, stream: sink } }).log, lines };
}

const make = (parent: FastifyBaseLogger, options = {}) =>
  requestLoggerFactory.call(undefined as never, parent, { reqId: 'abc-1' }, options, undefined as never);

describe('requestLoggerFactory', () => {
  it('makes no child while nothing is written at an enabled level', () => {
    const { parent, lines } = logger('warn');
    const child = vi.spyOn(parent, 'child');
    const log = make(parent);
    log.info({ a: 1 }, 'incoming request');
    log.debug('detail');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toHaveLength(0);
    expect(log.level).toBe('warn');
  });

  it('writes enabled lines with the request bindings, through one child', () => {
    const { parent, lines } = logger('info');
    const child = vi.spyOn(parent, 'child');
    const log = make(parent);
    log.info({ a: 1 }, 'first');
    log.error(new Error('boom'), 'second');
    log.debug('not written');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((l) => [l.msg, l.reqId, l.level])).toEqual([
      ['first', 'abc-1', 30],
      ['second', 'abc-1', 50],
    ]);
    expect(lines[0]?.a).toBe(1);
    expect(lines[1]?.err).toMatchObject({ message: 'boom' });
  });

  it("children and level changes act on the request's logger", () => {
    const { parent, lines } = logger('warn');
    const log = make(parent);
    log.child({ part: 'x' }).warn('from a child');
    log.level = 'debug';
    log.debug('now written');
    expect(lines.map((l) => [l.msg, l.reqId, l.part])).toEqual([
      ['from a child', 'abc-1', 'x'],
      ['now written', 'abc-1', undefined],
    ]);
    expect(parent.level).toBe('warn');
  });

  it('makes the real child at once when the route sets a level', () => {
    const { parent } = logger('warn');
    const child = vi.spyOn(parent, 'child');
    make(parent, { level: 'debug' });
    expect(child).toHaveBeenCalledTimes(1);
  });
});
