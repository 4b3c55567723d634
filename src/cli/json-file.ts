import { readFile } from 'node:fs/promises';
import { invalidParams } from '../api/errors.js';

/** A JSON object read from a file given on the command line; a bad file is a 400 naming it. */
export async function readJsonFile(file: string): Promise<Record<string, unknown>> {
  let body: unknown;
  try {
    body = JSON.parse(await readFile(file, 'utf8'));
  } catch (err) {
    throw invalidParams({
      parameter: 'schema',
      file,
      problem: err instanceof Error ? err.message : String(err),
    });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw invalidParams({ parameter: 'schema', file });
  return body as Record<string, unknown>;
}
