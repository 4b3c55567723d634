import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OptionError } from '../../generators/options.js';
import { runGenerator } from '../../generators/run.js';
import { GENERATORS } from './generators.js';

const TODAY = '2026-11-22';
const generatorArb = fc.constantFrom(...GENERATORS);
const seedArb = fc.string({ unit: 'binary', maxLength: 24 });

describe('runGenerator', () => {
  it('is a function of (seed, options, reference date) and prefix-stable', () => {
    fc.assert(
      fc.property(seedArb, generatorArb, fc.integer({ min: 1, max: 6 }), (seed, def, n) => {
        const request = { seed, options: { refDate: '2024-02-29' }, today: TODAY };
        const long = runGenerator(def, { ...request, count: n + 3 }).records;
        const again = runGenerator(def, { ...request, count: n + 3 }).records;
        const short = runGenerator(def, { ...request, count: n }).records;
        expect(again).toEqual(long);
        expect(long.slice(0, n)).toEqual(short);
      }),
      { numRuns: 300 },
    );
  });

  it.each(GENERATORS.map((g) => [g.name, g] as const))(
    '%s takes refDate (echoed as meta.refDate) and falls back to today',
    (_name, def) => {
      const base = { seed: 's', count: 1, today: TODAY };
      expect(runGenerator(def, { ...base, options: { refDate: '2001-02-03' } }).refDate).toBe('2001-02-03');
      expect(runGenerator(def, { ...base, options: {} }).refDate).toBe(TODAY);
      expect(() => runGenerator(def, { ...base, options: { refDate: '2001-02-30' } })).toThrow(OptionError);
    },
  );

  it('ignores unknown option names', () => {
    const [def] = GENERATORS;
    const plain = runGenerator(def!, { seed: 's', count: 2, options: {}, today: TODAY });
    const extra = runGenerator(def!, { seed: 's', count: 2, options: { nope: 'x' }, today: TODAY });
    expect(extra.records).toEqual(plain.records);
  });
});
