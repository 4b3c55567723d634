/**
 * Portugal over HTTP (docs/api.md, Countries): every generator under /api/v1/pt,
 * its values valid and coherent, `ok=false` invalid, options checked by
 * name; bulk and dataset in Portuguese; the catalog per locale; validation
 * with `locale: "pt"`, while Spain's answers stay what they were.
 */
import fc from 'fast-check';
import { isValidIBAN } from 'ibantools';
import { stdnum } from 'stdnum';
import { describe, expect, it } from 'vitest';
import { MUNICIPALITIES_PT, postalCodesPt } from '../src/countries/pt/data/generated/municipalities.js';
import { AREA_CODES_BY_DISTRICT } from '../src/countries/pt/data/generated/phone-prefixes.js';
import { DISTRICTS_PT, REGIONS_PT } from '../src/countries/pt/data/generated/regions.js';
import { generateNib } from '../src/countries/pt/formats/nib.js';
import { ALL_FORMATS } from '../src/countries/registry.js';
import { validateValue } from '../src/countries/validate.js';
import { ibanFromBban } from '../src/domain/iban/iban.js';
import type { Kind } from '../src/domain/validation.js';
import { rngFromSeed } from '../src/random/rng.js';
import { fold } from './fold.js';
import { FIXED_DATE, SPEC_GENERATORS, testApp } from './helper.js';

const app = await testApp();

/** Portugal's generators (docs/api.md, Countries: the nine of Spain), in the catalog's order. */
const PT_GENERATORS = [...SPEC_GENERATORS];

type Record_ = Record<string, unknown>;
const check = (value: unknown, kind: Kind) => validateValue(String(value), kind, ALL_FORMATS);
const valid = (value: unknown, kind: Kind) => check(value, kind).valid;

async function get(url: string) {
  const res = await app.inject({ url });
  return { status: res.statusCode, body: res.body, json: res.json() as Record_ & { data: Record_[] } };
}

const validateBody = async (payload: Record_) => {
  const res = await app.inject({ method: 'POST', url: '/api/v1/validate', payload });
  return { status: res.statusCode, json: res.json() as Record_ };
};

/** Concelho name + distrito name -> its postal codes and localities, from the generated tables. */
const PLACES = (() => {
  const { codes, localities, localityNames, offsets } = postalCodesPt();
  const byKey = new Map<string, { cps: Set<string>; pairs: Set<string>; districtCode: string }>();
  MUNICIPALITIES_PT.forEach((m, i) => {
    const district = DISTRICTS_PT.find((d) => d.code === m.districtCode)!;
    const entry = byKey.get(`${m.name}|${district.name}`) ?? {
      cps: new Set<string>(),
      pairs: new Set<string>(),
      districtCode: district.code,
    };
    for (let row = offsets[i]!; row < offsets[i + 1]!; row++) {
      entry.cps.add(codes[row]!);
      entry.pairs.add(`${codes[row]}|${localityNames[localities[row]!]}`);
    }
    byKey.set(`${m.name}|${district.name}`, entry);
  });
  return byKey;
})();
const REGION_OF = new Map(
  DISTRICTS_PT.map((d) => [d.name, REGIONS_PT.find((r) => r.code === d.region)!.name]),
);

