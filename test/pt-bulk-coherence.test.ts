/**
 * Portugal's bulk rows (docs/api.md, Countries), checked against the shared source files
 * themselves rather than against the generated tables or the generators:
 * 100,000 rows of every field type with a Portuguese meaning, with no
 * invalid value and no incoherent row. Each row must be one person (names of
 * the files, of the row's sex; email and username from those names), one
 * real place (CP7 of the concelho, concelho of the distrito or island, of
 * the region; landline area code of the distrito), one account (IBAN = PT50
 * + NIB, bank, BIC and name of the NIB's bank code) and one firm, and every
 * number with a check must pass the project's validators and, where it has
 * the format, the independent `stdnum` (NIF, NIPC, CC) or `ibantools`
 * (IBAN; `stdnum` has no IBAN module). Rows come from the in-process row
 * engine, the one the HTTP route streams. Skipped where the sources are absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { isValidIBAN } from 'ibantools';
import { stdnum } from 'stdnum';
import validator from 'validator';
import { describe, expect, it } from 'vitest';
import { defaultSourceDir } from '../scripts/build-data.js';
import { bulkRoot, RowSource } from '../src/bulk/rows.js';
import { type FieldDefinition, planBulk } from '../src/bulk/schema.js';
import { PORTUGAL } from '../src/countries/pt/index.js';
import { ALL_FORMATS } from '../src/countries/registry.js';
import { validateValue } from '../src/countries/validate.js';
import type { Kind } from '../src/domain/validation.js';
import { STRUCTURAL_FIELD_TYPES } from '../src/fields/field-types-structural.js';
import { fold } from './fold.js';
import { FIXED_DATE } from './helper.js';

const PT = join(defaultSourceDir(), 'pt');
const hasSources = existsSync(PT);

type Source = Record<string, string>;
const csv = (file: string): Source[] =>
  parse(readFileSync(join(PT, file), 'utf8'), { columns: true, skip_empty_lines: true });
const json = <T>(file: string): T => JSON.parse(readFileSync(join(PT, file), 'utf8'));

type Cell = string | number | boolean | null;
type Row = Record<string, Cell>;

/** Every field type of the pt catalog that is not structural (sequence, list, constant, reference). */
const STRUCTURAL = new Set(STRUCTURAL_FIELD_TYPES.map((t) => t.type));
const TYPES = PORTUGAL.fields.types.map((t) => t.type).filter((t) => !STRUCTURAL.has(t));
const ALL: FieldDefinition[] = TYPES.map((type) => ({ name: type, type }));

/** Rows [0, count) of `fields` for `seed`, as objects keyed by field name. */
function rows(fields: readonly FieldDefinition[], seed: string, count: number, refDate = FIXED_DATE): Row[] {
  const plan = planBulk(fields, { catalog: PORTUGAL.fields });
  const source = new RowSource(plan, bulkRoot(seed), refDate);
  const names = plan.columns.map((c) => c.name);
  return source
    .batch(0, count)
    .map((cells) => Object.fromEntries(names.map((n, i) => [n, cells[i] ?? null])));
}

/** Validation by kind among every country's formats (an explicit kind is never locale-bound). */
const check = (value: Cell, kind: Kind) => validateValue(String(value), kind, ALL_FORMATS);

/** Upper-case words of a bank name, accents kept: to find a display name's words in the register's. */
const words = (text: string) =>
  text
    .toUpperCase()
    .split(/[^\p{L}\d]+/u)
    .filter(Boolean);

function ageOn(birth: string, on: string): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [oy, om, od] = on.split('-').map(Number) as [number, number, number];
  return oy - by - (om < bm || (om === bm && od < bd) ? 1 : 0);
}

interface PhonePrefixesJson {
  landline: { area_codes: { prefix: string; district_code: string }[] };
  mobile: { leading_digits: string[] };
}
interface RegionsJson {
  regions: { code: string; name: string }[];
  districts: { code: string; name: string; region: string }[];
  islands: { code: string; name: string; region: string }[];
}

