/**
 * One contract over the registry. For every generator and
 * many fixed seeds: the value is valid as its kind and auto-detected as it;
 * `ok: false` from the same seed fails with the kind's check code and
 * `expected` equal to the check characters of the valid value; every
 * presentation compacts back to the value. Then the registry itself (one
 * module per kind, one format code per module) and the reason catalog.
 *
 * Auto-detection has no exception list: shapes do overlap (12 digits: NSS
 * and Maestro; 0034 + 9 digits: phone and a 13-digit card; 32 hex digits:
 * UUID and IBAN), but the first valid reading wins and no generated value is
 * valid as two kinds.
 */
import { describe, expect, it } from 'vitest';
import type { Country } from '../src/countries/country.js';
import { PROVINCES } from '../src/countries/es/data/generated/provinces.js';
import { compactCcc, formatCcc, generateCcc } from '../src/countries/es/formats/ccc.js';
import {
  CIF_ORGANISATIONS,
  type CifOrgLetter,
  compactCif,
  formatCif,
  generateCif,
} from '../src/countries/es/formats/cif.js';
import { compactDni, type DocumentStyle, formatDni, generateDni } from '../src/countries/es/formats/dni.js';
import { generateIbanEs } from '../src/countries/es/formats/iban.js';
import { compactNie, formatNie, generateNie } from '../src/countries/es/formats/nie.js';
import { compactNif, formatNif, generateNif } from '../src/countries/es/formats/nif.js';
import { compactNss, formatNss, generateNss } from '../src/countries/es/formats/nss.js';
import {
  compactPassport,
  formatPassport,
  generatePassportNumber,
} from '../src/countries/es/formats/passport.js';
import {
  compactPhone,
  formatPhone,
  generatePhone,
  type PhoneType,
} from '../src/countries/es/formats/phone.js';
import { compactPlate, formatPlate, generatePlate } from '../src/countries/es/formats/plate.js';
import { SPAIN } from '../src/countries/es/index.js';
import { drawAddress as drawAddressMx } from '../src/countries/mx/entities/address.js';
import { drawCompany as drawCompanyMx } from '../src/countries/mx/entities/company.js';
import { drawPerson as drawPersonMx } from '../src/countries/mx/entities/person.js';
import { formatClabe, generateClabe } from '../src/countries/mx/formats/clabe.js';
import { curpOf } from '../src/countries/mx/formats/curp.js';
import { generateNssMx } from '../src/countries/mx/formats/nss.js';
import { formatPhoneMx, numberInArea } from '../src/countries/mx/formats/phone.js';
import { formatRfc, rfcOfPerson } from '../src/countries/mx/formats/rfc.js';
import { MEXICO } from '../src/countries/mx/index.js';
import { formatCc, generateCc } from '../src/countries/pt/formats/cc.js';
import { formatNib, generateNib } from '../src/countries/pt/formats/nib.js';
import { formatNif as formatNifPt, generateNif as generateNifPt } from '../src/countries/pt/formats/nif.js';
import { formatNiss, generateNiss } from '../src/countries/pt/formats/niss.js';
import { formatPhonePt, generatePhonePt } from '../src/countries/pt/formats/phone.js';
import { compactPlatePt, formatPlatePt, generatePlatePt } from '../src/countries/pt/formats/plate.js';
import { PORTUGAL } from '../src/countries/pt/index.js';
import { ALL_FORMATS, COUNTRIES } from '../src/countries/registry.js';
import { parseKind, validateValue } from '../src/countries/validate.js';
import { CARD_BRAND_IDS, CARD_BRANDS } from '../src/domain/card/brands.js';
import { compactCard, formatCard, generateCard } from '../src/domain/card/card.js';
import { compactUpper } from '../src/domain/compact.js';
import { compactIban, formatIban, generateIban, IBAN_COUNTRIES } from '../src/domain/iban/iban.js';
import { compactUuid, formatUuid, uuidV4, uuidV7 } from '../src/domain/intl/uuid.js';
import { REASON_CODES, type ReasonCode } from '../src/domain/reason-codes.js';
import { KINDS, type Kind } from '../src/domain/validation.js';
import { LANGS } from '../src/i18n/lang.js';
import { EXPECTED_SUFFIX, REASONS } from '../src/i18n/reasons.js';
import { type Rng, rngFromSeed } from '../src/random/rng.js';

