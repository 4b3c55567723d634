/**
 * The CLI's exit codes (README, Exit codes): every command ends with one of
 * these, and the README's table lists the same.
 */
import { CommanderError } from 'commander';
import { AnonymizeError } from '../anonymize/errors.js';
import { DbError } from '../db/errors.js';
import { ApiError, ERROR_STATUS } from '../errors/index.js';

export const EXIT_CODES = {
  ok: 0,
  /**
   * The environment failed (a database down or refusing the load, a full
   * disk, no permission to write); `validate`: some value is not valid;
   * `verify`: some parts are missing.
   */
  failed: 1,
  /** The command or its input files must change: a flag, a value, a file that is missing or not valid. */
  usage: 2,
  /** `verify`: some parts differ from the manifest. */
  partsDiffer: 3,
  /** Stopped by SIGINT (Ctrl-C): 128 + 2. */
  sigint: 130,
  /** Stopped by SIGTERM: 128 + 15. */
  sigterm: 143,
} as const;

export type ExitCode = (typeof EXIT_CODES)[keyof typeof EXIT_CODES];

/** The exit code a signal ends the CLI with. */
export const SIGNAL_EXIT = { SIGINT: EXIT_CODES.sigint, SIGTERM: EXIT_CODES.sigterm } as const;

/**
 * The exit code of an error that ended a command: what the user typed or
 * gave (a flag, a schema, an input file) is a usage error; what the
 * machine or a database did is a failure.
 */
export function exitCodeOf(err: unknown): ExitCode {
  // Commander has printed its own message (an unknown option, a missing argument); help is not an error.
  if (err instanceof CommanderError) return err.exitCode === 0 ? EXIT_CODES.ok : EXIT_CODES.usage;
  if (err instanceof ApiError) return ERROR_STATUS[err.code] >= 500 ? EXIT_CODES.failed : EXIT_CODES.usage;
  // A row of the input file that cannot be read: the file must change.
  if (err instanceof AnonymizeError) return EXIT_CODES.usage;
  if (err instanceof DbError) return err.problem === 'INTERRUPTED' ? EXIT_CODES.sigint : EXIT_CODES.failed;
  return EXIT_CODES.failed;
}
