import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project folder, found from wherever this code runs: the sources
 * (`src/`, tests and tsx), the compiled modules (`dist/src/`) or the bundled
 * server (`dist/server.mjs`). Nothing is copied into dist/, so files read at
 * run time (the playground, the big data tables) are always read from the
 * project's own `src/`.
 */
const ROOT_CANDIDATES = ['../', '../../'];

/** Absolute path of `relative` (a path under the project folder) that exists, or an error naming where it looked. */
export function projectFile(relative: string): string {
  const tried: string[] = [];
  for (const candidate of ROOT_CANDIDATES) {
    const path = join(fileURLToPath(new URL(candidate, import.meta.url)), relative);
    if (existsSync(path)) return path;
    tried.push(path);
  }
  throw new Error(`${relative} not found (looked in ${tried.join(', ')})`);
}
