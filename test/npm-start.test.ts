/**
 * `npm start` as users run it, on the checkout the global setup has built:
 * it serves at once from dist/ without rebuilding, and stops on SIGTERM to
 * its process group (as a terminal's Ctrl-C or a process manager sends it).
 */
import { spawn } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIsStale } from '../scripts/build-state.mjs';
import { freePort } from './process.js';

const root = join(import.meta.dirname, '..');

describe('npm start', () => {
  it('on a built checkout: serves from dist/ without building, drains and stops on SIGTERM', async () => {
    expect(buildIsStale(root), 'dist/ should be current after the global setup').toBe(false);
    const built = statSync(join(root, 'dist/server.mjs')).mtimeMs;
    const port = await freePort();
    const proc = spawn('npm', ['start', '--silent'], {
      cwd: root,
      env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    proc.stdout!.on('data', (d) => {
      output += d;
    });
    proc.stderr!.on('data', (d) => {
      output += d;
    });
    const health = () =>
      fetch(`http://127.0.0.1:${port}/health`).then(
        (r) => r.status,
        () => 0,
      );
    try {
      let status = 0;
      const deadline = Date.now() + 20_000;
      while (status !== 200 && Date.now() < deadline) {
        status = await health();
        if (status !== 200) await new Promise((r) => setTimeout(r, 25));
      }
      expect(status, output).toBe(200);
      expect(output).not.toContain('building');
      expect(statSync(join(root, 'dist/server.mjs')).mtimeMs).toBe(built);
      process.kill(-proc.pid!, 'SIGTERM');
      // npm itself dies of the signal; the server drains, logs it, then stops listening.
      const stopBy = Date.now() + 10_000;
      let listening = true;
      while ((listening || !output.includes('draining')) && Date.now() < stopBy) {
        listening = (await health()) !== 0;
        await new Promise((r) => setTimeout(r, 25));
      }
      expect(listening).toBe(false);
      expect(output).toContain('draining in-flight requests');
    } finally {
      try {
        process.kill(-proc.pid!, 'SIGKILL');
      } catch {
        // The whole group has exited.
      }
    }
  }, 30_000);
});
