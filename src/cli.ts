#!/usr/bin/env node
import { Command, CommanderError, Option } from 'commander';
import { bulkFromJson } from './api/checked.js';
import { prepareGenerate } from './api/generate.js';
import { VALIDATE_KINDS, validate } from './api/validate.js';
import { registerAnonymizeCommand } from './cli/anonymize-command.js';
import { abandonOutputs, openAtomicFile, setOutputLang } from './cli/atomic-output.js';
import { isClosedPipe, onStdoutError } from './cli/closed-pipe.js';
import { langInArgv, reportUsageError } from './cli/commander-errors.js';
import { registerDatasetCommand } from './cli/dataset-command.js';
import { registerDbCommand } from './cli/db-command.js';
import { EXIT_CODES, type ExitCode, exitCodeOf } from './cli/exit-codes.js';
import { jsonWriting, tableWriting } from './cli/generate-output.js';
import { registerJobCommands } from './cli/job-commands.js';
import { isFolder } from './cli/job-folder.js';
import { writeBulkPart } from './cli/job-run.js';
import { JOB_ENGINES, jobShard, jobShardLine, SHARDS_VARIABLE } from './cli/job-shard.js';
import { readInputFile, readJsonFile } from './cli/json-file.js';
import { reportError, table, warnIgnoredOptions } from './cli/output.js';
import { applyBulkFlags, type BulkFlags } from './cli/output-flags.js';
import { sayRunSummary, summarise } from './cli/summary.js';
import { writeChunks } from './cli/write.js';
import { COUNTRIES, DEFAULT_COUNTRY, LOCALES } from './countries/registry.js';
import { invalidParams } from './errors/index.js';
import { isLang, LANGS, type Lang } from './i18n/lang.js';

const program = new Command();
// Read from the command line first: Commander's own errors come before any action sets it.
let lang: Lang = langInArgv(process.argv.slice(2)) ?? 'es';
/** Every country's generators, each name once (a name means the same kind of record in each). */
const GENERATOR_NAMES = [...new Set(COUNTRIES.flatMap((c) => c.generators.map((g) => g.name)))];
let locale: string = DEFAULT_COUNTRY.code;

program
  .name('datos-prueba')
  .description(
    'Spanish test data: generate valid DNI/NIE/CIF/IBAN/cards/identities, bulk rows, and validate identifiers.',
  )
  .addOption(new Option('--lang <lang>', 'language of messages').choices([...LANGS]).default('es'))
  .addOption(
    new Option('--locale <country>', 'country of the data (the API path locale)')
      .choices(LOCALES)
      .default(DEFAULT_COUNTRY.code),
  )
  .hook('preAction', (cmd) => {
    const chosen = cmd.opts().lang;
    if (isLang(chosen)) lang = chosen;
    setOutputLang(lang);
    locale = String(cmd.opts().locale);
  })
  // Commander's own errors (an unknown option, a bad choice) end as every usage error does (exit-codes.ts)
  // and are said by fail() in the user's language (commander-errors.ts); set before the commands are
  // added, which inherit both.
  .configureOutput({ outputError: () => {} })
  .exitOverride();

program
  .command('generate')
  .argument('<generator>', GENERATOR_NAMES.join(', '))
  .description('Generate records of one type; extra --name value pairs are the generator options of the API')
  .option('--count <n>', 'number of records (no upper limit offline)', '1')
  .option('--seed <seed>', 'same seed, same data')
  .option('--json', 'JSON output (default when stdout is not a terminal)')
  .allowUnknownOption()
  .allowExcessArguments()
  .addHelpText(
    'after',
    `
Examples:
  $ datos-prueba generate document --count 5 --seed abc --sub nie --fmt dashed
  $ datos-prueba generate identity --seed demo --refDate 2026-01-01 --json
  $ datos-prueba generate card --sub amex --count 3
  $ datos-prueba --locale pt generate document --sub nipc --count 3`,
  )
  .action(async (generator: string, opts: { count: string; seed?: string; json?: boolean }, cmd: Command) => {
    const startedAt = performance.now();
    const options = parseExtraOptions(cmd.args.slice(1));
    // Records are drawn as they are written: any count, in flat memory (generate-output.ts).
    const prepared = prepareGenerate({
      generator,
      locale,
      count: opts.count,
      seed: opts.seed,
      options,
      maxCount: Number.MAX_SAFE_INTEGER,
    });
    warnIgnoredOptions(prepared.meta.ignoredOptions, lang);
    const json = opts.json || !process.stdout.isTTY;
    await writeChunks(json ? jsonWriting(prepared) : tableWriting(prepared), process.stdout, {
      progress: false,
      lang,
    });
    sayRunSummary('generate', prepared.meta.count, startedAt, undefined, lang);
  });

