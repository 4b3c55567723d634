import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BIC_FORMAT, compactBic, detectBic, validateBic } from './bic.js';

describe('validateBic', () => {
  it.each([
    ['BSCHESMM', 'BSCHESMM', { pais: 'ES' }],
    ['CAIXESBBXXX', 'CAIXESBBXXX', { pais: 'ES' }],
    ['caix es bb xxx', 'CAIXESBBXXX', { pais: 'ES' }],
    ['REVOESM2XXX', 'REVOESM2XXX', { pais: 'ES' }],
    ['DEUTDEFF', 'DEUTDEFF', { pais: 'DE' }],
    ['DEUTDEFF500', 'DEUTDEFF500', { pais: 'DE' }],
    ['NWBKGB2L', 'NWBKGB2L', { pais: 'GB' }],
    ['RBKOXKPR', 'RBKOXKPR', { pais: 'XK' }],
    ['BNAGNANX', 'BNAGNANX', { pais: 'NA' }],
    ['ABCDES00', 'ABCDES00', { pais: 'ES' }],
  ])('%j is valid as %s', (input, normalized, extra) => {
    expect(validateBic(input)).toEqual({ valid: true, normalized, extra });
  });

  it.each([
    [''],
    ['BSCH'],
    ['BSCHESM'], // 7
    ['BSCHESMMX'], // 9
    ['BSCHESMMXX'], // 10
    ['BSCHESMMXXXX'], // 12
    ['BSCHXXMM'], // XX is no country
    ['BSCHZZMM'],
    ['BSCHEUMM'], // EU is not ISO 3166-1
    ['BSCHUKMM'], // UK is not ISO 3166-1 (GB is)
    ['BSC1ESMM'], // digit in the bank code
    ['1234ESMM'],
    ['BSCHE5MM'], // digit in the country code
    ['BSCHESM_'],
    ['BSCHESMÑ'],
    ['BSCHESMM\u0000'],
  ])('%j is invalid_bic_format', (input) => {
    expect(validateBic(input)).toEqual({ valid: false, code: 'invalid_bic_format' });
  });

  it('junk never throws and is never valid', () => {
    const junk = [
      'ES9121000418450200051332',
      '12345678Z',
      'X1234567L',
      '4111111111111111',
      '1234BCD',
      'ñ'.repeat(8),
    ];
    expect(junk.filter((value) => validateBic(value).valid)).toEqual([]);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (value) => {
        expect(() => validateBic(value)).not.toThrow();
      }),
      { numRuns: 1000 },
    );
  });
});

describe('compact, detect', () => {
  it.each([
    ['bsch es mm', 'BSCHESMM'],
    ['CAIX-ES-BB-XXX', 'CAIXESBBXXX'],
    ['\u00a0BSCHESMM ', 'BSCHESMM'],
  ])('compactBic(%j) = %s', (input, compacted) => {
    expect(compactBic(input)).toBe(compacted);
  });

  it.each([
    ['BSCHESMM', true],
    ['CAIXESBBXXX', true],
    ['BSCHXXMM', true], // shape only; validate reports the country
    ['BSCHESM', false],
    ['BSCHESMMXX', false],
    ['ES9121000418450200051332', false],
    ['12345678', false],
  ])('detectBic(%s) = %s', (compacted, expected) => {
    expect(detectBic(compacted)).toBe(expected);
  });

  it('BIC_FORMAT is the module', () => {
    expect(BIC_FORMAT.kind).toBe('BIC');
    expect(BIC_FORMAT.validate(BIC_FORMAT.compact('bsch es mm'))).toMatchObject({ valid: true });
  });
});
