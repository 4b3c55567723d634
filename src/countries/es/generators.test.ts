/**
 * Property tests of the single-type generators, in-process through
 * `runGenerator` (the path the HTTP route takes): for many seeds, every
 * option combination and many reference dates, every generated check digit
 * validates with the right kind, `ok=false` fails with the right reason
 * code, and every `fmt` is only a presentation of the plain value.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARD_BRAND_IDS, CARD_BRANDS, cardBrandOf } from '../../domain/card/brands.js';
import { isTestCardNumber } from '../../domain/card/card.js';
import { validateTd3 } from '../../domain/intl/mrz.js';
import type { Kind } from '../../domain/validation.js';
import {
  ageOn,
  formatDate,
  fromDayNumber,
  parseDate,
  toDayNumber,
  type YMD,
} from '../../generators/dates.js';
import { PASSWORD_CLASSES } from '../../generators/password.js';
import { runGenerator } from '../../generators/run.js';
import { validateValue } from '../validate.js';
import { LANDLINE_PREFIXES } from './data/generated/phone-prefixes.js';
import { PROVINCES } from './data/generated/provinces.js';
import { bankByCode } from './formats/banks.js';
import { FORMAT_BY_KIND } from './formats/detection-order.js';
import { GENERATOR_BY_NAME } from './generators.js';

const TODAY = '2026-11-22';
const RUNS = { numRuns: 1000 };

type Row = Record<string, unknown>;

function run(name: string, options: Record<string, string>, seed: string, count = 3): Row[] {
  const def = GENERATOR_BY_NAME.get(name)!;
  return runGenerator(def, { seed, count, options, today: TODAY }).records as Row[];
}

const str = (row: Row | undefined, field: string) => row?.[field] as string;
const compact = (kind: Kind, value: string) => FORMAT_BY_KIND.get(kind)!.compact(value);

const seedArb = fc.string({ unit: 'binary', maxLength: 24 });
const dayOf = (date: string) => toDayNumber(parseDate(date)!);
const dateArb = (from: string, to: string) =>
  fc.integer({ min: dayOf(from), max: dayOf(to) }).map((day) => formatDate(fromDayNumber(day)));
const refDateArb = dateArb('1900-01-01', '2999-12-31');

/** The full year of a two-digit `yy` that lies in [from, to] (a span under a century). */
function fullYear(yy: string, from: number, to: number): number {
  for (let y = from; y <= to; y++) if (y % 100 === Number(yy)) return y;
  throw new Error(`no year ending in ${yy} between ${from} and ${to}`);
}

/** YYMMDD of an MRZ, read in the century that puts it between `from` and `to` years. */
function mrzDate(yymmdd: string, from: number, to: number): YMD {
  const y = fullYear(yymmdd.slice(0, 2), from, to);
  return { y, m: Number(yymmdd.slice(2, 4)), d: Number(yymmdd.slice(4, 6)) };
}

describe('document', () => {
  const KIND = { dni: 'DNI', nie: 'NIE', cif: 'CIF', nif: 'NIF' } as const;
  const BAD_CODE = {
    dni: 'invalid_check_letter',
    nie: 'invalid_check_letter',
    nif: 'invalid_check_letter',
    cif: 'invalid_cif_check',
  } as const;

  it('validates as its sub, fails with the right code when ok=false, and fmt only presents it', () => {
    const subArb = fc.constantFrom(...(['dni', 'nie', 'cif', 'nif'] as const));
    const fmtArb = fc.constantFrom('plain', 'dashed', 'dotted');
    fc.assert(
      fc.property(seedArb, subArb, fc.boolean(), fmtArb, (seed, sub, ok, fmt) => {
        const plain = run('document', { sub, ok: String(ok) }, seed);
        const shown = run('document', { sub, ok: String(ok), fmt }, seed);
        const kind = KIND[sub];
        shown.forEach((row, i) => {
          const documento = str(row, 'documento');
          expect(row.tipo).toBe(kind);
          expect(compact(kind, documento)).toBe(str(plain[i], 'documento'));
          const result = validateValue(documento, kind);
          if (ok) {
            expect(result).toMatchObject({ valid: true, kind, normalized: str(plain[i], 'documento') });
            expect(validateValue(documento).kind).toBe(kind);
          } else {
            expect(result).toMatchObject({ valid: false, code: BAD_CODE[sub] });
            expect(result.valid === false && result.expected).not.toBe(documento.at(-1));
          }
        });
      }),
      RUNS,
    );
  });

  it.each([
    ['plain', /^\d{8}[A-Z]$/],
    ['dashed', /^\d{8}-[A-Z]$/],
    ['dotted', /^\d{2}\.\d{3}\.\d{3}-[A-Z]$/],
  ])('DNI fmt=%s has the documented layout', (fmt, layout) => {
    for (const row of run('document', { fmt }, 'layout', 50)) expect(str(row, 'documento')).toMatch(layout);
  });
});

