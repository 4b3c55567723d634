import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { streamLabel } from './label-tables.js';
import { rngFromSeed } from './rng.js';

const seed = fc.string({ maxLength: 20 });
const label = fc.oneof(fc.string({ maxLength: 40 }), fc.integer({ min: -5, max: 2 ** 40 }));

describe('split', () => {
  it('gives the same child whatever the parent has drawn', () => {
    fc.assert(
      fc.property(seed, label, fc.nat(5), (s, l, drawn) => {
        const parent = rngFromSeed(s);
        for (let i = 0; i < drawn; i++) parent.float();
        const child = parent.split(l);
        const fresh = rngFromSeed(s).split(l);
        expect([child.float(), child.int(0, 1e15), child.digits(7)]).toEqual([
          fresh.float(),
          fresh.int(0, 1e15),
          fresh.digits(7),
        ]);
      }),
    );
  });

  it('reads a number label as its text after "#"', () => {
    fc.assert(
      fc.property(seed, fc.integer({ min: -5, max: 2 ** 40 }), (s, n) => {
        expect(rngFromSeed(s).split(n).float()).toBe(rngFromSeed(s).split(`#${n}`).float());
      }),
    );
  });

  it('reads a StreamLabel as its text, before and after the label gets its table', () => {
    const text = 'f:campo:numero:[["min",0],["max",1000]]';
    const shared = streamLabel(text);
    for (let i = 0; i < 200; i++) {
      const parent = rngFromSeed(`s${i}`);
      expect(parent.split(shared).float()).toBe(parent.split(text).float());
    }
  });
});
