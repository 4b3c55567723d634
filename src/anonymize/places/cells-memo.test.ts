import { describe, expect, it } from 'vitest';
import { CellsMemo } from './cells-memo.js';

const KEYS = [0, 1, 2];

describe('CellsMemo', () => {
  it('keeps one value a combination of cells, and tells texts, numbers and no value apart', () => {
    const memo = new CellsMemo<{ n: number }>();
    let computed = 0;
    const get = (cells: unknown[]) => memo.get({ ...cells }, KEYS, () => ({ n: ++computed })).n;
    expect(get(['28001', 'Madrid', 'Madrid'])).toBe(1);
    expect(get(['28001', 'Madrid', 'Madrid'])).toBe(1);
    // Another municipality under the same code, a number for a text, a missing cell.
    expect(get(['28001', 'Getafe', 'Madrid'])).toBe(2);
    expect(get([28001, 'Madrid', 'Madrid'])).toBe(3);
    expect(get(['28001', 'Madrid', undefined])).toBe(4);
    // Every cell without a value counts as one; NaN finds NaN, -0 finds 0.
    expect(get(['28001', 'Madrid', null])).toBe(4);
    expect(get([Number.NaN, 'x', 'y'])).toBe(5);
    expect(get([Number.NaN, 'x', 'y'])).toBe(5);
    expect(get([-0, 'x', 'y'])).toBe(6);
    expect(get([0, 'x', 'y'])).toBe(6);
  });

  it('reads the cells at the keys given, by name too', () => {
    const memo = new CellsMemo<{ n: number }>();
    const one = memo.get({ cp: '08001', municipio: 'Barcelona' }, ['cp', 'municipio'], () => ({ n: 1 }));
    const again = memo.get({ municipio: 'Barcelona', cp: '08001', otra: 'x' }, ['cp', 'municipio'], () => ({
      n: 2,
    }));
    expect(again).toBe(one);
  });

  it('forgets everything once full, and computes again', () => {
    const memo = new CellsMemo<{ n: number }>(3);
    let computed = 0;
    const get = (n: number) => memo.get({ ...[String(n), 'x', 'y'] }, KEYS, () => ({ n: ++computed })).n;
    for (const n of [1, 2, 3]) get(n);
    expect(get(1)).toBe(1);
    get(4); // full: forgets 1, 2 and 3
    expect(get(1)).toBe(5);
  });
});
