/**
 * `db anonimizar` (docs/api.md, Database copy): a pseudonymized copy of a
 * live database into another. The source is read on one read-only
 * snapshot; its schema is read as `db fill` reads it; each column is
 * planned as `anonimizar` plans a file's, the plans agreeing along foreign
 * keys; every table is streamed, parents first, through one key's
 * replacers, so a value gets the same fake in every table and keys still
 * join. The target's tables are created when missing, else checked; the
 * rows go in inside one transaction (the tables MariaDB/MySQL creates
 * stay, empty, on failure: its CREATE TABLE commits on its own).
 */
import { resolve } from 'node:path';
import { DEFAULT_DATE_WINDOW } from '../../anonymize/anonymize.js';
import type { DetectLocale } from '../../anonymize/detect.js';
import { checkColumns } from '../../anonymize/plan.js';
import { type ColumnReport, isPlaceKind, Replacers, RowAnonymizer } from '../../anonymize/row-anonymizer.js';
import { invalidParams } from '../../errors/index.js';
import type { Catalog, CatalogTable } from '../catalog.js';
import type { Connection, ForeignKeyRef, ReadCell } from '../connection.js';
import { connect } from '../driver.js';
import { DbError, type DbOutcome } from '../errors.js';
import { type DbTarget, describeTarget, parseDbUrl } from '../url.js';
import { copiedColumns, planTables, type TablePlan } from './columns.js';
import { replaceCopyText } from './copy-text.js';
import { createTableSql, keyStatements } from './ddl.js';
import { parentsFirst } from './order.js';
import { SharedReplacement } from './replace-thread.js';
import { parseSubset, type RowFilter, selectSubset } from './subset.js';
import { converter } from './values.js';

export interface CopyOptions {
  /** The secret: the same key and value give the same fake, in every table and run. */
  readonly key: string;
  /** Column (or `table.column`) -> kind, or "conservar" to keep it; the others are detected. */
  readonly columns?: Readonly<Record<string, string>>;
  /** Only plan: read the source's schema and a sample of each table, write nothing. */
  readonly plan?: boolean;
  readonly dateWindow?: number;
  readonly keepProvince?: boolean;
  /** Search text columns left as they are for identifiers. Default true. */
  readonly scanText?: boolean;
  readonly locale?: DetectLocale;
  /** `table:10%` or `table:SQL condition`, each a slice followed along foreign keys (subset.ts). */
  readonly subset?: readonly string[];
  readonly signal?: AbortSignal;
  /**
   * Threads that replace cells between two PostgreSQL databases: 2 (the
   * default) hands part of each table's rows to a second thread where the
   * machine has two cores or more, once the process has spent a second
   * replacing alone (replace-thread.ts); 1 keeps to one. The rows written
   * are the same.
   */
  readonly threads?: 1 | 2;
  onTableDone?(table: string, rows: number, milliseconds: number): void;
}

export interface CopyTableReport {
  readonly table: string;
  /** Rows written (with `plan`, 0). */
  readonly rows: number;
  /** Created by the copy, or found in the target and checked. */
  readonly created: boolean;
  /** With a subset: how the table was sliced ("10%", "WHERE ...", "parents", "children", or whole). */
  readonly slice?: string;
  readonly columns: readonly ColumnReport[];
}

export interface CopyReport {
  readonly source: string;
  readonly target: string;
  readonly plan: boolean;
  readonly tables: readonly CopyTableReport[];
}

/** Values per column the value detection looks at, as in a file. */
const SAMPLE_ROWS = 200;

