/**
 * Compile-time contract of the library's types: every line marked
 * @ts-expect-error must fail to compile, every other line must compile.
 * Checked by `tsc` in test/library-types.test.ts (and by the project's type check).
 */
import {
  type BulkBody,
  BulkBodySchema,
  type BulkBodyType,
  bulk,
  bulkRows,
  type DatasetBody,
  DatasetBodySchema,
  type FieldDefinition,
  type FieldTypeName,
  type GeneratorName,
  generate,
} from '../../src/index.js';

// Valid: names, options and values the catalogs have.
generate({ generator: 'document', count: 5, seed: 'abc', options: { sub: 'nie', fmt: 'dashed' } });
generate({ generator: 'card', options: { sub: 'amex', ok: false, refDate: '2026-01-01' } });
generate({ generator: 'password', options: { length: 16, symbols: false } });
const documents = generate({ generator: 'document', seed: 1 });
const documento: unknown = documents.data[0]?.documento;
bulk({ fields: [{ name: 'dni', type: 'documento', options: { sub: 'nie', ok: false } }], format: 'csv' });
bulk({ fields: [{ name: 'n', type: 'numero', options: { min: 1, max: 9, decimals: 0 } }], dialect: 'mysql' });
const body: BulkBody = { fields: [{ name: 'email', type: 'email', nullable: 10, unique: true }] };
const field: FieldDefinition = { name: 'x', type: 'iban', options: { fmt: 'spaced' } };
const typeName: FieldTypeName = 'referencia';
const generatorName: GeneratorName = 'identity';
const dataset: DatasetBody = { tables: [{ name: 't', count: 1, fields: [{ name: 'id', type: 'uuid' }] }] };
const legacy: BulkBodyType = { fields: [{ name: 'a', type: 'uuid' }] };
const schemas = [BulkBodySchema, DatasetBodySchema];

// Rows typed from the field names and types.
async function rows() {
  const [row] = await bulkRows({
    fields: [
      { name: 'edad', type: 'edad' },
      { name: 'nombre', type: 'nombre', nullable: 5 },
      { name: 'activo', type: 'booleano' },
    ],
  });
  if (row === undefined) return;
  const age: number = row.edad;
  const name: string | null = row.nombre;
  const active: boolean = row.activo;
  // @ts-expect-error: a nullable field may be null
  const notNull: string = row.nombre;
  // @ts-expect-error: no such field in the schema
  row.apellidos;
  return [age, name, active, notNull];
}

// Invalid: each must fail to compile.
// @ts-expect-error: 'dni' is a generator option value, not a field type
bulk({ fields: [{ name: 'a', type: 'dni' }] });
// @ts-expect-error: 'pasaporte' is not a document kind
generate({ generator: 'document', options: { sub: 'pasaporte' } });
// @ts-expect-error: a misspelled option name
generate({ generator: 'document', options: { sbu: 'nie' } });
// @ts-expect-error: no such generator
generate({ generator: 'dni' });
// @ts-expect-error: an option of another field type
bulk({ fields: [{ name: 'a', type: 'nombre', options: { sub: 'nie' } }] });
// @ts-expect-error: no such format
bulk({ fields: [{ name: 'a', type: 'uuid' }], format: 'yaml' });
// @ts-expect-error: no such dialect
bulk({ fields: [{ name: 'a', type: 'uuid' }], dialect: 'oracle' });
// @ts-expect-error: a CSV delimiter is , or ;
bulk({ fields: [{ name: 'a', type: 'uuid' }], csv: { delimiter: '|' } });
// @ts-expect-error: referencia is for datasets only
bulk({ fields: [{ name: 'a', type: 'referencia', options: { table: 't', field: 'id' } }] });
// @ts-expect-error: an option value of the wrong type
generate({ generator: 'password', options: { length: 'long' } });
// @ts-expect-error: a date is YYYY-MM-DD
generate({ generator: 'identity', options: { refDate: 'today' } });

export { body, dataset, documento, field, generatorName, legacy, rows, schemas, typeName };
