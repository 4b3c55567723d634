import { describe, expect, it } from 'vitest';
import { normaliseName } from '../fields/column-words.js';
import { DB_LOCALES, dbLocale } from './db-locale.js';
import { type NameRule, rulesFor } from './name-rules.js';

/** Spain's rules, the default locale's. */
const SPAIN: readonly NameRule[] = dbLocale('es')!.rules;

describe('column names', () => {
  it.each([
    ['FechaNacimiento', 'fecha_nacimiento'],
    ['fecha-nacimiento', 'fecha_nacimiento'],
    ['Teléfono_Móvil', 'telefono_movil'],
    ['codigoPostal', 'codigo_postal'],
  ])('%s reads as %s', (name, normalised) => {
    expect(normaliseName(name)).toBe(normalised);
  });

  it.each([
    ['dni', 'clientes', 'documento'],
    ['dni_paciente', 'citas', 'documento'],
    ['nie', 'x', 'documento'],
    ['cif_empresa', 'x', 'cif'],
    ['iban', 'x', 'iban'],
    ['cp', 'x', 'cp'],
    ['codigo_postal', 'x', 'cp'],
    ['zip_code', 'x', 'cp'],
    ['telefono_movil', 'x', 'telefono_movil'],
    ['phone', 'x', 'telefono_movil'],
    ['telefono_fijo', 'x', 'telefono_fijo'],
    ['correo', 'x', 'email'],
    ['first_name', 'x', 'nombre'],
    ['last_name', 'x', 'apellidos'],
    ['fecha_nacimiento', 'x', 'fecha_nacimiento'],
    ['birth_date', 'x', 'fecha_nacimiento'],
    ['matricula', 'x', 'matricula'],
    ['nombre', 'productos', 'lorem'],
    ['nombre', 'pacientes', 'nombre'],
    ['ciudad', 'x', 'municipio'],
  ])('%s in %s -> %s', (column, table, type) => {
    expect(rulesFor(column, table, SPAIN)[0]?.type).toBe(type);
  });

  it.each(['cpu', 'nombreux', 'telefonos_count', 'id'])(
    '%s matches no rule by a part of a word',
    (column) => {
      expect(rulesFor(column, 't', SPAIN).map((r) => r.type)).toEqual([]);
    },
  );

  it.each(DB_LOCALES)('%s: every rule names a field type with the options it declares', (code) => {
    const { rules, fields } = dbLocale(code)!;
    const problems = rules.flatMap((rule) => {
      const type = fields.byName.get(rule.type);
      if (!type) return [`${rule.words[0]}: ${rule.type}`];
      const declared = new Set(type.options.map((o) => o.name));
      return Object.keys(rule.options ?? {})
        .filter((o) => !declared.has(o))
        .map((o) => `${rule.words[0]}: ${rule.type}.${o}`);
    });
    expect(problems).toEqual([]);
  });
});

describe("a rule's words that say the column names something else", () => {
  const MEXICO: readonly NameRule[] = dbLocale('mx')!.rules;

  it('a Mexican `estado` is a state, an `estado_civil` or an `estado_pedido` is not', () => {
    expect(rulesFor('estado', 'clientes', MEXICO)[0]?.type).toBe('provincia');
    expect(rulesFor('estado_nacimiento', 'clientes', MEXICO)[0]?.type).toBe('provincia');
    for (const column of ['estado_civil', 'EstadoCivil', 'estado_pedido', 'estado_de_cuenta'])
      expect(rulesFor(column, 'clientes', MEXICO).map((r) => r.type)).not.toContain('provincia');
  });
});