const SEEDS = Array.from({ length: 60 }, (_, i) => String(i));

interface Generated {
  readonly value: string;
  /** Members `extra` must contain for this value (docs/api.md, Validation). */
  readonly extra?: Readonly<Record<string, unknown>>;
}

interface Contract {
  readonly name: string;
  readonly kind: Kind;
  /** The country whose `auto` detects the kind (Spain when absent). */
  readonly country?: Country;
  /**
   * False where a wrong check digit can leave a valid value of another kind
   * of the country, so `auto` rightly answers that kind: a nine-digit
   * Portuguese number failing the NIF check is then read as a phone.
   */
  readonly negativeUnderAuto?: false;
  /** `ok` is only ever false when `negative` is set. */
  generate(rng: Rng, ok: boolean): Generated;
  /** What `ok: false` gives: the code, and the check characters of the valid value (undefined: none). */
  readonly negative?: { readonly code: ReasonCode; check(valid: string): string | undefined };
  readonly compact: (value: string) => string;
  /** Presentations of a valid value; each compacts back to it. */
  readonly formats: readonly ((value: string) => string)[];
}

const DOCUMENT_STYLES: readonly DocumentStyle[] = ['plain', 'dashed', 'dotted'];
const lastChar = (value: string): string => value.slice(-1);
const provinceName = (code: string): string | undefined => PROVINCES.find((p) => p.code === code)?.name;

const personal = (
  kind: 'DNI' | 'NIE' | 'NIF',
  generate: (rng: Rng, options: { ok: boolean }) => string,
  compact: (value: string) => string,
  format: (value: string, style: DocumentStyle) => string,
): Contract => ({
  name: kind,
  kind,
  generate: (rng, ok) => ({ value: generate(rng, { ok }) }),
  negative: { code: 'invalid_check_letter', check: lastChar },
  compact,
  formats: DOCUMENT_STYLES.map((style) => (value: string) => format(value, style)),
});

const cif = (orgLetter: CifOrgLetter | undefined): Contract => ({
  name: orgLetter ? `CIF ${orgLetter}` : 'CIF',
  kind: 'CIF',
  generate: (rng, ok) => {
    const value = generateCif(rng, { ok, orgLetter });
    const letter = value[0] as CifOrgLetter;
    return { value, extra: { tipo_organizacion: CIF_ORGANISATIONS[letter].description } };
  },
  negative: { code: 'invalid_cif_check', check: lastChar },
  compact: compactCif,
  formats: DOCUMENT_STYLES.map((style) => (value: string) => formatCif(value, style)),
});

const iban = (country: string): Contract => ({
  name: `IBAN ${country}`,
  kind: 'IBAN',
  generate: (rng, ok) => {
    // A Spanish account is opened at a registered bank, which its IBAN names.
    const value = country === 'ES' ? generateIbanEs(rng, { ok }) : generateIban(rng, { ok, country });
    const spanish = country === 'ES' ? { entidad: value.slice(4, 8), banco: expect.any(String) } : {};
    return { value, extra: { pais: country, ...spanish } };
  },
  negative: { code: 'invalid_iban_check_digits', check: (value) => value.slice(2, 4) },
  compact: compactIban,
  formats: [(value) => formatIban(value, 'plain'), (value) => formatIban(value, 'spaced')],
});

const card = (brand: (typeof CARD_BRAND_IDS)[number]): Contract => ({
  name: `Tarjeta ${brand}`,
  kind: 'Tarjeta',
  generate: (rng, ok) => {
    const { numero, marca } = generateCard(rng, { ok, brand });
    return { value: numero, extra: { marca } };
  },
  negative: { code: 'invalid_luhn_check', check: lastChar },
  compact: compactCard,
  formats: [(value) => formatCard(value, 'plain'), (value) => formatCard(value, 'spaced')],
});

