/**
 * docs/api.md, Pseudonymization end to end: the library's anonymize() on CSV, NDJSON and JSON
 * arrays, and the `anonimizar` command's exit codes and messages.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { validateValue } from '../src/countries/validate.js';
import { type AnonymizeOptions, anonymize } from '../src/index.js';

const dir = mkdtempSync(join(tmpdir(), 'datos-prueba-anon-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs anonymize() on `text` split into small chunks (so values straddle them) and returns the output. */
async function run(text: string, options: Partial<AnonymizeOptions> = {}) {
  const bytes = Buffer.from(text);
  const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) =>
    bytes.subarray(i * 7, i * 7 + 7),
  );
  let out = '';
  const output = new Writable({
    write(chunk, _encoding, done) {
      out += chunk;
      done();
    },
  });
  const report = await anonymize({ input: Readable.from(chunks), output, key: 'clave', ...options });
  return { out, report };
}

const PEOPLE = [
  'id;dni;nombre;email;telefono;iban;notas',
  '1;12345678Z;María;maria@gmail.com;612345678;ES74 0182 3278 9547 7473 8910;"dice ""hola""; y\nse va"',
  '2;X1234567L;José;jose@empresa.es;+34 912 34 56 78;ES7921000813610123456789;',
  '3;12345678A;Ana;ana@empresa.es;600 000 000;DE34525615662580002844;ok',
].join('\n');

describe('anonymize()', () => {
  it('replaces detected columns with valid fakes and keeps the rest, quotes, newlines and ";" included', async () => {
    const { out, report } = await run(PEOPLE);
    const before: string[][] = parse(PEOPLE, { delimiter: ';' });
    const after: string[][] = parse(out, { delimiter: ';' });
    expect(after.length).toBe(before.length);
    expect(after[0]).toEqual(before[0]);
    for (let r = 1; r < before.length; r++) {
      expect(after[r]![0]).toBe(before[r]![0]); // id kept
      expect(after[r]![6]).toBe(before[r]![6]); // free text kept
      for (const c of [1, 2, 3, 4, 5]) expect(after[r]![c]).not.toBe(before[r]![c]);
    }
    expect(validateValue(after[1]![1]!).kind).toBe('DNI');
    expect(validateValue(after[2]![1]!).kind).toBe('NIE');
    expect(validateValue(after[1]![5]!).valid).toBe(true);
    const dni = report.columns.find((c) => c.column === 'dni');
    expect(dni).toMatchObject({ kind: 'documento', rows: 3, replaced: 3, invalid: 1 });
    expect(report.columns.find((c) => c.column === 'notas')).toMatchObject({ kind: null, replaced: 0 });
  });

  it('round-trips a CSV it changes nothing in, byte for byte (BOM, CRLF, quoted fields)', async () => {
    const text = '\ufeffa,b\r\n"x, ""y""",2\r\n"line\r\nbreak",3\r\n';
    const { out } = await run(text);
    expect(out).toBe(text);
  });

  it('gives identical output for the same file twice, and another for another key', async () => {
    const first = await run(PEOPLE);
    const second = await run(PEOPLE);
    const other = await run(PEOPLE, { key: 'otra clave' });
    expect(second.out).toBe(first.out);
    const dniOf = (out: string) => (parse(out, { delimiter: ';' }) as string[][]).slice(1).map((r) => r[1]);
    expect(dniOf(other.out)).not.toEqual(dniOf(first.out));
  });

  it('keeps joins across files: one value, one fake, whatever the file and format', async () => {
    const clients = await run('nif,nombre\n12345678Z,Ana\n87654321X,Luis\n');
    const orders = await run('{"pedido":1,"cliente":"87654321X"}\n{"pedido":2,"cliente":"12345678Z"}\n', {
      columns: { cliente: 'dni' },
    });
    const fakes = (parse(clients.out) as string[][]).slice(1).map((r) => r[0]);
    const joined = orders.out
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line).cliente);
    expect(joined).toEqual([fakes[1], fakes[0]]);
  });

  it('reads and writes a JSON array element by element', async () => {
    const input = JSON.stringify([
      { dni: '12345678Z', tel: 612345678, nested: { a: '[}' } },
      { dni: '87654321X', tel: null, texto: 'a, "b"] }' },
    ]);
    const { out, report } = await run(input, { columns: { tel: 'telefono' } });
    const rows = JSON.parse(out);
    expect(rows).toHaveLength(2);
    expect(validateValue(rows[0].dni).kind).toBe('DNI');
    expect(typeof rows[0].tel).toBe('number');
    expect(validateValue(String(rows[0].tel)).kind).toBe('Telefono');
    expect(rows[0].nested).toEqual({ a: '[}' });
    expect(rows[1].texto).toBe('a, "b"] }');
    expect(report.format).toBe('json');
  });

  it('plans without writing and without values', async () => {
    const { out, report } = await run(PEOPLE, { plan: true });
    expect(out).toBe('');
    const text = JSON.stringify(report);
    for (const value of ['12345678Z', 'María', 'maria@gmail.com', '612345678', 'hola'])
      expect(text).not.toContain(value);
    expect(report.columns.map((c) => [c.column, c.kind, c.source])).toEqual([
      ['id', null, null],
      ['dni', 'documento', 'cabecera'],
      ['nombre', 'nombre', 'cabecera'],
      ['email', 'email', 'valores'],
      ['telefono', 'telefono', 'valores'],
      ['iban', 'iban', 'valores'],
      ['notas', null, null],
    ]);
  });

  it('refuses without a key, with an unknown kind or column', async () => {
    await expect(run(PEOPLE, { key: '' })).rejects.toMatchObject({ code: 'INVALID_PARAMS' });
    await expect(run(PEOPLE, { columns: { dni: 'pasaporte-lunar' } })).rejects.toMatchObject({
      code: 'INVALID_PARAMS',
    });
    await expect(run(PEOPLE, { columns: { nada: 'dni' } })).rejects.toMatchObject({ code: 'INVALID_PARAMS' });
  });

  it('names the row of a broken record, never its text', async () => {
    const secret = '12345678Z';
    await expect(run(`{"dni":"${secret}"}\n{"dni":"${secret}"\n`)).rejects.toThrow(/^row 2: not valid JSON$/);
    await expect(run(`[{"dni":"${secret}"}, {"dni": ${secret}}]`)).rejects.toThrow(/^row 2: not valid JSON$/);
    await expect(run(`a,b\n1,"${secret}\n`)).rejects.toThrow(/^row 1: CSV not readable \(CSV_/);
  });
});

