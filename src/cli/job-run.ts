/**
 * One part of a sharded job written into its folder (job-folder.ts): the
 * manifest of the whole job first, then the part's files, each through a
 * temporary name, then the part's record, last, so a record always means
 * complete files.
 */
import { mkdirSync } from 'node:fs';
import type { PreparedBulk } from '../api/bulk.js';
import type { PreparedDataset } from '../api/dataset.js';
import type { Shard } from '../api/shards.js';
import { counting, tableFileChunks } from '../dataset/output.js';
import { invalidParams } from '../errors/index.js';
import type { Lang } from '../i18n/lang.js';
import { writeAtomicFile, writeHashedFile } from './atomic-output.js';
import {
  bulkManifest,
  datasetManifest,
  datasetPartPath,
  datasetPartSlices,
  inFolder,
  MANIFEST_FILE,
  type Manifest,
  manifestText,
  recordName,
  recordText,
  type WrittenFile,
} from './job-folder.js';

/**
 * Every part must draw the same rows, so the request fixes what a run would
 * otherwise pick itself: the seed (random) and the reference date (today).
 */
export function requireFixedRequest(request: Readonly<Record<string, unknown>>): void {
  for (const member of ['seed', 'refDate'] as const)
    if (request[member] === undefined)
      throw invalidParams({
        member,
        problem: 'job_needs_fixed_value',
      });
}

/** Writes the manifest; any part, and the `manifest` command, write the same bytes. */
export async function writeManifest(folder: string, manifest: Manifest): Promise<void> {
  // The manifest is the folder's first file: a job makes its folder.
  mkdirSync(folder, { recursive: true });
  await writeAtomicFile(inFolder(folder, MANIFEST_FILE), manifestText(manifest));
}

interface PartOptions {
  readonly folder: string;
  readonly request: Readonly<Record<string, unknown>>;
  readonly locale: string;
  readonly shard: Shard;
  readonly progress: boolean;
  readonly lang: Lang;
}

async function finishPart(folder: string, manifest: Manifest, shard: Shard, files: WrittenFile[]) {
  const part = shard.k - 1;
  const record = { job: manifest.job, part, parts: shard.n, files };
  await writeAtomicFile(inFolder(folder, recordName(part, shard.n)), recordText(record));
}

export async function writeBulkPart(prepared: PreparedBulk, options: PartOptions): Promise<void> {
  const { folder, shard } = options;
  requireFixedRequest(options.request);
  const manifest = bulkManifest(options.request, options.locale, prepared, shard.n);
  await writeManifest(folder, manifest);
  const file = manifest.files.find((f) => f.part === shard.k - 1)!;
  const written = await writeHashedFile(
    inFolder(folder, file.path),
    { rows: prepared.count, chunks: (onProgress) => prepared.chunks(onProgress) },
    { progress: options.progress && prepared.count >= 10_000, lang: options.lang },
  );
  await finishPart(folder, manifest, shard, [{ path: file.path, rows: file.rows, ...written }]);
}

export async function writeDatasetPart(prepared: PreparedDataset, options: PartOptions): Promise<void> {
  const { folder, shard } = options;
  requireFixedRequest(options.request);
  const manifest = datasetManifest(options.request, options.locale, prepared, shard.n);
  await writeManifest(folder, manifest);
  const files: WrittenFile[] = [];
  for (const slice of datasetPartSlices(prepared, shard)) {
    const path = datasetPartPath(prepared, slice, shard);
    const rows = slice.end - slice.start;
    const written = await writeHashedFile(
      inFolder(folder, path),
      { rows, chunks: (onProgress) => tableFileChunks(slice, prepared.outputOptions, counting(onProgress)) },
      { progress: options.progress && rows >= 10_000, lang: options.lang },
    );
    files.push({ path, rows, ...written });
  }
  await finishPart(folder, manifest, shard, files);
}
