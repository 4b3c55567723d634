/**
 * The esbuild options both bundles share (scripts/bundle-server.mjs and
 * scripts/bundle-cli.mjs): Node 20, ES modules, and the same modules left
 * outside, so the server and the CLI load their optional parts the same way.
 *
 * Left outside: the optional peer dependencies (src/drivers/load.ts),
 * imported only by the code that needs them and installed only by those who
 * use them, and @bokuweb/zstd-wasm, which reads its WebAssembly file from
 * beside its own module.
 */
export const SHARED_BUNDLE_OPTIONS = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  external: ['ioredis', 'pg', 'pg-copy-streams', 'mysql2', 'better-sqlite3', '@bokuweb/zstd-wasm'],
  // CommonJS dependencies call require() for Node's built-in modules; every output file is its own module.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module';\nconst require = __createRequire(import.meta.url);",
  },
  legalComments: 'linked',
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
};