/** The source files, indexed for the row checks. */
function loadOracle() {
  // Portugal writes the sex M (masculino) / F (feminino).
  const given = new Map<string, Set<string>>([
    ['F', new Set()],
    ['M', new Set()],
  ]);
  for (const r of csv('given_names.csv')) given.get(r.sex === 'female' ? 'F' : 'M')!.add(r.name!);
  const surnames = new Set(csv('surnames.csv').map((r) => r.surname!));
  const municipalities = new Map(csv('municipalities.csv').map((r) => [r.dico!, r]));
  const dicosByCp = new Map<string, Set<string>>();
  for (const r of csv('postal_codes.csv')) {
    const set = dicosByCp.get(r.postal_code!) ?? new Set();
    set.add(r.dico!);
    dicosByCp.set(r.postal_code!, set);
  }
  const regions = json<RegionsJson>('regions.json');
  const places = new Map([...regions.districts, ...regions.islands].map((d) => [d.code, d]));
  const regionNames = new Map(regions.regions.map((r) => [r.code, r.name]));
  // The file names the mainland by its code; rows show it as "Continente".
  regionNames.set('continente', 'Continente');
  const phones = json<PhonePrefixesJson>('phone_prefixes.json');
  const areaDistrict = new Map(phones.landline.area_codes.map((a) => [a.prefix, a.district_code]));
  const banks = new Map(csv('banks.csv').map((r) => [r.code!, r]));
  return { given, surnames, municipalities, dicosByCp, places, regionNames, phones, areaDistrict, banks };
}

type Oracle = ReturnType<typeof loadOracle>;

/** The row's place as the files see it: the concelho of the CP7 that bears the row's concelho name. */
function placeOf(o: Oracle, row: Row) {
  const dicos = [...(o.dicosByCp.get(String(row.cp)) ?? [])];
  const dico = dicos.find((d) => o.municipalities.get(d)?.name === row.municipio);
  const municipality = dico === undefined ? undefined : o.municipalities.get(dico);
  const place = municipality && o.places.get(municipality.district_code!);
  return { dico, municipality, place };
}

/** "Ferreira Silva" -> ["Ferreira", "Silva"]: the split whose two halves are both surnames of the file. */
function splitSurnames(o: Oracle, apellidos: string): [string, string] | undefined {
  const parts = apellidos.split(' ');
  for (let i = 1; i < parts.length; i++) {
    const first = parts.slice(0, i).join(' ');
    const second = parts.slice(i).join(' ');
    if (o.surnames.has(first) && o.surnames.has(second)) return [first, second];
  }
  return undefined;
}

/** The area code of a national landline number: 21 and 22 have two digits, the others three. */
const areaCode = (national: string) =>
  /^2[12]/.test(national) ? national.slice(0, 2) : national.slice(0, 3);

