import { describe, expect, it } from 'vitest';
import { encodeBatch } from './postgres.js';

describe('encodeBatch writes COPY text format', () => {
  it.each([
    ['plain text and numbers', [['Ana', 3, 1.5]], 'Ana\t3\t1.5\n'],
    ['null as \\N', [['a', null]], 'a\t\\N\n'],
    ['booleans as t and f', [[true, false]], 't\tf\n'],
    [
      'backslash, tab and line breaks escaped',
      [['c:\\x', 'a\tb', 'l1\nl2\r']],
      'c:\\\\x\ta\\tb\tl1\\nl2\\r\n',
    ],
    ['several rows, one line each', [['x'], ['y']], 'x\ny\n'],
    ['an empty batch', [], ''],
  ])('%s', (_name, batch, expected) => {
    expect(encodeBatch(batch)).toBe(expected);
  });
});