/** The landline prefixes of a province, by its display name. */
const prefixesOf = (provincia: string) => {
  const code = PROVINCES.find((p) => p.name === provincia)?.code;
  const entry = LANDLINE_PREFIXES.find((p) => p.provinceCode === code);
  return entry ? [...entry.prefixes9, ...entry.prefixes8] : [];
};

describe('phone', () => {
  it('validates as a phone of its tipo; a landline carries its province prefix; fmt only presents it', () => {
    const subArb = fc.constantFrom('movil', 'fijo');
    const fmtArb = fc.constantFrom('plain', 'e164', 'spaced');
    fc.assert(
      fc.property(seedArb, subArb, fmtArb, (seed, sub, fmt) => {
        const plain = run('phone', { sub }, seed);
        const shown = run('phone', { sub, fmt }, seed);
        shown.forEach((row, i) => {
          const national = str(plain[i], 'telefono');
          expect(row.tipo).toBe(sub);
          expect(validateValue(str(row, 'telefono'), 'Telefono')).toMatchObject({
            valid: true,
            kind: 'Telefono',
            normalized: national,
            extra: { tipo: sub },
          });
          if (fmt === 'e164') expect(row.telefono).toBe(`+34${national}`);
          if (fmt === 'spaced') expect(row.telefono).toMatch(/^\d{3} \d{2} \d{2} \d{2}$/);
          if (sub === 'movil') {
            expect(row.provincia).toBeNull();
            expect(national).toMatch(/^(6|7[1-4])/);
          } else {
            expect(prefixesOf(str(row, 'provincia')).some((p) => national.startsWith(p))).toBe(true);
          }
        });
      }),
      RUNS,
    );
  });
});

describe('iban', () => {
  it('is an account at an active bank whose name and BIC it reports; ok=false breaks only the IBAN digits', () => {
    fc.assert(
      fc.property(seedArb, fc.boolean(), fc.constantFrom('plain', 'spaced'), (seed, ok, fmt) => {
        const plain = run('iban', { ok: String(ok) }, seed);
        const shown = run('iban', { ok: String(ok), fmt }, seed);
        shown.forEach((row, i) => {
          const iban = str(plain[i], 'iban');
          expect(compact('IBAN', str(row, 'iban'))).toBe(iban);
          if (fmt === 'spaced') expect(row.iban).toMatch(/^ES\d{2}( \d{4}){5}$/);
          const bank = bankByCode(str(row, 'entidad'));
          expect(bank?.active).toBe(true);
          expect({ entidad: iban.slice(4, 8), banco: bank?.name, bic: bank?.bic }).toEqual({
            entidad: row.entidad,
            banco: row.banco,
            bic: row.bic,
          });
          expect(validateValue(iban.slice(4), 'CCC').valid).toBe(true);
          const result = validateValue(str(row, 'iban'), 'IBAN');
          if (ok) {
            expect(result).toMatchObject({
              valid: true,
              kind: 'IBAN',
              normalized: iban,
              extra: { pais: 'ES', entidad: row.entidad, banco: row.banco, bic: row.bic },
            });
          } else {
            expect(result).toMatchObject({ valid: false, code: 'invalid_iban_check_digits' });
          }
        });
      }),
      RUNS,
    );
  });
});

