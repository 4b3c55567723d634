/**
 * Bundles the compiled CLI (dist/src/cli.js) and its dependencies into
 * dist/cli.mjs, the file the package's `bin` runs, and the chunks it loads
 * on demand (dist/cli-chunks/): each command's code, and what commands
 * share, in a chunk of its own.
 *
 * Why: a job engine starts one process per part, and each paid for loading
 * several hundred small modules (resolution, file reads, one compile each)
 * before its first row. One entry file and the chunks of the command it runs
 * load in a fraction of that; the chunks keep the server, the database
 * drivers' code and the anonymiser out of a `bulk` run's parse and memory.
 *
 * Left outside, as in the server bundle (scripts/bundle-server.mjs): the
 * optional peer dependencies, imported only by the commands that need them
 * and installed only by those who use them, and @bokuweb/zstd-wasm, which
 * reads its WebAssembly file from beside its own module. Files read at run
 * time (the data tables) are found from the project folder, not from module
 * paths (src/project-files.ts).
 *
 *   node scripts/bundle-cli.mjs        (run by `npm run build`, after tsc)
 */
import { rmSync } from 'node:fs';
import { build } from 'esbuild';
import { SHARED_BUNDLE_OPTIONS } from './bundle-options.mjs';

/** The chunks' names carry a hash of their content: a rebuild must not leave the old ones behind. */
rmSync('dist/cli-chunks', { recursive: true, force: true });

await build({
  // The copy's replacement thread (src/db/copy/replace-thread.ts) starts
  // `replace-worker` beside the module that starts it: the chunks' folder.
  entryPoints: {
    cli: 'dist/src/cli.js',
    'cli-chunks/replace-worker': 'dist/src/db/copy/replace-worker.js',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  splitting: true,
  chunkNames: 'cli-chunks/[name]-[hash]',
  ...SHARED_BUNDLE_OPTIONS,
});
