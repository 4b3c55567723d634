import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pearson } from '../../test/statistics.js';
import { StreamLabel, streamLabel } from './label-tables.js';
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

  it('reads a StreamLabel as its text, and a label the same whether remembered or not', () => {
    const text = 'f:campo:numero:[["min",0],["max",1000]]';
    const shared = streamLabel(text);
    for (let i = 0; i < 200; i++) {
      const parent = rngFromSeed(`s${i}`);
      expect(parent.split(shared).float()).toBe(parent.split(text).float());
      expect(parent.split(shared).float()).toBe(parent.split(new StreamLabel(text)).float());
    }
  });
});

/**
 * Streams draw from their derived key with no warm-up rounds, so the first
 * draws of many related streams (siblings of one parent, the same label
 * under many parents, nested splits) must look like independent uniform
 * draws. Fixed seeds keep these checks reproducible.
 */
describe('first draws of derived streams', () => {
  const N = 20_000;
  const BINS = 64;
  /** Chi-square at p = 0.001 for 63 degrees of freedom. */
  const CHI2_63_P001 = 103.4;

  function chiSquare(values: readonly number[]): number {
    const counts = new Array<number>(BINS).fill(0);
    for (const v of values) counts[Math.floor(v * BINS)]! += 1;
    const expected = values.length / BINS;
    return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
  }

  /** Five standard errors of a correlation of independent samples. */
  const R_LIMIT = 5 / Math.sqrt(N);
  const root = rngFromSeed('quality').split('bulk');
  const rows = Array.from({ length: N }, (_, i) => root.split(i));
  const shared = streamLabel('f:campo:tarjeta:[["brand","visa"]]');
  const families: Record<string, () => number[]> = {
    'row streams (split by index)': () => rows.map((r) => r.float()),
    'one label under every row': () => rows.map((r) => r.split('person').float()),
    'a shared StreamLabel under every row': () => rows.map((r) => r.split(shared).float()),
    'nested labels': () => rows.map((r) => r.split('person').split('surname1').float()),
    'labels differing in one character': () =>
      Array.from({ length: N }, (_, i) => root.split(`l${i}`).float()),
  };

  for (const [name, draw] of Object.entries(families)) {
    it(`are uniform: ${name}`, () => {
      expect(chiSquare(draw())).toBeLessThan(CHI2_63_P001);
    });
  }

  it('set each of the 32 bits of the first word half the time', () => {
    const words = rows.map((r) => r.split('bits').int(0, 0xffffffff));
    for (let bit = 0; bit < 32; bit++) {
      const ones = words.filter((w) => Math.floor(w / 2 ** bit) % 2 === 1).length;
      // Five standard deviations of a binomial(N, 1/2).
      expect(Math.abs(ones - N / 2)).toBeLessThan(5 * Math.sqrt(N / 4));
    }
  });

  it('are uncorrelated between neighbouring rows, sibling labels, parent and child, and draws of one stream', () => {
    const pairs: [string, number[], number[]][] = [];
    const first = rows.map((r) => r.split('x').float());
    pairs.push(['rows i and i+1', first.slice(0, -1), first.slice(1)]);
    pairs.push([
      'labels a and b of a row',
      rows.map((r) => r.split('a').float()),
      rows.map((r) => r.split('b').float()),
    ]);
    pairs.push([
      'labels surname1 and surname2 under person',
      rows.map((r) => r.split('person').split('surname1').float()),
      rows.map((r) => r.split('person').split('surname2').float()),
    ]);
    pairs.push([
      'a stream and its child',
      rows.map((r) => r.split('p').float()),
      rows.map((r) => r.split('p').split('c').float()),
    ]);
    const streams = rows.map((r) => r.split('seq'));
    const draws = [0, 1, 2].map(() => streams.map((s) => s.float()));
    pairs.push(['first and second draw', draws[0]!, draws[1]!]);
    pairs.push(['second and third draw', draws[1]!, draws[2]!]);
    for (const [, xs, ys] of pairs) expect(Math.abs(pearson(xs, ys))).toBeLessThan(R_LIMIT);
  });

  it('are jointly uniform for sibling labels and for one label under neighbouring rows (8 x 8 cells)', () => {
    const cellsOf = (xs: readonly number[], ys: readonly number[]) =>
      xs.map((x, i) => (Math.floor(x * 8) * 8 + Math.floor(ys[i]! * 8) + 0.5) / BINS);
    const a = rows.map((r) => r.split('a').float());
    const b = rows.map((r) => r.split('b').float());
    expect(chiSquare(cellsOf(a, b))).toBeLessThan(CHI2_63_P001);
    expect(chiSquare(cellsOf(a.slice(0, -1), a.slice(1)))).toBeLessThan(CHI2_63_P001);
  });

  it('never repeat a key among 20,000 rows and their labelled children', () => {
    const seen = new Set<string>();
    for (const r of rows) {
      for (const s of [r, r.split('a'), r.split('b')])
        seen.add(`${s.int(0, 0xffffffff)}:${s.int(0, 0xffffffff)}`);
    }
    expect(seen.size).toBe(3 * N);
  });

  it('do not commute: split(a).split(b) is not split(b).split(a)', () => {
    const ab = rows.slice(0, 1000).map((r) => r.split('a').split('b').float());
    const ba = rows.slice(0, 1000).map((r) => r.split('b').split('a').float());
    expect(ab.filter((x, i) => x === ba[i]).length).toBe(0);
  });
});

describe('digits', () => {
  /** Chi-square at p = 0.001 for 9 and 99 degrees of freedom. */
  const CHI2_9 = 27.88;
  const CHI2_99 = 148.2;
  const chi = (counts: number[], total: number) =>
    counts.reduce((sum, c) => sum + (c - total / counts.length) ** 2 / (total / counts.length), 0);

  it('gives n digits, uniform at every position, for odd and even n', () => {
    const rng = rngFromSeed('digits');
    for (const n of [1, 7, 8]) {
      const counts = Array.from({ length: n }, () => new Array<number>(10).fill(0));
      const N = 20_000;
      for (let i = 0; i < N; i++) {
        const s = rng.digits(n);
        expect(s).toMatch(new RegExp(`^[0-9]{${n}}$`));
        for (let p = 0; p < n; p++) counts[p]![s.charCodeAt(p) - 48]! += 1;
      }
      for (const row of counts) expect(chi(row, N)).toBeLessThan(CHI2_9);
    }
  });

  it('gives independent neighbouring digits, within one draw and across two', () => {
    const rng = rngFromSeed('digit pairs');
    const N = 50_000;
    // Positions 0-1 come from one draw, 1-2 from two.
    const within = new Array<number>(100).fill(0);
    const across = new Array<number>(100).fill(0);
    for (let i = 0; i < N; i++) {
      const s = rng.digits(3);
      within[Number(s.slice(0, 2))]! += 1;
      across[Number(s.slice(1, 3))]! += 1;
    }
    expect(chi(within, N)).toBeLessThan(CHI2_99);
    expect(chi(across, N)).toBeLessThan(CHI2_99);
  });
});
