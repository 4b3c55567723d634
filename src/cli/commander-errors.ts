/**
 * Commander's own usage errors (an unknown option or command, a missing
 * argument or flag value, a value outside a flag's choices) said as every
 * other CLI error is: INVALID_PARAMS with its problem code (docs/api.md,
 * Errors), in the user's language, followed by where to find the usage.
 * Commander only gives an English sentence and a code, so the names are
 * read back from that sentence; an error it cannot read stays Commander's.
 */
import type { CommanderError } from 'commander';
import { type ApiError, invalidParams } from '../errors/index.js';
import { isLang, type Lang } from '../i18n/lang.js';
import { reportError } from './output.js';

const quotedName = (message: string) => /'([^']+)'/.exec(message)?.[1];

/** The option's name as `--parameter` subjects print it (`--count` -> `count`). */
const flagParameter = (flag: string) => (flag.startsWith('--') ? flag.slice(2) : `<${flag}>`);

export function usageProblem(err: CommanderError, commands: readonly string[]): ApiError | undefined {
  const name = quotedName(err.message);
  switch (err.code) {
    case 'commander.unknownOption':
      return name === undefined
        ? undefined
        : invalidParams({ parameter: flagParameter(name), problem: 'unknown_option' });
    case 'commander.unknownCommand':
      return invalidParams({
        parameter: '<command>',
        problem: 'not_allowed',
        value: name,
        allowed: commands,
      });
    case 'commander.missingArgument':
      return name === undefined ? undefined : invalidParams({ parameter: `<${name}>`, problem: 'required' });
    case 'commander.optionMissingArgument': {
      const flag = /option '(-[^ ',]+)/.exec(err.message)?.[1];
      return flag === undefined
        ? undefined
        : invalidParams({ parameter: flagParameter(flag), problem: 'missing_value' });
    }
    case 'commander.invalidArgument': {
      // "option '--lang <lang>' argument 'xx' is invalid. Allowed choices are es, en, pt."
      const match =
        /option '(-[^ ',]+)[^']*' argument '([^']*)' is invalid\. Allowed choices are (.*)\.$/.exec(
          err.message,
        );
      if (!match) return undefined;
      const [, flag, value, choices] = match;
      return invalidParams({
        parameter: flagParameter(flag!),
        problem: 'not_allowed',
        value,
        allowed: choices!.split(', '),
      });
    }
    default:
      return undefined;
  }
}

const USAGE_HINT: Readonly<Record<Lang, (command: string) => string>> = {
  es: (command) => `(${command} --help muestra el uso)`,
  en: (command) => `(${command} --help shows the usage)`,
  pt: (command) => `(${command} --help mostra a utilização)`,
};

/** The line after a usage error: where the usage is. */
export const usageHint = (command: string, lang: Lang) => USAGE_HINT[lang](command);

/**
 * Prints a Commander error that ends the run (help and version end with 0
 * and print nothing more): our line when its sentence can be read, else
 * Commander's, then where the usage of `command` is.
 */
export function reportUsageError(
  err: CommanderError,
  lang: Lang,
  { commands, command }: { readonly commands: readonly string[]; readonly command: string },
): void {
  if (err.exitCode === 0) return;
  const problem = usageProblem(err, commands);
  if (problem) reportError(problem, lang);
  else process.stderr.write(`${err.message}\n`);
  process.stderr.write(`${usageHint(command, lang)}\n`);
}

/** `--lang` as written on the command line, read before Commander parses it (its errors come first). */
export function langInArgv(argv: readonly string[]): Lang | undefined {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const value = arg === '--lang' ? argv[i + 1] : arg.startsWith('--lang=') ? arg.slice(7) : undefined;
    if (isLang(value)) return value;
  }
  return undefined;
}
