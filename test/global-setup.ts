import { execFileSync } from 'node:child_process';

/** Tests that run the real binary or server process need the build, bundle included (SKIP_BUILD=1 reuses dist/). */
export default function setup() {
  if (process.env.SKIP_BUILD === '1') return;
  execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
  execFileSync(process.execPath, ['scripts/bundle-server.mjs'], { stdio: 'inherit' });
}