/** Everything wrong with one row of the ALL schema (default options); [] for a coherent row. */
function problems(o: Oracle, row: Row, refDate: string): string[] {
  const out: string[] = [];
  const expect = (ok: boolean, what: string) => {
    if (!ok) out.push(`${what} :: ${JSON.stringify(row)}`);
  };

  // One person: names of the files, of the row's sex.
  const names = o.given.get(String(row.sexo));
  expect(names !== undefined, 'sexo is M or F');
  const nombre = String(row.nombre);
  expect(
    nombre.split(' ').every((g) => names?.has(g) === true),
    'nombre: given names of that sex',
  );
  expect(row.nombre_completo === `${row.nombre} ${row.apellidos}`, 'nombre_completo = nombre + apellidos');
  const surnames = splitSurnames(o, String(row.apellidos));
  expect(surnames !== undefined, 'apellidos are two surnames of the file');
  const given = fold(nombre.split(' ')[0]!);
  const [s1, s2] = (surnames ?? ['', '']).map(fold) as [string, string];
  const year = String(row.fecha_nacimiento).slice(2, 4);
  const [local = '', domain] = String(row.email).split('@');
  expect(
    ['example.com', 'example.org', 'example.net'].includes(String(domain)),
    'email on a reserved domain',
  );
  expect(/^[a-z0-9.]+$/.test(local) && local.startsWith(given[0]!), 'email starts with the given name');
  const letters = local.replace(/[.\d]/g, '');
  expect(letters.includes(s1) || letters.includes(s2), 'email carries a surname');
  expect(
    (local.match(/\d+/g) ?? []).every((d) => d === year),
    'email digits are the birth year',
  );
  const usuario = String(row.usuario);
  expect(/^[a-z0-9._]+$/.test(usuario) && usuario.startsWith(given[0]!), 'usuario from the given name');
  expect(usuario.includes(s1), 'usuario carries the first surname');
  expect(ageOn(String(row.fecha_nacimiento), refDate) === row.edad, 'edad is the age at refDate');
  expect(typeof row.edad === 'number' && row.edad >= 18 && row.edad <= 80, 'edad within 18-80');

  // One real place: CP7 -> concelho -> distrito or island -> region, per the files.
  const { municipality, place } = placeOf(o, row);
  expect(/^\d{4}-\d{3}$/.test(String(row.cp)), 'cp is a CP7 ####-###');
  expect(municipality !== undefined, 'cp is a postal code of the concelho (postal_codes.csv)');
  expect(municipality?.district_name === row.provincia, 'concelho in the distrito (municipalities.csv)');
  expect(place?.name === row.provincia, 'provincia is a distrito or island of regions.json');
  expect(place?.region === municipality?.region, 'distrito and concelho in one region');
  expect(o.regionNames.get(String(municipality?.region)) === row.comunidad, 'comunidad is the region');
  expect(typeof row.direccion === 'string' && /^\S.*\d/.test(row.direccion), 'direccion is a street line');

  // Phones: the landline dials an area code of the row's distrito.
  const movil = check(row.telefono_movil, 'Telefono_PT');
  expect(movil.valid && movil.extra?.tipo === 'movil', 'telefono_movil is a valid mobile');
  expect(o.phones.mobile.leading_digits.includes(String(row.telefono_movil).slice(0, 2)), 'mobile block');
  const fijo = check(row.telefono_fijo, 'Telefono_PT');
  expect(fijo.valid && fijo.extra?.tipo === 'fijo', 'telefono_fijo is a valid landline');
  const areaDistrict = o.areaDistrict.get(areaCode(String(row.telefono_fijo)));
  const districtCode = municipality?.district_code;
  // The file names one seat per code; islands without a code of their own
  // (Porto Santo, Santa Maria, Graciosa, São Jorge, Faial, Flores, Corvo)
  // dial their archipelago's, whose seat is another island of the region.
  const islandShare =
    Number(districtCode) >= 31 && o.places.get(String(areaDistrict))?.region === municipality?.region;
  expect(areaDistrict === districtCode || islandShare, 'telefono_fijo area code of the distrito');

  // One account: IBAN = PT50 + NIB, at the bank of the NIB's code, with its BIC and name.
  const nib = String(row.ccc);
  expect(check(nib, 'NIB').valid, 'ccc is a valid NIB');
  expect(row.iban === `PT50${nib}`, 'iban is PT50 + the NIB');
  expect(check(row.iban, 'IBAN').valid && isValidIBAN(String(row.iban)), 'iban valid (ours and ibantools)');
  const bank = o.banks.get(nib.slice(0, 4));
  expect(bank?.in_bdp_list_2022 === '1', 'the NIB bank code is in the Banco de Portugal list');
  expect(row.bic === bank?.bic && check(row.bic, 'BIC').valid, 'bic is the bank’s (banks.csv)');
  // Display names drop the legal form and the case of the register: every word left is the register's.
  const register = new Set([...words(bank?.name ?? ''), ...words(bank?.name_schwifty ?? '')]);
  expect(
    words(String(row.entidad_bancaria))
      .filter((w) => w !== 'BANCO')
      .every((w) => register.has(w)),
    'entidad_bancaria is the bank of the code',
  );

  // Identifiers, with the independent validators where they have the format.
  const nif = check(row.documento, 'NIF_PT');
  expect(nif.valid && nif.extra?.tipo === 'singular', 'documento is a natural person’s NIF');
  expect(stdnum.PT.nif.validate(String(row.documento)).isValid, 'documento valid for stdnum');
  const niss = check(row.nss, 'NISS');
  expect(niss.valid && String(row.nss).startsWith('1'), 'nss is a person’s NISS');
  expect(check(row.cif, 'NIPC').valid, 'cif is a valid NIPC');
  expect(stdnum.PT.nipc.validate(String(row.cif)).isValid, 'cif valid for stdnum (NIPC)');
  expect(/, (Lda|S\.A|Unipessoal Lda)\.$/.test(String(row.razon_social)), 'razon_social has a legal form');

  // The rest with a check or a checkable shape.
  expect(check(row.matricula, 'Matricula_PT').valid, 'matricula valid');
  expect(validator.isPassportNumber(String(row.pasaporte), 'PT'), 'pasaporte has the Portuguese shape');
  expect(check(row.tarjeta, 'Tarjeta').valid, 'tarjeta valid');
  expect(check(row.uuid, 'UUID').valid, 'uuid valid');
  return out;
}

