import { invalidParams } from '../errors/index.js';
import { ROWS_PER_INSERT } from '../export/sql-dialects.js';

/** `--shard K/N`: 1 <= K <= N. */
export interface Shard {
  readonly k: number;
  readonly n: number;
}

export function parseShard(text: string): Shard {
  const match = /^([0-9]{1,6})\/([0-9]{1,6})$/.exec(text);
  const k = Number(match?.[1]);
  const n = Number(match?.[2]);
  if (!match || k < 1 || n < 1 || k > n)
    throw invalidParams({
      parameter: 'shard',
      problem: 'bad_syntax',
      expected: 'K/N, 1 <= K <= N',
      format: 'K/N, 1 <= K <= N',
      value: text,
    });
  return { k, n };
}

/**
 * Rows [start, end) of shard K of N over `total` rows (docs/api.md, Offsets, shards and the new field types): the K-th
 * of N contiguous ranges, each boundary moved forward to the next point
 * where the output may be cut (`nextCut`), so that the N shards concatenate
 * into the unsharded output byte for byte.
 */
export function shardRange(total: number, { k, n }: Shard, nextCut: (row: number) => number) {
  const boundary = (i: number) =>
    i <= 0 ? 0 : i >= n ? total : Math.min(total, nextCut(Math.ceil((total * i) / n)));
  return { start: boundary(k - 1), end: boundary(k) };
}

/**
 * Where a bulk output may be cut: SQL groups rows into statements by their
 * index in the whole sequence, so a boundary falls on a multiple of
 * ROWS_PER_INSERT counted from the sequence's start (`offset` rows before).
 */
export const bulkCut = (offset: number) => (row: number) =>
  Math.ceil((offset + row) / ROWS_PER_INSERT) * ROWS_PER_INSERT - offset;

/** Where a dataset output may be cut: a multiple of ROWS_PER_INSERT within a table, or a table's end. */
export const datasetCut = (counts: readonly number[]) => (row: number) => {
  let start = 0;
  for (const count of counts) {
    if (row <= start + count)
      return start + Math.min(count, Math.ceil((row - start) / ROWS_PER_INSERT) * ROWS_PER_INSERT);
    start += count;
  }
  return start;
};
