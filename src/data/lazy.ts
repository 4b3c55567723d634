import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the generated JSON tables are: `generated/` beside this module when
 * run from the sources; the compiled modules (`dist/src/data/`) and the
 * bundled server (`dist/server.mjs`) read the project's own copy, as nothing
 * is copied into dist/.
 */
const CANDIDATES = ['./generated/', '../../../src/data/generated/', '../src/data/generated/'];

let tablesDir: string | undefined;

function findTablesDir(probe: string): string {
  for (const candidate of CANDIDATES) {
    const dir = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(join(dir, probe))) return dir;
  }
  throw new Error(
    `data table ${probe} not found (looked in ${CANDIDATES.join(', ')} from ${import.meta.url})`,
  );
}

/**
 * A large table kept in a JSON file and parsed on first use. The service's
 * start-up (and a library user's import) then pays neither reading nor
 * parsing it, nor the tables derived from it; the first request that draws
 * from the table pays it once (tens of milliseconds).
 */
export function lazyJson<T>(file: string): () => T {
  let value: T | undefined;
  return () => {
    if (value === undefined) {
      tablesDir ??= findTablesDir(file);
      value = JSON.parse(readFileSync(join(tablesDir, file), 'utf8')) as T;
    }
    return value;
  };
}
