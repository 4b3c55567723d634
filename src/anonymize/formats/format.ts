/**
 * What each file format offers the engine: rows read from the input's byte
 * chunks, in constant memory, and a writer that turns batches of rows back
 * into text in the input's own conventions (delimiter, line ending, BOM).
 * CSV rows are arrays of cells, JSON rows are parsed values (objects are
 * the ones with columns), so `row[column]` reads a cell in both.
 */
export type FormatName = 'csv' | 'ndjson' | 'json';

export type Row = string[] | Record<string, unknown>;

export interface RowWriter {
  /** Text before the first row (a CSV header, "["). */
  start(header: readonly string[] | undefined): string;
  rows(batch: readonly unknown[]): string;
  end(): string;
}

export interface OpenedInput {
  /** CSV: the first row is the header. */
  readonly headerRow: boolean;
  /** Rows in batches of whatever is ready, so a file costs one await per chunk, not per row. */
  readonly batches: AsyncIterable<unknown[]>;
  readonly writer: RowWriter;
}

export type Opener = (head: Buffer, chunks: AsyncIterable<Buffer>) => OpenedInput;
