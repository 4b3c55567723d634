import type { Command } from 'commander';
import { VALIDATE_KINDS, validate } from '../api/validate.js';
import { invalidParams } from '../errors/index.js';
import type { Lang } from '../i18n/lang.js';
import { EXIT_CODES } from './exit-codes.js';
import { readInputFile } from './json-file.js';
import { table } from './output.js';
import { summarise } from './summary.js';

interface Flags {
  kind: string;
  file?: string;
  json?: boolean;
}

/** `datos-prueba validate`: one value, or one per line of a file; exit code 1 when any is invalid. */
export function registerValidateCommand(program: Command, lang: () => Lang, locale: () => string) {
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
    .action((value: string | undefined, opts: Flags) => runValidate(value, opts, lang(), locale()));
}

async function runValidate(value: string | undefined, opts: Flags, lang: Lang, locale: string) {
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
}
