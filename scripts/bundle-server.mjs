/**
 * Bundles the compiled server (dist/src/main.js) and its dependencies into
 * one file, dist/server.mjs, which `npm start` and the container run.
 *
 * Why: loading several hundred small modules (resolution, file reads, one
 * compile each) was most of the service's start-up time; one file loads in a
 * fraction of it. The library, the CLI and the tests keep using the modules
 * in dist/src, compiled from the same sources by tsc.
 *
 * Left outside the bundle (scripts/bundle-options.mjs): ioredis, imported
 * only when REDIS_URL is set, the database drivers the server never uses, and
 * @bokuweb/zstd-wasm, imported only for zstd Parquet. Files read at run time (the playground, Swagger UI's assets) are found from the project
 * folder and node_modules, not from module paths.
 *
 *   node scripts/bundle-server.mjs        (run by `npm run build`, after tsc)
 */
import { build } from 'esbuild';
import { SHARED_BUNDLE_OPTIONS } from './bundle-options.mjs';

await build({
  entryPoints: ['dist/src/main.js'],
  outfile: 'dist/server.mjs',
  ...SHARED_BUNDLE_OPTIONS,
});
