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

describe('encodeBatch with plain columns', () => {
  it('checks only the columns not marked plain; nulls and numbers are written as always', () => {
    const batch = [
      ['ES91 2100', 'a\tb', null, 7],
      ['12345678Z', 'c\\d', 'x', 1.25],
    ];
    expect(encodeBatch(batch, [true, false, true, true])).toBe(
      'ES91 2100\ta\\tb\t\\N\t7\n12345678Z\tc\\\\d\tx\t1.25\n',
    );
    // A column not named in `plain` is checked.
    expect(encodeBatch([['a\tb', 'c\td']], [true])).toBe('a\tb\tc\\td\n');
  });
});
