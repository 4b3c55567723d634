import { describe, expect, it } from 'vitest';
import { EtaEstimator } from './eta.js';
import { formatSeconds, progressFormat } from './write.js';

describe('progress bar', () => {
  it.each([
    ['es', 'filas'],
    ['en', 'rows'],
  ] as const)('speaks %s: "%s"', (lang, word) => {
    expect(progressFormat(lang)).toContain(` ${word} `);
    expect(progressFormat(lang)).not.toContain(lang === 'en' ? 'filas' : 'rows');
  });

  it.each([
    [undefined, '…'],
    [0, '0s'],
    [42, '42s'],
    [185, '3m 05s'],
    [3720, '1h 02m'],
  ])('formats %s seconds as %s', (seconds, text) => {
    expect(formatSeconds(seconds)).toBe(text);
  });
});

describe('EtaEstimator', () => {
  /**
   * 1,000,000 rows at a true 10,000 rows/s (100 s), reported in bursts: a
   * chunk of 5,000 rows lands at once, then nothing for 0.5 s. The
   * instantaneous rate swings between bursts; the estimate must not.
   */
  it('stays within 25% of the true time left under bursty updates', () => {
    const total = 1_000_000;
    const eta = new EtaEstimator(total, 0);
    const errors: number[] = [];
    for (let t = 0, rows = 0; rows < total; ) {
      // a burst: rows arrive 10 ms apart, then a pause
      for (let i = 0; i < 5; i++) {
        rows += 1000;
        t += 10;
        eta.update(rows, t);
      }
      t += 450;
      eta.update(rows, t);
      const left = eta.secondsLeft(rows);
      const truth = (total - rows) / 10_000;
      if (left !== undefined && t > 5000 && truth > 10) errors.push(Math.abs(left - truth) / truth);
    }
    expect(errors.length).toBeGreaterThan(50);
    expect(Math.max(...errors)).toBeLessThan(0.25);
  });

  it('follows a real change of speed within a few half-lives', () => {
    const eta = new EtaEstimator(10_000_000, 0, 3000);
    let rows = 0;
    let t = 0;
    for (; t < 60_000; t += 250) {
      rows += t < 30_000 ? 2500 : 250; // 10,000 rows/s, then 1,000 rows/s
      eta.update(rows, t);
    }
    const left = eta.secondsLeft(rows)!;
    const truth = (10_000_000 - rows) / 1000;
    expect(Math.abs(left - truth) / truth).toBeLessThan(0.05);
  });

  it('has no estimate before the first sample, and 0 once done', () => {
    const eta = new EtaEstimator(100, 0);
    expect(eta.secondsLeft(0)).toBeUndefined();
    eta.update(100, 1000);
    expect(eta.secondsLeft(100)).toBe(0);
  });
});
