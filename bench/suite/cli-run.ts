/**
 * One run of the built CLI as users run it (the package's `bin`,
 * `node dist/cli.mjs ...`) as a child process:
 * its wall time, and its CPU time (user + system) and the peak RSS of the
 * whole process, read by GNU time (`/usr/bin/time -f '%M %U %S'`) when it is
 * there; else the peak is sampled from /proc and the CPU time is the wall
 * time. On a shared machine the CPU time is the steadier measure of work:
 * wall time also counts the time other processes held the cores.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CLI_BUNDLE } from '../../scripts/build-state.mjs';
import { msSince } from './common.js';
import { rssMb } from './servers.js';

export interface CliRun {
  /** Peak resident set of the process, MB. */
  readonly peakMb: number;
  readonly seconds: number;
  /** User + system CPU seconds (the wall time without GNU time). */
  readonly cpuSeconds: number;
}

const SAMPLE_MS = 10;

/**
 * Runs the CLI with `args` (stdout discarded); throws with its stderr when it
 * exits non-zero. `env` replaces the child's environment (default: ours).
 */
export async function runCli(
  root: string,
  args: readonly string[],
  env?: NodeJS.ProcessEnv,
): Promise<CliRun> {
  const argv = [join(root, CLI_BUNDLE), ...args];
  const viaTime = existsSync('/usr/bin/time');
  const start = process.hrtime.bigint();
  const child = viaTime
    ? spawn('/usr/bin/time', ['-f', '%M %U %S', process.execPath, ...argv], {
        stdio: ['ignore', 'ignore', 'pipe'],
        env,
      })
    : spawn(process.execPath, argv, { stdio: ['ignore', 'ignore', 'pipe'], env });
  let stderr = '';
  child.stderr.on('data', (d) => {
    stderr += d;
  });
  // Without GNU time, sample the process itself (may miss a short peak).
  let sampled = 0;
  const timer = viaTime
    ? undefined
    : setInterval(() => {
        try {
          sampled = Math.max(sampled, rssMb(child.pid!));
        } catch {}
      }, SAMPLE_MS);
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const seconds = msSince(start) / 1000;
  clearInterval(timer);
  if (code !== 0) throw new Error(`datos-prueba ${args.join(' ')} exited ${code}: ${stderr}`);
  if (!viaTime) return { peakMb: sampled, seconds, cpuSeconds: seconds };
  const [kb, user, system] = (stderr.trim().split('\n').at(-1) ?? '').split(' ').map(Number);
  return { peakMb: kb! / 1024, seconds, cpuSeconds: user! + system! };
}
