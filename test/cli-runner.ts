import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** The built CLI (the global setup builds dist/). */
export const CLI = join(import.meta.dirname, '..', 'dist', 'src', 'cli.js');

const run = promisify(execFile);

/** Runs the CLI to its end: exit code and both outputs, a failure included. */
export async function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run('node', [CLI, ...args], { maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}