describe('datos-prueba anonimizar', () => {
  const CLI = join(import.meta.dirname, '..', 'dist', 'src', 'cli.js');
  const cli = async (args: string[], env: Record<string, string> = {}) => {
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, 'anonimizar', ...args], {
        env: { ...process.env, ...env },
      });
      return { code: 0, stdout, stderr };
    } catch (err) {
      const e = err as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  };
  const file = join(dir, 'personas.csv');
  writeFileSync(file, PEOPLE);

  it('exits 2 without a key, and writes nothing', async () => {
    const result = await cli([file]);
    expect(result.code).toBe(2);
    expect(result.stdout).toBe('');
    expect(result.stderr).toContain('INVALID_PARAMS');
  });

  it('writes the output and the report, the report without values', async () => {
    const out = join(dir, 'anon.csv');
    const reportFile = join(dir, 'informe.json');
    const result = await cli([file, '--out', out, '--report', reportFile], { DATOS_PRUEBA_CLAVE: 'clave' });
    expect(result.code).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe((await run(PEOPLE)).out);
    const report = readFileSync(reportFile, 'utf8');
    expect(report).toContain('"replaced": 3');
    for (const value of ['12345678Z', 'María', '612345678']) expect(report).not.toContain(value);
  });

  it('exits 2 on a broken row (the input file must change), naming it without its value', async () => {
    const broken = join(dir, 'roto.ndjson');
    writeFileSync(broken, '{"dni":"12345678Z"}\n{"dni":"87654321X\n');
    const result = await cli([broken, '--key', 'k']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('INVALID_PARAMS: el archivo «');
    expect(result.stderr).toContain('roto.ndjson»: el registro 2 no es JSON válido');
    expect(result.stderr).toContain('"problem":"record_not_json","row":2');
    expect(result.stderr).not.toContain('87654321X');
  });

  it('says what is wrong in a CSV row in the chosen language: the line and the fix, never the value', async () => {
    const broken = join(dir, 'comilla.csv');
    writeFileSync(broken, 'dni;nombre\n12345678Z;"Ana\n');
    const lines = await Promise.all(
      (['es', 'en', 'pt'] as const).map(async (lang) => {
        const result = await cli([broken, '--key', 'k', '--lang', lang]);
        expect(result.code).toBe(2);
        expect(result.stderr).not.toContain('Ana');
        expect(result.stderr).toContain('"problem":"csv_syntax","row":1,"line":2,"reason":"quote"');
        return result.stderr.split('\n')[0];
      }),
    );
    expect(lines).toEqual([
      `INVALID_PARAMS: el archivo «${broken}» no es CSV legible en la línea 2: comillas mal cerradas`,
      `INVALID_PARAMS: file "${broken}" is not readable CSV at line 2: badly closed quotes`,
      `INVALID_PARAMS: o ficheiro «${broken}» não é CSV legível na linha 2: aspas mal fechadas`,
    ]);
  });

  it('exits 2 on a file that cannot be read, naming it, and on an unknown kind', async () => {
    const missing = await cli([join(dir, 'no-existe.csv'), '--key', 'k']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^INVALID_PARAMS: <file>: no existe el archivo «.*no-existe\.csv»/);
    expect((await cli([file, '--key', 'k', '--columns', 'lunar=dni'])).code).toBe(2);
  });

  it('prints the plan', async () => {
    const result = await cli([file, '--key', 'k', '--plan', '--columns', 'conservar=telefono']);
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/telefono\s+-\s+columnas/);
    expect(result.stdout).not.toContain('612345678');
  });
});
