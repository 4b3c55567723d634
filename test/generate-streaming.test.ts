/**
 * `generate --count N` streams: output begins while records are still being
 * drawn, and a reader that goes away stops the run (README, Exit codes).
 * A count of 100,000,000 held in memory would never get that far.
 */
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CLI } from './cli-runner.js';

describe('generate --count streams', () => {
  it('its output begins long before the last record, and a closed pipe ends it quietly', async () => {
    const child = spawn(
      process.execPath,
      [CLI, 'generate', 'uuid', '--count', '100000000', '--seed', 's', '--refDate', '2026-01-01'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    let head = '';
    await new Promise<void>((resolve, reject) => {
      child.on('error', reject);
      child.stdout.on('data', (chunk) => {
        head += chunk;
        if (head.length < 256 * 1024) return;
        child.stdout.destroy();
        resolve();
      });
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(head).toMatch(
      /^\{"status":"success","meta":\{"generator":"uuid",.*"count":100000000,.*"data":\[\{"uuid":"/,
    );
    // The reader has all it asked for: status 0, no message, no summary of a run not finished.
    expect(code).toBe(0);
    expect(stderr).toBe('');
  });
});
