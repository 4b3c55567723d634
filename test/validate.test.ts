/**
 * POST /api/v1/validate against docs/api.md, Validation,
 * through the real app (inject, no socket). Malformed requests (400, 405,
 * 413) are covered by errors.test.ts; here every request is well formed and
 * the answer is always 200 with a ValidationResult.
 */
import { describe, expect, it } from 'vitest';
import { REASON_CODES, type ReasonCode } from '../src/domain/reason-codes.js';
import { KINDS, type Kind } from '../src/domain/validation.js';
import { LANGS, type Lang } from '../src/i18n/lang.js';
import { EXPECTED_SUFFIX, REASONS } from '../src/i18n/reasons.js';
import { testApp } from './helper.js';

const app = await testApp();

type Data = Record<string, unknown>;

async function validate(
  body: { value: string; kind?: string; locale?: string },
  { lang, acceptLanguage }: { lang?: Lang; acceptLanguage?: string } = {},
): Promise<Data> {
  const response = await app.inject({
    method: 'POST',
    url: lang ? `/api/v1/validate?lang=${lang}` : '/api/v1/validate',
    headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {},
    payload: body,
  });
  expect(response.statusCode, response.body).toBe(200);
  const json = response.json();
  expect(Object.keys(json).sort()).toEqual(['data', 'status']);
  expect(json.status).toBe('success');
  return json.data as Data;
}

const VALID_KEYS = ['kind', 'normalized', 'valid'];
const INVALID_KEYS = ['code', 'reason', 'valid'];

/** Exactly the keys of docs/api.md, Validation (optional ones only when present), with `extra` of string values. */
function expectValidShape(data: Data): void {
  expect(data.valid).toBe(true);
  const keys = Object.keys(data).sort();
  expect(keys).toEqual('extra' in data ? ['extra', ...VALID_KEYS] : VALID_KEYS);
  expect(typeof data.normalized).toBe('string');
  if ('extra' in data) {
    const extra = data.extra as Data;
    expect(Object.keys(extra).length).toBeGreaterThan(0);
    for (const value of Object.values(extra)) expect(typeof value).toBe('string');
  }
}

function expectInvalidShape(data: Data): void {
  expect(data.valid).toBe(false);
  const keys = Object.keys(data).sort();
  expect(keys).toEqual('expected' in data ? ['code', 'expected', 'reason', 'valid'] : INVALID_KEYS);
  expect(REASON_CODES).toContain(data.code);
  if ('expected' in data) expect(typeof data.expected).toBe('string');
}

const reasonText = (code: ReasonCode, lang: Lang, expected: string | undefined): string =>
  REASONS[code][lang] + (expected === undefined ? '' : EXPECTED_SUFFIX[lang](expected));

/**
 * One real value per reason code of docs/api.md, Validation (some codes twice, for the
 * kinds that share them), with the `kind` sent and the `expected` docs/api.md, Validation
 * asks for (undefined: the member must be absent). Format codes other than
 * the IBAN's and BIC's are only reachable with an explicit kind: under `auto`
 * a value of no known shape is `unrecognized_format`.
 */
