import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SQL_EXPORTER } from './sql.js';
import { ROWS_PER_INSERT, SQL_DIALECT_RULES } from './sql-dialects.js';
import { datasetArb, exportOptions, render, SAMPLE_COLUMNS, SAMPLE_ROWS } from './test-support.js';
import { type Column, type Row, SQL_DIALECTS, type SqlDialect } from './types.js';

/**
 * Splits SQL text at the semicolons outside quoted strings and identifiers
 * (quotes escaped by doubling, as in the standard dialects).
 */
function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let quote = '';
  let start = 0;
  for (let i = 0; i < sql.length; i++) {
    const c = sql[i];
    if (quote !== '') {
      if (c === quote && sql[i + 1] === quote) i++;
      else if (c === quote) quote = '';
    } else if (c === "'" || c === '"') quote = c;
    else if (c === ';') {
      statements.push(sql.slice(start, i + 1));
      start = i + 1;
    }
  }
  if (sql.slice(start).trim() !== '') statements.push(sql.slice(start));
  return statements;
}

const sample = (dialect: SqlDialect, createTable = true) =>
  render(
    SQL_EXPORTER,
    SAMPLE_COLUMNS,
    SAMPLE_ROWS,
    exportOptions({ dialect, createTable, table: 'clientes' }),
  );

