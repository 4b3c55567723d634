import type { Command } from 'commander';
import { ANONYMIZE_LOCALES, anonymize, type FormatName } from '../anonymize/anonymize.js';
import { parseColumnsOption } from '../anonymize/plan.js';
import { invalidParams } from '../errors/index.js';
import type { Lang } from '../i18n/lang.js';
import { planTable, reidentificationTable, summaryTable } from './anonymize-messages.js';
import { openAtomicFile, writeAndCommit } from './atomic-output.js';
import { asFileProblem } from './extract-errors.js';
import { cliInteger } from './integer-flag.js';
import { requireInputFile } from './json-file.js';
import { requireLocale } from './served-locales.js';
import { sayRunSummary } from './summary.js';

/** Where the key may come from besides --key, so it stays out of shell history and `ps`. */
export const KEY_VARIABLE = 'DATOS_PRUEBA_CLAVE';

interface Options {
  key?: string;
  columns?: string;
  out?: string;
  report?: string;
  plan?: boolean;
  format?: string;
  dateWindow?: string;
  scanText?: boolean;
  keepProvince?: boolean;
  informe?: string | boolean;
  umbral?: string;
}

export function registerAnonymizeCommand(
  program: Command,
  locale: () => string,
  lang: () => Lang = () => 'es',
): void {
  program
    .command('anonimizar')
    .argument('<file>', 'CSV (any delimiter), NDJSON or JSON array')
    .description(
      'Replace personal data by consistent, valid fakes of the same kind (keyed and deterministic)',
    )
    .option('--key <secret>', `secret key, required (or the ${KEY_VARIABLE} environment variable)`)
    .option('--columns <map>', 'kind=column pairs, e.g. dni=documento,nombre=nombre_completo,conservar=id')
    .option('--out <file>', 'output file (default stdout)')
    .option('--report <file>', 'write the per-column report as JSON')
    .option('--plan', 'only print what would be done with each column')
    .option('--format <format>', 'csv, ndjson or json (default: from the extension or the content)')
    .option('--date-window <days>', 'days a date of birth may move, 0 keeps dates', '30')
    .option('--keep-province', 'places move only inside their province (regional statistics stay right)')
    .option(
      '--informe [file]',
      're-identification report: quasi-identifiers left, groups and k (JSON to the file if given)',
    )
    .option('--umbral <k>', 'groups with fewer rows than this are counted at risk in the report', '5')
    .option('--no-scan-text', 'leave free-text columns as they are (default: search them for identifiers)')
    .addHelpText(
      'after',
      `
Examples:
  $ datos-prueba anonimizar clientes.csv --key "$CLAVE" --out clientes-anon.csv
  $ datos-prueba anonimizar pedidos.ndjson --key "$CLAVE" --columns dni=nif_cliente --plan`,
    )
    .action(async (file: string, opts: Options) => {
      const startedAt = performance.now();
      const country = locale();
      requireLocale(country, 'anonimizar', ANONYMIZE_LOCALES);
      const key = opts.key ?? process.env[KEY_VARIABLE];
      if (key === undefined || key === '')
        throw invalidParams({ parameter: 'key', problem: 'key_required', variable: KEY_VARIABLE });
      const options = {
        input: file,
        key,
        columns: opts.columns === undefined ? undefined : parseColumnsOption(opts.columns),
        format: opts.format as FormatName | undefined,
        dateWindow: opts.dateWindow === undefined ? undefined : cliInteger('date-window', opts.dateWindow, 0),
        scanText: opts.scanText !== false,
        keepProvince: opts.keepProvince === true,
        locale: ANONYMIZE_LOCALES.find((l) => l === country),
        reidentification: opts.informe ? { threshold: Number(opts.umbral ?? '5') } : undefined,
      };
      if (opts.umbral !== undefined) cliInteger('umbral', opts.umbral, 2);
      await requireInputFile(file, '<file>');
      if (opts.plan) {
        const report = await anonymize({ ...options, plan: true }).catch((err: unknown) => {
          throw asFileProblem(err, file);
        });
        process.stdout.write(`${planTable(report, lang())}\n`);
        return;
      }
      // The output and the reports appear whole or not at all (atomic-output.ts), all
      // opened first, so that a folder that does not exist is said before the work.
      const target = opts.out === undefined ? undefined : openAtomicFile(opts.out);
      const reportFile = opts.report ? openAtomicFile(opts.report, 'report') : undefined;
      const informeFile =
        typeof opts.informe === 'string' ? openAtomicFile(opts.informe, 'informe') : undefined;
      const report = await anonymize({ ...options, output: target?.stream ?? process.stdout }).catch(
        (err: unknown) => {
          throw asFileProblem(err, file);
        },
      );
      await target?.commit();
      if (reportFile) await writeAndCommit(reportFile, `${JSON.stringify(report, null, 2)}\n`);
      else process.stderr.write(`${summaryTable(report, lang())}\n`);
      if (report.reidentification !== undefined) {
        if (informeFile)
          await writeAndCommit(informeFile, `${JSON.stringify(report.reidentification, null, 2)}\n`);
        process.stderr.write(`${reidentificationTable(report.reidentification, lang())}\n`);
      }
      sayRunSummary('anonimizar', report.rows, startedAt, opts.out, lang());
    });
}
