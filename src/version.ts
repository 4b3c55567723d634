import { readFileSync } from 'node:fs';
import { projectFile } from './project-files.js';

/** The package's version, read from package.json, the one place it is written (OpenAPI `info.version`). */
export function packageVersion(): string {
  const { version }: { version?: unknown } = JSON.parse(readFileSync(projectFile('package.json'), 'utf8'));
  if (typeof version !== 'string') throw new Error('package.json has no version');
  return version;
}