const REASON_CASES: [code: ReasonCode, value: string, kind: string, expected: string | undefined][] = [
  ['unrecognized_format', 'hola mundo', 'auto', undefined],
  ['unrecognized_format', '1234567', 'auto', undefined],
  ['invalid_dni_format', 'ES9121000418450200051332', 'DNI', undefined],
  ['invalid_nie_format', '12345678Z', 'NIE', undefined],
  ['invalid_cif_format', '12345678Z', 'CIF', undefined],
  ['invalid_nif_format', 'X1234567L', 'NIF', undefined],
  // Province 99 does not exist.
  ['invalid_nss_format', '991234567840', 'NSS', undefined],
  ['invalid_ccc_format', '2100041845020005133', 'CCC', undefined],
  // The SWIFT example with a letter in the (all-digit) Spanish BBAN.
  ['invalid_iban_format', 'ES91210004184502000513A2', 'auto', undefined],
  ['invalid_bic_format', 'BSCHXXMM', 'auto', undefined],
  ['invalid_plate_format', '12345678Z', 'Matricula', undefined],
  ['invalid_phone_format', '61234567', 'Telefono', undefined],
  ['invalid_card_format', '4111-1111-1111-111X', 'Tarjeta', undefined],
  ['invalid_passport_format', 'AB1234567', 'Pasaporte', undefined],
  ['invalid_uuid_format', '00000000-0000-0000-0000-000000000000', 'auto', undefined],
  // Version 0; compacted like an IBAN it would read AB12CDEF..., but the UUID shape comes first.
  ['invalid_uuid_format', 'ab12cdef-0000-0000-8000-000000000000', 'auto', undefined],
  ['invalid_check_letter', '12345678A', 'auto', 'Z'],
  ['invalid_check_letter', 'X1234567A', 'NIE', 'L'],
  ['invalid_check_letter', 'L1111111A', 'auto', 'G'],
  ['invalid_cif_check', 'A28015860', 'auto', '5'],
  // Q (public body) takes a control letter: the AEAT's own NIF is Q2826000H.
  ['invalid_cif_check', 'Q28260008', 'CIF', 'H'],
  ['invalid_cif_org_letter', 'I58818501', 'CIF', undefined],
  ['invalid_nss_check', '28/12345678/41', 'auto', '40'],
  ['invalid_ccc_check', '2100 0418 00 0200051332', 'auto', '45'],
  ['unsupported_iban_country', 'XX9121000418450200051332', 'auto', undefined],
  ['invalid_iban_length', 'ES912100041845020005133', 'IBAN', undefined],
  ['invalid_iban_check_digits', 'ES0021000418450200051332', 'auto', '91'],
  // The SWIFT examples with the national check digits changed and the IBAN
  // check digits recomputed (cross-checked with ibantools' composeIBAN).
  ['invalid_iban_es_ccc', 'ES6821000418000200051332', 'auto', '45'],
  ['invalid_iban_fr_rib_key', 'FR8420041010050500013M02607', 'auto', '06'],
  ['invalid_iban_pt_nib', 'PT23000201231234567890155', 'IBAN', '54'],
  ['invalid_iban_de_bban', 'DE8937040044053201300A', 'auto', undefined],
  ['invalid_plate_letters', '1234 BAD', 'auto', undefined],
  ['invalid_plate_letters', '1234ÑBC', 'Matricula', undefined],
  ['invalid_phone_range', '900123456', 'auto', undefined],
  ['invalid_phone_range', '0034 900 123 456', 'auto', undefined],
  // Luhn-valid Visa outside every published test BIN.
  ['unknown_test_bin', '4929123456789015', 'auto', undefined],
  // American Express numbers have 15 digits.
  ['invalid_card_length', '3714496353984312', 'Tarjeta', undefined],
  ['invalid_luhn_check', '4111111111111112', 'auto', '1'],
];

/** Portugal's reason codes (docs/api.md, Countries), asked with `locale: "pt"`. */
const PT_REASON_CASES: [code: ReasonCode, value: string, kind: string, expected: string | undefined][] = [
  ['invalid_nif_pt_format', '12345678', 'NIF_PT', undefined],
  ['invalid_nif_pt_prefix', '412345678', 'NIF_PT', undefined],
  ['invalid_nif_pt_check', '501964842', 'auto', '3'],
  ['invalid_nipc_format', '1234', 'NIPC', undefined],
  ['invalid_nipc_prefix', '123456789', 'NIPC', undefined],
  ['invalid_cc_format', '12345678', 'CC', undefined],
  ['invalid_cc_check', '000000000ZZ5', 'auto', '4'],
  ['invalid_niss_format', '1123456789', 'NISS', undefined],
  ['invalid_niss_check', '11234567893', 'auto', '2'],
  ['invalid_nib_format', '0018', 'NIB', undefined],
  ['invalid_nib_check', '0018 0000 40359330001 88', 'auto', '87'],
  ['invalid_phone_pt_format', '12345', 'Telefono_PT', undefined],
  ['invalid_phone_pt_range', '812345678', 'Telefono_PT', undefined],
  ['invalid_plate_pt_format', '1234567', 'Matricula_PT', undefined],
  ['invalid_plate_pt_letters', '00-00-WW', 'Matricula_PT', undefined],
];

