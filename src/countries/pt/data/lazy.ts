import { readFileSync } from 'node:fs';
import { projectFile } from '../../../project-files.js';

/**
 * The big Portuguese tables (postal codes) are kept as JSON files of
 * `generated/` and parsed on first use, for the reason Spain's are
 * (src/data/lazy.ts): a service or library that never draws a Portuguese
 * address pays nothing for them.
 */
export function lazyJson<T>(file: string): () => T {
  let value: T | undefined;
  return () => {
    value ??= JSON.parse(readFileSync(projectFile(`src/countries/pt/data/generated/${file}`), 'utf8')) as T;
    return value;
  };
}
