/**
 * Contract of GET /api/v1/{locale}/{generator} and GET /api/v1/generators
 * (docs/api.md, Single-type generators and Determinism), through the real app. The values
 * themselves (check digits, coherence) are proved in
 * src/countries/es/generators.test.ts and test/identity.test.ts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIXED_DATE, testApp } from './helper.js';

const app = await testApp();

type Row = Record<string, unknown>;

interface Success {
  status: string;
  meta: {
    generator: string;
    locale: string;
    seed: string;
    count: number;
    refDate: string;
    options: Record<string, string>;
  };
  data: Row[];
}

interface CatalogOption {
  name: string;
  type: string;
  description: string;
  default: unknown;
  values?: unknown[];
  min?: number;
  max?: number;
}

interface CatalogGenerator {
  name: string;
  label: string;
  fields: string[];
  options: CatalogOption[];
}

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

async function success(url: string, headers: Record<string, string> = {}): Promise<Success> {
  const res = await get(url, headers);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json();
}

const is = {
  text: (v: unknown) => typeof v === 'string' && v.trim() === v && v.length > 0,
  match: (re: RegExp) => (v: unknown) => typeof v === 'string' && re.test(v),
  oneOf:
    (...values: unknown[]) =>
    (v: unknown) =>
      values.includes(v),
};

/** Record fields per generator, in the order of docs/api.md, Single-type generators, with the type each must have. */
const FIELDS: Record<string, Record<string, (v: unknown) => boolean>> = {
  document: { documento: is.text, tipo: is.oneOf('DNI', 'NIE', 'CIF', 'NIF') },
  phone: {
    telefono: is.match(/^(\+34)?\d{9}$|^\d{3} \d{2} \d{2} \d{2}$/),
    tipo: is.oneOf('movil', 'fijo'),
    provincia: (v) => v === null || is.text(v),
  },
  identity: {
    nombre: is.text,
    apellido1: is.text,
    apellido2: is.text,
    nombre_completo: is.text,
    sexo: is.oneOf('H', 'M'),
    fecha_nacimiento: is.match(/^\d{4}-\d{2}-\d{2}$/),
    edad: (v) => Number.isInteger(v),
    documento: is.match(/^\d{8}[A-Z]$/),
    email: is.match(/^[a-z0-9._]+@[a-z0-9.-]+$/),
    // A mobile (6, 71-74) or a provincial landline (8xx, 9xx).
    telefono: is.match(/^(6\d|7[1-4]|[89]\d)\d{7}$/),
    direccion: is.text,
    cp: is.match(/^\d{5}$/),
    municipio: is.text,
    provincia: is.text,
    comunidad: is.text,
    nss: is.match(/^\d{12}$/),
    iban: is.match(/^ES\d{22}$/),
  },
  iban: {
    iban: is.match(/^ES\d{22}$|^ES\d{2}( \d{4}){5}$/),
    entidad: is.match(/^\d{4}$/),
    banco: is.text,
    bic: is.match(/^[A-Z0-9]{8}([A-Z0-9]{3})?$/),
  },
  card: {
    numero: is.match(/^\d{12,19}$/),
    marca: is.text,
    caducidad: is.match(/^(0[1-9]|1[0-2])\/\d{2}$/),
    cvv: is.match(/^\d{3,4}$/),
  },
  passport: {
    pasaporte: is.match(/^[A-Z]{3}\d{6}$/),
    mrz: (v) => Array.isArray(v) && v.length === 2 && v.every(is.match(/^[A-Z0-9<]{44}$/)),
  },
  uuid: { uuid: is.match(/^[0-9a-f]{8}-[0-9a-f]{4}-[47][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/) },
  username: { usuario: is.match(/^[a-z0-9._]+$/) },
  password: { password: is.match(/^\S{8,128}$/) },
};

const NAMES = Object.keys(FIELDS);

/** Requests that reach every record shape (subs, versions), each with its pinned reference date. */
const SHAPE_CASES: [generator: string, query: string][] = [
  ['document', ''],
  ['document', 'sub=nie'],
  ['document', 'sub=cif'],
  ['document', 'sub=nif&fmt=dotted'],
  ['phone', ''],
  ['phone', 'sub=fijo&fmt=e164'],
  ['identity', ''],
  ['identity', 'minAge=0&maxAge=0&domain=empresa.es'],
  ['iban', 'fmt=spaced'],
  ['card', ''],
  ['card', 'sub=amex&ok=false'],
  ['passport', ''],
  ['uuid', ''],
  ['uuid', 'version=7'],
  ['username', ''],
  ['password', 'length=8&symbols=false'],
];

const url = (generator: string, query = '') => `/api/v1/es/${generator}${query ? `?${query}` : ''}`;
const pinned = (query: string) => [query, `refDate=${FIXED_DATE}`].filter(Boolean).join('&');

describe('response shape (docs/api.md, Single-type generators, docs/api.md, Single-type generators)', () => {
  it.each(SHAPE_CASES)('%s?%s', async (generator, query) => {
    const q = pinned(`seed=shape&count=7&${query}`.replace(/&$/, ''));
    const body = await success(url(generator, q));
    const options = Object.fromEntries(new URLSearchParams(q));
    delete options.seed;
    delete options.count;
    expect(body).toEqual({
      status: 'success',
      meta: { generator, locale: 'es', seed: 'shape', count: 7, refDate: FIXED_DATE, options },
      data: expect.any(Array),
    });
    expect(body.data).toHaveLength(7);
    const spec = FIELDS[generator]!;
    const wrong = body.data.flatMap((row) => [
      ...(Object.keys(row).join() === Object.keys(spec).join() ? [] : [`fields ${Object.keys(row)}`]),
      ...Object.entries(spec)
        .filter(([field, ok]) => !ok(row[field]))
        .map(([field]) => `${field}=${JSON.stringify(row[field])}`),
    ]);
    expect(wrong).toEqual([]);
  });

  it.each([
    ['dni', 'DNI'],
    ['nie', 'NIE'],
    ['cif', 'CIF'],
    ['nif', 'NIF'],
    ['NIE', 'NIE'],
  ])('document sub=%s gives tipo %s', async (sub, tipo) => {
    const body = await success(url('document', `sub=${sub}&count=20`));
    expect(new Set(body.data.map((r) => r.tipo))).toEqual(new Set([tipo]));
  });

  it('document defaults to DNI; phone to mobiles, whose provincia is null; landlines name theirs', async () => {
    expect((await success(url('document', 'count=5'))).data.every((r) => r.tipo === 'DNI')).toBe(true);
    const mobiles = (await success(url('phone', 'count=50'))).data;
    expect(mobiles.every((r) => r.tipo === 'movil' && r.provincia === null)).toBe(true);
    const landlines = (await success(url('phone', 'sub=fijo&count=50'))).data;
    expect(landlines.every((r) => r.tipo === 'fijo' && is.text(r.provincia))).toBe(true);
  });

  it('card: amex CVV has 4 digits, every other brand 3', async () => {
    for (const sub of ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'maestro']) {
      const { data } = await success(url('card', `sub=${sub}&count=20`));
      const lengths = new Set(data.map((r) => String(r.cvv).length));
      expect([sub, ...lengths]).toEqual([sub, sub === 'amex' ? 4 : 3]);
    }
  });
});