describe.skipIf(!hasSources)('Portuguese bulk rows against the source files (docs/api.md, Countries)', () => {
  const o = hasSources ? loadOracle() : undefined!;

  it('the schema holds every non-structural field type of the pt catalog: 32', () => {
    expect(TYPES).toHaveLength(32);
    expect(planBulk(ALL, { catalog: PORTUGAL.fields }).checksumValid).toBe(true);
  });

  it('100,000 rows: 0 invalid values, 0 incoherent rows', { timeout: 120_000 }, () => {
    const ROWS = 100_000;
    const BATCH = 10_000;
    const sample: string[] = [];
    let incoherent = 0;
    const districts = new Set<Cell>();
    const regions = new Set<Cell>();
    const banks = new Set<string>();
    for (let start = 0; start < ROWS; start += BATCH) {
      const plan = planBulk(ALL, { catalog: PORTUGAL.fields });
      const source = new RowSource(plan, bulkRoot('pt-coherencia'), FIXED_DATE);
      const names = plan.columns.map((c) => c.name);
      for (const cells of source.batch(start, start + BATCH)) {
        const row: Row = Object.fromEntries(names.map((n, i) => [n, cells[i] ?? null]));
        const found = problems(o, row, FIXED_DATE);
        if (found.length > 0) incoherent++;
        if (sample.length < 5) sample.push(...found);
        districts.add(row.provincia);
        regions.add(row.comunidad);
        banks.add(String(row.ccc).slice(0, 4));
      }
    }
    expect(sample.slice(0, 5)).toEqual([]);
    expect(incoherent).toBe(0);
    // The rows cover the country: every distrito and most islands, all three regions, many banks.
    expect(districts.size).toBeGreaterThanOrEqual(27);
    expect(regions).toEqual(
      new Set(['Continente', 'Região Autónoma dos Açores', 'Região Autónoma da Madeira']),
    );
    expect(banks.size).toBeGreaterThan(30);
  });

  it('finds a problem in every kind of tampered row (the oracle itself)', () => {
    const data = rows(ALL, 'pt-oraculo', 400);
    const row = data.find((r) => r.provincia !== 'Lisboa' && r.comunidad === 'Continente')!;
    const other = data.find(
      (r) =>
        r.provincia !== row.provincia && r.entidad_bancaria !== row.entidad_bancaria && r.sexo === row.sexo,
    )!;
    expect(problems(o, row, FIXED_DATE)).toEqual([]);
    const tampered: Record<string, Row> = {
      sexo: { sexo: row.sexo === 'M' ? 'F' : 'M' },
      nombre_completo: { nombre_completo: `${row.nombre} ${other.apellidos}` },
      email: { email: other.email === row.email ? 'x@example.com' : other.email },
      edad: { edad: Number(row.edad) + 1 },
      cp: { cp: '1000-001' },
      municipio: { municipio: other.municipio },
      provincia: { provincia: other.provincia },
      comunidad: { comunidad: 'Região Autónoma da Madeira' },
      telefono_fijo: { telefono_fijo: '213456789' },
      iban: { iban: other.iban },
      ccc: { ccc: other.ccc },
      bic: { bic: other.bic },
      entidad_bancaria: { entidad_bancaria: other.entidad_bancaria },
      documento: { documento: String(row.cif) },
      nss: { nss: `2${String(row.nss).slice(1)}` },
      cif: { cif: String(row.documento) },
      matricula: { matricula: 'WW-00-00' },
    };
    for (const [what, change] of Object.entries(tampered)) {
      expect(problems(o, { ...row, ...change }, FIXED_DATE).length, what).toBeGreaterThan(0);
    }
  });
});

