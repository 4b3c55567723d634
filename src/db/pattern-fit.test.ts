import { describe, expect, it } from 'vitest';
import { patternFit } from './pattern-fit.js';

describe('patternFit', () => {
  it('keeps a value that matches, and spells one plainer when that matches', () => {
    const toPattern = patternFit('^[a-z0-9_]{1,100}$')!;
    expect(toPattern('ventas_2')).toBe('ventas_2');
    expect(toPattern('Ventas Norte Ñandú')).toBe('ventas_norte_nandu');
  });

  it('replaces a value that cannot match by one the expression describes, the same each time', () => {
    const toPattern = patternFit('^[0-9]{5}$')!;
    const made = toPattern('Calle Mayor');
    expect(made).toMatch(/^[0-9]{5}$/);
    expect(toPattern('Calle Mayor')).toBe(made);
    expect(patternFit('^[[:upper:]]{2}-\\d{3}(A|B)?$')!('x')).toMatch(/^[A-Z]{2}-\d{3}(A|B)?$/);
  });

  it('leaves values alone when the expression cannot be read', () => {
    expect(patternFit('^(?=a)b$')!('zz')).toBe('zz');
  });
});