/** Mexico's reason codes (docs/api.md, Countries), asked with `locale: "mx"`. */
const MX_REASON_CASES: [code: ReasonCode, value: string, kind: string, expected: string | undefined][] = [
  ['invalid_curp_format', 'BOXW310820XNERXN09', 'CURP', undefined],
  ['invalid_curp_date', 'BOXW310230HNERXN09', 'auto', undefined],
  ['invalid_curp_state', 'BOXW310820HZZRXN09', 'auto', undefined],
  ['invalid_curp_check', 'BOXW310820HNERXN08', 'auto', '9'],
  ['invalid_rfc_format', 'GODE56123GR8', 'RFC', undefined],
  ['invalid_rfc_date', 'GODE561331GR8', 'auto', undefined],
  ['invalid_rfc_check', 'GODE561231GR9', 'auto', '8'],
  ['invalid_clabe_format', '00201007777777777', 'CLABE', undefined],
  ['invalid_clabe_bank', '000000000000000000', 'CLABE', undefined],
  ['invalid_clabe_check', '002010077777777779', 'auto', '1'],
  ['invalid_nss_mx_format', '1234567890', 'NSS_MX', undefined],
  ['invalid_nss_mx_check', '12345678904', 'auto', '3'],
  ['invalid_phone_mx_format', '551234567', 'Telefono_MX', undefined],
  ['invalid_phone_mx_range', '1112345678', 'Telefono_MX', undefined],
];

describe('reason codes (docs/api.md, Validation)', () => {
  it.each(MX_REASON_CASES)('%s: %s (kind %s, locale mx)', async (code, value, kind, expected) => {
    for (const lang of LANGS) {
      const data = await validate({ value, kind, locale: 'mx' }, { lang });
      expectInvalidShape(data);
      expect(data.code).toBe(code);
      expect(data.expected).toBe(expected);
      expect(data.reason).toBe(reasonText(code, lang, expected));
    }
  });

  it.each(PT_REASON_CASES)('%s: %s (kind %s, locale pt)', async (code, value, kind, expected) => {
    for (const lang of LANGS) {
      const data = await validate({ value, kind, locale: 'pt' }, { lang });
      expectInvalidShape(data);
      expect(data.code).toBe(code);
      expect(data.expected).toBe(expected);
      expect(data.reason).toBe(reasonText(code, lang, expected));
    }
  });

  it.each(REASON_CASES)('%s: %s (kind %s)', async (code, value, kind, expected) => {
    for (const lang of LANGS) {
      const data = await validate({ value, kind }, { lang });
      expectInvalidShape(data);
      expect(data.code).toBe(code);
      expect(data.expected).toBe(expected);
      expect(data.reason).toBe(reasonText(code, lang, expected));
    }
  });

  it('covers every reason code', () => {
    const covered = new Set([...REASON_CASES, ...PT_REASON_CASES, ...MX_REASON_CASES].map(([code]) => code));
    expect([...covered].sort()).toEqual([...REASON_CODES].sort());
  });

  it('answers in Spanish by default and follows Accept-Language; `lang` wins', async () => {
    const body = { value: '12345678A' };
    expect((await validate(body)).reason).toBe(reasonText('invalid_check_letter', 'es', 'Z'));
    expect((await validate(body, { acceptLanguage: 'en-GB,en;q=0.9' })).reason).toBe(
      reasonText('invalid_check_letter', 'en', 'Z'),
    );
    expect((await validate(body, { lang: 'es', acceptLanguage: 'en' })).reason).toBe(
      reasonText('invalid_check_letter', 'es', 'Z'),
    );
  });

  it('keeps the code and expected identical in every language', async () => {
    const [es, en] = await Promise.all(LANGS.map((lang) => validate({ value: 'X1234567A' }, { lang })));
    expect({ ...es, reason: undefined }).toEqual({ ...en, reason: undefined });
  });
});

/**
 * A valid value of every kind, written the way users paste it, with a
 * spelling of `kind` in another case, the canonical kind, `normalized`
 * (docs/api.md, Validation) and the `extra` members docs/api.md, Validation requires (others may
 * be present).
 */
