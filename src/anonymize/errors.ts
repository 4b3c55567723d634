/**
 * A failure while reading or writing an extract. Its message names the row
 * (and the column when there is one) and what was wrong, never a value:
 * the input is personal data, and messages end up in terminals and logs.
 * `problem` is the stable code (docs/api.md, Errors) the CLI words in the
 * user's language; the message is the same in English for library callers.
 */
export type AnonymizeProblem =
  | 'csv_syntax'
  | 'record_not_json'
  | 'not_a_json_array'
  | 'json_array_not_closed'
  | 'text_after_json_array'
  | 'value_not_replaced';

/** What went wrong in an unreadable CSV row: badly closed quotes, other columns than the header's, or anything else. */
export type CsvReason = 'quote' | 'columns' | 'other';

const MESSAGES: Readonly<Record<AnonymizeProblem, string>> = {
  csv_syntax: 'CSV not readable',
  record_not_json: 'not valid JSON',
  not_a_json_array: 'not a JSON array',
  json_array_not_closed: 'the JSON array is not closed',
  text_after_json_array: 'text after the end of the array',
  value_not_replaced: 'the value could not be replaced',
};

export class AnonymizeError extends Error {
  readonly reason: string;

  constructor(
    /** 1-based data row (the CSV header is row 0), or 0 before the first row. */
    readonly row: number,
    readonly problem: AnonymizeProblem,
    readonly column?: string,
    /** csv_syntax: the line of the file (1-based, header included) and what was wrong there. */
    readonly csv?: { readonly line: number; readonly reason: CsvReason; readonly parserCode?: string },
  ) {
    const reason = csv?.parserCode ? `${MESSAGES[problem]} (${csv.parserCode})` : MESSAGES[problem];
    super(column === undefined ? `row ${row}: ${reason}` : `row ${row}, column ${column}: ${reason}`);
    this.name = 'AnonymizeError';
    this.reason = reason;
  }
}
