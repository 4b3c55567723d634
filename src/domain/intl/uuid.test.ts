import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rngFromSeed } from '../../random/rng.js';
import { compactUuid, formatUuid, UUID_FORMAT, uuidV4, uuidV7, validateUuid } from './uuid.js';

const valid = (uuid: string, version: string) => ({ valid: true, normalized: uuid, extra: { version } });
const bad = { valid: false, code: 'invalid_uuid_format' };

describe('validateUuid', () => {
  // RFC 9562 appendices A and B: one example per version.
  it('accepts the RFC 9562 examples', () => {
    const examples = [
      'C232AB00-9414-11EC-B3C8-9F6BDECED846',
      '5df41881-3aed-3515-88a7-2f4a814cf09e',
      '919108f7-52d1-4320-9bac-f847db4148a8',
      '2ed6657d-e927-568b-95e1-2665a8aea6a2',
      '1EC9414C-232A-6B00-B3C8-9F6BDECED846',
      '017F22E2-79B0-7CC3-98C4-DC0C0C07398F',
      '2489E9AD-2EE2-8E00-8EC9-32D5F69181C0',
      '5c146b14-3c52-8afd-938a-375d0df1fbf6',
    ];
    expect(examples.filter((u) => !validateUuid(u).valid)).toEqual([]);
    const versions = examples.map((u) => {
      const result = validateUuid(u);
      return result.valid ? result.extra?.version : undefined;
    });
    expect(versions).toEqual(['1', '3', '4', '5', '6', '7', '8', '8']);
  });

  it.each([
    ['919108f7-52d1-4320-9bac-f847db4148a8', valid('919108f7-52d1-4320-9bac-f847db4148a8', '4')],
    ['919108F7-52D1-4320-9BAC-F847DB4148A8', valid('919108f7-52d1-4320-9bac-f847db4148a8', '4')],
    ['919108f752d143209bacf847db4148a8', valid('919108f7-52d1-4320-9bac-f847db4148a8', '4')],
    ['{919108f7-52d1-4320-9bac-f847db4148a8}', valid('919108f7-52d1-4320-9bac-f847db4148a8', '4')],
    ['urn:uuid:919108f7-52d1-4320-9bac-f847db4148a8', valid('919108f7-52d1-4320-9bac-f847db4148a8', '4')],
    [' 919108f7-52d1-4320-9bac-f847db4148a8 ', valid('919108f7-52d1-4320-9bac-f847db4148a8', '4')],
    ['00000000-0000-0000-0000-000000000000', bad],
    ['ffffffff-ffff-ffff-ffff-ffffffffffff', bad],
    ['919108f7-52d1-0320-9bac-f847db4148a8', bad],
    ['919108f7-52d1-9320-9bac-f847db4148a8', bad],
    ['919108f7-52d1-4320-7bac-f847db4148a8', bad],
    ['919108f7-52d1-4320-cbac-f847db4148a8', bad],
    ['919108f7-52d1-4320-9bac-f847db4148a', bad],
    ['919108f7-52d1-4320-9bac-f847db4148a8a', bad],
    ['919108f7-52d14320-9bac-f847db4148a8', bad],
    ['919108f7_52d1_4320_9bac_f847db4148a8', bad],
    ['g19108f7-52d1-4320-9bac-f847db4148a8', bad],
  ])('%s', (input, expected) => {
    expect(validateUuid(input)).toEqual(expected);
  });
});

describe('uuidV4', () => {
  it('generates valid version 4 UUIDs that survive format and compact', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const uuid = uuidV4(rngFromSeed(String(seed)));
        expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
        expect(validateUuid(uuid)).toEqual(valid(uuid, '4'));
        expect(UUID_FORMAT.detect(uuid)).toBe(true);
        expect(compactUuid(formatUuid(uuid.toUpperCase()))).toBe(uuid);
        expect(compactUuid(uuid.replaceAll('-', ''))).toBe(uuid);
      }),
      { numRuns: 500 },
    );
  });

  it('is a function of the seed', () => {
    expect(uuidV4(rngFromSeed('u'))).toBe(uuidV4(rngFromSeed('u')));
    expect(uuidV4(rngFromSeed('u'))).not.toBe(uuidV4(rngFromSeed('v')));
  });
});

