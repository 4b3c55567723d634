/**
 * `--out` names what the user means: a device or a descriptor's name
 * (`/dev/stdout`, `/dev/full`) is written in place, never replaced by a file
 * renamed over it; a symbolic link keeps pointing at its file, which is
 * replaced whole (README, Exit codes).
 */
import { spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  lstatSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readlinkSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI, cli } from './cli-runner.js';

const dir = mkdtempSync(join(tmpdir(), 'cli-out-'));
const schema = join(dir, 'schema.json');
writeFileSync(schema, JSON.stringify({ seed: 's', fields: [{ name: 'dni', type: 'documento' }] }));
const args = (out: string) => ['bulk', schema, '--count', '3', '--format', 'csv', '--out', out];
const bulk = (out: string) => cli(args(out));

describe('--out targets', () => {
  it.skipIf(!existsSync('/dev/full'))(
    'devices are written in place: /dev/stdout, and /dev/full (exit 1)',
    async () => {
      // stdout a file (Linux cannot open a socket's /proc/self/fd name, which is what execFile gives).
      const file = join(dir, 'stdout.csv');
      const fd = openSync(file, 'w');
      const stdout = spawnSync(process.execPath, [CLI, ...args('/dev/stdout')], {
        stdio: ['ignore', fd, 'pipe'],
      });
      closeSync(fd);
      expect(stdout.status, String(stdout.stderr)).toBe(0);
      expect(readFileSync(file, 'utf8')).toMatch(/^dni\r?\n(\d{8}[A-Z]\r?\n){3}$/);
      const full = await cli(args('/dev/full'));
      expect(full.code).toBe(1);
      expect(full.stderr).toMatch(/ENOSPC/);
      expect(full.stderr).not.toMatch(/\n\s+at /);
      expect(lstatSync('/dev/stdout').isSymbolicLink()).toBe(true);
      expect(lstatSync('/dev/full').isCharacterDevice()).toBe(true);
    },
  );

  it('a symbolic link stays a link; its file gets the rows', async () => {
    const file = join(dir, 'real.csv');
    writeFileSync(file, 'previous\n');
    const link = join(dir, 'link.csv');
    symlinkSync(file, link);
    const run = await bulk(link);
    expect(run.code, run.stderr).toBe(0);
    expect(lstatSync(link).isSymbolicLink()).toBe(true);
    expect(readlinkSync(link)).toBe(file);
    expect(readFileSync(file, 'utf8')).toMatch(/^dni\r?\n/);
  });
});
