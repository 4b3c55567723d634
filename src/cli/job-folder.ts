/**
 * A sharded job's folder (docs/api.md, Job folders): part files named
 * `part-00007-of-00064.<ext>` (in a folder per table for datasets), the
 * manifest of the whole job (`_manifest.json`, the same bytes from any part
 * or from `datos-prueba manifest`), and beside the parts the record each
 * part's run leaves when its files are complete (`_part-00007-of-00064.json`:
 * rows, bytes and SHA-256 of each file). Names starting with `_` are the
 * ones data platforms skip when they read a folder of parts.
 */
import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { PreparedBulk } from '../api/bulk.js';
import type { PreparedDataset } from '../api/dataset.js';
import { bulkCut, datasetCut, type Shard, shardRange } from '../api/shards.js';
import { slicesOf, type TableSlice } from '../dataset/output.js';

export const MANIFEST_FILE = '_manifest.json';
/** Version of the manifest's layout. */
export const MANIFEST_VERSION = 1;

/** A path ending in a slash, or an existing directory. */
export const isFolder = (path: string) =>
  /[\\/]$/.test(path) || (existsSync(path) && statSync(path).isDirectory());

/** `part-00007-of-00064`: the 0-based part index, as the job engines number their copies. */
export function partName(part: number, parts: number): string {
  const width = Math.max(5, String(parts).length);
  return `part-${String(part).padStart(width, '0')}-of-${String(parts).padStart(width, '0')}`;
}

/** The record a part's run leaves beside the parts. */
export const recordName = (part: number, parts: number) => `_${partName(part, parts)}.json`;

/** One file of the job: which part writes it, and which rows it holds. */
export interface PartFile {
  readonly part: number;
  /** Relative to the job folder, with `/`. */
  readonly path: string;
  /** Dataset: the table whose rows it holds. */
  readonly table?: string;
  /** Index of its first row: in the request's sequence (bulk), in its table (dataset). */
  readonly firstRow: number;
  readonly rows: number;
}

export interface Manifest {
  readonly manifest: number;
  readonly command: 'bulk' | 'dataset';
  readonly locale: string;
  /** The request every part ran: the schema file's body with the command's flags applied. */
  readonly request: Readonly<Record<string, unknown>>;
  readonly format: string;
  readonly parts: number;
  readonly rows: number;
  /** Identifies the job: SHA-256 of the command, locale, request and part count. */
  readonly job: string;
  readonly files: readonly PartFile[];
}

function jobId(command: string, locale: string, request: unknown, parts: number): string {
  return createHash('sha256').update(JSON.stringify({ command, locale, request, parts })).digest('hex');
}

const shardsOf = (parts: number) => Array.from({ length: parts }, (_, i): Shard => ({ k: i + 1, n: parts }));

/** The manifest of a bulk job of `parts` parts. */
export function bulkManifest(
  request: Readonly<Record<string, unknown>>,
  locale: string,
  prepared: PreparedBulk,
  parts: number,
): Manifest {
  const { offset, count } = prepared.whole;
  const files = shardsOf(parts).map((shard): PartFile => {
    const { start, end } = shardRange(count, shard, bulkCut(offset));
    const part = shard.k - 1;
    return {
      part,
      path: `${partName(part, parts)}.${prepared.extension}`,
      firstRow: offset + start,
      rows: end - start,
    };
  });
  return {
    manifest: MANIFEST_VERSION,
    command: 'bulk',
    locale,
    request,
    format: prepared.format,
    parts,
    rows: count,
    job: jobId('bulk', locale, request, parts),
    files,
  };
}

/** A table's folder: numbered in load order for SQL, so that the folders sorted by name load parents first. */
function tableFolder(prepared: PreparedDataset, slice: TableSlice): string {
  const name = slice.table.name;
  if (prepared.format !== 'sql') return name;
  const index = prepared.loadOrder.indexOf(slice.table);
  return `${String(index + 1).padStart(2, '0')}-${name}`;
}

/** Each part's table slices: a table's rows in that part, or its start (CSV header, CREATE TABLE). */
export function datasetPartSlices(prepared: PreparedDataset, shard: Shard): TableSlice[] {
  const counts = prepared.loadOrder.map((t) => t.count);
  const range = { ...shardRange(prepared.totalRows, shard, datasetCut(counts)), first: shard.k === 1 };
  return slicesOf(prepared, range).filter((slice) => slice.owner || slice.start < slice.end);
}

/** The path of a table slice's file in the job folder. */
export const datasetPartPath = (prepared: PreparedDataset, slice: TableSlice, shard: Shard) =>
  `${tableFolder(prepared, slice)}/${partName(shard.k - 1, shard.n)}.${prepared.format}`;

/** The manifest of a dataset job of `parts` parts. */
export function datasetManifest(
  request: Readonly<Record<string, unknown>>,
  locale: string,
  prepared: PreparedDataset,
  parts: number,
): Manifest {
  const files = shardsOf(parts).flatMap((shard) =>
    datasetPartSlices(prepared, shard).map(
      (slice): PartFile => ({
        part: shard.k - 1,
        path: datasetPartPath(prepared, slice, shard),
        table: slice.table.name,
        firstRow: slice.start,
        rows: slice.end - slice.start,
      }),
    ),
  );
  return {
    manifest: MANIFEST_VERSION,
    command: 'dataset',
    locale,
    request,
    format: prepared.format,
    parts,
    rows: prepared.totalRows,
    job: jobId('dataset', locale, request, parts),
    files,
  };
}

/** What a part's run records of one file it wrote. */
export interface WrittenFile {
  readonly path: string;
  readonly rows: number;
  readonly bytes: number;
  readonly sha256: string;
}

export interface PartRecord {
  readonly job: string;
  readonly part: number;
  readonly parts: number;
  readonly files: readonly WrittenFile[];
}

/** The manifest's text: the same bytes from every part of the job. */
export const manifestText = (manifest: Manifest) => `${JSON.stringify(manifest, null, 2)}\n`;

export const recordText = (record: PartRecord) => `${JSON.stringify(record, null, 2)}\n`;

/** The folder path of a relative job path. */
export const inFolder = (folder: string, path: string) => join(folder, ...path.split('/'));