program
  .command('bulk')
  .argument('<schema>', 'JSON file with the body of POST /api/v1/{locale}/bulk (at least "fields")')
  .description('Stream rows from a field schema to a file or stdout, in constant memory, with no row limit')
  .option('--count <n>', 'rows (overrides the file)')
  .option('--format <format>', 'json, csv, sql, xml, typescript, ndjson, parquet (overrides the file)')
  .option('--seed <seed>', 'overrides the file')
  .option('--offset <n>', 'index of the first row in the sequence (overrides the file)')
  .option(
    '--dialect <dialect>',
    'SQL dialect: ansi, postgresql, mysql, sqlite, sqlserver (overrides the file)',
  )
  .option('--table <name>', 'SQL table, XML root and TypeScript interface name (overrides the file)')
  .option('--create-table', 'SQL: a CREATE TABLE before the rows')
  .option('--delimiter <char>', 'CSV: , or ; (overrides the file)')
  .option('--bom', 'CSV: a UTF-8 byte order mark first (for spreadsheets)')
  .option('--compression <codec>', 'Parquet: snappy (default) or zstd (overrides the file)')
  .option('--shard <K/N>', 'only the K-th of N contiguous parts; the N parts concatenate into the whole')
  .option(
    '--shards <N>',
    `number of parts when a job engine gives the index (${JOB_ENGINES.map((e) => e.index).join(', ')}); or ${SHARDS_VARIABLE}`,
  )
  .option(
    '--out <path>',
    'output file, or a folder (ending in / or existing) for a job folder of parts; default stdout',
  )
  .option('--no-progress', 'no progress bar')
  .addHelpText(
    'after',
    `
Examples:
  $ datos-prueba bulk schema.json --count 1000000 --format csv --out personas.csv
  $ datos-prueba bulk schema.json --format sql --dialect postgresql --table personas --create-table > datos.sql
  $ datos-prueba bulk schema.json --format csv --delimiter ';' --bom --out personas.csv
  $ datos-prueba bulk schema.json --count 1000000 --format csv --shard 3/4 > parte3.csv
  $ JOB_COMPLETION_INDEX=7 datos-prueba bulk schema.json --format parquet --shards 64 --out /data/personas/`,
  )
  .action(
    async (
      file: string,
      opts: {
        shard?: string;
        shards?: string;
        out?: string;
        progress: boolean;
      } & BulkFlags,
    ) => {
      const startedAt = performance.now();
      const body = await readJsonFile(file, '<schema>');
      applyBulkFlags(body, opts);
      const job = jobShard(opts, process.env);
      const said = job && jobShardLine(job, lang);
      if (said) process.stderr.write(said);
      const prepared = bulkFromJson(body, {
        locale,
        maxCount: Number.MAX_SAFE_INTEGER,
        workBudget: Number.POSITIVE_INFINITY,
        shard: job?.shard,
      });
      if (opts.out !== undefined && isFolder(opts.out)) {
        await writeBulkPart(prepared, {
          folder: opts.out,
          request: body,
          locale,
          shard: job?.shard ?? { k: 1, n: 1 },
          progress: opts.progress,
          lang,
        });
        sayRunSummary('bulk', prepared.count, startedAt, opts.out, lang);
        return;
      }
      // A file appears whole or not at all (atomic-output.ts).
      const target = opts.out ? openAtomicFile(opts.out) : undefined;
      const out = target?.stream ?? process.stdout;
      await writeChunks({ rows: prepared.count, chunks: (onProgress) => prepared.chunks(onProgress) }, out, {
        progress: opts.progress && prepared.count >= 10_000,
        lang,
        endWithNewline: out === process.stdout && prepared.format !== 'parquet',
      });
      await target?.commit();
      sayRunSummary('bulk', prepared.count, startedAt, opts.out, lang);
    },
  );

