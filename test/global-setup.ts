import { execFileSync } from 'node:child_process';

/** Tests that run the real binary or server process need the compiled build. */
export default function setup() {
  execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], { stdio: 'inherit' });
}