describe('card', () => {
  it('uses test BINs of its brand, expires after the reference month, has a CVV of the brand length', () => {
    const brandArb = fc.constantFrom(...CARD_BRAND_IDS);
    fc.assert(
      fc.property(
        seedArb,
        brandArb,
        fc.boolean(),
        fc.constantFrom('plain', 'spaced'),
        refDateArb,
        (seed, brand, ok, fmt, refDate) => {
          const options = { sub: brand, ok: String(ok), refDate };
          const plain = run('card', options, seed);
          const shown = run('card', { ...options, fmt }, seed);
          const ref = parseDate(refDate)!;
          shown.forEach((row, i) => {
            const pan = str(plain[i], 'numero');
            expect(compact('Tarjeta', str(row, 'numero'))).toBe(pan);
            expect(cardBrandOf(pan)?.id).toBe(brand);
            expect(row.marca).toBe(CARD_BRANDS[brand].name);
            expect(isTestCardNumber(pan)).toBe(true);
            const result = validateValue(str(row, 'numero'), 'Tarjeta');
            if (ok)
              expect(result).toMatchObject({ valid: true, normalized: pan, extra: { marca: row.marca } });
            else expect(result).toMatchObject({ valid: false, code: 'invalid_luhn_check' });
            expect(row.cvv).toMatch(brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/);
            const [mm, yy] = str(row, 'caducidad').split('/') as [string, string];
            expect(row.caducidad).toMatch(/^(0[1-9]|1[0-2])\/\d{2}$/);
            const months = (fullYear(yy, ref.y, ref.y + 99) - ref.y) * 12 + Number(mm) - ref.m;
            expect(months).toBeGreaterThan(0);
            expect(months).toBeLessThanOrEqual(60);
            if (fmt === 'spaced') {
              const groups =
                brand === 'amex'
                  ? /^\d{4} \d{6} \d{5}$/
                  : brand === 'diners'
                    ? /^\d{4} \d{6} \d{4}$/
                    : /^(\d{4} )+\d{1,4}$/;
              expect(row.numero).toMatch(groups);
            }
          });
        },
      ),
      RUNS,
    );
  });
});

describe('passport', () => {
  it('has a valid MRZ of its number, an adult holder and a passport valid on the reference date', () => {
    fc.assert(
      fc.property(seedArb, fc.boolean(), refDateArb, (seed, ok, refDate) => {
        const ref = parseDate(refDate)!;
        for (const row of run('passport', { ok: String(ok), refDate }, seed)) {
          const pasaporte = str(row, 'pasaporte');
          const mrz = row.mrz as string[];
          const [line1, line2] = mrz as [string, string];
          expect(validateValue(pasaporte, 'Pasaporte')).toMatchObject({ valid: true, normalized: pasaporte });
          expect(validateTd3(mrz)).toEqual(
            ok ? { valid: true, failed: [] } : { valid: false, failed: ['composite'] },
          );
          expect(line1.startsWith('P<ESP')).toBe(true);
          expect(line2.slice(0, 9)).toBe(pasaporte);
          expect(line2.slice(10, 13)).toBe('ESP');
          expect(validateValue(line2.slice(28, 42).replace(/<+$/, ''), 'DNI').valid).toBe(true);
          const birth = mrzDate(line2.slice(13, 19), ref.y - 81, ref.y - 18);
          const age = ageOn(birth, ref);
          expect(age).toBeGreaterThanOrEqual(18);
          expect(age).toBeLessThanOrEqual(80);
          const expiry = mrzDate(line2.slice(21, 27), ref.y, ref.y + 10);
          expect(toDayNumber(expiry)).toBeGreaterThan(toDayNumber(ref));
        }
      }),
      RUNS,
    );
  });
});

