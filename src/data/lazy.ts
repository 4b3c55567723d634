import { readFileSync } from 'node:fs';
import { projectFile } from '../project-files.js';

/**
 * A large table kept in a JSON file of a country's `data/generated/` and parsed on
 * first use. The service's start-up (and a library user's import) then pays
 * neither reading nor parsing it, nor the tables derived from it; the first
 * request that draws from the table pays it once (tens of milliseconds).
 * `folder`: where the file is, from the project root (each country's
 * `data/lazy.ts` names its own).
 */
export function lazyJson<T>(file: string, folder: string): () => T {
  let value: T | undefined;
  return () => {
    value ??= JSON.parse(readFileSync(projectFile(`${folder}/${file}`), 'utf8')) as T;
    return value;
  };
}
