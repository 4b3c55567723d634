import { SingleBar } from 'cli-progress';
import type { Command } from 'commander';
import { DB_LOCALES } from '../db/db-locale.js';
import { DbError } from '../db/errors.js';
import { fillDatabase } from '../db/fill.js';
import { introspectDatabase } from '../db/introspect-database.js';
import { ApiError, invalidParams } from '../errors/index.js';
import { isLang, type Lang } from '../i18n/lang.js';
import { writeAtomicFile } from './atomic-output.js';
import { registerDbAnonymizeCommand } from './db-anonymize-command.js';
import { dbErrorLine } from './db-messages.js';
import { planText, summaryText } from './db-plan.js';
import { EXIT_CODES, exitCodeOf } from './exit-codes.js';
import { readJsonFile } from './json-file.js';
import { requireLocale } from './served-locales.js';

interface IntrospectFlags {
  tables?: string;
  rows?: string;
  out?: string;
}

interface FillFlags {
  schema?: string;
  rows?: string;
  seed?: string;
  tables?: string;
  truncate?: boolean;
  cascade?: boolean;
  dryRun?: boolean;
  progress: boolean;
}

const URLS = `
Database URLs:
  postgres://user:password@host:5432/database?schema=public   (also postgresql://)
  mysql://user:password@host:3306/database                    (also mariadb://)
  sqlite:path/to/file.db                                      (or a path ending in .db, .sqlite, .sqlite3)`;

/** `datos-prueba db introspect|fill`: live databases (docs/api.md, Live databases). */
export function registerDbCommand(program: Command, locale: () => string) {
  const db = program
    .command('db')
    .description('Read a live database schema as a dataset body, fill it, or copy it pseudonymized');

  db.command('introspect')
    .argument('<url>', 'database URL')
    .description(
      'Print a dataset body for the tables: each column mapped to a field type, with its SQL and why',
    )
    .option('--tables <a,b>', 'only these tables')
    .option(
      '--rows <n|t=n,...>',
      'rows per table written into the body (N for all, or table=N for some)',
      '100',
    )
    .option('--out <file>', 'output file (default stdout)')
    .addHelpText(
      'after',
      `${URLS}\n\nExample:\n  $ datos-prueba db introspect postgres://postgres@localhost/tienda > tienda.json`,
    )
    .action(async (url: string, flags: IntrospectFlags, cmd: Command) =>
      guarded(cmd, async () => {
        requireLocale(locale(), 'db introspect', DB_LOCALES);
        const rows = rowsOf(flags.rows);
        const body = await introspectDatabase(url, {
          rows: rows?.all,
          tableRows: rows?.tables,
          tables: tablesOf(flags.tables),
          locale: locale(),
        });
        const text = `${JSON.stringify(body, null, 2)}\n`;
        if (!flags.out) process.stdout.write(text);
        else await writeAtomicFile(flags.out, text);
      }),
    );

  db.command('fill')
    .argument('<url>', 'database URL')
    .description('Fill the tables, parents first, each table whole or not at all')
    .option('--schema <file>', 'dataset body to fill with (default: what introspect maps)')
    .option('--rows <n|t=n,...>', 'rows per table (overrides the body): N for all, table=N for some')
    .option('--seed <seed>', 'same seed, same rows')
    .option('--tables <a,b>', 'only these tables (without --schema)')
    .option('--truncate', 'empty the tables first, children before parents')
    .option('--cascade', 'with --truncate: also empty other tables that reference the emptied ones')
    .option('--dry-run', 'print the plan and check every value against its column; write nothing')
    .option('--no-progress', 'no progress bar')
    .addHelpText(
      'after',
      `${URLS}\n\nExamples:\n  $ datos-prueba db fill postgres://postgres@localhost/tienda --rows 10000 --truncate --seed demo\n  $ datos-prueba db fill mysql://root@localhost/clinica --schema clinica.json`,
    )
    .action(async (url: string, flags: FillFlags, cmd: Command) =>
      guarded(cmd, async () => {
        requireLocale(locale(), 'db fill', DB_LOCALES);
        const body = flags.schema === undefined ? undefined : await readJsonFile(flags.schema);
        let bar: SingleBar | undefined;
        const rows = rowsOf(flags.rows);
        // Ctrl-C rolls the fill back instead of leaving it half-written.
        const interrupt = new AbortController();
        const onSigint = () => interrupt.abort();
        process.once('SIGINT', onSigint);
        const report = await fillDatabase(url, {
          body,
          rows: rows?.all,
          tableRows: rows?.tables,
          seed: flags.seed,
          tables: tablesOf(flags.tables),
          locale: locale(),
          truncate: flags.truncate ?? false,
          cascade: flags.cascade ?? false,
          dryRun: flags.dryRun ?? false,
          signal: interrupt.signal,
          onTableStart(table, rows) {
            if (!flags.progress || !process.stderr.isTTY || rows === 0) return;
            bar = new SingleBar({
              format: `${table} {bar} {value}/{total} | ETA {eta}s`,
              stream: process.stderr,
            });
            bar.start(rows, 0);
          },
          onProgress: (_table, rows) => bar?.update(rows),
          onTableDone(table, rows, ms) {
            bar?.stop();
            bar = undefined;
            const perSecond = ms > 0 ? Math.round((rows * 1000) / ms) : rows;
            process.stderr.write(
              `${table}: ${rows} rows, ${(ms / 1000).toFixed(2)} s, ${perSecond} rows/s\n`,
            );
          },
        }).finally(() => {
          bar?.stop();
          process.off('SIGINT', onSigint);
        });
        if (report.dryRun) process.stdout.write(planText(report));
        else process.stderr.write(summaryText(report));
        process.stderr.write(`seed: ${report.seed}  refDate: ${report.refDate}\n`);
      }),
    );

  registerDbAnonymizeCommand(db, locale, guarded);
}

