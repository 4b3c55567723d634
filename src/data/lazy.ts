import { readFileSync } from 'node:fs';
import { projectFile } from '../project-files.js';

/**
 * A large table kept in a JSON file of `src/data/generated/` and parsed on
 * first use. The service's start-up (and a library user's import) then pays
 * neither reading nor parsing it, nor the tables derived from it; the first
 * request that draws from the table pays it once (tens of milliseconds).
 * `folder`: where the file is, from the project root (a country's own tables).
 */
export function lazyJson<T>(file: string, folder = 'src/data/generated'): () => T {
  let value: T | undefined;
  return () => {
    value ??= JSON.parse(readFileSync(projectFile(`${folder}/${file}`), 'utf8')) as T;
    return value;
  };
}
