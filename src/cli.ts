#!/usr/bin/env node
import { Command, CommanderError, Option } from 'commander';
import { abandonOutputs, setOutputLang } from './cli/atomic-output.js';
import { isClosedPipe, onStdoutError } from './cli/closed-pipe.js';
import { langInArgv, reportUsageError } from './cli/commander-errors.js';
import { EXIT_CODES, type ExitCode, exitCodeOf } from './cli/exit-codes.js';
import { reportError } from './cli/output.js';
import { DEFAULT_COUNTRY, LOCALES } from './countries/registry.js';
import { isLang, LANGS, type Lang } from './i18n/lang.js';

const program = new Command();
// Read from the command line first: Commander's own errors come before any action sets it.
let lang: Lang = langInArgv(process.argv.slice(2)) ?? 'es';
let locale: string = DEFAULT_COUNTRY.code;
const getLang = () => lang;
const getLocale = () => locale;

/**
 * The commands in the order help lists them, each with the module that
 * declares and runs it. A run loads only the module of the command it
 * names: each process of a sharded job starts without compiling or
 * evaluating the other commands (the server, the database drivers, the
 * anonymiser).
 */
const COMMANDS: readonly { names: readonly string[]; register: () => Promise<void> }[] = [
  {
    names: ['generate'],
    register: async () =>
      (await import('./cli/generate-command.js')).registerGenerateCommand(program, getLang, getLocale),
  },
  {
    names: ['bulk'],
    register: async () =>
      (await import('./cli/bulk-command.js')).registerBulkCommand(program, getLang, getLocale),
  },
  {
    names: ['dataset'],
    register: async () =>
      (await import('./cli/dataset-command.js')).registerDatasetCommand(program, getLang, getLocale),
  },
  {
    names: ['db'],
    register: async () => (await import('./cli/db-command.js')).registerDbCommand(program, getLocale),
  },
  {
    names: ['validate'],
    register: async () =>
      (await import('./cli/validate-command.js')).registerValidateCommand(program, getLang, getLocale),
  },
  {
    names: ['anonimizar'],
    register: async () =>
      (await import('./cli/anonymize-command.js')).registerAnonymizeCommand(program, getLocale, getLang),
  },
  {
    names: ['manifest', 'verify'],
    register: async () =>
      (await import('./cli/job-commands.js')).registerJobCommands(program, getLang, getLocale),
  },
  {
    names: ['serve'],
    register: async () => (await import('./cli/serve-command.js')).registerServeCommand(program),
  },
];
const COMMAND_NAMES = COMMANDS.flatMap((c) => c.names);

/** The program's own options that take a value as the next argument. */
const GLOBAL_VALUE_OPTIONS = ['--lang', '--locale'];

/**
 * The command the command line runs, when nothing but the program's own
 * options comes before it; otherwise undefined (help, a usage error), and
 * every command is declared, so that Commander answers exactly as it would
 * with all of them.
 */
function commandToRun(args: readonly string[]): (typeof COMMANDS)[number] | undefined {
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (GLOBAL_VALUE_OPTIONS.includes(arg)) i++;
    else if (GLOBAL_VALUE_OPTIONS.some((option) => arg.startsWith(`${option}=`))) continue;
    else if (arg.startsWith('-')) return undefined;
    else return COMMANDS.find((c) => c.names.includes(arg));
  }
  return undefined;
}

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

/** The commands, and the one the command line names (for the usage hint). */
function usageContext(): { commands: string[]; command: string } {
  const named = process.argv.slice(2).find((arg) => COMMAND_NAMES.includes(arg));
  return { commands: COMMAND_NAMES, command: named === undefined ? 'datos-prueba' : `datos-prueba ${named}` };
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

const named = commandToRun(process.argv.slice(2));
// In help order: declared one after another, never in parallel.
for (const command of named === undefined ? COMMANDS : [named]) await command.register();

program.parseAsync(process.argv).catch((err) => {
  process.exitCode = fail(err);
});
