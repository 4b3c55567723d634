import fc from 'fast-check';
import { expect, it } from 'vitest';
import { compactIdentifier } from './compact.js';

const reference = (v: string, upper: boolean) => {
  const stripped = v.replace(/[\p{Zs}./-]/gu, '');
  return upper ? stripped.replace(/[a-z]/g, (c) => c.toUpperCase()) : stripped;
};

it.each([
  ['12.345.678-z', '12345678Z'],
  ['ES91 2100 0418 4502 0005 1332', 'ES9121000418450200051332'],
  ['\u00a012345678\u3000Z', '12345678Z'],
  ['x\ty', 'X\tY'],
  ['', ''],
])('compactIdentifier(%j) is %j', (input, expected) => {
  expect(compactIdentifier(input)).toBe(expected);
});

it('equals the regular-expression definition for any string', () => {
  fc.assert(
    fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.boolean(), (s, upper) => {
      expect(compactIdentifier(s, upper)).toBe(reference(s, upper));
    }),
    { numRuns: 2000 },
  );
  const mixed = fc.string({
    unit: fc.constantFrom('a', 'Z', '1', ' ', '.', '-', '/', '\u00a0', '\u2009', 'ñ', '\t'),
    maxLength: 30,
  });
  fc.assert(
    fc.property(mixed, (s) => {
      expect(compactIdentifier(s)).toBe(reference(s, true));
    }),
    { numRuns: 2000 },
  );
});
