/**
 * `datos-prueba verify <folder>`: the parts present in a job folder checked
 * against its manifest. A part is verified when its record is there, names
 * the manifest's job, and each of its files has the manifest's rows and the
 * recorded size and SHA-256; missing when its record or a file is absent
 * (not run, or not finished); different otherwise.
 */
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { invalidParams } from '../errors/index.js';
import { EXIT_CODES } from './exit-codes.js';
import {
  inFolder,
  MANIFEST_FILE,
  type Manifest,
  type PartRecord,
  partName,
  recordName,
} from './job-folder.js';

export interface PartProblem {
  readonly part: string;
  /** The file at fault, when one is. */
  readonly path?: string;
  readonly problem: 'record' | 'job' | 'rows' | 'bytes' | 'sha256' | 'file';
}

export interface VerifyReport {
  readonly job: string;
  readonly parts: number;
  readonly verified: readonly string[];
  readonly missing: readonly string[];
  readonly different: readonly PartProblem[];
}

/** Exit codes of `verify` (docs/api.md, Job folders). */
export const VERIFY_EXIT = {
  verified: EXIT_CODES.ok,
  missing: EXIT_CODES.failed,
  unusable: EXIT_CODES.usage,
  different: EXIT_CODES.partsDiffer,
} as const;

function readJson(path: string): unknown {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function readManifest(folder: string): Manifest {
  const path = inFolder(folder, MANIFEST_FILE);
  const manifest = readJson(path);
  if (
    !isObject(manifest) ||
    typeof manifest.job !== 'string' ||
    !Number.isInteger(manifest.parts) ||
    !Array.isArray(manifest.files)
  )
    throw invalidParams({
      parameter: 'folder',
      problem: 'file_unreadable',
      file: MANIFEST_FILE,
      reason: 'manifest',
      path,
    });
  return manifest as unknown as Manifest;
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function checkPart(
  folder: string,
  manifest: Manifest,
  part: number,
): Promise<PartProblem | 'missing' | 'ok'> {
  const name = partName(part, manifest.parts);
  const recordPath = inFolder(folder, recordName(part, manifest.parts));
  if (!existsSync(recordPath)) return 'missing';
  const record = readJson(recordPath);
  if (!isObject(record) || !Array.isArray(record.files)) return { part: name, problem: 'record' };
  if ((record as unknown as PartRecord).job !== manifest.job) return { part: name, problem: 'job' };
  const recorded = new Map((record as unknown as PartRecord).files.map((f) => [f.path, f]));
  for (const file of manifest.files.filter((f) => f.part === part)) {
    const entry = recorded.get(file.path);
    if (entry === undefined) return { part: name, path: file.path, problem: 'record' };
    if (entry.rows !== file.rows) return { part: name, path: file.path, problem: 'rows' };
    const path = inFolder(folder, file.path);
    if (!existsSync(path)) return 'missing';
    const { size } = statSync(path);
    if (size !== entry.bytes) return { part: name, path: file.path, problem: 'bytes' };
    if ((await sha256Of(path)) !== entry.sha256) return { part: name, path: file.path, problem: 'sha256' };
  }
  return 'ok';
}

/** Checks every part of the folder's job. An unreadable manifest is INVALID_PARAMS. */
export async function verifyFolder(folder: string): Promise<VerifyReport> {
  const manifest = readManifest(folder);
  const verified: string[] = [];
  const missing: string[] = [];
  const different: PartProblem[] = [];
  for (let part = 0; part < manifest.parts; part++) {
    const result = await checkPart(folder, manifest, part);
    const name = partName(part, manifest.parts);
    if (result === 'ok') verified.push(name);
    else if (result === 'missing') missing.push(name);
    else different.push(result);
  }
  return { job: manifest.job, parts: manifest.parts, verified, missing, different };
}

export const verifyExitCode = (report: VerifyReport): number =>
  report.different.length > 0
    ? VERIFY_EXIT.different
    : report.missing.length > 0
      ? VERIFY_EXIT.missing
      : VERIFY_EXIT.verified;