/**
 * Ceuta (51) and Melilla (52) share their prefixes with Cádiz (956/856) and
 * Málaga (952/852); validation reports the larger province (phone.ts).
 */
const SHARED_PREFIX_PROVINCE: Readonly<Record<string, string>> = { '51': '11', '52': '29' };

const phone = (type: PhoneType): Contract => ({
  name: `Telefono ${type}`,
  kind: 'Telefono',
  generate: (rng) => {
    const { telefono, provinceCode } = generatePhone(rng, { type });
    if (provinceCode === null) return { value: telefono, extra: { tipo: 'movil' } };
    const reported = SHARED_PREFIX_PROVINCE[provinceCode] ?? provinceCode;
    return { value: telefono, extra: { tipo: 'fijo', provincia: provinceName(reported) } };
  },
  compact: compactPhone,
  formats: (['plain', 'e164', 'spaced'] as const).map(
    (style) => (value: string) => formatPhone(value, style),
  ),
});

/** Portugal's kinds (docs/api.md, Countries), detected under its locale. */
const PT_CONTRACTS: readonly Contract[] = [
  {
    name: 'NIF_PT',
    kind: 'NIF_PT',
    country: PORTUGAL,
    generate: (rng, ok) => ({ value: generateNifPt(rng, { ok }), extra: { tipo: 'singular' } }),
    negative: { code: 'invalid_nif_pt_check', check: lastChar },
    negativeUnderAuto: false,
    compact: compactUpper,
    formats: [(value) => formatNifPt(value, 'plain'), (value) => formatNifPt(value, 'spaced')],
  },
  {
    name: 'NIPC',
    kind: 'NIPC',
    country: PORTUGAL,
    generate: (rng, ok) => ({
      value: generateNifPt(rng, { ok, holder: 'coletiva' }),
      extra: { tipo: 'coletiva' },
    }),
    negative: { code: 'invalid_nif_pt_check', check: lastChar },
    negativeUnderAuto: false,
    compact: compactUpper,
    formats: [(value) => formatNifPt(value, 'plain'), (value) => formatNifPt(value, 'spaced')],
  },
  {
    name: 'CC',
    kind: 'CC',
    country: PORTUGAL,
    generate: (rng, ok) => ({ value: generateCc(rng, { ok }) }),
    negative: { code: 'invalid_cc_check', check: lastChar },
    compact: compactUpper,
    formats: [(value) => formatCc(value, 'plain'), (value) => formatCc(value, 'spaced')],
  },
  {
    name: 'NISS',
    kind: 'NISS',
    country: PORTUGAL,
    generate: (rng, ok) => ({ value: generateNiss(rng, { ok }) }),
    negative: { code: 'invalid_niss_check', check: lastChar },
    compact: compactUpper,
    formats: [formatNiss],
  },
  {
    name: 'NIB',
    kind: 'NIB',
    country: PORTUGAL,
    generate: (rng, ok) => ({ value: generateNib(rng, { ok, bankCode: '0035' }) }),
    negative: { code: 'invalid_nib_check', check: (value) => value.slice(19) },
    compact: compactUpper,
    formats: [(value) => formatNib(value, 'plain'), (value) => formatNib(value, 'spaced')],
  },
  ...(['movil', 'fijo'] as const).map(
    (type): Contract => ({
      name: `Telefono_PT ${type}`,
      kind: 'Telefono_PT',
      country: PORTUGAL,
      generate: (rng) => ({ value: generatePhonePt(rng, { type }).telefono, extra: { tipo: type } }),
      compact: (value) => value.replace(/[\s.\-/]/g, '').replace(/^(\+|00)351/, ''),
      formats: (['plain', 'e164', 'spaced'] as const).map(
        (style) => (value: string) => formatPhonePt(value, style),
      ),
    }),
  ),
  {
    name: 'Matricula_PT',
    kind: 'Matricula_PT',
    country: PORTUGAL,
    generate: (rng) => ({ value: generatePlatePt(rng, { refDate: '2026-01-01' }) }),
    compact: compactPlatePt,
    formats: [(value) => formatPlatePt(value, 'plain'), (value) => formatPlatePt(value, 'compact')],
  },
];