describe('GET /api/v1/pt/{generator}', () => {
  it.each([
    ['nif', 'NIF_PT', 'NIF'],
    ['nipc', 'NIPC', 'NIPC'],
    ['cc', 'CC', 'CC'],
    ['niss', 'NISS', 'NISS'],
  ] as const)('document sub=%s: valid %s, tipo %s; ok=false invalid', async (sub, kind, tipo) => {
    const { status, json } = await get(`/api/v1/pt/document?sub=${sub}&count=200&seed=doc-${sub}`);
    expect(status).toBe(200);
    expect(json.meta).toMatchObject({ locale: 'pt', generator: 'document', count: 200 });
    for (const r of json.data) {
      expect(r.tipo).toBe(tipo);
      expect(valid(r.documento, kind), String(r.documento)).toBe(true);
    }
    const bad = await get(`/api/v1/pt/document?sub=${sub}&count=200&seed=doc-${sub}&ok=false`);
    for (const r of bad.json.data) expect(valid(r.documento, kind), String(r.documento)).toBe(false);
  });

  it('document values agree with stdnum (NIF, NIPC, CC)', async () => {
    for (const [sub, module] of [
      ['nif', stdnum.PT.nif],
      ['nipc', stdnum.PT.nipc],
      ['cc', stdnum.PT.cc],
    ] as const) {
      const { json } = await get(`/api/v1/pt/document?sub=${sub}&count=300&seed=stdnum-${sub}`);
      const refused = json.data.filter((r) => !module.validate(String(r.documento)).isValid);
      expect(refused, sub).toEqual([]);
    }
  });

  it.each([
    ['sub', 'dni'],
    ['sub', 'cif'],
    ['fmt', 'dotted'],
    ['ok', 'talvez'],
  ])('document %s=%s: 400 INVALID_PARAMS naming the option', async (option, value) => {
    const { status, json } = await get(`/api/v1/pt/document?${option}=${value}`);
    expect(status).toBe(400);
    expect(json).toMatchObject({ code: 'INVALID_PARAMS', details: { parameter: option } });
  });

  it('phone: mobiles 91/92/93/96, landlines of an area with their distrito, +351 in e164', async () => {
    const mobiles = await get('/api/v1/pt/phone?count=300&seed=moveis&fmt=e164');
    for (const r of mobiles.json.data) {
      expect(r.telefono).toMatch(/^\+3519[1236]\d{7}$/);
      expect(check(r.telefono, 'Telefono_PT')).toMatchObject({ valid: true, extra: { tipo: 'movil' } });
      expect(r.provincia).toBeNull();
    }
    const fixed = await get('/api/v1/pt/phone?sub=fijo&count=300&seed=fixos');
    for (const r of fixed.json.data) {
      const result = check(r.telefono, 'Telefono_PT');
      expect(result).toMatchObject({ valid: true, extra: { tipo: 'fijo' } });
      // The record names the distrito of its area code.
      expect(r.provincia, String(r.telefono)).toBe(result.valid ? result.extra?.distrito : undefined);
    }
    expect((await get('/api/v1/pt/phone?sub=satelite')).json).toMatchObject({
      code: 'INVALID_PARAMS',
      details: { parameter: 'sub' },
    });
  });

  it('iban: PT50 + a valid NIB of the bank named; ok=false a wrong IBAN check, same account', async () => {
    const { json } = await get('/api/v1/pt/iban?count=300&seed=contas');
    for (const r of json.data) {
      const iban = String(r.iban);
      expect(iban).toMatch(/^PT50\d{21}$/);
      expect(valid(iban, 'IBAN') && isValidIBAN(iban) && valid(iban.slice(4), 'NIB')).toBe(true);
      expect(iban.slice(4, 8)).toBe(r.entidad);
      expect(valid(r.bic, 'BIC')).toBe(true);
    }
    const bad = await get('/api/v1/pt/iban?count=300&seed=contas&ok=false');
    bad.json.data.forEach((r, i) => {
      expect(check(r.iban, 'IBAN')).toMatchObject({ valid: false, code: 'invalid_iban_check_digits' });
      expect(String(r.iban).slice(4)).toBe(String(json.data[i]!.iban).slice(4));
    });
    const spaced = await get('/api/v1/pt/iban?seed=contas&fmt=spaced');
    expect(spaced.json.data[0]!.iban).toBe(String(json.data[0]!.iban).replace(/(.{4})(?=.)/g, '$1 '));
  });

  it('identity: one coherent Portuguese person, many seeds', async () => {
    const { json } = await get(`/api/v1/pt/identity?count=500&seed=pessoas&refDate=${FIXED_DATE}`);
    expect(json.data).toHaveLength(500);
    for (const r of json.data) {
      const place = PLACES.get(`${r.municipio}|${r.provincia}`);
      const where = JSON.stringify(r);
      expect(place, where).toBeDefined();
      expect(place!.pairs.has(`${r.cp}|${r.localidad}`), where).toBe(true);
      expect(REGION_OF.get(String(r.provincia)), where).toBe(r.comunidad);
      const phone = check(r.telefono, 'Telefono_PT');
      expect(phone.valid, where).toBe(true);
      if (phone.valid && phone.extra?.tipo === 'fijo') {
        const areas = AREA_CODES_BY_DISTRICT[place!.districtCode]!;
        expect(
          areas.some((a) => String(r.telefono).startsWith(a)),
          where,
        ).toBe(true);
      }
      expect(r.nombre_completo).toBe(`${r.nombre} ${r.apellido1} ${r.apellido2}`);
      const [local, domain] = String(r.email).split('@');
      expect(['example.com', 'example.org', 'example.net']).toContain(domain);
      expect(local!.startsWith(fold(String(r.nombre))[0]!), where).toBe(true);
      expect(
        [r.apellido1, r.apellido2].some((a) => local!.includes(fold(String(a)))),
        where,
      ).toBe(true);
      expect(check(r.documento, 'NIF_PT')).toMatchObject({ valid: true, extra: { tipo: 'singular' } });
      expect(valid(r.nss, 'NISS') && valid(r.cc, 'CC') && valid(r.iban, 'IBAN'), where).toBe(true);
      expect(r.edad).toBeGreaterThanOrEqual(18);
    }
    expect(new Set(json.data.map((r) => r.comunidad)).size).toBeGreaterThan(1);
  });

  it('passport: PRT issuing state and nationality, MRZ check digits; ok=false breaks them', async () => {
    const { json } = await get(`/api/v1/pt/passport?count=100&seed=passaportes&refDate=${FIXED_DATE}`);
    for (const r of json.data) {
      const [line1, line2] = r.mrz as [string, string];
      expect(line1).toMatch(/^P<PRT[A-Z<]{39}$/);
      expect(line2).toHaveLength(44);
      expect(line2.slice(0, 9)).toBe(`${r.pasaporte}<<`);
      expect(line2.slice(10, 13)).toBe('PRT');
      expect(mrzChecksOk(line2)).toBe(true);
    }
    const bad = await get(`/api/v1/pt/passport?count=100&seed=passaportes&ok=false&refDate=${FIXED_DATE}`);
    for (const r of bad.json.data) expect(mrzChecksOk((r.mrz as string[])[1]!)).toBe(false);
  });

  it.each(['card', 'uuid', 'username', 'password'])('%s: 200 under pt', async (name) => {
    const { status, json } = await get(`/api/v1/pt/${name}?count=5&seed=x`);
    expect(status).toBe(200);
    expect(json.data).toHaveLength(5);
  });

  it('is deterministic: the same seed gives the same bytes, for every generator', async () => {
    for (const name of PT_GENERATORS) {
      const url = `/api/v1/pt/${name}?count=20&seed=igual&refDate=${FIXED_DATE}`;
      expect((await get(url)).body, name).toBe((await get(url)).body);
    }
  });

  it('an unknown locale: 400 UNSUPPORTED_LOCALE listing the locales', async () => {
    const { status, json } = await get('/api/v1/fr/document');
    expect(status).toBe(400);
    expect(json).toMatchObject({
      code: 'UNSUPPORTED_LOCALE',
      details: { locale: 'fr', supported: ['es', 'pt', 'mx'] },
    });
  });
});

