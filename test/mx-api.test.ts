/**
 * Mexico over HTTP (docs/api.md, Countries): the generators under
 * /api/v1/mx, valid and coherent, `ok=false` invalid; bulk with Mexico's
 * meaning of the shared field types, the types it refuses, `unique`;
 * validation with `locale: "mx"`.
 */
import { describe, expect, it } from 'vitest';
import { ALL_FORMATS } from '../src/countries/registry.js';
import { validateValue } from '../src/countries/validate.js';
import type { Kind } from '../src/domain/validation.js';
import { testApp } from './helper.js';

const app = await testApp();

type Record_ = Record<string, unknown>;
const check = (value: unknown, kind: Kind) => validateValue(String(value), kind, ALL_FORMATS);

async function get(url: string) {
  const res = await app.inject({ url });
  return { status: res.statusCode, json: res.json() as Record_ & { data: Record_[] } };
}

async function bulk(payload: Record_) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/mx/bulk',
    payload: { format: 'json', ...payload },
  });
  return { status: res.statusCode, json: res.json() as Record_ & { data: Record_[] } };
}

describe('GET /api/v1/mx/{generator}', () => {
  it.each([
    ['curp', 'CURP'],
    ['rfc', 'RFC'],
    ['rfc_moral', 'RFC'],
    ['nss', 'NSS_MX'],
  ] as const)('document?sub=%s gives a valid %s, and ok=false an invalid one', async (sub, kind) => {
    const { status, json } = await get(`/api/v1/mx/document?sub=${sub}&count=20&seed=s`);
    expect(status).toBe(200);
    for (const r of json.data) {
      expect(r.tipo).toBe(kind);
      expect(check(r.documento, kind)).toMatchObject({ valid: true });
    }
    const bad = await get(`/api/v1/mx/document?sub=${sub}&count=20&seed=s&ok=false`);
    for (const r of bad.json.data) expect(check(r.documento, kind).valid).toBe(false);
  });

  it('refuses a document kind of another country', async () => {
    const { status, json } = await get('/api/v1/mx/document?sub=dni');
    expect(status).toBe(400);
    expect(json).toMatchObject({ code: 'INVALID_PARAMS' });
  });

  it('identity: CURP, RFC, NSS, phone and CLABE agree with the person and the place', async () => {
    const { json } = await get('/api/v1/mx/identity?count=50&seed=identidad&refDate=2026-06-30');
    for (const p of json.data) {
      const curp = check(p.documento, 'CURP');
      expect(curp).toMatchObject({
        valid: true,
        extra: { fecha_nacimiento: p.fecha_nacimiento, sexo: p.sexo, estado: p.provincia },
      });
      expect(check(p.rfc, 'RFC')).toMatchObject({ valid: true, extra: { tipo: 'fisica' } });
      expect(String(p.rfc).slice(4, 10)).toBe(String(p.documento).slice(4, 10));
      expect(String(p.nss).slice(4, 6)).toBe(String(p.fecha_nacimiento).slice(2, 4));
      expect(check(p.nss, 'NSS_MX').valid).toBe(true);
      expect(check(p.telefono, 'Telefono_MX').valid).toBe(true);
      expect(check(p.clabe, 'CLABE')).toMatchObject({ valid: true, extra: { banco: p.banco } });
      expect(String(p.cp)).toMatch(/^\d{5}$/);
      expect(String(p.direccion)).toContain(String(p.colonia));
      expect(p.nombre_completo).toBe(`${p.nombre} ${p.apellido1} ${p.apellido2}`);
    }
  });

  it('phone and iban (a CLABE) are Mexican', async () => {
    const phone = await get('/api/v1/mx/phone?count=20&seed=t&fmt=e164');
    for (const r of phone.json.data) expect(String(r.telefono)).toMatch(/^\+52\d{10}$/);
    const iban = await get('/api/v1/mx/iban?count=20&seed=t');
    for (const r of iban.json.data)
      expect(check(r.iban, 'CLABE')).toMatchObject({ valid: true, extra: { entidad: r.entidad } });
  });

  it('has no passport generator', async () => {
    expect((await get('/api/v1/mx/passport')).status).toBe(404);
  });
});

