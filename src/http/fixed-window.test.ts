import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FixedWindowCounter } from './fixed-window.js';

describe('FixedWindowCounter', () => {
  it('counts a client within its window and starts again when it closes', () => {
    const counter = new FixedWindowCounter(60_000);
    expect(counter.hit('a', 1_000)).toEqual({ count: 1, resetAt: 61_000 });
    expect(counter.hit('a', 30_000)).toEqual({ count: 2, resetAt: 61_000 });
    expect(counter.hit('b', 30_000)).toEqual({ count: 1, resetAt: 90_000 });
    expect(counter.hit('a', 60_999).count).toBe(3);
    expect(counter.hit('a', 61_000)).toEqual({ count: 1, resetAt: 121_000 });
  });

  it('matches a plain per-client model for any sequence of hits', () => {
    const hits = fc.array(fc.record({ key: fc.constantFrom('a', 'b', 'c'), step: fc.nat(30_000) }), {
      maxLength: 200,
    });
    fc.assert(
      fc.property(hits, (sequence) => {
        const counter = new FixedWindowCounter(60_000);
        const model = new Map<string, { start: number; count: number }>();
        let now = 0;
        for (const { key, step } of sequence) {
          now += step;
          let w = model.get(key);
          if (w === undefined || now >= w.start + 60_000) {
            w = { start: now, count: 0 };
            model.set(key, w);
          }
          w.count++;
          expect(counter.hit(key, now)).toEqual({ count: w.count, resetAt: w.start + 60_000 });
        }
      }),
    );
  });

  it('keeps at most maxClients keys: expired first, then the oldest', () => {
    const counter = new FixedWindowCounter(1_000, 3);
    counter.hit('old', 0);
    counter.hit('a', 500);
    counter.hit('b', 600);
    counter.hit('c', 1_200); // 'old' expired: dropped
    expect(counter.size).toBe(3);
    expect(counter.hit('a', 1_300).count).toBe(2);
    counter.hit('d', 1_400); // nothing expired: the oldest opened ('a') goes
    expect(counter.size).toBe(3);
    expect(counter.hit('a', 1_450).count).toBe(1);
  });
});