/** A Mexican resident drawn from `rng` (person and address), the same for a seed whatever `ok`. */
const residentMx = (rng: Rng) => ({
  person: drawPersonMx(rng.split('person'), '2026-01-01', { minAge: 0, maxAge: 100 }),
  address: drawAddressMx(rng.split('address')),
});

/** Mexico's kinds (docs/api.md, Countries), detected under its locale. */
const MX_CONTRACTS: readonly Contract[] = [
  {
    name: 'CURP',
    kind: 'CURP',
    country: MEXICO,
    generate: (rng, ok) => {
      const { person, address } = residentMx(rng);
      const holder = { ...person, stateLetters: address.stateLetters };
      const value = curpOf(holder, 0, ok ? undefined : rng.split('bad').int(1, 9));
      return {
        value,
        extra: { fecha_nacimiento: person.fechaNacimiento, sexo: person.sexo, estado: address.provincia },
      };
    },
    negative: { code: 'invalid_curp_check', check: lastChar },
    compact: compactUpper,
    formats: [(value) => value, (value) => value.toLowerCase()],
  },
  {
    name: 'RFC persona física',
    kind: 'RFC',
    country: MEXICO,
    generate: (rng, ok) => {
      const { person } = residentMx(rng);
      const value = rfcOfPerson(person, person.fechaNacimiento, ok ? undefined : rng.split('bad').int(1, 10));
      return { value, extra: { tipo: 'fisica' } };
    },
    negative: { code: 'invalid_rfc_check', check: lastChar },
    compact: compactUpper,
    formats: [(value) => formatRfc(value, 'plain'), (value) => formatRfc(value, 'dashed')],
  },
  {
    name: 'RFC persona moral',
    kind: 'RFC',
    country: MEXICO,
    generate: (rng, ok) => ({ value: drawCompanyMx(rng, { ok }).taxId, extra: { tipo: 'moral' } }),
    negative: { code: 'invalid_rfc_check', check: lastChar },
    compact: compactUpper,
    formats: [(value) => formatRfc(value, 'plain'), (value) => formatRfc(value, 'dashed')],
  },
  {
    name: 'CLABE',
    kind: 'CLABE',
    country: MEXICO,
    generate: (rng, ok) => ({
      value: generateClabe(rng, { bankCode: '012', ok }),
      extra: { entidad: '012' },
    }),
    negative: { code: 'invalid_clabe_check', check: lastChar },
    compact: compactUpper,
    formats: [(value) => formatClabe(value, 'plain'), (value) => formatClabe(value, 'spaced')],
  },
  {
    name: 'NSS_MX',
    kind: 'NSS_MX',
    country: MEXICO,
    generate: (rng, ok) => ({
      value: generateNssMx(rng, { birthYear: 1980 + rng.split('year').int(0, 20), refYear: 2026, ok }),
    }),
    negative: { code: 'invalid_nss_mx_check', check: lastChar },
    compact: compactUpper,
    formats: [(value) => value],
  },
  {
    name: 'Telefono_MX',
    kind: 'Telefono_MX',
    country: MEXICO,
    generate: (rng) => {
      const lada = rng.split('lada').pick(['55', '33', '81', '664', '999', '222']);
      return { value: numberInArea(rng, lada), extra: { lada } };
    },
    compact: (value) => value.replace(/[\s.\-/]/g, '').replace(/^(\+|00)52/, ''),
    formats: (['plain', 'e164', 'spaced'] as const).map(
      (style) => (value: string) => formatPhoneMx(value, style),
    ),
  },
];