describe('SQL exporter, ansi (docs/api.md, Export formats)', () => {
  it('writes CREATE TABLE, then one INSERT per row and per line', () => {
    expect(sample('ansi')).toBe(
      'CREATE TABLE "clientes" (\n' +
        '  "nombre" TEXT NOT NULL,\n' +
        '  "edad" BIGINT,\n' +
        '  "saldo" DOUBLE PRECISION NOT NULL,\n' +
        '  "activo" BOOLEAN NOT NULL,\n' +
        '  "alta-web" DATE\n' +
        ');\n' +
        'INSERT INTO "clientes" ("nombre", "edad", "saldo", "activo", "alta-web") VALUES (\'Ana "la" O\'\'Brien\', 41, 1234.5, TRUE, \'2024-01-31\');\n' +
        'INSERT INTO "clientes" ("nombre", "edad", "saldo", "activo", "alta-web") VALUES (\'Peña, Ñ; <b>&</b>\r\nfin\', NULL, -0.25, FALSE, NULL);\n' +
        'INSERT INTO "clientes" ("nombre", "edad", "saldo", "activo", "alta-web") VALUES (\'\', 0, 3, FALSE, \'1999-12-31\');\n',
    );
  });

  it('writes only INSERTs into "datos" by default', () => {
    const columns: Column[] = [{ name: 'cp', type: 'cp', kind: 'text', nullable: false }];
    expect(render(SQL_EXPORTER, columns, [['08001'], ['28001']], exportOptions())).toBe(
      'INSERT INTO "datos" ("cp") VALUES (\'08001\');\nINSERT INTO "datos" ("cp") VALUES (\'28001\');\n',
    );
  });

  it('writes NaN and Infinity as NULL and big or tiny numbers as literals every dialect reads', () => {
    const columns: Column[] = [{ name: 'n', type: 'numero', kind: 'decimal', nullable: true }];
    const rows: Row[] = [[Number.NaN], [Number.NEGATIVE_INFINITY], [1e21], [-1.5e-7]];
    expect(render(SQL_EXPORTER, columns, rows, exportOptions())).toBe(
      'INSERT INTO "datos" ("n") VALUES (NULL);\nINSERT INTO "datos" ("n") VALUES (NULL);\n' +
        'INSERT INTO "datos" ("n") VALUES (1e+21);\nINSERT INTO "datos" ("n") VALUES (-1.5e-7);\n',
    );
  });

  it('writes exactly one statement per row, whatever the text (property)', () => {
    fc.assert(
      fc.property(datasetArb(), fc.boolean(), ({ columns, rows }, createTable) => {
        const options = exportOptions({ createTable });
        const statements = splitStatements(render(SQL_EXPORTER, columns, rows, options));
        expect(statements).toHaveLength(rows.length + (createTable ? 1 : 0));
        const inserts = createTable ? statements.slice(1) : statements;
        inserts.forEach((statement, i) => {
          expect(statement).toBe(
            `${i === 0 && !createTable ? '' : '\n'}${SQL_EXPORTER.rows(columns, [rows[i]], i, options).slice(0, -1)}`,
          );
          expect(statement).toMatch(/^\n?INSERT INTO "datos" \(/);
        });
      }),
      { numRuns: 300 },
    );
  });
});

describe('SQL exporter, other dialects', () => {
  it('postgresql: the ansi spelling in multi-row INSERTs', () => {
    expect(sample('postgresql')).toBe(
      'CREATE TABLE "clientes" (\n' +
        '  "nombre" TEXT NOT NULL,\n' +
        '  "edad" BIGINT,\n' +
        '  "saldo" DOUBLE PRECISION NOT NULL,\n' +
        '  "activo" BOOLEAN NOT NULL,\n' +
        '  "alta-web" DATE\n' +
        ');\n' +
        'INSERT INTO "clientes" ("nombre", "edad", "saldo", "activo", "alta-web") VALUES\n' +
        "  ('Ana \"la\" O''Brien', 41, 1234.5, TRUE, '2024-01-31'),\n" +
        "  ('Peña, Ñ; <b>&</b>\r\nfin', NULL, -0.25, FALSE, NULL),\n" +
        "  ('', 0, 3, FALSE, '1999-12-31');\n",
    );
  });

  it('mysql: backticks, doubled quotes, CR outside the literal, utf8mb4', () => {
    expect(sample('mysql')).toBe(
      'SET NAMES utf8mb4;\n' +
        'CREATE TABLE `clientes` (\n' +
        '  `nombre` TEXT NOT NULL,\n' +
        '  `edad` BIGINT,\n' +
        '  `saldo` DOUBLE NOT NULL,\n' +
        '  `activo` BOOLEAN NOT NULL,\n' +
        '  `alta-web` DATE\n' +
        ') DEFAULT CHARSET=utf8mb4;\n' +
        'INSERT INTO `clientes` (`nombre`, `edad`, `saldo`, `activo`, `alta-web`) VALUES\n' +
        "  ('Ana \"la\" O''Brien', 41, 1234.5, TRUE, '2024-01-31'),\n" +
        "  (CONCAT('Peña, Ñ; <b>&</b>', CHAR(13 USING utf8mb4), '\nfin'), NULL, -0.25, FALSE, NULL),\n" +
        "  ('', 0, 3, FALSE, '1999-12-31');\n",
    );
  });

  it('sqlite: 1/0 booleans, TEXT/INTEGER/REAL, CR through char(13)', () => {
    expect(sample('sqlite')).toBe(
      'CREATE TABLE "clientes" (\n' +
        '  "nombre" TEXT NOT NULL,\n' +
        '  "edad" INTEGER,\n' +
        '  "saldo" REAL NOT NULL,\n' +
        '  "activo" INTEGER NOT NULL,\n' +
        '  "alta-web" TEXT\n' +
        ');\n' +
        'INSERT INTO "clientes" ("nombre", "edad", "saldo", "activo", "alta-web") VALUES\n' +
        "  ('Ana \"la\" O''Brien', 41, 1234.5, 1, '2024-01-31'),\n" +
        "  ('Peña, Ñ; <b>&</b>'||char(13)||'\nfin', NULL, -0.25, 0, NULL),\n" +
        "  ('', 0, 3, 0, '1999-12-31');\n",
    );
  });

  it('sqlserver: brackets, N strings, BIT, NVARCHAR(MAX)', () => {
    expect(sample('sqlserver')).toBe(
      'CREATE TABLE [clientes] (\n' +
        '  [nombre] NVARCHAR(MAX) NOT NULL,\n' +
        '  [edad] BIGINT,\n' +
        '  [saldo] FLOAT NOT NULL,\n' +
        '  [activo] BIT NOT NULL,\n' +
        '  [alta-web] DATE\n' +
        ');\n' +
        'INSERT INTO [clientes] ([nombre], [edad], [saldo], [activo], [alta-web]) VALUES\n' +
        "  (N'Ana \"la\" O''Brien', 41, 1234.5, 1, N'2024-01-31'),\n" +
        "  (N'Peña, Ñ; <b>&</b>\r\nfin', NULL, -0.25, 0, NULL),\n" +
        "  (N'', 0, 3, 0, N'1999-12-31');\n",
    );
  });

  it.each([
    ['ansi', "it's", "'it''s'"],
    ['ansi', 'a\0b\\n', "'ab\\n'"],
    ['postgresql', 'C:\\tmp\\', "'C:\\tmp\\'"],
    ['mysql', 'C:\\tmp\\', "CONCAT('C:', CHAR(92 USING utf8mb4), 'tmp', CHAR(92 USING utf8mb4))"],
    ['mysql', "it's", "'it''s'"],
    ['mysql', "\\'", "CONCAT(CHAR(92 USING utf8mb4), '''')"],
    ['mysql', 'a\\\\n', "CONCAT('a', CHAR(92,92 USING utf8mb4), 'n')"],
    [
      'mysql',
      'a\0b\nc\rd\x1ae\tf',
      "CONCAT('ab\nc', CHAR(13 USING utf8mb4), 'd', CHAR(26 USING utf8mb4), 'e\tf')",
    ],
    ['sqlite', 'a\r\nb', "'a'||char(13)||'\nb'"],
    ['sqlite', "\r'", "''||char(13)||''''"],
    ['sqlserver', "Peña's €", "N'Peña''s €'"],
    ['sqlserver', 'a\0b', "N'ab'"],
  ] as [SqlDialect, string, string][])('%s writes %j as %s', (dialect, value, expected) => {
    expect(SQL_DIALECT_RULES[dialect].string(value)).toBe(expected);
  });

  it.each([
    ['ansi', 'a"b', '"a""b"'],
    ['mysql', 'a`b', '`a``b`'],
    ['sqlserver', 'a]b', '[a]]b]'],
  ] as [SqlDialect, string, string][])('%s quotes identifier %s as %s', (dialect, name, expected) => {
    expect(SQL_DIALECT_RULES[dialect].identifier(name)).toBe(expected);
  });

  it('starts a statement every ROWS_PER_INSERT rows of the whole output and closes the last one', () => {
    const columns: Column[] = [{ name: 'n', type: 'numero', kind: 'integer', nullable: false }];
    const rows: Row[] = Array.from({ length: 2 * ROWS_PER_INSERT + 5 }, (_, i) => [i]);
    const text = render(SQL_EXPORTER, columns, rows, exportOptions({ dialect: 'sqlite' }), 7);
    const statements = text.split(';\n');
    expect(statements.pop()).toBe('');
    expect(statements.map((s) => s.split('\n').length - 1)).toEqual([ROWS_PER_INSERT, ROWS_PER_INSERT, 5]);
    expect(statements[1].startsWith(`INSERT INTO "datos" ("n") VALUES\n  (${ROWS_PER_INSERT}),\n`)).toBe(
      true,
    );
    const exact = rows.slice(0, ROWS_PER_INSERT);
    expect(
      render(SQL_EXPORTER, columns, exact, exportOptions({ dialect: 'sqlite' }), 9).endsWith(
        `  (${ROWS_PER_INSERT - 1});\n`,
      ),
    ).toBe(true);
    expect(SQL_EXPORTER.end(columns, 0, exportOptions({ dialect: 'mysql' }))).toBe('');
  });

  it('writes the same bytes however the rows are batched, in every dialect (property)', () => {
    const rowsOfIntegers = fc.array(fc.tuple(fc.integer()), { minLength: 95, maxLength: 310 });
    fc.assert(
      fc.property(
        fc.constantFrom(...SQL_DIALECTS),
        fc.oneof(
          datasetArb(),
          rowsOfIntegers.map((rows) => ({ columns: [SAMPLE_COLUMNS[1]], rows: rows as Row[] })),
        ),
        fc.integer({ min: 1, max: 120 }),
        fc.boolean(),
        (dialect, { columns, rows }, batchSize, createTable) => {
          const options = exportOptions({ dialect, createTable });
          expect(render(SQL_EXPORTER, columns, rows, options, batchSize)).toBe(
            render(SQL_EXPORTER, columns, rows, options),
          );
        },
      ),
      { numRuns: 300 },
    );
  });
});
