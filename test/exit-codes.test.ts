/**
 * The README's exit-code table is the CLI's: its codes are EXIT_CODES, and
 * each example command of a row, run against the built CLI, ends with that
 * row's code (a signal as a shell reports it, 128 + its number).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { constants, tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { EXIT_CODES } from '../src/cli/exit-codes.js';
import { CLI } from './cli-runner.js';

interface Row {
  readonly code: number;
  readonly examples: readonly { args: string[]; signal?: 'SIGINT' | 'SIGTERM' }[];
}

function readmeRows(): Row[] {
  const readme = readFileSync(join(import.meta.dirname, '..', 'README.md'), 'utf8');
  const section = readme.split('### Exit codes')[1]!.split('\n### ')[0]!;
  return section
    .split('\n')
    .filter((line) => /^\| `\d+` \|/.test(line))
    .map((line) => {
      const [code, , examples] = line.split(' | ').map((cell) => cell.replace(/^\| ?|\|$/g, '').trim());
      const commands = [...(examples ?? '').matchAll(/`datos-prueba ([^`]+)`( then (SIGINT|SIGTERM))?/g)];
      return {
        code: Number(code!.replaceAll('`', '')),
        examples: commands.map((m) => ({
          args: m[1]!.split(' '),
          signal: m[3] as 'SIGINT' | 'SIGTERM' | undefined,
        })),
      };
    });
}

/** The exit status a shell reports: the code, or 128 + the signal's number. */
function run(args: string[], cwd: string, signal?: 'SIGINT' | 'SIGTERM') {
  return new Promise<{ status: number; stderr: string }>((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    // Stopped once it has started writing: the signal lands in the middle of the work.
    child.stdout.once('data', () => {
      if (signal) child.kill(signal);
    });
    child.stdout.resume();
    child.on('error', reject);
    child.on('exit', (code, killedBy) => {
      resolve({ status: code ?? 128 + constants.signals[killedBy!], stderr });
    });
  });
}

describe('exit codes (README, Exit codes)', () => {
  const rows = readmeRows();

  it('the table lists every code the CLI uses, each once', () => {
    expect(rows.map((r) => r.code)).toEqual([...new Set(Object.values(EXIT_CODES))].sort((a, b) => a - b));
  });

  it('each example ends with its row’s code, never with a stack trace', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'exit-codes-'));
    writeFileSync(
      join(dir, 'schema.json'),
      JSON.stringify({ seed: 's', fields: [{ name: 'dni', type: 'documento' }] }),
    );
    writeFileSync(join(dir, 'broken.ndjson'), '{"dni":"12345678Z"}\n{"dni":"8765\n');
    const runs = rows.flatMap((row) =>
      row.examples.map(async ({ args, signal }) => {
        const { status, stderr } = await run(args, dir, signal);
        return { command: `${args.join(' ')}${signal ? ` then ${signal}` : ''}`, status, stderr, row };
      }),
    );
    const results = await Promise.all(runs);
    expect(results.length).toBeGreaterThanOrEqual(12);
    for (const { command, status, stderr, row } of results) {
      expect(status, `${command}\n${stderr}`).toBe(row.code);
      expect(stderr, command).not.toMatch(/\n\s+at /);
    }
    // Each row but `verify`'s differing parts (test/job-shards.test.ts) has an example.
    for (const row of rows)
      if (row.code !== EXIT_CODES.partsDiffer)
        expect(row.examples.length, String(row.code)).toBeGreaterThan(0);
  });
});
