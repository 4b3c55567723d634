import { readFile } from 'node:fs/promises';
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
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw invalidParams({ parameter, file, problem: 'file_not_found' });
    throw invalidParams({ parameter, file, problem: 'file_unreadable', reason: code ?? 'unknown' });
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