/**
 * Database problems are one line and exit code 1 (130 when interrupted); a
 * driver that is not installed is one line naming it, exit code 2 (the user
 * installs it); other usage errors go to the CLI's usual handler
 * (README, Exit codes).
 */
async function guarded(cmd: Command, action: () => Promise<void>) {
  try {
    await action();
  } catch (err) {
    const lang: Lang = isLang(cmd.optsWithGlobals().lang) ? cmd.optsWithGlobals().lang : 'es';
    if (err instanceof ApiError && err.details?.problem === 'driver_missing') {
      process.stderr.write(`${err.headline(lang)}\n`);
      process.exitCode = EXIT_CODES.usage;
      return;
    }
    if (!(err instanceof DbError)) throw err;
    process.stderr.write(`${dbErrorLine(err, lang)}\n`);
    process.exitCode = exitCodeOf(err);
  }
}

/** `1000`, `clientes=1000,pedidos=20000`, or both: `1000,pedidos=20000`. */
function rowsOf(text: string | undefined): { all?: number; tables?: Record<string, number> } | undefined {
  if (text === undefined) return undefined;
  let all: number | undefined;
  const tables: Record<string, number> = {};
  for (const item of text.split(',').map((t) => t.trim())) {
    const m = /^(?:([^=\s]+)=)?([0-9]+)$/.exec(item);
    if (!m || (m[1] === undefined && all !== undefined))
      throw invalidParams({
        parameter: 'rows',
        problem: 'bad_syntax',
        expected: 'N, table=N,…',
        value: item,
      });
    if (m[1] === undefined) all = Number(m[2]);
    else tables[m[1]] = Number(m[2]);
  }
  return { ...(all !== undefined ? { all } : {}), ...(Object.keys(tables).length > 0 ? { tables } : {}) };
}

const tablesOf = (text: string | undefined) =>
  text === undefined
    ? undefined
    : text
        .split(',')
        .map((t) => t.trim())
        .filter((t) => t.length > 0);
