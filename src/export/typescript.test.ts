import path from 'node:path';
import { runInNewContext } from 'node:vm';
import fc from 'fast-check';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import {
  anyText,
  columnNames,
  datasetArb,
  exportOptions,
  render,
  SAMPLE_COLUMNS,
  SAMPLE_ROWS,
} from './test-support.js';
import type { Column, Row } from './types.js';
import { arrayName, interfaceName, TYPESCRIPT_EXPORTER, tsString } from './typescript.js';

const COMPILER_OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  lib: ['lib.es2022.d.ts'],
  types: [],
};

const baseHost = ts.createCompilerHost(COMPILER_OPTIONS);
/** The standard library is parsed once for every program of the run. */
const libFiles = new Map<string, ts.SourceFile | undefined>();

/** `tsc --strict --noEmit` over in-memory modules: the diagnostics, as text. */
function typeCheck(sources: readonly string[]): string[] {
  const files = new Map(sources.map((text, i) => [path.resolve(`exportado-${i}.ts`), text]));
  const host: ts.CompilerHost = {
    ...baseHost,
    fileExists: (name) => files.has(name) || baseHost.fileExists(name),
    readFile: (name) => files.get(name) ?? baseHost.readFile(name),
    getSourceFile(name, languageVersion) {
      const text = files.get(name);
      if (text !== undefined) return ts.createSourceFile(name, text, languageVersion);
      if (!libFiles.has(name)) libFiles.set(name, baseHost.getSourceFile(name, languageVersion));
      return libFiles.get(name);
    },
    writeFile: () => {},
  };
  const program = ts.createProgram([...files.keys()], COMPILER_OPTIONS, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const where = d.file
      ? `${path.basename(d.file.fileName)}:${d.file.getLineAndCharacterOfPosition(d.start ?? 0).line + 1}`
      : '';
    return `${where} ${ts.flattenDiagnosticMessageText(d.messageText, '\n')}`;
  });
}

/** Runs the module as JavaScript and returns its exports. */
function evaluate(source: string): Record<string, unknown> {
  const compilerOptions = { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022 };
  const js = ts.transpileModule(source, { compilerOptions }).outputText;
  const exports: Record<string, unknown> = {};
  runInNewContext(js, { exports });
  return exports;
}

/** The rows of the exported array, as arrays of own values in schema order. */
function exportedRows(
  exports: Record<string, unknown>,
  name: string,
  columns: readonly Column[],
): unknown[][] {
  const objects = exports[name] as Record<string, unknown>[];
  return objects.map((o) => columns.map((c) => (Object.hasOwn(o, c.name) ? o[c.name] : 'missing')));
}

