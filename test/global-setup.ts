import { execFileSync } from 'node:child_process';
import { BUNDLE_SCRIPTS } from '../scripts/build-state.mjs';

/** Tests that run the real binary or server process need the build, bundles included (SKIP_BUILD=1 reuses dist/). */
export default function setup() {
  if (process.env.SKIP_BUILD === '1') return;
  execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
  for (const script of BUNDLE_SCRIPTS) execFileSync(process.execPath, [script], { stdio: 'inherit' });
}
