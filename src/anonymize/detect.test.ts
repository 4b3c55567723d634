import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { countryOf } from '../countries/registry.js';
import type { FieldType } from '../fields/field-type.js';
import { anonymize } from './anonymize.js';
import { type DetectLocale, headerRulesOf, kindOfHeader, kindOfHeaderIn, kindOfValues } from './detect.js';

const LOCALES: readonly DetectLocale[] = ['es', 'pt', 'mx'];
const typesOf = (locale: DetectLocale): readonly FieldType[] => countryOf(locale)?.fields.types ?? [];

/** `types` with `change` made to the type named `name`. */
const changed = (types: readonly FieldType[], name: string, change: (t: FieldType) => FieldType) =>
  types.map((t) => (t.type === name ? change(t) : t));

describe("anonimizar's header words are the field types' column words", () => {
  it('a word added to a Portuguese field type is read as that type’s kind', () => {
    const pt = typesOf('pt');
    expect(kindOfHeaderIn(headerRulesOf(pt), 'numero_utente')).toBeUndefined();
    const withWord = changed(pt, 'nss', (t) => ({
      ...t,
      columns: [...(t.columns ?? []), { order: 65, words: ['numero_utente'] }],
    }));
    expect(kindOfHeaderIn(headerRulesOf(withWord), 'numero_utente')).toBe('niss');
    expect(kindOfHeaderIn(headerRulesOf(withWord), 'Número Utente 2')).toBe('niss');
  });

  it('a type’s anonymizeAs names the kind; a type without one claims no header', () => {
    const es = typesOf('es');
    expect(kindOfHeaderIn(headerRulesOf(es), 'username')).toBeUndefined();
    const asText = changed(es, 'usuario', (t) => ({ ...t, anonymizeAs: 'texto' }));
    expect(kindOfHeaderIn(headerRulesOf(asText), 'username')).toBe('texto');
  });

  it('refuses a field type that names no anonymizer kind', () => {
    const wrong = changed(typesOf('es'), 'email', (t) => ({ ...t, anonymizeAs: 'correo' }));
    expect(() => headerRulesOf(wrong)).toThrow(/email: no anonymizer kind correo/);
  });

  it('reads every word of every rule that names a kind, under its locale', () => {
    for (const locale of LOCALES)
      for (const type of typesOf(locale))
        for (const rule of type.columns ?? []) {
          const kind = rule.anonymizeAs === undefined ? type.anonymizeAs : rule.anonymizeAs;
          if (rule.tables !== undefined || kind === undefined || kind === null) continue;
          for (const word of rule.words)
            expect(kindOfHeader(word, locale), `${locale} ${word}`).toBeDefined();
        }
  });

  it('a column word of the Portuguese field types only is detected by anonimizar --locale pt', async () => {
    // Values no validator takes: the header alone decides.
    const input = Readable.from(['conta_bancaria;numero_seguranca_social;localidade\n12;34;Sintra\n']);
    const report = await anonymize({ input, key: 'chave', locale: 'pt', plan: true });
    expect(report.columns.map((c) => [c.kind, c.source])).toEqual([
      ['nib', 'cabecera'],
      ['niss', 'cabecera'],
      // A CTT locality is kept by its header's own rule (only concelhos move).
      [null, 'cabecera'],
    ]);
  });
});

describe('the words whose reading was decided', () => {
  it('pan is a card number, titular a full name, under every locale', () => {
    for (const locale of LOCALES) {
      expect(kindOfHeader('PAN', locale)).toBe('tarjeta');
      expect(kindOfHeader('titular', locale)).toBe('nombre_completo');
    }
  });

  it('a razón social is replaced as a full name (a sole trader’s is their own); other company names are kept', () => {
    expect(kindOfHeader('Razón social', 'es')).toBe('nombre_completo');
    expect(kindOfHeader('razon_social', 'mx')).toBe('nombre_completo');
    // Kept, not left to the `nombre` rule: a company's name is no given name.
    for (const locale of LOCALES) {
      expect(kindOfHeader('company_name', locale), locale).toBeNull();
      expect(kindOfHeader('CompanyName', locale), locale).toBeNull();
    }
    expect(kindOfHeader('nombre_comercial', 'es')).toBeNull();
    expect(kindOfHeader('nome_empresa', 'pt')).toBeNull();
  });

  it('whoever a parcel goes to may be a person: replaced as a full name', () => {
    for (const header of ['ship_name', 'destinatario', 'recipient_name', 'consignee'])
      expect(kindOfHeader(header, 'es'), header).toBe('nombre_completo');
  });

  it('a kept company name still has its text searched', async () => {
    const input = Readable.from(['company_name,contact_name\nGarcía y Asociados,Ana García\n']);
    const report = await anonymize({ input, key: 'clave', plan: true, scanText: true });
    expect(report.columns.map((c) => [c.column, c.kind, c.source, c.found !== undefined])).toEqual([
      ['company_name', null, 'cabecera', true],
      ['contact_name', 'nombre_completo', 'cabecera', false],
    ]);
  });

  it("`via` is a street's, not the way something is sent or paid", () => {
    for (const header of ['via', 'Vía', 'tipo_via', 'nombre_via'])
      expect(kindOfHeader(header, 'es'), header).toBe('direccion');
    for (const header of ['ship_via', 'ShipVia', 'via_pago', 'via_contacto', 'via_envio'])
      expect(kindOfHeader(header, 'es'), header).toBeUndefined();
  });

  it('a numbered column reads as its word', () => {
    expect(kindOfHeader('telefono2', 'es')).toBe('telefono');
    expect(kindOfHeader('Telefone2', 'pt')).toBe('telefono_pt');
    expect(kindOfHeader('apellido1', 'es')).toBe('apellido');
    expect(kindOfHeader('email_2', 'mx')).toBe('email');
  });

  it("a word's status readings are no place: under mx `estado` is a state, `estado_civil` is kept", () => {
    expect(kindOfHeader('estado', 'mx')).toBe(kindOfHeader('entidad_federativa', 'mx'));
    expect(kindOfHeader('estado', 'mx')).toBeDefined();
    expect(kindOfHeader('estado_civil', 'mx')).toBeUndefined();
    expect(kindOfHeader('EstadoPedido', 'mx')).toBeUndefined();
  });

  it('words of several words are read inside a longer header', () => {
    expect(kindOfHeader('nombre_completo_cliente', 'es')).toBe('nombre_completo');
    expect(kindOfHeader('FechaNacimiento', 'es')).toBe('fecha_nacimiento');
    expect(kindOfHeader('num_cartao_cidadao', 'pt')).toBe('cc');
  });
});

describe("a country's value checks are its own kinds'", () => {
  it('values vote for the kinds that say they are theirs, in the country’s order', () => {
    // Valid as a Portuguese phone and as a NIF: the phone, listed first, takes the column.
    expect(kindOfValues(['212345605', '212345605'], 'pt')).toBe('telefono_pt');
    expect(kindOfValues(['12039485768', '11029384756'], 'pt')).toBe('niss');
    expect(kindOfValues(['BOXW310820HNERXN09'], 'mx')).toBe('curp');
    expect(kindOfValues(['BOXW310820HNERXN09'], 'es')).toBeUndefined();
  });

  it('an IBAN column is found under every locale', () => {
    const ibans = ['ES9121000418450200051332', 'PT50000201231234567890154'];
    for (const locale of LOCALES) expect(kindOfValues(ibans, locale)).toBe('iban');
  });
});
