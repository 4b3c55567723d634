import { readFileSync } from 'node:fs';
import { projectFile } from './project-files.js';

/** The version of the API description (OpenAPI `info.version`): the contract's, not the package's release. */
export const OPENAPI_DESCRIPTION_VERSION = '1.0.0';

/** The package's version, read from package.json, the one place it is written (OpenAPI `x-package-version`, `/health`). */
export function packageVersion(): string {
  const { version }: { version?: unknown } = JSON.parse(readFileSync(projectFile('package.json'), 'utf8'));
  if (typeof version !== 'string') throw new Error('package.json has no version');
  return version;
}