describe('ok: false gives right-shaped values with a wrong check (pt)', () => {
  /** Each check-digit type: its kind, its shape and the reason code a wrong check gives. */
  const CASES: readonly [string, Record<string, unknown>, Kind, RegExp, string][] = [
    ['documento', { sub: 'nif' }, 'NIF_PT', /^([1-3]\d{8}|45\d{7})$/, 'invalid_nif_pt_check'],
    ['documento', { sub: 'nipc' }, 'NIPC', /^[5-79]\d{8}$/, 'invalid_nif_pt_check'],
    ['documento', { sub: 'cc' }, 'CC', /^\d{9}[A-Z]{2}\d$/, 'invalid_cc_check'],
    ['documento', { sub: 'niss' }, 'NISS', /^1\d{10}$/, 'invalid_niss_check'],
    ['nss', {}, 'NISS', /^1\d{10}$/, 'invalid_niss_check'],
    ['cif', {}, 'NIPC', /^[5-79]\d{8}$/, 'invalid_nif_pt_check'],
    ['ccc', {}, 'NIB', /^\d{21}$/, 'invalid_nib_check'],
    ['iban', {}, 'IBAN', /^PT\d{23}$/, 'invalid_iban_check_digits'],
  ];

  it.each(CASES)(
    '%s %j: %s shape, code %s… and the ok:true twin valid',
    (type, options, kind, shape, code) => {
      const fields: FieldDefinition[] = [
        { name: 'bueno', type, options },
        { name: 'malo', type, options: { ...options, ok: false } },
      ];
      expect(planBulk(fields, { catalog: PORTUGAL.fields }).checksumValid).toBe(false);
      const failures: string[] = [];
      for (const row of rows(fields, `pt-malo-${type}-${JSON.stringify(options)}`, 2_000)) {
        const good = check(row.bueno, kind);
        const bad = check(row.malo, kind);
        if (!good.valid) failures.push(`bueno ${row.bueno}`);
        if (!shape.test(String(row.malo))) failures.push(`shape ${row.malo}`);
        if (bad.valid || bad.code !== code) failures.push(`malo ${row.malo} ${JSON.stringify(bad)}`);
      }
      expect(failures.slice(0, 5)).toEqual([]);
    },
  );

  it('a wrong check keeps the row’s own number: same NIPC, NIB and account, only the check differs', () => {
    const fields: FieldDefinition[] = [
      ...ALL,
      { name: 'cif_malo', type: 'cif', options: { ok: false } },
      { name: 'ccc_malo', type: 'ccc', options: { ok: false } },
    ];
    for (const row of rows(fields, 'pt-malo-fila', 500)) {
      expect(String(row.cif_malo).slice(0, 8)).toBe(String(row.cif).slice(0, 8));
      expect(String(row.cif_malo)).not.toBe(row.cif);
      // The bad NIB is of the row's bank.
      expect(String(row.ccc_malo).slice(0, 4)).toBe(String(row.ccc).slice(0, 4));
      expect(check(row.ccc_malo, 'NIB').valid).toBe(false);
    }
  });
});
