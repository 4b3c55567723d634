/**
 * `npm start`: runs the built server (dist/server.mjs) in this process,
 * building it first only when it is missing or older than its sources. A
 * built checkout so answers /health in well under a second instead of
 * rebuilding on every start; a fresh or changed one is built, as before.
 *
 * The built server can also be run directly: `node dist/server.mjs`.
 */
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { buildIsStale, SERVER_BUNDLE } from './build-state.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

if (buildIsStale(root)) {
  process.stderr.write('dist/ is missing or older than the sources: building it (npm run build)\n');
  const build = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (build.status !== 0) {
    process.stderr.write('The build failed (above); the server was not started.\n');
    process.exit(build.status ?? 1);
  }
}

await import(pathToFileURL(join(root, SERVER_BUNDLE)).href);
