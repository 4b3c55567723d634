/**
 * What the datasets section generates: a table with unique DNI and email
 * columns (and, as its reference, the same fields without `unique`), a
 * five-table bank dataset whose size is set by its number of clients, and,
 * as that dataset's reference, one plain bulk schema per table with the
 * same fields: `unique` dropped and each `referencia` replaced by the field
 * it copies, so the reference generates every value the dataset writes.
 */
import { REF_DATE } from './common.js';

export interface FieldDefinition {
  readonly name: string;
  readonly type: string;
  readonly options?: Readonly<Record<string, unknown>>;
  readonly unique?: boolean;
  readonly nullable?: number;
}

export interface TableDefinition {
  readonly name: string;
  readonly count: number | { readonly per: string; readonly min: number; readonly max: number };
  readonly primaryKey?: readonly string[];
  readonly fields: readonly FieldDefinition[];
}

/** Six fields, DNI and email unique (docs/api.md, Offsets, shards and the new field types: unique in plain bulk too). */
export const UNIQUE_FIELDS: readonly FieldDefinition[] = [
  { name: 'dni', type: 'documento', options: { sub: 'dni' }, unique: true },
  { name: 'email', type: 'email', unique: true },
  { name: 'nombre', type: 'nombre_completo' },
  { name: 'cp', type: 'cp' },
  { name: 'telefono', type: 'telefono_movil' },
  { name: 'nacimiento', type: 'fecha_nacimiento' },
];

export const withoutUnique = (fields: readonly FieldDefinition[]): FieldDefinition[] =>
  fields.map(({ unique: _unique, ...field }) => field);

const ref = (name: string, table: string, field: string, via?: string): FieldDefinition => ({
  name,
  type: 'referencia',
  options: { table, field, ...(via ? { via } : {}) },
});

/**
 * Branches, clients, 1-3 accounts per client, 1-3 movements per account and
 * 0-1 card per account: about 8 rows per client (50 branches aside).
 */
export function bankTables(clients: number): TableDefinition[] {
  return [
    {
      name: 'sucursales',
      count: 50,
      primaryKey: ['id'],
      fields: [
        { name: 'id', type: 'secuencia' },
        { name: 'municipio', type: 'municipio' },
        { name: 'cp', type: 'cp' },
        { name: 'telefono', type: 'telefono_fijo' },
      ],
    },
    {
      name: 'clientes',
      count: clients,
      primaryKey: ['id'],
      fields: [
        { name: 'id', type: 'secuencia' },
        { name: 'dni', type: 'documento', options: { sub: 'dni' }, unique: true },
        { name: 'email', type: 'email', unique: true },
        { name: 'nombre', type: 'nombre_completo' },
        { name: 'nacimiento', type: 'fecha_nacimiento' },
        ref('sucursal_id', 'sucursales', 'id'),
      ],
    },
    {
      name: 'cuentas',
      count: { per: 'clientes', min: 1, max: 3 },
      primaryKey: ['id'],
      fields: [
        { name: 'id', type: 'secuencia' },
        ref('cliente_id', 'clientes', 'id'),
        ref('titular_dni', 'clientes', 'dni', 'cliente_id'),
        { name: 'iban', type: 'iban', unique: true },
        { name: 'saldo', type: 'numero', options: { min: 0, max: 100_000, decimals: 2 } },
      ],
    },
    {
      name: 'movimientos',
      count: { per: 'cuentas', min: 1, max: 3 },
      primaryKey: ['id'],
      fields: [
        { name: 'id', type: 'secuencia' },
        ref('cuenta_id', 'cuentas', 'id'),
        { name: 'importe', type: 'numero', options: { min: -5000, max: 5000, decimals: 2 } },
        { name: 'fecha', type: 'fecha' },
        {
          name: 'concepto',
          type: 'lista',
          options: { values: ['nomina', 'recibo', 'transferencia', 'tarjeta', 'bizum'] },
        },
      ],
    },
    {
      name: 'tarjetas',
      count: { per: 'cuentas', min: 0, max: 1 },
      primaryKey: ['id'],
      fields: [
        { name: 'id', type: 'secuencia' },
        ref('cuenta_id', 'cuentas', 'id'),
        { name: 'numero', type: 'tarjeta', unique: true },
        { name: 'caducidad', type: 'fecha', options: { from: '2027-01-01', to: '2031-12-31' } },
      ],
    },
  ];
}

/** Clients for about `rows` rows in all (8 per client on average). */
export const clientsFor = (rows: number): number => Math.round(rows / 8);

export const datasetBody = (tables: readonly TableDefinition[]) => ({
  seed: 'bench-dataset',
  refDate: REF_DATE,
  format: 'sql',
  dialect: 'postgresql',
  tables,
});

/** The field a reference copies, followed through references to references. */
function copied(tables: readonly TableDefinition[], field: FieldDefinition): FieldDefinition {
  if (field.type !== 'referencia') return field;
  const options = field.options ?? {};
  const table = tables.find((t) => t.name === options.table);
  const target = table?.fields.find((f) => f.name === options.field);
  if (target === undefined)
    throw new Error(`unknown reference ${String(options.table)}.${String(options.field)}`);
  return copied(tables, target);
}

/** One plain bulk body per table (load order as given), with the row counts the dataset has. */
export function plainBulkBodies(tables: readonly TableDefinition[], counts: readonly number[]) {
  return tables.map((table, i) => ({
    seed: `bench-dataset-${table.name}`,
    refDate: REF_DATE,
    count: counts[i]!,
    format: 'sql',
    dialect: 'postgresql',
    table: table.name,
    fields: withoutUnique(
      table.fields.map((field) => {
        const { type, options } = copied(tables, field);
        return { name: field.name, type, ...(options ? { options } : {}) };
      }),
    ),
  }));
}