export async function copyDatabase(
  sourceUrl: string,
  targetUrl: string,
  options: CopyOptions,
): Promise<CopyReport> {
  const from = parseDbUrl(sourceUrl, 'source');
  const to = parseDbUrl(targetUrl, 'target');
  if (sameDatabase(from, to)) throw invalidParams({ parameter: 'target', problem: 'same_database' });
  if (typeof options.key !== 'string' || options.key.length === 0)
    throw invalidParams({ parameter: 'key', problem: 'required' });
  const dateWindow = options.dateWindow ?? DEFAULT_DATE_WINDOW;
  const given = checkColumns(options.columns ?? {});
  const subset = (options.subset ?? []).map(parseSubset);

  const source = await connect(from, { readOnly: true });
  try {
    // Read before the snapshot's transaction, which a refusal would abort: a guess only (replace-thread.ts).
    const sizes = (await source.tableBytes?.()) ?? new Map<string, number>();
    await source.beginSnapshot();
    const catalog = await source.readCatalog();
    if (catalog.tables.length === 0) throw new DbError('NO_TABLES', { target: describeTarget(from) });
    const known = new Set(
      catalog.tables.flatMap((t) => t.columns.flatMap((c) => [c.name, `${t.name}.${c.name}`])),
    );
    const missing = [...given.keys()].filter((c) => !known.has(c));
    if (missing.length > 0)
      throw invalidParams({ parameter: 'columns', problem: 'unknown_source_column', missing });
    const tables = parentsFirst(catalog.tables);
    const plans = planTables(
      tables,
      await samples(source, tables),
      given,
      options.scanText ?? true,
      options.locale ?? 'es',
    );
    const filters = await selectSubset(source, tables, subset);
    const replacers = new Replacers({
      key: options.key,
      dateWindow,
      keepProvince: options.keepProvince ?? false,
      locale: options.locale ?? 'es',
    });
    const base = { source: describeTarget(from), target: describeTarget(to) };
    if (options.plan) {
      return {
        ...base,
        plan: true,
        tables: plans.map((p) =>
          tableReport(p, engineOf(replacers, p, true), 0, false, filters.get(p.table.name)),
        ),
      };
    }
    const target = await connect(to, { create: true });
    try {
      return {
        ...base,
        plan: false,
        tables: await write(source, catalog, target, plans, filters, replacers, sizes, options),
      };
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}

function sameDatabase(a: DbTarget, b: DbTarget): boolean {
  if (a.dialect === 'sqlite' || b.dialect === 'sqlite')
    return a.dialect === 'sqlite' && b.dialect === 'sqlite' && resolve(a.path) === resolve(b.path);
  return (
    a.dialect === b.dialect &&
    a.host === b.host &&
    a.port === b.port &&
    a.database === b.database &&
    (a.params.get('schema') ?? 'public') === (b.params.get('schema') ?? 'public')
  );
}

/** The first rows of each table, as text by column, for the value detection. */
async function samples(source: Connection, tables: readonly CatalogTable[]) {
  const found = new Map<string, string[][]>();
  for (const table of tables) {
    const columns = copiedColumns(table);
    const values: string[][] = columns.map(() => []);
    for await (const batch of source.read({
      table: table.name,
      columns: columns.map((c) => c.name),
      limit: SAMPLE_ROWS,
    }))
      for (const row of batch)
        row.forEach((cell, i) => {
          if (typeof cell === 'string' ? cell.trim() !== '' : typeof cell === 'number')
            values[i]!.push(String(cell));
        });
    found.set(table.name, values);
  }
  return found;
}

function engineOf(replacers: Replacers, plan: TablePlan, planOnly: boolean): RowAnonymizer {
  const engine = new RowAnonymizer(replacers, planOnly);
  for (const p of plan.plans) engine.add(p);
  return engine;
}

function tableReport(
  plan: TablePlan,
  engine: RowAnonymizer,
  rows: number,
  created: boolean,
  filter: RowFilter | undefined,
): CopyTableReport {
  return {
    table: plan.table.name,
    rows,
    created,
    ...(filter === undefined ? {} : { slice: filter.slice }),
    columns: engine.report(rows),
  };
}

const refOf = (table: string, fk: CatalogTable['foreignKeys'][number]): ForeignKeyRef => ({
  table,
  columns: fk.columns,
  refTable: fk.table,
  refColumns: fk.targetColumns,
});

/**
 * The target's tables checked (an existing one must have every copied
 * column and no row) or created, then every table streamed in, parents
 * first, in one transaction whose foreign keys are checked at its end.
 */
async function write(
  source: Connection,
  catalog: Catalog,
  target: Connection,
  plans: readonly TablePlan[],
  filters: ReadonlyMap<string, RowFilter>,
  replacers: Replacers,
  sizes: ReadonlyMap<string, number>,
  options: CopyOptions,
): Promise<CopyTableReport[]> {
  const existing = await target.readCatalog();
  // PostgreSQL gets a created table's keys after its rows, in the same transaction, as a restore does.
  const keysLater = target.dialect === 'postgresql';
  const toCreate: CatalogTable[] = [];
  const foreignKeys: ForeignKeyRef[] = [];
  for (const { table, columns } of plans) {
    const there = existing.tables.find((t) => t.name === table.name);
    if (there === undefined) {
      toCreate.push(table);
      if (!keysLater) foreignKeys.push(...table.foreignKeys.map((fk) => refOf(table.name, fk)));
      continue;
    }
    const lacking = columns.filter((c) => !there.columns.some((t) => t.name === c.name)).map((c) => c.name);
    const unfilled = there.columns
      .filter((t) => !t.nullable && t.defaultValue === undefined && t.filledBy === undefined)
      .filter((t) => !columns.some((c) => c.name === t.name))
      .map((t) => t.name);
    if (lacking.length > 0 || unfilled.length > 0)
      throw invalidParams({
        parameter: 'target',
        problem: 'target_not_compatible',
        value: table.name,
        missing: [...lacking, ...unfilled],
      });
    if (!(await target.isEmpty(table.name)))
      throw invalidParams({ parameter: 'target', problem: 'target_not_empty', value: table.name });
    foreignKeys.push(...there.foreignKeys.map((fk) => refOf(there.name, fk)));
  }

  const created: string[] = [];
  const create = async () => {
    // A PostgreSQL schema the target URL names is made with its tables (and goes with them on failure).
    if (toCreate.length > 0) await target.ensureNamespace?.();
    for (const table of toCreate) {
      const parents = (table.inherits ?? []).flatMap((name) => catalog.tables.filter((t) => t.name === name));
      await target.execute(
        createTableSql(table, catalog.dialect, target.dialect, target, !keysLater, parents),
      );
      created.push(table.name);
    }
  };
  const reports: CopyTableReport[] = [];
  // Between two PostgreSQL databases an unsliced table's COPY text goes across as it is, but for the cells replaced.
  const asText = (plan: TablePlan) =>
    filters.get(plan.table.name) === undefined &&
    catalog.dialect === target.dialect &&
    source.readCopyText !== undefined;
  // There a second thread can take part of the replacing.
  const replacedAsText = plans.filter(
    (plan) => asText(plan) && plan.plans.some((p) => p.kind !== null || p.scan),
  );
  const kinds = [...new Set(replacedAsText.flatMap((p) => p.plans.flatMap((c) => c.kind ?? [])))];
  // What it will replace, guessed from the tables' sizes and the share of their columns replaced.
  const replacedBytes = replacedAsText.reduce(
    (sum, { table, plans }) =>
      sum + ((sizes.get(table.name) ?? 0) * plans.filter((p) => p.kind !== null).length) / plans.length,
    0,
  );
  const shared =
    (options.threads ?? 2) === 2 && replacedAsText.length > 0
      ? SharedReplacement.start(replacers.options, kinds, kinds.some(isPlaceKind), replacedBytes)
      : undefined;
  let began = false;
  const written: string[] = [];
  try {
    // MariaDB/MySQL commits a CREATE TABLE on its own: the tables are made before the transaction,
    // with the checks off, since a table of a cycle names one not created yet.
    if (target.dialect === 'mysql') {
      if (foreignKeys.length > 0) await target.deferForeignKeys(foreignKeys);
      await create();
    }
    await target.begin();
    began = true;
    if (target.dialect !== 'mysql') await create();
    // Checked once every table is in: self-references and cycles load in any order.
    if (foreignKeys.length > 0) await target.deferForeignKeys(foreignKeys);
    for (const plan of plans) {
      options.signal?.throwIfAborted();
      const started = performance.now();
      const engine = engineOf(replacers, plan, false);
      const filter = filters.get(plan.table.name);
      const read = { table: plan.table.name, columns: plan.columns.map((c) => c.name) };
      const copyText = asText(plan) ? source.readCopyText?.(read) : undefined;
      let rows = 0;
      await target.load({
        copyText:
          copyText === undefined || !engine.changesRows
            ? copyText
            : shared !== undefined
              ? shared.replaceCopyText(copyText, engine, plan.plans, readColumns(plan), options.signal)
              : replaceCopyText(copyText, engine, readColumns(plan), options.signal),
        table: plan.table.name,
        columns: plan.columns.map((c) => c.name),
        counters: plan.columns
          .filter(
            (c) => c.filledBy === 'identity' || c.filledBy === 'serial' || c.filledBy === 'auto_increment',
          )
          .filter((c) => c.kind === 'integer')
          .map((c) => c.name),
        batches: rowsOf(source, plan, engine, filter, catalog.dialect, target.dialect, options.signal),
        onRows: (n) => {
          rows = n;
        },
      });
      written.push(plan.table.name);
      const milliseconds = performance.now() - started;
      options.onTableDone?.(plan.table.name, rows, milliseconds);
      reports.push(
        tableReport(plan, engine, rows, created.includes(plan.table.name), filters.get(plan.table.name)),
      );
    }
    if (keysLater) {
      const keys = toCreate.map((table) => keyStatements(table, target));
      for (const statement of [...keys.flatMap((k) => k.own), ...keys.flatMap((k) => k.foreign)])
        await target.execute(statement);
    }
    if (foreignKeys.length > 0) await target.checkForeignKeys();
    // PostgreSQL checked every foreign key as it put it back; elsewhere they are counted.
    for (const fk of target.dialect === 'postgresql' ? [] : foreignKeys) {
      const orphans = await target.orphans(fk);
      if (orphans > 0)
        throw new DbError('ORPHAN_ROWS', {
          table: fk.table,
          column: fk.columns.join(', '),
          orphans,
          references: fk.refTable,
        });
    }
    options.signal?.throwIfAborted();
    await target.commit();
    return reports;
  } catch (err) {
    if (began) await target.rollback();
    throw withOutcome(err, target, began, created);
  } finally {
    shared?.end();
  }
}

/** The source's rows of one table, sliced, converted for the target and pseudonymized, batch by batch. */
async function* rowsOf(
  source: Connection,
  plan: TablePlan,
  engine: RowAnonymizer,
  filter: RowFilter | undefined,
  from: Catalog['dialect'],
  to: Catalog['dialect'],
  signal: AbortSignal | undefined,
): AsyncGenerator<ReadCell[][]> {
  const converts = plan.columns
    .map((c, i) => [i, converter(c, from, to)] as const)
    .filter(([, c]) => c !== undefined);
  const changes = engine.changesRows;
  let count = 0;
  for await (const batch of source.read({
    table: plan.table.name,
    columns: plan.columns.map((c) => c.name),
    where: filter?.where,
  })) {
    // Ctrl-C: the table ends here, and the copy's next check rolls everything back.
    if (signal?.aborted) return;
    const out: ReadCell[][] = [];
    for (const read of batch) {
      if (filter !== undefined && !filter.keep(read)) continue;
      const row = read as ReadCell[];
      if (changes) engine.replace(row, ++count);
      for (const [i, convert] of converts) row[i] = convert!(row[i]!);
      out.push(row);
    }
    if (out.length > 0) yield out;
  }
}

/** The indexes of the columns the plan replaces or searches: the cells a row's replacement reads. */
const readColumns = (plan: TablePlan): number[] =>
  plan.plans.flatMap((p, i) => (p.kind !== null || p.scan ? [i] : []));

/** The error, saying what the copy left in the target. */
function withOutcome(err: unknown, target: Connection, began: boolean, created: readonly string[]): unknown {
  const interrupted = err instanceof Error && err.name === 'AbortError';
  if (!(err instanceof DbError) && !interrupted) return err;
  const outcome: DbOutcome = {
    of: 'copy',
    rolledBack: began,
    ...(created.length > 0 && target.dialect === 'mysql'
      ? { stay: { how: 'created', tables: [...created] } }
      : {}),
  };
  if (interrupted) return new DbError('INTERRUPTED', { outcome });
  return new DbError(err instanceof DbError ? err.problem : 'DATABASE_ERROR', {
    ...(err instanceof DbError ? err.facts : {}),
    outcome,
  });
}