const CONTRACTS: readonly Contract[] = [
  ...PT_CONTRACTS,
  ...MX_CONTRACTS,
  personal('DNI', generateDni, compactDni, formatDni),
  personal('NIE', generateNie, compactNie, formatNie),
  personal('NIF', generateNif, compactNif, formatNif),
  cif(undefined),
  ...(Object.keys(CIF_ORGANISATIONS) as CifOrgLetter[]).map(cif),
  {
    name: 'NSS',
    kind: 'NSS',
    generate: (rng, ok) => {
      const value = generateNss(rng, { ok });
      return { value, extra: { provincia: provinceName(value.slice(0, 2)) } };
    },
    negative: { code: 'invalid_nss_check', check: (value) => value.slice(10) },
    compact: compactNss,
    formats: [formatNss],
  },
  {
    name: 'CCC',
    kind: 'CCC',
    generate: (rng, ok) => {
      const value = generateCcc(rng, { ok });
      return { value, extra: { entidad: value.slice(0, 4), banco: expect.any(String) } };
    },
    negative: { code: 'invalid_ccc_check', check: (value) => value.slice(8, 10) },
    compact: compactCcc,
    formats: [formatCcc],
  },
  ...IBAN_COUNTRIES.map(iban),
  ...CARD_BRAND_IDS.map(card),
  {
    name: 'Matricula',
    kind: 'Matricula',
    generate: (rng, ok) => ({ value: generatePlate(rng, { ok }) }),
    negative: { code: 'invalid_plate_letters', check: () => undefined },
    compact: compactPlate,
    formats: [(value) => formatPlate(value, 'plain'), (value) => formatPlate(value, 'spaced')],
  },
  phone('movil'),
  phone('fijo'),
  {
    name: 'Pasaporte',
    kind: 'Pasaporte',
    generate: (rng) => ({ value: generatePassportNumber(rng) }),
    compact: compactPassport,
    formats: [formatPassport],
  },
  {
    name: 'UUID v4',
    kind: 'UUID',
    generate: (rng) => ({ value: uuidV4(rng) }),
    compact: compactUuid,
    formats: [formatUuid, (value) => value.toUpperCase(), (value) => value.replaceAll('-', '')],
  },
  {
    name: 'UUID v7',
    kind: 'UUID',
    generate: (rng) => ({ value: uuidV7(rng, 1_767_225_600_000) }),
    compact: compactUuid,
    formats: [formatUuid, (value) => `{${value}}`],
  },
];

/** `[seed, value, what went wrong]` for every seed whose check fails; a passing contract gives []. */
function failures(check: (seed: string) => [string, unknown] | undefined): [string, string, unknown][] {
  const out: [string, string, unknown][] = [];
  for (const seed of SEEDS) {
    const failure = check(seed);
    if (failure) out.push([seed, ...failure]);
  }
  return out;
}

describe.each(CONTRACTS.map((c) => [c.name, c] as const))('%s', (_, contract) => {
  const { kind } = contract;
  const valid = (seed: string): Generated => contract.generate(rngFromSeed(seed), true);
  /** An explicit kind is any country's; `auto` is the contract's country's. */
  const formatsFor = (sent: string) => (sent === 'auto' ? (contract.country ?? SPAIN).formats : ALL_FORMATS);
  const validateAs = (value: string, sent: Kind | 'auto') => validateValue(value, sent, formatsFor(sent));

  it('generates values valid as their kind and auto-detected as it', () => {
    const found = failures((seed) => {
      const { value, extra = {} } = valid(seed);
      const format = ALL_FORMATS.find((f) => f.kind === kind);
      if (contract.compact(value) !== value || !format?.detect(format.compact(value)))
        return [value, 'not compact or not detected'];
      for (const sent of [kind, 'auto'] as const) {
        const result = validateAs(value, sent);
        const ok =
          result.valid &&
          result.kind === kind &&
          result.normalized === value &&
          expect.objectContaining(extra).asymmetricMatch(result.extra ?? {});
        if (!ok) return [value, { sent, result, extra }];
      }
      return undefined;
    });
    expect(found).toEqual([]);
  });

  const { negative } = contract;
  // Phones, passports and UUIDs have no check to get wrong, so no `ok: false`.
  if (negative) {
    it('with ok: false fails the check of the same value', () => {
      const found = failures((seed) => {
        const good = valid(seed).value;
        const bad = contract.generate(rngFromSeed(seed), false).value;
        const expected = negative.check(good);
        for (const sent of contract.negativeUnderAuto === false ? [kind] : ([kind, 'auto'] as const)) {
          const result = validateAs(bad, sent);
          const ok =
            bad.length === good.length &&
            !result.valid &&
            result.code === negative.code &&
            result.expected === expected;
          if (!ok) return [bad, { sent, result, good, expected }];
        }
        return undefined;
      });
      expect(found).toEqual([]);
    });
  }

  it('compacts every presentation back to the value, which validates', () => {
    const found = failures((seed) => {
      const { value } = valid(seed);
      for (const format of contract.formats) {
        const shown = format(value);
        const result = validateAs(shown, 'auto');
        if (contract.compact(shown) !== value || !result.valid || result.normalized !== value) {
          return [value, { shown, result }];
        }
      }
      return undefined;
    });
    expect(found).toEqual([]);
  });
});