describe('uuidV7', () => {
  it('puts the Unix time in milliseconds first, as in the RFC 9562 example', () => {
    // 0x017F22E279B0 = 1645557742000 ms: Tuesday 22 February 2022 19:22:22 UTC.
    expect(uuidV7(rngFromSeed('u'), 1645557742000).startsWith('017f22e2-79b0-7')).toBe(true);
    expect(uuidV7(rngFromSeed('u'), 0).startsWith('00000000-0000-7')).toBe(true);
    expect(uuidV7(rngFromSeed('u'), 2 ** 48 - 1).startsWith('ffffffff-ffff-7')).toBe(true);
  });

  it('generates valid version 7 UUIDs ordered by time', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 2 ** 48 - 2 }), (seed, ms) => {
        const a = uuidV7(rngFromSeed(String(seed)), ms);
        const b = uuidV7(rngFromSeed(`${seed}b`), ms + 1);
        expect(validateUuid(a)).toEqual(valid(a, '7'));
        expect(a < b).toBe(true);
        expect(Number.parseInt(a.replaceAll('-', '').slice(0, 12), 16)).toBe(ms);
      }),
      { numRuns: 500 },
    );
  });

  it('throws on a time outside 48 bits', () => {
    expect(() => uuidV7(rngFromSeed('u'), -1)).toThrow(RangeError);
    expect(() => uuidV7(rngFromSeed('u'), 2 ** 48)).toThrow(RangeError);
    expect(() => uuidV7(rngFromSeed('u'), 1.5)).toThrow(RangeError);
    expect(() => uuidV7(rngFromSeed('u'), Number.NaN)).toThrow(RangeError);
  });
});

describe('junk', () => {
  const junk = [
    '',
    ' ',
    '-',
    '{}',
    'urn:uuid:',
    'a'.repeat(100_000),
    `919108f7-52d1-4320-9bac-${'f'.repeat(5000)}`,
    '９１９１０８ｆ７-52d1-4320-9bac-f847db4148a8',
    '919108f7-52d1-4320-9bac-f847db4148a8\n',
    '\t919108f7-52d1-4320-9bac-f847db4148a8',
    '919108f7-52d1-4320-9bac-f847db4148a8\u0000',
    '\u200b919108f7-52d1-4320-9bac-f847db4148a8',
    '😀'.repeat(36),
    'undefined',
    '12345678Z',
    '1234BCD',
    'PAA123456',
    '612345678',
    '4242424242424242',
    'ES9121000418450200051332',
  ];

  it.each(junk.map((j) => [j.length > 40 ? `${j.slice(0, 20)}... (${j.length})` : JSON.stringify(j), j]))(
    '%s',
    (_name, value) => {
      expect(() => validateUuid(value)).not.toThrow();
      expect(validateUuid(value).valid).toBe(false);
      expect(UUID_FORMAT.detect(compactUuid(value))).toBe(false);
    },
  );
});

describe('compactUuid against a plain reading of its steps', () => {
  // The steps as chained replacements, trimming with a (slow) regex.
  const reference = (value: string): string => {
    const v = value
      .replace(/^\p{Zs}+|\p{Zs}+$/gu, '')
      .replace(/[A-Z]/g, (c) => c.toLowerCase())
      .replace(/^urn:uuid:/, '')
      .replace(/^\{(.*)\}$/, '$1');
    if (!/^[0-9a-f]{32}$/.test(v)) return v;
    return `${v.slice(0, 8)}-${v.slice(8, 12)}-${v.slice(12, 16)}-${v.slice(16, 20)}-${v.slice(20)}`;
  };
  const piece = fc.constantFrom(
    ...['urn:uuid:', 'URN:UUID:', '{', '}', '-', ' ', '\u00a0', '\u3000', '\u2028', '\n', 'A', 'f', 'G', 'é'],
  );
  const uuidLike = fc
    .tuple(fc.array(piece, { maxLength: 3 }), fc.uuid(), fc.array(piece, { maxLength: 3 }), fc.boolean())
    .map(([before, uuid, after, upper]) => {
      const body = upper ? uuid.toUpperCase() : uuid;
      return before.join('') + body + after.join('');
    });

  it('gives the same result on arbitrary and UUID-like strings', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary' }),
          uuidLike,
          fc.array(piece).map((p) => p.join('')),
        ),
        (v) => {
          expect(compactUuid(v)).toBe(reference(v));
        },
      ),
      { numRuns: 3000 },
    );
  });
});