const VALID_CASES: [value: string, kindSpelling: string, kind: Kind, normalized: string, extra: Data][] = [
  ['12.345.678-z', 'dni', 'DNI', '12345678Z', {}],
  ['x-1234567-l', 'nie', 'NIE', 'X1234567L', {}],
  ['L 1111111 G', 'nif', 'NIF', 'L1111111G', {}],
  ['A-2801586-5', 'cif', 'CIF', 'A28015865', { tipo_organizacion: 'Sociedad anónima' }],
  ['Q2826000H', 'Cif', 'CIF', 'Q2826000H', { tipo_organizacion: 'Organismo público' }],
  [
    'es91 2100 0418 4502 0005 1332',
    'iban',
    'IBAN',
    'ES9121000418450200051332',
    { pais: 'ES', entidad: '2100', banco: expect.stringMatching(/caixabank/i), bic: 'CAIXESBB' },
  ],
  ['DE89 3704 0044 0532 0130 00', 'Iban', 'IBAN', 'DE89370400440532013000', { pais: 'DE' }],
  [
    '2100-0418-45-0200051332',
    'ccc',
    'CCC',
    '21000418450200051332',
    { entidad: '2100', banco: expect.stringMatching(/caixabank/i), bic: 'CAIXESBB' },
  ],
  ['28/12345678/40', 'nss', 'NSS', '281234567840', { provincia: 'Madrid' }],
  ['4111 1111 1111 1111', 'tarjeta', 'Tarjeta', '4111111111111111', { marca: 'Visa' }],
  ['3782-822463-10005', 'TARJETA', 'Tarjeta', '378282246310005', { marca: 'American Express' }],
  ['bschesmm', 'bic', 'BIC', 'BSCHESMM', {}],
  ['1234 bcd', 'MATRICULA', 'Matricula', '1234BCD', {}],
  ['M-1234-AB', 'matricula', 'Matricula', 'M1234AB', {}],
  ['+34 612 34 56 78', 'telefono', 'Telefono', '612345678', { tipo: 'movil' }],
  ['0034 91 123 45 67', 'TELEFONO', 'Telefono', '911234567', { tipo: 'fijo', provincia: 'Madrid' }],
  ['934.56.78.90', 'Telefono', 'Telefono', '934567890', { tipo: 'fijo', provincia: 'Barcelona' }],
  ['aaa123456', 'pasaporte', 'Pasaporte', 'AAA123456', {}],
  ['919108F7-52D1-4320-9BAC-F847DB4148A8', 'uuid', 'UUID', '919108f7-52d1-4320-9bac-f847db4148a8', {}],
  ['919108f752d143209bacf847db4148a8', 'Uuid', 'UUID', '919108f7-52d1-4320-9bac-f847db4148a8', {}],
];

/** Portugal's kinds as users paste them, detected with `locale: "pt"` (docs/api.md, Countries). */
const PT_VALID_CASES: [value: string, kindSpelling: string, kind: Kind, normalized: string, extra: Data][] = [
  ['123 456 789', 'nif_pt', 'NIF_PT', '123456789', { tipo: 'singular' }],
  ['PT 501 964 843', 'nipc', 'NIPC', '501964843', { tipo: 'coletiva' }],
  ['00000000 0 zz4', 'cc', 'CC', '000000000ZZ4', {}],
  ['11234567892', 'Niss', 'NISS', '11234567892', {}],
  ['0018 0000 40359330001 87', 'nib', 'NIB', '001800004035933000187', {}],
  ['+351 912 345 678', 'telefono_pt', 'Telefono_PT', '912345678', { tipo: 'movil' }],
  ['21 234 5678', 'TELEFONO_PT', 'Telefono_PT', '212345678', { tipo: 'fijo', distrito: 'Lisboa' }],
  ['AA-01-AA', 'matricula_pt', 'Matricula_PT', 'AA01AA', { formato: 'AA-00-AA' }],
  ['PT50 0018 0000 4035 9330 0018 7', 'iban', 'IBAN', 'PT50001800004035933000187', { pais: 'PT' }],
];

/** Mexico's kinds as users paste them, detected with `locale: "mx"` (docs/api.md, Countries). */
const MX_VALID_CASES: [value: string, kindSpelling: string, kind: Kind, normalized: string, extra: Data][] = [
  [
    'boxw-310820-hnerxn09',
    'curp',
    'CURP',
    'BOXW310820HNERXN09',
    { fecha_nacimiento: '1931-08-20', sexo: 'H', estado: 'Nacido en el extranjero' },
  ],
  ['GODE 561231 GR8', 'rfc', 'RFC', 'GODE561231GR8', { tipo: 'fisica' }],
  ['MAB-930714-8T4', 'Rfc', 'RFC', 'MAB9307148T4', { tipo: 'moral' }],
  ['002 010 07777777777 1', 'clabe', 'CLABE', '002010077777777771', { entidad: '002', banco: 'Banamex' }],
  ['12345678903', 'nss_mx', 'NSS_MX', '12345678903', { anio_nacimiento: '56' }],
  [
    '+52 55 1234 5678',
    'telefono_mx',
    'Telefono_MX',
    '5512345678',
    { lada: '55', estado: 'Ciudad de México' },
  ],
];