/** ICAO 9303 check digit: weights 7, 3, 1; < is 0, letters 10-35. */
function mrzDigit(text: string): string {
  const value = (c: string) => (c === '<' ? 0 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55);
  return String([...text].reduce((sum, c, i) => sum + value(c) * [7, 3, 1][i % 3]!, 0) % 10);
}

/** The TD3 second line's five check digits (document, birth, expiry, personal number, composite). */
function mrzChecksOk(line: string): boolean {
  const composite = line.slice(0, 10) + line.slice(13, 20) + line.slice(21, 43);
  return (
    mrzDigit(line.slice(0, 9)) === line[9] &&
    mrzDigit(line.slice(13, 19)) === line[19] &&
    mrzDigit(line.slice(21, 27)) === line[27] &&
    mrzDigit(line.slice(28, 42)) === line[42] &&
    mrzDigit(composite) === line[43]
  );
}

describe('POST /api/v1/pt/bulk and /dataset', () => {
  const FIELDS = [
    { name: 'nome', type: 'nombre_completo' },
    { name: 'nif', type: 'documento' },
    { name: 'cc', type: 'documento', options: { sub: 'cc' } },
    { name: 'niss', type: 'nss' },
    { name: 'nipc', type: 'cif' },
    { name: 'nib', type: 'ccc' },
    { name: 'iban', type: 'iban' },
    { name: 'cp', type: 'cp' },
    { name: 'concelho', type: 'municipio' },
    { name: 'distrito', type: 'provincia' },
    { name: 'fixo', type: 'telefono_fijo' },
    { name: 'matricula', type: 'matricula' },
  ];

  const bulk = (payload: Record_) => app.inject({ method: 'POST', url: '/api/v1/pt/bulk', payload });

  it('json: Portuguese values, coherent', async () => {
    const res = await bulk({ fields: FIELDS, count: 300, seed: 'pt-bulk', refDate: FIXED_DATE });
    expect(res.statusCode).toBe(200);
    const { meta, data } = res.json() as { meta: Record_; data: Record_[] };
    expect(meta).toMatchObject({ locale: 'pt', count: 300, checksum_valid: true });
    for (const r of data) {
      expect(valid(r.nif, 'NIF_PT') && valid(r.cc, 'CC') && valid(r.niss, 'NISS')).toBe(true);
      expect(valid(r.nipc, 'NIPC') && valid(r.nib, 'NIB') && valid(r.matricula, 'Matricula_PT')).toBe(true);
      expect(r.iban).toBe(`PT50${r.nib}`);
      expect(r.cp).toMatch(/^\d{4}-\d{3}$/);
      const place = PLACES.get(`${r.concelho}|${r.distrito}`);
      expect(place?.cps.has(String(r.cp)), JSON.stringify(r)).toBe(true);
      expect(AREA_CODES_BY_DISTRICT[place!.districtCode]!.some((a) => String(r.fixo).startsWith(a))).toBe(
        true,
      );
    }
  });

  it('csv and sql carry the same values as json', async () => {
    const body = { fields: FIELDS, count: 20, seed: 'pt-formatos', refDate: FIXED_DATE };
    const json = (await bulk(body)).json().data as Record_[];
    const csv = await bulk({ ...body, format: 'csv' });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(FIELDS.map((f) => f.name).join(','));
    expect(lines[1]).toContain(String(json[0]!.nif));
    expect(lines[1]).toContain(String(json[0]!.iban));
    const sql = await bulk({ ...body, format: 'sql', table: 'pessoas' });
    expect(sql.statusCode).toBe(200);
    expect(sql.body).toContain('INSERT INTO');
    expect(sql.body).toContain('pessoas');
    for (const r of json) expect(sql.body).toContain(`'${r.nipc}'`);
  });

  it('a field option of Spain only is 400 INVALID_PARAMS naming it', async () => {
    const res = await bulk({ fields: [{ name: 'd', type: 'documento', options: { sub: 'dni' } }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INVALID_PARAMS',
      details: { field: 0, member: 'options.sub' },
    });
  });

  it('dataset: a child table references the parent, values Portuguese', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/pt/dataset',
      payload: {
        seed: 'pt-dataset',
        refDate: FIXED_DATE,
        tables: [
          {
            name: 'clientes',
            count: 30,
            fields: [
              { name: 'id', type: 'secuencia' },
              { name: 'nif', type: 'documento' },
              { name: 'distrito', type: 'provincia' },
            ],
          },
          {
            name: 'contas',
            count: 60,
            fields: [
              { name: 'id', type: 'secuencia' },
              { name: 'cliente_id', type: 'referencia', options: { table: 'clientes', field: 'id' } },
              {
                name: 'nif',
                type: 'referencia',
                options: { table: 'clientes', field: 'nif', via: 'cliente_id' },
              },
              { name: 'iban', type: 'iban' },
            ],
          },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = res.json() as { data: Record<string, Record_[]> };
    const clients = new Map(data.clientes!.map((c) => [c.id, c]));
    expect(data.contas).toHaveLength(60);
    for (const c of data.clientes!) {
      expect(valid(c.nif, 'NIF_PT')).toBe(true);
      expect(DISTRICTS_PT.some((d) => d.name === c.distrito)).toBe(true);
    }
    for (const a of data.contas!) {
      expect(clients.get(a.cliente_id)?.nif).toBe(a.nif);
      expect(String(a.iban)).toMatch(/^PT50/);
    }
  });
});

describe('GET /api/v1/generators', () => {
  it('lists the locales es, pt and mx, and per country its generators and field types', async () => {
    const { json } = await get('/api/v1/generators');
    const data = json.data as unknown as {
      locales: string[];
      countries: {
        locale: string;
        generators: { name: string; options: { name: string; values?: unknown[] }[] }[];
        bulk?: { fieldTypes: { type: string }[] };
        fieldTypes?: { type: string }[];
      }[];
    };
    expect(data.locales).toEqual(['es', 'pt', 'mx']);
    expect(data.countries.map((c) => c.locale)).toEqual(['es', 'pt', 'mx']);
    const pt = data.countries.find((c) => c.locale === 'pt')!;
    expect(pt.generators.map((g) => g.name)).toEqual(PT_GENERATORS);
    const sub = pt.generators.find((g) => g.name === 'document')!.options.find((o) => o.name === 'sub')!;
    expect(sub.values).toEqual(['nif', 'nipc', 'cc', 'niss']);
    const types = (pt.bulk?.fieldTypes ?? pt.fieldTypes ?? []).map((t) => t.type);
    expect(types).toEqual(
      expect.arrayContaining(['documento', 'nss', 'cif', 'ccc', 'cp', 'municipio', 'matricula']),
    );
  });
});

describe('POST /api/v1/validate with a locale (docs/api.md, Countries)', () => {
  /** Published examples (the format modules' tests cite them), with the kind pt detects. */
  const PT_EXAMPLES: readonly [string, Kind][] = [
    ['123456789', 'NIF_PT'],
    ['501964843', 'NIPC'],
    ['11234567892', 'NISS'],
    ['000000000ZZ4', 'CC'],
    ['0018 0000 40359330001 87', 'NIB'],
    ['+351 212 345 678', 'Telefono_PT'],
    ['PT50 0018 0000 4035 9330 0018 7', 'IBAN'],
  ];

  it.each(PT_EXAMPLES)('locale pt: %s is %s', async (value, kind) => {
    const { status, json } = await validateBody({ value, locale: 'pt' });
    expect(status).toBe(200);
    expect(json.data).toMatchObject({ valid: true, kind });
  });

  it.each(PT_EXAMPLES)('no locale and es give Spain’s answer for %s, unchanged', async (value) => {
    const none = await validateBody({ value });
    const es = await validateBody({ value, locale: 'es' });
    expect(es).toEqual(none);
    // Spain's answer is what Spain's formats alone say.
    const spain = validateValue(value);
    expect(none.json.data).toMatchObject(
      spain.valid ? { valid: true, kind: spain.kind } : { valid: false, code: spain.code },
    );
    expect(String((none.json.data as Record_).kind ?? '')).not.toMatch(/_PT$|^(NIPC|NISS|CC|NIB)$/);
  });

  it('a nine-digit value stays what it was without a locale', async () => {
    expect((await validateBody({ value: '501964843' })).json.data).toMatchObject({
      valid: false,
      code: 'invalid_phone_range',
    });
  });

  it.each([
    ['NIF_PT', '501964843', undefined],
    ['NIPC', '501964843', 'es'],
    ['NISS', '11234567892', undefined],
    ['CC', '000000000ZZ4', 'es'],
    ['NIB', '001800004035933000187', undefined],
    ['Telefono_PT', '912345678', 'es'],
    ['DNI', '12345678Z', 'pt'],
  ])('explicit kind %s works whatever the locale (%s, locale %s)', async (kind, value, locale) => {
    const { json } = await validateBody({ value, kind, ...(locale ? { locale } : {}) });
    expect(json.data).toMatchObject({ valid: true, kind });
  });

  it('locale pt: a Portuguese IBAN names the bank of its NIB, detected or explicit; es gives its country alone', async () => {
    const { json } = await get('/api/v1/pt/iban?count=150&seed=bancos');
    expect(new Set(json.data.map((r) => r.entidad)).size).toBeGreaterThan(5);
    for (const r of json.data) {
      const bank = { entidad: r.entidad, banco: r.banco, bic: r.bic };
      for (const kind of ['auto', 'IBAN'])
        expect((await validateBody({ value: r.iban, kind, locale: 'pt' })).json.data).toEqual({
          valid: true,
          normalized: r.iban,
          kind: 'IBAN',
          extra: { pais: 'PT', ...bank },
        });
      expect((await validateBody({ value: String(r.iban).slice(4), kind: 'NIB' })).json.data).toMatchObject({
        extra: bank,
      });
      for (const locale of [undefined, 'es'])
        expect((await validateBody({ value: r.iban, kind: 'IBAN', locale })).json.data).toEqual({
          valid: true,
          normalized: r.iban,
          kind: 'IBAN',
          extra: { pais: 'PT' },
        });
    }
  });

  it('locale pt: a bank code of no listed bank gives the code alone; failures and other countries as under es', async () => {
    const unlisted = ibanFromBban('PT', generateNib(rngFromSeed('sem-banco'), { bankCode: '9999' }));
    expect((await validateBody({ value: unlisted, locale: 'pt' })).json.data).toMatchObject({
      valid: true,
      extra: { pais: 'PT', entidad: '9999' },
    });
    expect(
      Object.keys(
        ((await validateBody({ value: unlisted, locale: 'pt' })).json.data as Record_).extra as Record_,
      ),
    ).toEqual(['pais', 'entidad']);
    const wrongNib = `${unlisted.slice(0, 23)}${unlisted[23] === '0' ? '1' : '0'}${unlisted[24]}`;
    const { json } = await get('/api/v1/pt/iban?count=20&seed=bancos&ok=false');
    for (const value of [
      wrongNib,
      ...json.data.map((r) => String(r.iban)),
      'ES91 2100 0418 4502 0005 1332',
      'DE89 3704 0044 0532 0130 00',
    ])
      for (const kind of ['auto', 'IBAN']) {
        const es = (await validateBody({ value, kind: kind === 'auto' ? 'IBAN' : kind })).json;
        expect((await validateBody({ value, kind, locale: 'pt' })).json, value).toEqual(es);
      }
  });

  it('an unknown body locale: 400 UNSUPPORTED_LOCALE', async () => {
    const { status, json } = await validateBody({ value: '501964843', locale: 'fr' });
    expect(status).toBe(400);
    expect(json).toMatchObject({ code: 'UNSUPPORTED_LOCALE' });
  });
});

describe('property: every pt generator’s records validate, for random seeds and counts', () => {
  /** Each generator's checkable fields and their kinds. */
  const CHECKS: Readonly<Record<string, (r: Record_) => boolean>> = {
    document: (r) => valid(r.documento, 'NIF_PT'),
    phone: (r) => valid(r.telefono, 'Telefono_PT'),
    identity: (r) =>
      valid(r.documento, 'NIF_PT') &&
      valid(r.nss, 'NISS') &&
      valid(r.cc, 'CC') &&
      valid(r.iban, 'IBAN') &&
      valid(r.telefono, 'Telefono_PT'),
    iban: (r) => valid(r.iban, 'IBAN') && valid(String(r.iban).slice(4), 'NIB') && valid(r.bic, 'BIC'),
    card: (r) => valid(r.numero ?? r.tarjeta, 'Tarjeta'),
    passport: (r) => mrzChecksOk((r.mrz as string[])[1]!),
    uuid: (r) => valid(r.uuid, 'UUID'),
    username: (r) => /^[a-z0-9._]+$/.test(String(r.usuario)),
    password: (r) => typeof r.password === 'string' && r.password.length > 0,
  };

  it('generate then validate', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.keys(CHECKS)),
        fc.string({ minLength: 1, maxLength: 20 }).filter((s) => /^[\w-]+$/.test(s)),
        fc.integer({ min: 1, max: 50 }),
        async (name, seed, count) => {
          const { status, json } = await get(
            `/api/v1/pt/${name}?seed=${seed}&count=${count}&refDate=${FIXED_DATE}`,
          );
          expect(status).toBe(200);
          expect(json.data).toHaveLength(count);
          const failing = json.data.filter((r) => !CHECKS[name]!(r));
          expect(failing, `${name} seed=${seed}`).toEqual([]);
        },
      ),
      { numRuns: 150 },
    );
  });
});
