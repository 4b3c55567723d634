/**
 * The body of POST /api/v1/{locale}/dataset (docs/api.md, Datasets) as a TypeBox
 * schema: the JSON shape only. Values (names, counts, references, limits)
 * are checked by the planner, which names the table and field at fault.
 */
import { type Static, Type } from '@sinclair/typebox';
import { FieldDefinitionSchema } from '../bulk/field-definition.js';
import { CsvOptionsSchema, ParquetOptionsSchema } from '../export/parquet-body.js';
import { SQL_DIALECTS } from '../export/types.js';
import { NAME_RE } from '../generators/options.js';
import { MAX_SEED_LENGTH } from '../random/seed.js';
import { StringEnum } from '../string-enum.js';

export const MAX_TABLES = 20;
/** Largest integer `count` of one table over HTTP; the library and CLI have none. */
export const MAX_TABLE_COUNT = 10_000;
/** Largest total of a dataset's rows over HTTP (docs/api.md, Datasets). */
export const MAX_DATASET_ROWS = 50_000;
/** Bounds of a per-parent count. */
export const MAX_CHILDREN = 1000;

export const DATASET_FORMATS = ['json', 'ndjson', 'sql', 'csv', 'parquet'] as const;
export type DatasetFormat = (typeof DATASET_FORMATS)[number];

const TableSchema = Type.Object({
  name: Type.String({ description: `${NAME_RE.source}, unique in the request ignoring case.` }),
  count: Type.Unknown({
    description: `An integer 0 to ${MAX_TABLE_COUNT}, or {"per": <table>, "min": a, "max": b} (0 <= a <= b <= ${MAX_CHILDREN}): a to b rows for each row of that table, grouped in its order.`,
  }),
  primaryKey: Type.Optional(Type.Array(Type.String(), { description: 'Field names.' })),
  unique: Type.Optional(
    Type.Array(Type.Array(Type.String(), { minItems: 1 }), {
      description:
        'Sets of field names unique together (multi-column UNIQUE): each row gets a distinct combination.',
    }),
  ),
  // At least one field: checked by the planner, which names the table.
  fields: Type.Array(FieldDefinitionSchema, { description: 'At least one; as in bulk, plus `unique`.' }),
});

/** The body's members; `maxTables` is the HTTP limit (the library, the CLI and `db` have none). */
const bodyMembers = (maxTables?: number) => ({
  tables: Type.Array(TableSchema, {
    minItems: 1,
    ...(maxTables === undefined ? {} : { maxItems: maxTables }),
  }),
  seed: Type.Optional(Type.Union([Type.String({ maxLength: MAX_SEED_LENGTH }), Type.Integer()])),
  refDate: Type.Optional(Type.String({ format: 'date', description: 'YYYY-MM-DD; default today (UTC).' })),
  format: Type.Optional(StringEnum(DATASET_FORMATS, { default: 'json' })),
  dialect: Type.Optional(StringEnum(SQL_DIALECTS, { default: 'ansi' })),
  createTable: Type.Optional(
    Type.Boolean({ description: 'SQL: CREATE TABLE with PRIMARY KEY, UNIQUE, NOT NULL and FOREIGN KEY.' }),
  ),
  csv: Type.Optional(CsvOptionsSchema),
  parquet: Type.Optional(ParquetOptionsSchema),
});

export const DatasetBody = Type.Object(bodyMembers(MAX_TABLES), {
  examples: [
    {
      seed: 'demo',
      refDate: '2026-01-01',
      format: 'json',
      tables: [
        {
          name: 'clientes',
          count: 3,
          primaryKey: ['id'],
          fields: [
            { name: 'id', type: 'secuencia' },
            { name: 'dni', type: 'documento', unique: true },
            { name: 'nombre', type: 'nombre_completo' },
            { name: 'email', type: 'email', unique: true },
          ],
        },
        {
          name: 'cuentas',
          count: { per: 'clientes', min: 1, max: 2 },
          primaryKey: ['id'],
          fields: [
            { name: 'id', type: 'secuencia' },
            { name: 'cliente_id', type: 'referencia', options: { table: 'clientes', field: 'id' } },
            {
              name: 'titular_dni',
              type: 'referencia',
              options: { table: 'clientes', field: 'dni', via: 'cliente_id' },
            },
            { name: 'iban', type: 'iban', unique: true },
          ],
        },
      ],
    },
  ],
});

/** The same body with any number of tables: what the library, the CLI and `db fill` read. */
export const OfflineDatasetBody = Type.Object(bodyMembers());

export type DatasetBodyType = Static<typeof DatasetBody>;
export type TableDefinition = DatasetBodyType['tables'][number];