describe('uuid', () => {
  it('is a valid UUID of the requested version; version 7 is stamped inside the reference day', () => {
    const versionArb = fc.constantFrom('4', '7');
    fc.assert(
      fc.property(seedArb, versionArb, dateArb('1970-01-01', '2999-12-31'), (seed, version, refDate) => {
        const dayStart = dayOf(refDate) * 86_400_000;
        for (const row of run('uuid', { version, refDate }, seed)) {
          const uuid = str(row, 'uuid');
          expect(validateValue(uuid, 'UUID')).toEqual({
            valid: true,
            kind: 'UUID',
            normalized: uuid,
            extra: { version },
          });
          if (version === '7') {
            const ms = Number.parseInt(uuid.replace(/-/g, '').slice(0, 12), 16);
            expect(ms).toBeGreaterThanOrEqual(dayStart);
            expect(ms).toBeLessThan(dayStart + 86_400_000);
          }
        }
      }),
      RUNS,
    );
  });

  it('refuses version 7 before 1970 (no Unix timestamp) as a bad refDate', () => {
    expect(() => run('uuid', { version: '7', refDate: '1969-12-31' }, 's')).toThrow(/refDate/);
    expect(run('uuid', { version: '4', refDate: '1969-12-31' }, 's')).toHaveLength(3);
  });
});

describe('password', () => {
  const { LOWER, UPPER, DIGITS, SYMBOLS } = PASSWORD_CLASSES;
  const has = (text: string, chars: string) => [...text].some((c) => chars.includes(c));

  it('has the requested length and every requested class, and nothing else', () => {
    fc.assert(
      fc.property(seedArb, fc.integer({ min: 8, max: 128 }), fc.boolean(), (seed, length, symbols) => {
        const allowed = LOWER + UPPER + DIGITS + (symbols ? SYMBOLS : '');
        for (const row of run('password', { length: String(length), symbols: String(symbols) }, seed)) {
          const password = str(row, 'password');
          expect(password).toHaveLength(length);
          expect([has(password, LOWER), has(password, UPPER), has(password, DIGITS)]).toEqual([
            true,
            true,
            true,
          ]);
          expect(has(password, SYMBOLS)).toBe(symbols);
          expect([...password].filter((c) => !allowed.includes(c))).toEqual([]);
        }
      }),
      RUNS,
    );
  });

  it('defaults to 16 characters with symbols', () => {
    for (const row of run('password', {}, 'default', 20)) {
      expect(str(row, 'password')).toHaveLength(16);
      expect(has(str(row, 'password'), SYMBOLS)).toBe(true);
    }
  });
});

describe('username', () => {
  it('is folded ASCII', () => {
    fc.assert(
      fc.property(seedArb, refDateArb, (seed, refDate) => {
        for (const row of run('username', { refDate }, seed))
          expect(row.usuario).toMatch(/^[a-z][a-z0-9._]+$/);
      }),
      RUNS,
    );
  });
});

describe('identity', () => {
  it('carries a valid DNI, NSS of its province, IBAN and phone (a landline of its province)', () => {
    fc.assert(
      fc.property(seedArb, refDateArb, (seed, refDate) => {
        for (const row of run('identity', { refDate }, seed)) {
          expect(validateValue(str(row, 'documento'), 'DNI').valid).toBe(true);
          expect(validateValue(str(row, 'nss'), 'NSS')).toMatchObject({
            valid: true,
            extra: { provincia: row.provincia },
          });
          expect(validateValue(str(row, 'iban'), 'IBAN')).toMatchObject({
            valid: true,
            extra: { pais: 'ES' },
          });
          const telefono = str(row, 'telefono');
          const phone = validateValue(telefono, 'Telefono');
          if (!phone.valid) throw new Error(`invalid telefono ${telefono}`);
          expect(['movil', 'fijo']).toContain(phone.extra?.tipo);
          if (phone.extra?.tipo === 'fijo')
            expect(prefixesOf(str(row, 'provincia')).some((p) => telefono.startsWith(p))).toBe(true);
        }
      }),
      RUNS,
    );
  });
});