describe('valid values (docs/api.md, Validation, docs/api.md, Validation)', () => {
  it.each(MX_VALID_CASES)('%s as %s (locale mx)', async (value, kindSpelling, kind, normalized, extra) => {
    for (const sent of ['auto', undefined, kindSpelling, kind]) {
      const body = sent === undefined ? { value, locale: 'mx' } : { value, kind: sent, locale: 'mx' };
      const data = await validate(body);
      expectValidShape(data);
      expect(data).toMatchObject({ valid: true, kind, normalized });
      expect(data.extra ?? {}).toMatchObject(extra);
    }
    // An explicit kind needs no locale.
    expect(await validate({ value, kind })).toMatchObject({ valid: true, kind, normalized });
  });

  it.each(PT_VALID_CASES)('%s as %s (locale pt)', async (value, kindSpelling, kind, normalized, extra) => {
    for (const sent of ['auto', undefined, kindSpelling, kind]) {
      const body = sent === undefined ? { value, locale: 'pt' } : { value, kind: sent, locale: 'pt' };
      const data = await validate(body);
      expectValidShape(data);
      expect(data).toMatchObject({ valid: true, kind, normalized });
      expect(data.extra ?? {}).toMatchObject(extra);
    }
    // An explicit kind needs no locale.
    expect(await validate({ value, kind })).toMatchObject({ valid: true, kind, normalized });
  });

  it.each(VALID_CASES)('%s as %s', async (value, kindSpelling, kind, normalized, extra) => {
    for (const sent of ['auto', undefined, kindSpelling, kind]) {
      const data = await validate(sent === undefined ? { value } : { value, kind: sent });
      expectValidShape(data);
      expect(data).toMatchObject({ valid: true, kind, normalized });
      expect(data.extra ?? {}).toMatchObject(extra);
    }
  });

  it('covers every kind', () => {
    expect(new Set([...VALID_CASES, ...PT_VALID_CASES, ...MX_VALID_CASES].map(([, , kind]) => kind))).toEqual(
      new Set(KINDS),
    );
  });

  it('gives mobiles no provincia', async () => {
    const data = await validate({ value: '612345678' });
    expect(data.extra).toEqual({ tipo: 'movil' });
  });

  it('omits extra where docs/api.md, Validation has nothing to add', async () => {
    for (const value of ['12345678Z', 'X1234567L', 'L1111111G']) {
      expect(Object.keys(await validate({ value })).sort()).toEqual(VALID_KEYS);
    }
  });

  it.each(KINDS)('accepts kind %s in any case and answers the canonical spelling', async (kind) => {
    const [value] =
      [...VALID_CASES, ...PT_VALID_CASES, ...MX_VALID_CASES].find(([, , k]) => k === kind) ?? [];
    for (const sent of [kind, kind.toLowerCase(), kind.toUpperCase()]) {
      expect((await validate({ value: value as string, kind: sent })).kind).toBe(kind);
    }
  });

  it('accepts kind auto in any case', async () => {
    for (const kind of ['auto', 'AUTO', 'Auto']) {
      expect(await validate({ value: '12345678Z', kind })).toEqual({
        valid: true,
        normalized: '12345678Z',
        kind: 'DNI',
      });
    }
  });
});

/** An explicit kind wins over detection: another kind's valid value fails that kind's format. */
const CROSS_KIND_CASES: [kind: string, value: string, code: ReasonCode][] = [
  ['DNI', 'ES9121000418450200051332', 'invalid_dni_format'],
  ['NIE', '12345678Z', 'invalid_nie_format'],
  ['NIF', 'X1234567L', 'invalid_nif_format'],
  ['CIF', '12345678Z', 'invalid_cif_format'],
  ['IBAN', '21000418450200051332', 'invalid_iban_format'],
  ['CCC', 'ES9121000418450200051332', 'invalid_ccc_format'],
  ['NSS', '4111111111111111', 'invalid_nss_format'],
  ['Tarjeta', '12345678Z', 'invalid_card_format'],
  ['Tarjeta', '612345678', 'invalid_card_format'],
  ['BIC', 'AAA123456', 'invalid_bic_format'],
  ['Matricula', 'BSCHESMM', 'invalid_plate_format'],
  ['Telefono', '281234567840', 'invalid_phone_format'],
  ['Pasaporte', '1234BCD', 'invalid_passport_format'],
  ['UUID', 'ES9121000418450200051332', 'invalid_uuid_format'],
];

