/**
 * Bundles the compiled server (dist/src/main.js) and its dependencies into
 * one file, dist/server.mjs, which `npm start` and the container run.
 *
 * Why: loading several hundred small modules (resolution, file reads, one
 * compile each) was most of the service's start-up time; one file loads in a
 * fraction of it. The library, the CLI and the tests keep using the modules
 * in dist/src, compiled from the same sources by tsc.
 *
 * Left outside the bundle: the optional peer dependencies (src/drivers/load.ts):
 * ioredis, imported only when REDIS_URL is set and installed only by those
 * who set it, and the database drivers the server never uses; and
 * @bokuweb/zstd-wasm, imported only for zstd Parquet, which reads its
 * WebAssembly file from beside its own module. Files read at
 * run time (the playground, Swagger UI's assets) are found from the project
 * folder and node_modules, not from module paths.
 *
 *   node scripts/bundle-server.mjs        (run by `npm run build`, after tsc)
 */
import { build } from 'esbuild';

await build({
  entryPoints: ['dist/src/main.js'],
  outfile: 'dist/server.mjs',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: ['ioredis', 'pg', 'pg-copy-streams', 'mysql2', 'better-sqlite3', '@bokuweb/zstd-wasm'],
  // CommonJS dependencies call require() for Node's built-in modules.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  legalComments: 'linked',
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
});
