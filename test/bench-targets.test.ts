/**
 * How the suite judges a target: on the ratio of two figures of the same
 * run, or on the median of per-round ratios when the two were measured in
 * pairs against that very reference.
 */
import { describe, expect, it } from 'vitest';
import type { BenchRow } from '../bench/suite/common.js';
import { evaluateTargets } from '../bench/suite/targets.js';

const VALIDATE = 'POST /api/v1/validate >= 0.75 x bare Fastify sending the same bytes (req/s)';

function rows(ref: BenchRow['ref']): BenchRow[] {
  return [
    { section: 'http', id: 'http.bare.validate', label: 'bare, same bytes', value: 1000, unit: 'req/s' },
    { section: 'http', id: 'http.validate', label: 'validate', value: 700, unit: 'req/s', ref },
  ];
}

const judged = (list: BenchRow[]) => evaluateTargets(list).find((t) => t.name === VALIDATE)!;

describe('evaluateTargets', () => {
  it('divides the figure by its reference row when no paired ratio was measured', () => {
    const target = judged(rows({ name: 'bare, same bytes', value: 1000, id: 'http.bare.validate' }));
    expect(target.ratio).toBeCloseTo(0.7, 10);
    expect(target.met).toBe(false);
  });

  it('judges the median of the paired rounds when the row carries it for that reference', () => {
    const target = judged(
      rows({ name: 'bare, same bytes', value: 1000, id: 'http.bare.validate', pairedRatio: 0.8 }),
    );
    expect(target.ratio).toBe(0.8);
    expect(target.met).toBe(true);
  });

  it('ignores a paired ratio measured against another reference', () => {
    const target = judged(
      rows({ name: 'bare, other route', value: 1000, id: 'http.bare.document1', pairedRatio: 0.8 }),
    );
    expect(target.ratio).toBeCloseTo(0.7, 10);
    expect(target.met).toBe(false);
  });

  it('reports a target whose rows were not measured as not measured', () => {
    const target = judged([]);
    expect(target.ratio).toBeUndefined();
    expect(target.met).toBeUndefined();
  });
});