describe('TypeScript exporter', () => {
  it('writes the interface named from the table and the array of it', () => {
    const options = exportOptions({ table: 'clientes', tableGiven: true });
    expect(render(TYPESCRIPT_EXPORTER, SAMPLE_COLUMNS, SAMPLE_ROWS, options)).toBe(
      'export interface Clientes {\n' +
        '  nombre: string;\n' +
        '  edad: number | null;\n' +
        '  saldo: number;\n' +
        '  activo: boolean;\n' +
        '  "alta-web": string | null;\n' +
        '}\n' +
        '\n' +
        'export const clientes: Clientes[] = [];\n' +
        '\n' +
        'clientes.push(\n' +
        '  { nombre: "Ana \\"la\\" O\'Brien", edad: 41, saldo: 1234.5, activo: true, "alta-web": "2024-01-31" },\n' +
        '  { nombre: "Peña, Ñ; <b>&</b>\\r\\nfin", edad: null, saldo: -0.25, activo: false, "alta-web": null },\n' +
        '  { nombre: "", edad: 0, saldo: 3, activo: false, "alta-web": "1999-12-31" },\n' +
        ');\n',
    );
  });

  it('uses Registro and registros when no table was sent, and an empty array for no rows', () => {
    const columns: Column[] = [{ name: 'cp', type: 'cp', kind: 'text', nullable: false }];
    expect(render(TYPESCRIPT_EXPORTER, columns, [], exportOptions())).toBe(
      'export interface Registro {\n  cp: string;\n}\n\nexport const registros: Registro[] = [];\n',
    );
  });

  it.each([
    ['clientes', 'Clientes', 'clientes'],
    ['mis_clientes', 'MisClientes', 'misClientes'],
    ['mis-clientes_vip', 'MisClientesVip', 'misClientesVip'],
    ['clientesVIP', 'ClientesVIP', 'clientesVIP'],
    ['_1abc', '_1abc', '_1abc'],
    ['___', 'Registro', 'registros'],
    ['class', 'Class', 'class_'],
    ['eval', 'Eval', 'eval_'],
    ['Undefined', 'Undefined', 'undefined_'],
    ['await', 'Await', 'await_'],
    ['String', 'String', 'string'],
    ['Array', 'Array', 'array'],
    ['Object', 'Object', 'object'],
    ['Promise', 'Promise', 'promise'],
  ])('table %s gives interface %s and array %s, and compiles', (table, iface, array) => {
    const options = exportOptions({ table, tableGiven: true });
    expect([interfaceName(options), arrayName(options)]).toEqual([iface, array]);
    const source = render(TYPESCRIPT_EXPORTER, SAMPLE_COLUMNS, SAMPLE_ROWS, options);
    expect(typeCheck([source])).toEqual([]);
  });

  it.each([
    ['quotes and backslashes', 'a"b\\c', '"a\\"b\\\\c"'],
    ['controls', '\0\n\x1f', '"\\u0000\\n\\u001f"'],
    ['line and paragraph separators', 'a\u2028b\u2029', '"a\\u2028b\\u2029"'],
    ['a lone surrogate', '\uDC00', '"\\udc00"'],
    ['template and comment markers', '$' + '{x}*/', '"$' + '{x}*/"'],
  ])('string with %s', (_name, value, expected) => {
    expect(tsString(value)).toBe(expected);
  });

  it('quotes names that are not identifiers and writes __proto__ as a computed key', () => {
    const columns: Column[] = [
      { name: '__proto__', type: 'nombre', kind: 'text', nullable: true },
      { name: 'a-b', type: 'numero', kind: 'decimal', nullable: false },
      { name: 'constructor', type: 'booleano', kind: 'boolean', nullable: false },
    ];
    const rows: Row[] = [
      [null, Number.NaN, true],
      ['x', Number.NEGATIVE_INFINITY, false],
    ];
    const source = render(TYPESCRIPT_EXPORTER, columns, rows, exportOptions());
    expect(source).toBe(
      'export interface Registro {\n  __proto__: string | null;\n  "a-b": number;\n  constructor: boolean;\n}\n\n' +
        'export const registros: Registro[] = [];\n\nregistros.push(\n' +
        '  { ["__proto__"]: null, "a-b": NaN, constructor: true },\n' +
        '  { ["__proto__"]: "x", "a-b": -Infinity, constructor: false },\n' +
        ');\n',
    );
    expect(typeCheck([source])).toEqual([]);
    expect(exportedRows(evaluate(source), 'registros', columns)).toEqual(rows);
  });

  it('compiles under --strict and evaluates to the rows, for any schema and text (property)', () => {
    const cases = fc.sample(
      fc.tuple(
        datasetArb({ maxColumns: 8, maxRows: 6 }),
        columnNames(1),
        fc.boolean(),
        fc.integer({ min: 1, max: 4 }),
      ),
      { numRuns: 60, seed: 20240131 },
    );
    const sources = cases.map(([{ columns, rows }, [table], tableGiven, batchSize]) => {
      const options = exportOptions({ table, tableGiven });
      const source = render(TYPESCRIPT_EXPORTER, columns, rows, options, batchSize);
      expect(source).toBe(render(TYPESCRIPT_EXPORTER, columns, rows, options));
      expect(exportedRows(evaluate(source), arrayName(options), columns)).toEqual(rows);
      return source;
    });
    expect(typeCheck(sources)).toEqual([]);
  });

  it('compiles with thousands of rows whose nullable fields are null in different places', () => {
    // As one array literal, 3,000 such rows were a union too complex for tsc (TS2590).
    const columns: Column[] = Array.from({ length: 32 }, (_, i) => ({
      name: `c${i}`,
      type: i % 4 === 0 ? 'booleano' : 'nombre',
      kind: i % 4 === 0 ? 'boolean' : 'text',
      nullable: true,
    }));
    const cells = fc.sample(
      fc.array(fc.option(fc.boolean(), { nil: null }), { minLength: 32, maxLength: 32 }),
      {
        numRuns: 3000,
        seed: 7,
      },
    );
    const rows: Row[] = cells.map((row) => row.map((v, i) => (v === null || i % 4 === 0 ? v : `n${i}`)));
    const source = render(TYPESCRIPT_EXPORTER, columns, rows, exportOptions());
    expect(source.split('registros.push(').length - 1).toBe(3);
    expect(render(TYPESCRIPT_EXPORTER, columns, rows, exportOptions(), 7)).toBe(source);
    expect(typeCheck([source])).toEqual([]);
    expect(exportedRows(evaluate(source), 'registros', columns)).toEqual(rows);
  });

  it('writes every string as JSON.stringify does, with U+2028 and U+2029 escaped (property)', () => {
    const reference = (value: string): string =>
      JSON.stringify(value).replaceAll('\u2028', '\\u2028').replaceAll('\u2029', '\\u2029');
    fc.assert(
      fc.property(anyText(), (value) => {
        expect(tsString(value)).toBe(reference(value));
      }),
      { numRuns: 2000 },
    );
  });
});
