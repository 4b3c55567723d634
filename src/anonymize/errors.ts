/**
 * A failure while reading or writing an extract. Its message names the row
 * (and the column when there is one) and what was wrong, never a value:
 * the input is personal data, and messages end up in terminals and logs.
 */
export class AnonymizeError extends Error {
  constructor(
    /** 1-based data row (the CSV header is row 0), or 0 before the first row. */
    readonly row: number,
    readonly reason: string,
    readonly column?: string,
  ) {
    super(column === undefined ? `row ${row}: ${reason}` : `row ${row}, column ${column}: ${reason}`);
    this.name = 'AnonymizeError';
  }
}
