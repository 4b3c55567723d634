/**
 * Whether dist/ must be rebuilt before the server or the CLI is run: when a
 * bundle (dist/server.mjs, which `npm start` runs, or dist/cli.mjs, the
 * package's `bin`) is missing, or older than a file it is built from. Read
 * by `npm start` and by the benchmark suite, so that a built checkout starts
 * at once and a changed one is never run stale.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The scripts that bundle dist/ after tsc, in the order `npm run build` runs them. */
export const BUNDLE_SCRIPTS = ['scripts/bundle-server.mjs', 'scripts/bundle-cli.mjs'];

/** Files outside src/ that change what the build produces. */
const BUILD_INPUTS = [
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.build.json',
  ...BUNDLE_SCRIPTS,
  'scripts/bundle-options.mjs',
];

/** Modification time in ms, 0 when the file is missing. */
function modified(path) {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return 0;
  }
}

/** Newest modification time of the TypeScript sources under `dir` (tests excluded: not built). */
function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSource(path));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
      newest = Math.max(newest, modified(path));
  }
  return newest;
}

/** The built server, relative to the project folder. */
export const SERVER_BUNDLE = 'dist/server.mjs';

/** The built CLI (the package's `bin`), relative to the project folder. */
export const CLI_BUNDLE = 'dist/cli.mjs';

/** True when `root`'s dist/server.mjs or dist/cli.mjs is missing or older than a source or build input. */
export function buildIsStale(root) {
  const built = Math.min(...[SERVER_BUNDLE, CLI_BUNDLE].map((bundle) => modified(join(root, bundle))));
  if (built === 0) return true;
  const inputs = BUILD_INPUTS.map((file) => modified(join(root, file)));
  return Math.max(newestSource(join(root, 'src')), ...inputs) > built;
}
