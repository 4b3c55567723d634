/**
 * An extract `anonimizar` cannot read or rewrite, said as any other input
 * file's problem (docs/api.md, Errors): INVALID_PARAMS about the file, its
 * problem code, the row and column, and for CSV the line and what to fix,
 * worded in the user's language like every CLI error. Never the value: the
 * extract is personal data.
 */
import { AnonymizeError } from '../anonymize/errors.js';
import { invalidParams } from '../errors/index.js';

export function asFileProblem(err: unknown, file: string): unknown {
  if (!(err instanceof AnonymizeError)) return err;
  return invalidParams({
    parameter: '<file>',
    file,
    problem: err.problem,
    row: err.row,
    ...(err.column === undefined ? {} : { column: err.column }),
    ...(err.csv === undefined ? {} : { line: err.csv.line, reason: err.csv.reason }),
  });
}