describe('POST /api/v1/mx/bulk', () => {
  const FIELDS = [
    'nombre_completo',
    'sexo',
    'fecha_nacimiento',
    'documento',
    'nss',
    'telefono_movil',
    'telefono_fijo',
    'direccion',
    'cp',
    'municipio',
    'provincia',
    'comunidad',
    'razon_social',
    'cif',
    'iban',
    'ccc',
    'entidad_bancaria',
  ].map((type) => ({ name: type, type }));

  it('gives Mexico’s values for the shared types', async () => {
    const { status, json } = await bulk({
      fields: FIELDS,
      count: 200,
      seed: 'mx-bulk',
      refDate: '2026-03-15',
    });
    expect(status).toBe(200);
    for (const r of json.data) {
      expect(check(r.documento, 'CURP')).toMatchObject({
        valid: true,
        extra: { estado: r.provincia, sexo: r.sexo },
      });
      expect(check(r.nss, 'NSS_MX').valid).toBe(true);
      expect(check(r.cif, 'RFC')).toMatchObject({ valid: true, extra: { tipo: 'moral' } });
      expect(r.razon_social).toMatch(
        /, (S\.A\. de C\.V\.|S\. de R\.L\. de C\.V\.|S\.A\.P\.I\. de C\.V\.|S\.C\.|S\.A\.)$/,
      );
      expect(r.iban).toBe(r.ccc);
      expect(check(r.ccc, 'CLABE')).toMatchObject({ valid: true, extra: { banco: r.entidad_bancaria } });
      for (const t of ['telefono_movil', 'telefono_fijo'])
        expect(check(r[t], 'Telefono_MX').valid).toBe(true);
      expect(String(r.direccion)).toContain(String(r.comunidad));
    }
  });

  it.each(['matricula', 'pasaporte', 'bic'])('refuses %s, which has no Mexican source', async (type) => {
    const { status, json } = await bulk({ fields: [{ name: 'x', type }], count: 1 });
    expect(status).toBe(400);
    expect(json).toMatchObject({ code: 'INVALID_PARAMS' });
  });

  it('makes NSS, phones and CLABE unique, and says why a CURP cannot be', async () => {
    const fields = [
      { name: 'nss', type: 'documento', options: { sub: 'nss' }, unique: true },
      { name: 'tel', type: 'telefono_movil', unique: true },
      { name: 'clabe', type: 'ccc', unique: true },
      { name: 'iban', type: 'iban' },
    ];
    const { status, json } = await bulk({ fields, count: 2000, seed: 'u' });
    expect(status).toBe(200);
    for (const f of ['nss', 'tel', 'clabe']) expect(new Set(json.data.map((r) => r[f])).size).toBe(2000);
    for (const r of json.data) {
      expect(r.iban).toBe(r.clabe);
      expect(
        check(r.nss, 'NSS_MX').valid && check(r.clabe, 'CLABE').valid && check(r.tel, 'Telefono_MX').valid,
      ).toBe(true);
    }
    const curp = await bulk({ fields: [{ name: 'c', type: 'documento', unique: true }], count: 10 });
    expect(curp.status).toBe(400);
    expect(JSON.stringify(curp.json)).toContain('sub=nss');
  });

  it('offsets continue the same rows', async () => {
    const whole = await bulk({ fields: FIELDS, count: 20, seed: 'o' });
    const tail = await bulk({ fields: FIELDS, count: 10, offset: 10, seed: 'o' });
    expect(tail.json.data).toEqual(whole.json.data.slice(10));
  });
});

describe('POST /api/v1/validate with locale mx', () => {
  it.each([
    ['GODE561231GR8', 'RFC'],
    ['BOXW310820HNERXN09', 'CURP'],
    ['002010077777777771', 'CLABE'],
    ['12345678903', 'NSS_MX'],
    ['55 1234 5678', 'Telefono_MX'],
  ])('detects %s as %s', async (value, kind) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/validate',
      payload: { value, locale: 'mx' },
    });
    expect(res.json().data).toMatchObject({ valid: true, kind });
  });

  it('leaves Spain’s auto-detection as it was', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/validate',
      payload: { value: 'GODE561231GR8' },
    });
    expect(res.json().data).toMatchObject({ valid: false, code: 'unrecognized_format' });
  });
});