describe('the contracts', () => {
  it('cover every kind, and every kind but BIC has a generator', () => {
    expect(new Set(CONTRACTS.map((c) => c.kind))).toEqual(new Set(KINDS.filter((k) => k !== 'BIC')));
  });

  it('cover every IBAN country, every card brand and every CIF organisation letter', () => {
    const names = new Set(CONTRACTS.map((c) => c.name));
    for (const country of IBAN_COUNTRIES) expect(names).toContain(`IBAN ${country}`);
    for (const brand of Object.keys(CARD_BRANDS)) expect(names).toContain(`Tarjeta ${brand}`);
    for (const letter of Object.keys(CIF_ORGANISATIONS)) expect(names).toContain(`CIF ${letter}`);
  });
});

describe('registry', () => {
  it('holds one module per kind, over every country', () => {
    expect(ALL_FORMATS.map((f) => f.kind).sort()).toEqual([...KINDS].sort());
    // Each country's own list has each kind once.
    for (const country of COUNTRIES) {
      const kinds = country.formats.map((f) => f.kind);
      expect(new Set(kinds).size).toBe(kinds.length);
    }
  });

  it('gives each module its own format code, and every format code to one module', () => {
    const codes = ALL_FORMATS.map((format) => {
      const result = format.validate('');
      return result.valid ? 'valid' : result.code;
    });
    const formatCodes = REASON_CODES.filter((c) => c.endsWith('_format') && c !== 'unrecognized_format');
    expect([...codes].sort()).toEqual([...formatCodes].sort());
  });

  it.each(KINDS)('parses kind %s in any case to its canonical spelling', (kind) => {
    for (const spelling of [kind, kind.toLowerCase(), kind.toUpperCase()]) {
      expect(parseKind(spelling)).toBe(kind);
    }
  });

  it('parses auto and rejects unknown kinds', () => {
    expect(parseKind('AUTO')).toBe('auto');
    for (const name of ['', 'SSN', 'DNIs', 'constructor', '__proto__', 'toString']) {
      expect(parseKind(name)).toBeUndefined();
    }
  });
});

describe('reason catalog', () => {
  it('has exactly the reason codes', () => {
    expect(Object.keys(REASONS).sort()).toEqual([...REASON_CODES].sort());
  });

  it.each(REASON_CODES)('%s has Spanish and English text', (code) => {
    for (const lang of LANGS) expect(REASONS[code][lang].trim()).not.toBe('');
    expect(REASONS[code].es).not.toBe(REASONS[code].en);
  });

  it('gives no two codes the same text', () => {
    for (const lang of LANGS) {
      const texts = REASON_CODES.map((code) => REASONS[code][lang]);
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it('appends the expected value in every language', () => {
    for (const lang of LANGS) expect(EXPECTED_SUFFIX[lang]('Z')).toContain('Z');
  });
});
