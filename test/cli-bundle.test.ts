/**
 * The CLI as the package's `bin` runs it: one bundled entry file
 * (dist/cli.mjs, scripts/bundle-cli.mjs) and the chunks it loads on demand.
 * It must answer exactly as the compiled modules do (dist/src/cli.js, which
 * the other CLI tests run), and a command must load only its own code: a
 * `bulk` run, as each process of a sharded job is, never loads the server,
 * the database commands or the anonymiser.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { MessageChannel, Worker } from 'node:worker_threads';
import { afterAll, describe, expect, it } from 'vitest';
import { Replacers, RowAnonymizer } from '../src/anonymize/row-anonymizer.js';
import { replaceLines } from '../src/db/copy/copy-text.js';

const root = join(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const BIN = join(root, pkg.bin['datos-prueba']);
const MODULES = join(root, 'dist', 'src', 'cli.js');
const TRACE = join(root, 'test', 'fixtures', 'trace-imports.mjs');

const work = mkdtempSync(join(tmpdir(), 'cli-bundle-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const schema = join(work, 'schema.json');
writeFileSync(
  schema,
  JSON.stringify({
    seed: 'bundle',
    refDate: '2026-01-01',
    fields: [
      { name: 'nombre', type: 'nombre_completo' },
      { name: 'documento', type: 'documento' },
      { name: 'telefono', type: 'telefono_fijo' },
      { name: 'municipio', type: 'municipio' },
    ],
  }),
);

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

async function run(node: readonly string[], args: readonly string[]): Promise<Run> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [...node, ...args], {
      cwd: work,
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

/** stderr without the run summary's timing (`... 0.02 s, 89 filas/s ...`), which differs between any two runs. */
const untimed = (stderr: string) => stderr.replace(/\d+(\.\d+)? s, \d+ [a-z]+\/s/g, '<time>');

