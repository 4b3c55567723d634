/**
 * `datos-prueba db anonimizar <source-url> <target-url>`: a pseudonymized
 * copy of a live database (docs/api.md, Database copy). The domain work is
 * src/db/copy; this file reads the flags and prints the plan and summary
 * in the language `--lang` chooses.
 */
import type { Command } from 'commander';
import { ANONYMIZE_LOCALES } from '../anonymize/anonymize.js';
import { parseColumnsOption } from '../anonymize/plan.js';
import { type CopyReport, copyDatabase } from '../db/copy/copy.js';
import { invalidParams } from '../errors/index.js';
import { isLang, type Lang, type LangText } from '../i18n/lang.js';
import { KEY_VARIABLE } from './anonymize-command.js';
import { planTable, summaryTable } from './anonymize-messages.js';
import { cliInteger } from './integer-flag.js';

interface Flags {
  key?: string;
  columns?: string;
  subset: string[];
  plan?: boolean;
  dateWindow?: string;
  keepProvince?: boolean;
  scanText?: boolean;
}

const WORDS: Readonly<Record<'table' | 'rows' | 'created' | 'existing' | 'follows' | 'total', LangText>> = {
  table: { es: 'tabla', en: 'table', pt: 'tabela' },
  rows: { es: 'filas', en: 'rows', pt: 'linhas' },
  created: { es: 'creada', en: 'created', pt: 'criada' },
  existing: { es: 'ya existía', en: 'already there', pt: 'já existia' },
  follows: {
    es: 'sigue las claves ajenas',
    en: 'follows foreign keys',
    pt: 'segue as chaves estrangeiras',
  },
  total: { es: 'copiadas', en: 'copied', pt: 'copiadas' },
};

const collect = (value: string, previous: string[]) => [...previous, value];

export function registerDbAnonymizeCommand(
  db: Command,
  locale: () => string,
  guarded: (cmd: Command, action: () => Promise<void>) => Promise<void>,
): void {
  db.command('anonimizar')
    .argument('<source-url>', 'database to read (only read)')
    .argument('<target-url>', 'database to write the pseudonymized copy into')
    .description(
      'Copy a database into another, parents first, replacing personal data by keyed fakes (the same in every table)',
    )
    .option('--key <secret>', `secret key, required (or the ${KEY_VARIABLE} environment variable)`)
    .option(
      '--columns <map>',
      'kind=column or kind=table.column pairs, e.g. dni=clientes.documento,conservar=notas',
    )
    .option(
      '--subset <table:slice>',
      'a slice of a table, followed along foreign keys: clientes:10% or "clientes:provincia=\'Madrid\'" (repeatable)',
      collect,
      [],
    )
    .option('--plan', 'only print what would be done with each column; write nothing')
    .option('--date-window <days>', 'days a date of birth may move, 0 keeps dates', '30')
    .option('--keep-province', 'places move only inside their province')
    .option('--no-scan-text', 'leave text columns as they are (default: search them for identifiers)')
    .addHelpText(
      'after',
      `
Examples:
  $ datos-prueba db anonimizar postgres://localhost/produccion "postgres://localhost/pruebas?schema=anon" --key "$CLAVE"
  $ datos-prueba db anonimizar mysql://root@localhost/crm copia.db --subset clientes:10% --plan`,
    )
    .action(async (sourceUrl: string, targetUrl: string, flags: Flags, cmd: Command) =>
      guarded(cmd, async () => {
        const lang: Lang = isLang(cmd.optsWithGlobals().lang) ? cmd.optsWithGlobals().lang : 'es';
        const country = ANONYMIZE_LOCALES.find((l) => l === locale());
        if (country === undefined)
          throw invalidParams({
            parameter: 'locale',
            problem: 'not_allowed',
            value: locale(),
            allowed: ANONYMIZE_LOCALES,
          });
        const key = flags.key ?? process.env[KEY_VARIABLE];
        if (key === undefined || key === '')
          throw invalidParams({ parameter: 'key', problem: 'key_required', variable: KEY_VARIABLE });
        // Ctrl-C rolls the copy back instead of leaving it half-written.
        const interrupt = new AbortController();
        const onSigint = () => interrupt.abort();
        process.once('SIGINT', onSigint);
        const report = await copyDatabase(sourceUrl, targetUrl, {
          key,
          columns: flags.columns === undefined ? undefined : parseColumnsOption(flags.columns),
          plan: flags.plan === true,
          dateWindow:
            flags.dateWindow === undefined ? undefined : cliInteger('date-window', flags.dateWindow, 0),
          keepProvince: flags.keepProvince === true,
          scanText: flags.scanText !== false,
          locale: country,
          subset: flags.subset,
          signal: interrupt.signal,
          onTableDone(table, rows, ms) {
            const perSecond = ms > 0 ? Math.round((rows * 1000) / ms) : rows;
            process.stderr.write(
              `${table}: ${rows} ${WORDS.rows[lang]}, ${(ms / 1000).toFixed(2)} s, ${perSecond} ${WORDS.rows[lang]}/s\n`,
            );
          },
        }).finally(() => process.off('SIGINT', onSigint));
        if (report.plan) process.stdout.write(planText(report, lang));
        else process.stderr.write(summaryText(report, lang));
      }),
    );
}

function heading(table: CopyReport['tables'][number], lang: Lang, done: boolean): string {
  const slice =
    table.slice === undefined
      ? ''
      : ` [${table.slice === 'follows foreign keys' ? WORDS.follows[lang] : table.slice}]`;
  const state = done
    ? ` (${table.rows} ${WORDS.total[lang]}, ${table.created ? WORDS.created[lang] : WORDS.existing[lang]})`
    : '';
  return `${WORDS.table[lang]} ${table.table}${slice}${state}`;
}

/** Each table's columns and what is done with them. */
export function planText(report: CopyReport, lang: Lang): string {
  return report.tables.map((t) => `${heading(t, lang, false)}\n${planTable(t, lang)}\n`).join('\n');
}

/** Each table's rows and, where some column was replaced, the per-column counts. */
export function summaryText(report: CopyReport, lang: Lang): string {
  return report.tables
    .map((t) => {
      const replaced = t.columns.some((c) => c.kind !== null || c.found !== undefined);
      return `${heading(t, lang, true)}\n${replaced ? `${summaryTable(t, lang)}\n` : ''}`;
    })
    .join('\n');
}
