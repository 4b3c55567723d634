import { open, readFile } from 'node:fs/promises';
import { invalidParams } from '../errors/index.js';
import { jsonSyntaxPlace } from '../errors/json-syntax.js';
import { jsonType } from '../errors/words.js';

/**
 * The text of a file given on the command line; a missing or unreadable file
 * is an error naming the flag, the file and why (exit 2: the command must change).
 */
export async function readInputFile(file: string, parameter: string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (err) {
    throw inputFileError(err, file, parameter);
  }
}

function inputFileError(err: unknown, file: string, parameter: string) {
  const code = (err as NodeJS.ErrnoException).code;
  if (code === 'ENOENT') return invalidParams({ parameter, file, problem: 'file_not_found' });
  return invalidParams({ parameter, file, problem: 'file_unreadable', reason: code ?? 'unknown' });
}

/** A file the command streams itself: checked before anything is written, with readInputFile's errors. */
export async function requireInputFile(file: string, parameter: string): Promise<void> {
  try {
    const handle = await open(file, 'r');
    try {
      if ((await handle.stat()).isDirectory()) throw Object.assign(new Error('EISDIR'), { code: 'EISDIR' });
    } finally {
      await handle.close();
    }
  } catch (err) {
    throw inputFileError(err, file, parameter);
  }
}

/** A JSON object read from a file given on the command line; a bad file is an error naming it and where. */
export async function readJsonFile(file: string, parameter = 'schema'): Promise<Record<string, unknown>> {
  const text = await readInputFile(file, parameter);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw invalidParams({ parameter, file, problem: 'json_syntax', ...jsonSyntaxPlace(text) });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalidParams({ parameter, file, problem: 'not_an_object', found: jsonType(body) });
  return body as Record<string, unknown>;
}