describe('explicit kind with a value of another kind', () => {
  it.each(CROSS_KIND_CASES)('kind %s, value %s -> %s', async (kind, value, code) => {
    const data = await validate({ value, kind });
    expectInvalidShape(data);
    expect(data.code).toBe(code);
  });
});

describe('over-long values', () => {
  // A 1 MiB body of spaces once made compaction quadratic; now anything
  // over MAX_VALUE_LENGTH is malformed. Outcome only, no timers.
  const padded = `a${' '.repeat(200_000)}b`;

  it('are unrecognized under auto', async () => {
    expect(await validate({ value: padded })).toMatchObject({ valid: false, code: 'unrecognized_format' });
  });

  it.each([
    ['UUID', 'invalid_uuid_format'],
    ['DNI', 'invalid_dni_format'],
    ['Telefono', 'invalid_phone_format'],
  ])('fail the format of kind %s', async (kind, code) => {
    expect(await validate({ value: padded, kind })).toMatchObject({ valid: false, code });
  });
});

/**
 * Published values, expecting zero failures (auto-detection must find the
 * kind). DNI/NIE: Ministerio del Interior's table example; NIF: python-stdnum;
 * CIF: entities' own legal notices (Telefónica A28015865, AEAT Q2826000H,
 * Ayuntamiento de Madrid P2807900B); NSS: the 28/1234567/42 and
 * 28/12345678/40 examples of the NSS rule write-ups; CCC/IBAN: SWIFT IBAN
 * registry examples; cards: gateway sandbox numbers (Stripe, Adyen,
 * Braintree); UUID: RFC 9562 appendix A; BIC: Banco Santander, CaixaBank,
 * Deutsche Bank.
 */
const PUBLISHED: [kind: Kind, value: string][] = [
  ['DNI', '12345678Z'],
  ['DNI', '00000000T'],
  ['NIE', 'X1234567L'],
  ['NIE', 'Y0000000Z'],
  ['NIF', 'L1111111G'],
  ['CIF', 'A28015865'],
  ['CIF', 'Q2826000H'],
  ['CIF', 'P2807900B'],
  ['NSS', '281234567840'],
  ['NSS', '28 01234567 42'],
  ['CCC', '21000418450200051332'],
  ['IBAN', 'ES9121000418450200051332'],
  ['IBAN', 'GB82WEST12345698765432'],
  ['IBAN', 'DE89370400440532013000'],
  ['IBAN', 'FR1420041010050500013M02606'],
  ['IBAN', 'PT50000201231234567890154'],
  ['IBAN', 'NL91ABNA0417164300'],
  ['IBAN', 'BE68539007547034'],
  ['Tarjeta', '4242424242424242'],
  ['Tarjeta', '5555555555554444'],
  ['Tarjeta', '378282246310005'],
  ['Tarjeta', '6011111111111117'],
  ['Tarjeta', '3530111333300000'],
  ['Tarjeta', '30569309025904'],
  ['Tarjeta', '6200000000000005'],
  ['Tarjeta', '6304000000000000'],
  ['BIC', 'BSCHESMM'],
  ['BIC', 'CAIXESBBXXX'],
  ['BIC', 'DEUTDEFF500'],
  ['Matricula', '0000BBB'],
  ['Telefono', '711234567'],
  ['Pasaporte', 'PAA000000'],
  ['UUID', 'c232ab00-9414-11ec-b3c8-9f6bdeced846'],
  ['UUID', '017f22e2-79b0-7cc3-98c4-dc0c0c07398f'],
];

describe('published values', () => {
  it('are all valid and detected as their kind', async () => {
    const failures: [Kind, string, Data][] = [];
    for (const [kind, value] of PUBLISHED) {
      const data = await validate({ value });
      if (data.valid !== true || data.kind !== kind) failures.push([kind, value, data]);
    }
    expect(failures).toEqual([]);
  });
});