describe('the bundled CLI (package bin)', () => {
  it('is a bundle, not the compiled modules', () => {
    expect(pkg.bin['datos-prueba']).toBe('dist/cli.mjs');
    expect(pkg.exports['./cli']).toBe('./dist/cli.mjs');
  });

  it.each<[string, string[]]>([
    ['help', ['--help']],
    ['a command help', ['bulk', '--help']],
    ['generate', ['generate', 'identity', '--count', '3', '--seed', 'b', '--refDate', '2026-01-01']],
    [
      'generate for a locale',
      ['--locale', 'pt', 'generate', 'document', '--sub', 'nipc', '--count', '2', '--seed', 'b'],
    ],
    ['bulk as CSV', ['bulk', schema, '--count', '50', '--format', 'csv']],
    [
      'bulk as SQL, English messages',
      ['--lang=en', 'bulk', schema, '--count', '5', '--format', 'sql', '--shard', '2/3'],
    ],
    ['validate', ['validate', '12345678Z', '--json']],
    ['validate, invalid (exit 1)', ['validate', '12345678A']],
    ['an unknown command', ['bulkk']],
    ['an unknown option before the command', ['--count', '3', 'generate', 'document']],
    ['a bad choice of a global option', ['--locale', 'xx', 'validate', '1']],
    ['a missing argument', ['bulk']],
    ['the help command', ['help', 'validate']],
  ])('%s: the same output and exit code as the compiled modules', async (_name, args) => {
    const [bundled, modules] = await Promise.all([run([BIN], args), run([MODULES], args)]);
    expect(bundled.code).toBe(modules.code);
    expect(bundled.stdout).toBe(modules.stdout);
    expect(untimed(bundled.stderr)).toBe(untimed(modules.stderr));
  });

  it('bulk Parquet: the same bytes as the compiled modules', async () => {
    const args = (out: string) => ['bulk', schema, '--count', '300', '--format', 'parquet', '--out', out];
    const [bundled, modules] = await Promise.all([
      run([BIN], args(join(work, 'bundled.parquet'))),
      run([MODULES], args(join(work, 'modules.parquet'))),
    ]);
    expect([bundled.code, modules.code]).toEqual([0, 0]);
    expect(
      readFileSync(join(work, 'bundled.parquet')).equals(readFileSync(join(work, 'modules.parquet'))),
    ).toBe(true);
  });

  it("a bulk run loads its own command's code only", async () => {
    const traced = await run(['--import', TRACE, BIN], ['bulk', schema, '--count', '2', '--format', 'csv']);
    expect(traced.code, traced.stderr).toBe(0);
    const loaded = [
      ...new Set(
        traced.stderr
          .split('\n')
          .filter((line) => line.startsWith('LOADED file:'))
          .map((line) => line.slice(line.lastIndexOf('/') + 1)),
      ),
    ];
    expect(loaded.some((file) => file.startsWith('bulk-command-'))).toBe(true);
    const others = [
      'generate-',
      'dataset-command-',
      'db-command-',
      'validate-command-',
      'anonymize-command-',
    ];
    expect(loaded.filter((file) => others.some((other) => file.startsWith(other)))).toEqual([]);
    expect(loaded.filter((file) => /^(server|serve-command|postgres|mysql|sqlite)-/.test(file))).toEqual([]);
    // One entry file and a few chunks, where the compiled modules are several hundred files.
    expect(loaded.length).toBeLessThan(30);
  });

  it("db anonimizar's replacement thread is bundled beside the chunk that starts it, and replaces as the main thread does", async () => {
    const chunks = join(root, 'dist', 'cli-chunks');
    // The chunk that starts it names it by its own extension (src/db/copy/replace-thread.ts).
    const starter = readdirSync(chunks).filter(
      (file) =>
        file !== 'replace-worker.mjs' &&
        readFileSync(join(chunks, file), 'utf8').includes('./replace-worker'),
    );
    expect(starter.length).toBeGreaterThan(0);
    expect(starter.every((file) => file.endsWith('.mjs'))).toBe(true);

    const options = { key: 'hilo', dateWindow: 30, keepProvince: false, locale: 'es' } as const;
    const plans = [
      { column: 'id', key: 0, kind: null, source: null, action: '', scan: false },
      { column: 'dni', key: 1, kind: 'documento', source: 'columnas', action: '', scan: false },
      { column: 'nombre', key: 2, kind: 'nombre_completo', source: 'columnas', action: '', scan: false },
    ] as const;
    const text = '1\t12345678Z\tJosé Luis García\n2\t\\N\tAna Pérez\n';
    const { port1, port2 } = new MessageChannel();
    const worker = new Worker(join(chunks, 'replace-worker.mjs'), {
      workerData: { replies: port2 },
      transferList: [port2],
    });
    try {
      const reply = (type: string) =>
        new Promise<{ type: string; bytes?: Uint8Array }>((resolve) =>
          port1.on('message', (m: { type: string }) => {
            if (m.type === type || m.type === 'failed') resolve(m);
          }),
        );
      const ready = reply('ready');
      worker.postMessage({
        type: 'run',
        run: 0,
        options,
        kinds: ['documento', 'nombre_completo'],
        places: false,
      });
      expect((await ready).type).toBe('ready');
      const done = reply('done');
      worker.postMessage({ type: 'table', run: 0, table: 0, plans, read: [1, 2] });
      // The source's bytes go over (handed over), and the new bytes come back.
      const bytes = new Uint8Array(Buffer.from(text));
      worker.postMessage({ type: 'chunk', table: 0, id: 0, bytes, first: 1 }, [bytes.buffer]);
      const answer = await done;
      expect(answer.type).toBe('done');
      const engine = new RowAnonymizer(new Replacers(options));
      for (const plan of plans) engine.add(plan);
      const written = Buffer.from(answer.bytes!).toString();
      expect(written).toBe(replaceLines(text, engine, [1, 2], 1)?.toString());
      expect(written).not.toContain('12345678Z');
    } finally {
      port1.close();
      await worker.terminate();
    }
  });
});