registerDatasetCommand(
  program,
  () => lang,
  () => locale,
);
registerDbCommand(program, () => locale);

program
  .command('validate')
  .argument('[value]', 'value to validate')
  .description('Validate a value, or one value per line of a file; exit code 1 when any value is invalid')
  .option(
    '--kind <kind>',
    `${VALIDATE_KINDS.join(', ')} (default auto; --locale chooses the country auto detects)`,
    'auto',
  )
  .option('--file <file>', 'one value per line')
  .option('--json', 'JSON output')
  .addHelpText(
    'after',
    `
Examples:
  $ datos-prueba validate 12345678Z
  $ datos-prueba validate X1234567L --kind NIE --lang en
  $ datos-prueba --locale pt validate 501964843
  $ datos-prueba validate --file valores.txt`,
  )
  .action(async (value: string | undefined, opts: { kind: string; file?: string; json?: boolean }) => {
    if (value === undefined && opts.file === undefined)
      throw invalidParams({ member: 'value', problem: 'empty' });
    const values = opts.file
      ? (await readInputFile(opts.file, 'file')).split(/\r?\n/).filter((l) => l.trim() !== '')
      : [value!];
    const results = values.map((v) => ({
      value: v,
      ...validate({ value: v, kind: opts.kind, lang, locale }).data,
    }));
    if (opts.json) process.stdout.write(`${JSON.stringify(results)}\n`);
    else if (!opts.file) {
      const [r] = results;
      process.stdout.write(`${table([r as unknown as Record<string, unknown>])}\n`);
    } else process.stdout.write(`${summarise(results, lang)}\n`);
    if (results.some((r) => !r.valid)) process.exitCode = EXIT_CODES.failed;
  });

registerAnonymizeCommand(
  program,
  () => locale,
  () => lang,
);
registerJobCommands(
  program,
  () => lang,
  () => locale,
);

program
  .command('serve')
  .description(
    'Start the HTTP service (PORT, HOST, RATE_LIMIT_PER_MINUTE, TRUST_PROXY, REDIS_URL from the environment)',
  )
  .action(async () => {
    const { runServer } = await import('./server.js');
    await runServer();
  });

/** `--sub nie --fmt=dashed --ok false` -> { sub: 'nie', fmt: 'dashed', ok: 'false' } */
function parseExtraOptions(args: readonly string[]): Record<string, string> {
  const options: Record<string, string> = Object.create(null);
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) throw invalidParams({ problem: 'unexpected_argument', value: arg });
    const eq = arg.indexOf('=');
    if (eq > 0) options[arg.slice(2, eq)] = arg.slice(eq + 1);
    else {
      const next = args[i + 1];
      if (next === undefined || next.startsWith('--'))
        throw invalidParams({ parameter: arg.slice(2), problem: 'missing_value' });
      options[arg.slice(2)] = next;
      i++;
    }
  }
  return options;
}

/** The commands, and the one the command line names (for the usage hint). */
function usageContext(): { commands: string[]; command: string } {
  const commands = program.commands.map((c) => c.name());
  const named = process.argv.slice(2).find((arg) => commands.includes(arg));
  return { commands, command: named === undefined ? 'datos-prueba' : `datos-prueba ${named}` };
}

/** Files half-written go first; one line says what was and was not written, one what went wrong. */
function fail(err: unknown): ExitCode {
  if (isClosedPipe(err)) return EXIT_CODES.ok;
  setOutputLang(lang);
  abandonOutputs();
  if (err instanceof CommanderError) reportUsageError(err, lang, usageContext());
  else reportError(err, lang);
  return exitCodeOf(err);
}

// stdout that cannot take more (a full disk): said in one line, not as a stack trace.
onStdoutError((err) => process.exit(fail(err)));

program.parseAsync(process.argv).catch((err) => {
  process.exitCode = fail(err);
});
