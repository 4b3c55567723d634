import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { asyncLog, drainLog } from './log-destination.js';

const dir = mkdtempSync(join(tmpdir(), 'log-destination-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('asynchronous log destination (lines queued as bytes)', () => {
  it('writes every line whole and in order, multi-byte characters included, once drained', async () => {
    const file = join(dir, 'lines.log');
    const destination = asyncLog(file);
    const logger = pino({ base: undefined }, destination);
    // Lines of one, two, three and four UTF-8 bytes a character: a queue
    // that counted characters instead of bytes would cut or run lines together.
    const paths = ['/plain', '/año/ñandú', '/€uro', '/emoji/🙂', '/mixto/ç€🙂'];
    const count = 20_000;
    for (let i = 0; i < count; i++) logger.info({ n: i, path: paths[i % paths.length] }, 'request completed');
    await drainLog(destination);

    const lines = readFileSync(file, 'utf8').split('\n');
    expect(lines.pop()).toBe('');
    expect(lines).toHaveLength(count);
    lines.forEach((line, i) => {
      const parsed = JSON.parse(line);
      expect(parsed.n).toBe(i);
      expect(parsed.path).toBe(paths[i % paths.length]);
    });
  });
});
