/**
 * `db anonimizar` on the command line when fakes are longer than their
 * column (docs/api.md, Database copy): the fakes are cut to the column's
 * width, and the summary counts them per column in a `recortados` column
 * (`cut`, `cortados`), shown only when some value was cut. SQLite files, so
 * it runs everywhere.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './cli-runner.js';

const dir = mkdtempSync(join(tmpdir(), 'db-cut-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const GIVEN = ['Ana', 'Luis', 'Marta', 'Jorge'];
const SURNAMES = ['García', 'López', 'Pérez', 'Ruiz', 'Sanz', 'Gómez', 'Díaz'];
const ROWS = 40;

/** A source file whose `apellidos` is `width` characters wide; each row's two surnames fit it. */
function source(name: string, width: number): string {
  const path = join(dir, `${name}.db`);
  const db = new Database(path);
  db.exec(
    `CREATE TABLE personas (id INTEGER PRIMARY KEY, nombre VARCHAR(40) NOT NULL, apellidos VARCHAR(${width}) NOT NULL)`,
  );
  const insert = db.prepare('INSERT INTO personas VALUES (?, ?, ?)');
  for (let i = 1; i <= ROWS; i++)
    insert.run(i, GIVEN[i % 4], `${SURNAMES[i % 7]} ${SURNAMES[(i * 3) % 7]}`.slice(0, width));
  db.close();
  return path;
}

/** The summary's row of a column: its cells split on runs of spaces. */
const summaryRow = (stderr: string, column: string) =>
  stderr
    .split('\n')
    .find((line) => line.startsWith(`${column} `))
    ?.trim()
    .split(/\s{2,}/);

describe('db anonimizar, fakes wider than their column', () => {
  it('cuts them to the width and counts them, in the CLI language', async () => {
    const from = source('narrow', 7);
    const to = join(dir, 'narrow-copy.db');
    const es = await cli(['db', 'anonimizar', `sqlite://${from}`, `sqlite://${to}`, '--key', 'k']);
    expect(es.code).toBe(0);
    const header = es.stderr.split('\n').find((line) => line.startsWith('columna '));
    expect(header?.trim().split(/\s{2,}/)).toEqual([
      'columna',
      'tipo',
      'filas',
      'reemplazados',
      'inválidos',
      'encontrados',
      'recortados',
    ]);
    const apellidos = summaryRow(es.stderr, 'apellidos');
    const cut = Number(apellidos?.at(-1));
    expect(apellidos?.slice(0, 3)).toEqual(['apellidos', 'apellido', String(ROWS)]);
    const copy = new Database(to, { readonly: true });
    const written = copy.prepare('SELECT apellidos FROM personas').all() as { apellidos: string }[];
    copy.close();
    expect(written).toHaveLength(ROWS);
    for (const { apellidos: value } of written) expect(value.length).toBeLessThanOrEqual(7);
    // What was counted is what was cut: fakes of two surnames rarely fit in 7 characters.
    expect(cut).toBeGreaterThan(ROWS / 2);
    expect(cut).toBeLessThanOrEqual(ROWS);
    expect(Number(summaryRow(es.stderr, 'nombre')?.at(-1))).toBe(0);

    const en = await cli([
      '--lang',
      'en',
      'db',
      'anonimizar',
      `sqlite://${from}`,
      `sqlite://${join(dir, 'narrow-copy-en.db')}`,
      '--key',
      'k',
    ]);
    expect(en.stderr).toMatch(/^column +kind +rows +replaced +invalid +found +cut$/m);
    expect(Number(summaryRow(en.stderr, 'apellidos')?.at(-1))).toBe(cut);
  });

  it('shows no such column when every fake fits', async () => {
    const from = source('wide', 60);
    const result = await cli([
      'db',
      'anonimizar',
      `sqlite://${from}`,
      `sqlite://${join(dir, 'wide-copy.db')}`,
      '--key',
      'k',
    ]);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/^columna +tipo +filas +reemplazados +inválidos +encontrados$/m);
    expect(result.stderr).not.toContain('recortados');
  });
});