describe('determinism (docs/api.md, Determinism)', () => {
  it.each(NAMES)('%s: same seed and request, same bytes', async (generator) => {
    const q = pinned('seed=replay&count=5');
    const [a, b] = await Promise.all([get(url(generator, q)), get(url(generator, q))]);
    expect(a.statusCode).toBe(200);
    expect(b.body).toBe(a.body);
    const other = await success(url(generator, pinned('seed=replay2&count=5')));
    expect(other.data).not.toEqual(a.json().data);
  });

  it.each(NAMES)('%s: seed query wins over X-Seed; X-Seed alone works', async (generator) => {
    const byQuery = await success(url(generator, pinned('seed=q&count=3')));
    const both = await success(url(generator, pinned('seed=q&count=3')), { 'x-seed': 'h' });
    const byHeader = await success(url(generator, pinned('count=3')), { 'x-seed': 'h' });
    const headerAsQuery = await success(url(generator, pinned('seed=h&count=3')));
    expect(both).toEqual(byQuery);
    expect(byHeader.meta.seed).toBe('h');
    expect(byHeader.data).toEqual(headerAsQuery.data);
    expect(byHeader.data).not.toEqual(byQuery.data);
  });

  it.each(NAMES)('%s: without a seed, a fresh one is echoed and replays the data', async (generator) => {
    const first = await success(url(generator, pinned('count=3')));
    const second = await success(url(generator, pinned('count=3&seed=')));
    for (const body of [first, second]) {
      expect(typeof body.meta.seed).toBe('string');
      expect(body.meta.seed.length).toBeGreaterThan(0);
    }
    expect(second.meta.seed).not.toBe(first.meta.seed);
    const replay = await success(url(generator, pinned(`count=3&seed=${first.meta.seed}`)));
    expect(replay.data).toEqual(first.data);
  });

  it.each(NAMES)('%s: the first N records of count=M are the records of count=N', async (generator) => {
    const five = await success(url(generator, pinned('seed=prefix&count=5')));
    const three = await success(url(generator, pinned('seed=prefix&count=3')));
    const one = await success(url(generator, pinned('seed=prefix')));
    expect(five.data.slice(0, 3)).toEqual(three.data);
    expect(five.data.slice(0, 1)).toEqual(one.data);
  });

  it.each(SHAPE_CASES)('%s?%s is prefix-stable with its options too', async (generator, query) => {
    const q = pinned(`seed=prefix-opts&${query}`.replace(/&$/, ''));
    const long = await success(url(generator, `${q}&count=6`));
    const short = await success(url(generator, `${q}&count=2`));
    expect(long.data.slice(0, 2)).toEqual(short.data);
  });

  it.each(NAMES)('%s: language never changes the data', async (generator) => {
    const q = pinned('seed=lang&count=4');
    const base = await get(url(generator, q));
    const variants = await Promise.all([
      get(url(generator, `${q}&lang=en`)),
      get(url(generator, `${q}&lang=es`)),
      get(url(generator, q), { 'accept-language': 'en' }),
      get(url(generator, q), { 'accept-language': 'en-GB,en;q=0.9' }),
      get(url(generator, `${q}&lang=es`), { 'accept-language': 'en' }),
    ]);
    for (const res of variants) expect(res.json().data).toEqual(base.json().data);
    // Without `lang` in the query the bodies are byte-identical.
    expect(variants[2]!.body).toBe(base.body);
  });

  it('a pinned refDate makes every generator independent of the day, and is echoed', async () => {
    for (const generator of NAMES) {
      const body = await success(url(generator, 'seed=day&refDate=2001-02-03'));
      expect([generator, body.meta.refDate]).toEqual([generator, '2001-02-03']);
    }
    const today = new Date().toISOString().slice(0, 10);
    expect((await success(url('document'))).meta.refDate).toBe(today);
  });

  it('seeds are any string up to 256 characters, in the query or X-Seed', async () => {
    const long = 'x'.repeat(256);
    expect((await success(url('uuid', `seed=${long}`))).meta.seed).toBe(long);
    expect((await success(url('uuid'), { 'x-seed': long })).meta.seed).toBe(long);
    const odd = 'ñandú 🐢 & = ?';
    const body = await success(url('uuid', `seed=${encodeURIComponent(odd)}`));
    expect(body.meta.seed).toBe(odd);
    for (const res of [
      await get(url('uuid', `seed=${long}x`)),
      await get(url('uuid'), { 'x-seed': `${long}x` }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_PARAMS', details: { parameter: 'seed' } });
    }
  });
});

describe('X-Seed', () => {
  it('read as UTF-8, means what the same seed means in the query', async () => {
    const odd = 'ñandú 🐢 €';
    const viaQuery = await success(url('uuid', `count=3&seed=${encodeURIComponent(odd)}`));
    // Node gives header bytes as Latin-1 text: this is how a UTF-8 header arrives.
    const asReceived = Buffer.from(odd, 'utf8').toString('latin1');
    const viaHeader = await success(url('uuid', 'count=3'), { 'x-seed': asReceived });
    expect(viaHeader.meta.seed).toBe(odd);
    expect(viaHeader.data).toEqual(viaQuery.data);
    // Bytes that are not UTF-8 keep their Latin-1 reading.
    expect((await success(url('uuid'), { 'x-seed': 'caf\u00e9' })).meta.seed).toBe('café');
  });

  it('stays in force when the query seed is empty', async () => {
    const body = await success(url('uuid', 'seed='), { 'x-seed': 'cabecera' });
    expect(body.meta.seed).toBe('cabecera');
  });
});

describe('meta.options (docs/api.md, Single-type generators, docs/api.md, Single-type generators)', () => {
  it('echoes exactly the extra query options as received, never count, seed or lang', async () => {
    const body = await success(
      url('document', 'count=2&seed=s&lang=en&sub=NIE&fmt=Dashed&ok=TRUE&foo=bar&empty=&refDate=2020-01-01'),
    );
    expect(body.meta.options).toEqual({
      sub: 'NIE',
      fmt: 'Dashed',
      ok: 'TRUE',
      foo: 'bar',
      empty: '',
      refDate: '2020-01-01',
    });
    expect(body.data.every((r) => r.tipo === 'NIE' && /^[XYZ]-\d{7}-[A-Z]$/.test(String(r.documento)))).toBe(
      true,
    );
    expect((await success(url('password', 'seed=s'))).meta.options).toEqual({});
  });

  it('accepts and ignores unknown option names, prototype keys included', async () => {
    const plain = await success(url('identity', pinned('seed=u&count=2')));
    const extra = await success(url('identity', pinned('seed=u&count=2&zzz=1&__proto__=x&constructor=y')));
    expect(extra.data).toEqual(plain.data);
    expect(Object.entries(extra.meta.options)).toEqual(
      expect.arrayContaining([
        ['zzz', '1'],
        ['__proto__', 'x'],
        ['constructor', 'y'],
      ]),
    );
  });

  it('refuses a repeated known option', async () => {
    const res = await get(url('document', 'sub=dni&sub=nie'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_PARAMS', details: { parameter: 'sub' } });
  });
});

/** Bad values of an option by its catalog description, and what `details.allowed` must say. */
function badValues(option: CatalogOption): { values: string[]; allowed: unknown } {
  switch (option.type) {
    case 'enum':
      return { values: ['zzz', '', `${option.values?.[0]}x`], allowed: option.values };
    case 'boolean':
      return { values: ['yes', '1', ''], allowed: [true, false] };
    case 'integer':
      return {
        values: [String(option.min! - 1), String(option.max! + 1), '16.5', 'abc', '', '1e1'],
        allowed: { min: option.min, max: option.max },
      };
    case 'date':
      return { values: ['2026-02-30', '2026-13-01', '22/11/2026', '1899-12-31', ''], allowed: 'YYYY-MM-DD' };
    case 'hostname':
      return { values: ['not a host', '-bad.example', 'a..b', 'localhost', ''], allowed: 'DNS host name' };
    default:
      throw new Error(`no bad values for option type ${option.type}`);
  }
}

const catalog = async (lang: string) =>
  (await success(`/api/v1/generators?lang=${lang}`)) as unknown as {
    status: string;
    data: { locales: string[]; generators: CatalogGenerator[]; bulk: Record<string, unknown> };
  };

const REF_DATE: CatalogOption = { name: 'refDate', type: 'date', description: '', default: null };

describe('option values (docs/api.md, Single-type generators)', () => {
  it('a bad value of any option of any generator is 400 INVALID_PARAMS naming it and its allowed values', async () => {
    const { data } = await catalog('es');
    const wrong: string[] = [];
    for (const generator of data.generators) {
      const options = generator.options.some((o) => o.name === 'refDate')
        ? generator.options
        : [...generator.options, REF_DATE];
      for (const option of options) {
        const { values, allowed } = badValues(option);
        // A good value padded with blanks is bad too: only case is forgiven.
        const good =
          { date: '2026-01-01', hostname: 'example.com' }[option.type] ??
          String(option.values?.[0] ?? option.max);
        for (const value of [...values, ` ${good}`, `${good}\t`]) {
          const res = await get(url(generator.name, `${option.name}=${encodeURIComponent(value)}`));
          const body = res.json();
          // The option, what it allows, the value sent and a problem code that says what is wrong.
          const { parameter, allowed: said, value: echoed, problem } = body.details ?? {};
          const named = parameter === option.name && JSON.stringify(said) === JSON.stringify(allowed);
          if (res.statusCode !== 400 || !named || echoed !== value || typeof problem !== 'string')
            wrong.push(`${generator.name} ${option.name}=${value}: ${res.statusCode} ${res.body}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('enum and boolean values are case-insensitive and give the same data', async () => {
    const { data } = await catalog('es');
    const wrong: string[] = [];
    for (const generator of data.generators) {
      for (const option of generator.options) {
        if (option.type !== 'enum' && option.type !== 'boolean') continue;
        for (const value of option.values ?? []) {
          const q = (v: string) => pinned(`seed=case&count=2&${option.name}=${v}`);
          const lower = await success(url(generator.name, q(String(value).toLowerCase())));
          const upper = await success(url(generator.name, q(String(value).toUpperCase())));
          if (JSON.stringify(lower.data) !== JSON.stringify(upper.data))
            wrong.push(`${generator.name} ${option.name}=${value}`);
          expect(upper.meta.options[option.name]).toBe(String(value).toUpperCase());
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('integer bounds are inclusive', async () => {
    for (const q of ['length=8', 'length=128', 'length=0016'])
      expect((await get(url('password', q))).statusCode).toBe(200);
    const ages = await success(url('identity', pinned('minAge=0&maxAge=120&count=50')));
    expect(ages.data.every((r) => (r.edad as number) >= 0 && (r.edad as number) <= 120)).toBe(true);
  });

  it('uuid version 7 needs a reference date from 1970 on', async () => {
    const res = await get(url('uuid', 'version=7&refDate=1969-12-31'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'INVALID_PARAMS', details: { parameter: 'refDate' } });
    expect((await get(url('uuid', 'version=4&refDate=1969-12-31'))).statusCode).toBe(200);
    expect((await get(url('uuid', 'version=7&refDate=1970-01-01'))).statusCode).toBe(200);
  });

  it('never fails with 500 whatever the options', async () => {
    const { data } = await catalog('es');
    const names = [...new Set(data.generators.flatMap((g) => g.options.map((o) => o.name))), 'refDate', 'x'];
    const values = [
      ...new Set(data.generators.flatMap((g) => g.options.flatMap((o) => (o.values ?? []).map(String)))),
      '0',
      '8',
      '120',
      '1969-12-31',
      '1900-01-01',
      '2999-12-31',
      '2024-02-29',
      'example.org',
    ];
    const valueArb = fc.oneof(fc.constantFrom(...values), fc.string({ unit: 'binary', maxLength: 12 }));
    const queryArb = fc.dictionary(fc.constantFrom(...names), valueArb, { maxKeys: 4 });
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...NAMES), queryArb, async (generator, query) => {
        const res = await get(url(generator, `count=3&${new URLSearchParams(query)}`));
        expect([200, 400]).toContain(res.statusCode);
        if (res.statusCode === 400) expect(res.json().code).toBe('INVALID_PARAMS');
      }),
      { numRuns: 300 },
    );
  });
});

describe('count (docs/api.md, Single-type generators and Errors)', () => {
  it.each(NAMES)('%s: default 1, up to 1000', async (generator) => {
    const one = await success(url(generator));
    expect([one.meta.count, one.data.length]).toEqual([1, 1]);
    const many = await success(url(generator, 'count=1000'));
    expect([many.meta.count, many.data.length]).toEqual([1000, 1000]);
  });

  it('1001 is 413 COUNT_LIMIT_EXCEEDED with the limit', async () => {
    const res = await get(url('identity', 'count=1001'));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      code: 'COUNT_LIMIT_EXCEEDED',
      details: { parameter: 'count', max: 1000 },
    });
  });

  it.each(['0', '-1', '1.5', 'abc', '%2B5', '1e3', '', '%201'])(
    'count=%s is 400 INVALID_PARAMS',
    async (count) => {
      const res = await get(url('password', `count=${count}`));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_PARAMS', details: { parameter: 'count' } });
    },
  );
});

describe('path (docs/api.md, Single-type generators)', () => {
  it('an unknown generator is 404 listing the available ones; a locale other than es is 400', async () => {
    const res = await get('/api/v1/es/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'UNKNOWN_GENERATOR', details: { available: NAMES } });
    expect((await get('/api/v1/fr/document')).json()).toMatchObject({ code: 'UNSUPPORTED_LOCALE' });
  });
});

/** Options each generator must offer (docs/api.md, Single-type generators): [name, type, default, values or bounds]. */
const REQUIRED_OPTIONS: Record<string, [string, string, unknown, unknown?][]> = {
  document: [
    ['sub', 'enum', 'dni', ['dni', 'nie', 'cif', 'nif']],
    ['ok', 'boolean', true, [true, false]],
    ['fmt', 'enum', 'plain', ['plain', 'dashed', 'dotted']],
  ],
  phone: [
    ['sub', 'enum', 'movil', ['movil', 'fijo']],
    ['fmt', 'enum', 'plain', ['plain', 'e164', 'spaced']],
  ],
  identity: [
    ['refDate', 'date', null],
    ['minAge', 'integer', 18],
    ['maxAge', 'integer', 80],
  ],
  iban: [
    ['ok', 'boolean', true, [true, false]],
    ['fmt', 'enum', 'plain', ['plain', 'spaced']],
  ],
  card: [
    [
      'sub',
      'enum',
      'visa',
      ['visa', 'mastercard', 'amex', 'discover', 'diners', 'jcb', 'unionpay', 'maestro'],
    ],
    ['ok', 'boolean', true, [true, false]],
    ['fmt', 'enum', 'plain', ['plain', 'spaced']],
    ['refDate', 'date', null],
  ],
  passport: [['ok', 'boolean', true, [true, false]]],
  uuid: [['version', 'enum', '4', ['4', '7']]],
  username: [],
  password: [
    ['length', 'integer', 16, { min: 8, max: 128 }],
    ['symbols', 'boolean', true, [true, false]],
  ],
};

const BULK_TYPES =
  'nombre_completo nombre apellidos sexo fecha_nacimiento edad documento nss email usuario telefono_movil ' +
  'telefono_fijo direccion cp municipio provincia comunidad razon_social cif iban bic entidad_bancaria ccc ' +
  'tarjeta uuid numero fecha booleano lorem matricula pasaporte password codigo_ine ' +
  // docs/api.md, Offsets, shards and the new field types
  'secuencia lista constante referencia';

/** Bulk options docs/api.md, Bulk requires at least. */
const BULK_OPTIONS: Record<string, string[]> = {
  secuencia: ['start', 'step'],
  lista: ['values', 'weights'],
  constante: ['value'],
  referencia: ['table', 'field', 'via'],
  numero: ['min', 'max', 'decimals'],
  fecha: ['from', 'to'],
  edad: ['min', 'max'],
  fecha_nacimiento: ['minAge', 'maxAge'],
  lorem: ['words'],
  documento: ['sub', 'ok', 'fmt'],
  iban: ['fmt'],
  tarjeta: ['brand'],
  password: ['length', 'symbols'],
  email: ['domain'],
  booleano: ['probability'],
  uuid: ['version'],
};

describe('GET /api/v1/generators (docs/api.md, Bulk)', () => {
  it('lists every generator with its fields and options, labelled in both languages', async () => {
    const [es, en] = [await catalog('es'), await catalog('en')];
    expect(es.status).toBe('success');
    expect(es.data.locales).toEqual(['es', 'pt', 'mx']);
    expect(es.data.generators.map((g) => g.name)).toEqual(NAMES);
    es.data.generators.forEach((g, i) => {
      const english = en.data.generators[i]!;
      expect(is.text(g.label) && is.text(english.label) && g.label !== english.label, g.name).toBe(true);
      expect(g.fields).toEqual(Object.keys(FIELDS[g.name]!));
      for (const option of g.options) {
        expect(is.text(option.description), `${g.name}.${option.name}`).toBe(true);
        expect(option).toHaveProperty('default');
        if (option.type === 'enum') expect(option.values).toContain(option.default);
        if (option.type === 'integer') {
          expect(option.min! <= (option.default as number) && (option.default as number) <= option.max!).toBe(
            true,
          );
        }
      }
      for (const [name, type, dflt, allowed] of REQUIRED_OPTIONS[g.name]!) {
        const option = g.options.find((o) => o.name === name);
        expect(option, `${g.name}.${name}`).toMatchObject({ type, default: dflt });
        if (Array.isArray(allowed)) expect(option?.values).toEqual(allowed);
        else if (allowed) expect(option).toMatchObject(allowed as object);
      }
    });
  });

  it('follows Accept-Language when lang is absent', async () => {
    const en = await catalog('en');
    const res = await success('/api/v1/generators', { 'accept-language': 'en-US,en;q=0.8' });
    expect(res).toEqual(en);
  });

  it('describes the bulk endpoint: Spain’s 37 field types with their options, formats and dialects', async () => {
    const { data } = await catalog('es');
    const bulk = data.bulk as {
      fieldTypes: { type: string; label: string; options: CatalogOption[] }[];
      formats: string[];
      dialects: string[];
    };
    expect(bulk.fieldTypes.map((t) => t.type).sort()).toEqual(BULK_TYPES.split(' ').sort());
    expect(bulk.fieldTypes.every((t) => is.text(t.label) && Array.isArray(t.options))).toBe(true);
    for (const [type, names] of Object.entries(BULK_OPTIONS)) {
      const options = bulk.fieldTypes.find((t) => t.type === type)?.options.map((o) => o.name);
      expect([type, ...names.filter((n) => !options?.includes(n))]).toEqual([type]);
    }
    expect(bulk.formats).toEqual(expect.arrayContaining(['json', 'csv', 'sql', 'typescript', 'xml']));
    expect(bulk.dialects.length).toBeGreaterThan(0);
  });
});
