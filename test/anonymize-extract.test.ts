/**
 * anonimizar on an extract holding every case at once: free text with
 * identifiers and names, Catalan, Galician and Basque addresses, compound
 * names, accent variants, reserved domains, test cards, invalid IBANs and
 * places; then the re-identification report and the plan in three
 * languages through the CLI.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { bulkRoot, RowSource } from '../src/bulk/rows.js';
import { planBulk } from '../src/bulk/schema.js';
import { DISTRICTS_PT } from '../src/countries/pt/data/generated/regions.js';
import { placesPt } from '../src/countries/pt/entities/places.js';
import { PORTUGAL } from '../src/countries/pt/index.js';
import { validateValue } from '../src/countries/validate.js';
import { isTestCardNumber } from '../src/domain/card/card.js';
import { validateIban } from '../src/domain/iban/iban.js';
import { type AnonymizeOptions, anonymize } from '../src/index.js';

const dir = mkdtempSync(join(tmpdir(), 'datos-prueba-extract-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HEADER =
  'id;dni;nombre;apellidos;email;telefono;iban;tarjeta;direccion;cp;municipio;provincia;sexo;fecha_nacimiento;notas';
const ROWS = [
  '1;12345678Z;María del Carmen;García López;maria@empresa.es;612345678;ES74 0182 3278 9547 7473 8910;4539148803436467;Carrer de les Oliveres, 50;08001;Barcelona;Barcelona;M;1980-05-17;"Llamar a María al 612345678, DNI 12.345.678-Z, IBAN ES74 0182 3278 9547 7473 8910"',
  '2;X1234567L;Mª Carmen;GARCIA LOPEZ;mc@example.com;+34 912 34 56 78;ES00 0182 3278 9547 7473 8910;4111111111111111;Rúa da Igrexa 4, 1º A;15001;A Coruña;A Coruña;M;1975-01-02;"escribe a maria@empresa.es o a mc@example.com; Sra. García"',
  '3;B12345674;José Antonio;Pérez de la Fuente;ja@gmail.com;699 11 22 33;ES1631188001481611600954;4000056655665556;Kale Nagusia, 54;20001;Donostia/San Sebastián;Gipuzkoa;H;1990-12-31;"NIE X1234567L; tarjeta 4539 1488 0343 6467"',
  '4;87654321X;Fco. Javier;Garcia Lopez;fj@test.example;600000000;IZ72 1234;5555555555554444;Calle Mayor 12, 3º B;28013;MADRID;MADRID;H;1966-07-07;sin incidencias',
  '5;11111111H;Ana Belén;Ruiz;ana@empresa.es;912345678;ES74 0182 3278 9547 7473 8910;4539148803436467;Eliza kalea 3;01001;Vitoria-Gasteiz;Araba/Álava;M;1980-05-17;"cliente de José Antonio Pérez"',
];
const EXTRACT = [HEADER, ...ROWS].join('\n');

async function run(text: string, options: Partial<AnonymizeOptions> = {}) {
  let out = '';
  const output = new Writable({
    write(chunk, _encoding, done) {
      out += chunk;
      done();
    },
  });
  const report = await anonymize({ input: Readable.from([text]), output, key: 'clave', ...options });
  return { out, report, rows: parse(out, { delimiter: ';' }) as string[][] };
}

describe('an extract with every case', () => {
  it('leaves no replaced identifier anywhere, free text included, and text agrees with its columns', async () => {
    const { out, rows, report } = await run(EXTRACT, { keepProvince: true });
    for (const original of [
      '12345678Z',
      '12.345.678-Z',
      'X1234567L',
      '612345678',
      '912 34 56 78',
      'maria@empresa.es',
      '0182 3278 9547',
      '4539148803436467',
      '4539 1488 0343 6467',
      'Oliveres',
      'Igrexa',
      'Nagusia',
    ])
      expect(out).not.toContain(original);
    const [, first, second, third] = rows as [string[], string[], string[], string[]];
    // The DNI, phone and IBAN of row 1 appear in its notes as their columns' fakes.
    expect(first[14]).toContain(first[5]);
    expect(first[14]).toContain(first[1]!.replace(/^(\d\d)(\d{3})(\d{3})(\w)$/, '$1.$2.$3-$4'));
    expect(first[14]).toContain(first[6]);
    // The row's given name followed into its notes.
    expect(first[14]).toMatch(new RegExp(`^Llamar a ${first[2]!.split(' ')[0]} al`));
    // An email in row 2's notes gets the fake row 1's email column gave it; a reserved one is kept.
    expect(second[14]).toContain(first[4]);
    expect(second[14]).toContain('@example.com');
    // A NIE in row 3's notes is row 2's NIE fake.
    expect(third[14]).toContain(second[1]);
    const notas = report.columns.find((c) => c.column === 'notas');
    expect(notas?.found).toMatchObject({ telefono: 1, documento: 2, iban: 1, email: 2, tarjeta: 1 });
    // Row 2's surname in its notes, in the notes' own case.
    expect(notas?.found?.nombre).toBe(1);
    expect(second[14]).toMatch(/Sra\. \p{Lu}\p{Ll}+$/u);
    expect(second[14]).not.toContain('García');
  });

  it('keeps names in their class, spelling variants on one fake, and test values as test values', async () => {
    const { rows } = await run(EXTRACT);
    const [, r1, r2, r3, r4, r5] = rows as string[][] as [
      string[],
      string[],
      string[],
      string[],
      string[],
      string[],
    ];
    expect(r1[2]).toMatch(/^María del \p{Lu}/u);
    expect(r2[2]).toMatch(/^Mª \p{Lu}\p{Ll}+$/u);
    expect(r4[2]).toMatch(/^Fco\. \p{Lu}\p{Ll}+$/u);
    expect(r3[3]).toMatch(/^\p{Lu}\p{Ll}+ de la \p{Lu}\p{Ll}+$/u);
    // "García López", "GARCIA LOPEZ" and "Garcia Lopez": one fake, each in its own style.
    const plain = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    expect(r2[3]).toBe(plain(r1[3]!).toUpperCase());
    expect(r4[3]).toBe(plain(r1[3]!));
    expect(r2[4]).toMatch(/@example\.com$/);
    expect(r4[4]).toMatch(/@test\.example$/);
    for (const row of [r2, r3, r4]) expect(isTestCardNumber(row[7]!)).toBe(true);
    expect(isTestCardNumber(r1[7]!)).toBe(false);
    // Invalid IBANs stay invalid, country letters kept.
    expect(r2[6]!.slice(0, 2)).toBe('ES');
    expect(validateIban(r2[6]!).valid).toBe(false);
    expect(r2[6]!.slice(4)).toBe(r1[6]!.slice(4));
    expect(r4[6]!.slice(0, 2)).toBe('IZ');
    // The same DNI-bearing date, IBAN and card give the same fakes in every row.
    expect(r5[6]).toBe(r1[6]);
    expect(r5[13]).toBe(r1[13]);
    expect(validateValue(r1[1]!).kind).toBe('DNI');
  });

  it('replaces places together and writes addresses in the language of the place', async () => {
    const { rows } = await run(EXTRACT, { keepProvince: true });
    const [, r1, r2, r3, r4, r5] = rows as string[][] as [
      string[],
      string[],
      string[],
      string[],
      string[],
      string[],
    ];
    expect(r1[11]).toBe('Barcelona');
    expect(r1[10]).not.toBe('Barcelona');
    expect(r1[9]).toMatch(/^08\d{3}$/);
    expect(r1[8]).toMatch(/^Carrer [\p{L}' ]+, \d\d$/u);
    expect(r2[8]).toMatch(/^Rúa [\p{L} ]+ \d, \dº [A-H]$/u);
    expect(r3[8]).toMatch(/^(Kale \p{L}+|[\p{L} ]+ kalea), \d\d$/u);
    expect(r4[8]).toMatch(/^Calle [\p{L} ]+ \d\d, \dº [A-H]$/u);
    expect(r4[10]).toMatch(/^[A-ZÁÉÍÓÚÑ ,'-]+$/);
    expect(r5[8]).toMatch(/ kalea \d$|^Kale /u);
  });

  it('reports the quasi-identifiers left and the groups they make', async () => {
    const { report } = await run(EXTRACT, { reidentification: { threshold: 2 } });
    expect(report.reidentification).toMatchObject({
      columns: ['cp', 'municipio', 'provincia', 'sexo', 'fecha_nacimiento'],
      rows: 5,
      combinations: 5,
      k: 1,
      threshold: 2,
      groupsBelow: 5,
      rowsBelow: 5,
    });
    const few = await run(
      [HEADER.split(';').slice(11, 13).join(';'), 'Madrid;M', 'Madrid;M', 'Madrid;H'].join('\n'),
      {
        reidentification: true,
      },
    );
    expect(few.report.reidentification).toMatchObject({
      rows: 3,
      combinations: 2,
      k: 1,
      threshold: 5,
      rowsBelow: 3,
    });
  });
});

describe('datos-prueba anonimizar --plan and --informe in the chosen language', () => {
  const CLI = join(import.meta.dirname, '..', 'dist', 'src', 'cli.js');
  const file = join(dir, 'extracto.csv');
  writeFileSync(file, EXTRACT);
  const cli = async (args: string[]) => {
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, [CLI, ...args]);
      return { code: 0, stdout, stderr };
    } catch (err) {
      const e = err as { code: number; stdout: string; stderr: string };
      return { code: e.code, stdout: e.stdout, stderr: e.stderr };
    }
  };

  it.each([
    ['es', ['columna', 'tipo', 'origen', 'acción'], 'texto libre', 'cabecera'],
    ['en', ['column', 'kind', 'source', 'action'], 'free text', 'header'],
    ['pt', ['coluna', 'tipo', 'origem', 'ação'], 'texto livre', 'cabeçalho'],
  ])('--lang %s', async (lang, headers, freeText, header) => {
    const result = await cli(['--lang', lang, 'anonimizar', file, '--key', 'k', '--plan']);
    expect(result.code).toBe(0);
    expect(result.stdout.split('\n')[0]!.split(/\s+/)).toEqual(headers);
    expect(result.stdout).toContain(freeText);
    expect(result.stdout).toContain(header);
    for (const value of ['12345678Z', 'María', 'Barcelona']) expect(result.stdout).not.toContain(value);
  });

  it('writes the report as JSON and as a table', async () => {
    const informe = join(dir, 'informe.json');
    const result = await cli([
      '--lang',
      'en',
      'anonimizar',
      file,
      '--key',
      'k',
      '--out',
      join(dir, 'o.csv'),
      '--informe',
      informe,
      '--umbral',
      '3',
    ]);
    expect(result.code).toBe(0);
    expect(JSON.parse(readFileSync(informe, 'utf8'))).toMatchObject({ rows: 5, k: 1, threshold: 3 });
    expect(result.stderr).toMatch(/k \(smallest group\)\s+1/);
    expect(result.stderr).toMatch(/quasi-identifiers\s+cp, municipio, provincia, sexo, fecha_nacimiento/);
  });
});

describe('a Portuguese extract (locale pt)', () => {
  const PT = [
    'id;nif;nome;apelidos;telemovel;niss;nib;email;notas',
    '1;123456789;João;Silva Santos;912 345 678;12345678902;127032469154506265495;joao@empresa.pt;"Ligar ao João: 912 345 678, NIF 123456789, NISS 12345678902"',
    '2;501964843;Maria;Ferreira;+351 21 234 5678;12345678902;127032469154506265495;m@example.org;sem notas',
  ].join('\n');

  it('replaces Portugal identifiers in columns and in free text, with the same fakes', async () => {
    const { out, rows, report } = await run(PT, { locale: 'pt' });
    const [, first, second] = rows as [string[], string[], string[]];
    for (const original of [
      '123456789',
      '912 345 678',
      '12345678902',
      '127032469154506265495',
      'joao@',
      'João',
    ])
      expect(out).not.toContain(original);
    expect(report.columns.map((c) => c.kind)).toEqual([
      null,
      'nif_pt',
      'nombre',
      'apellido',
      'telefono_pt',
      'niss',
      'nib',
      'email',
      null,
    ]);
    expect(first[8]).toContain(`Ligar ao ${first[2]}: ${first[4]}, NIF ${first[1]}, NISS ${first[5]}`);
    expect(second[7]).toMatch(/@example\.org$/);
    expect(report.columns.at(-1)?.found).toEqual({ telefono_pt: 1, nif_pt: 1, niss: 1, nombre: 1 });
  });
  describe('places', () => {
    const FIELDS = [
      { name: 'codigo_postal', type: 'cp' },
      { name: 'concelho', type: 'municipio' },
      { name: 'distrito', type: 'provincia' },
    ];
    const COUNT = 300;
    const source = new RowSource(
      planBulk(FIELDS, { catalog: PORTUGAL.fields }),
      bulkRoot('pt-anonimizar-lugares'),
      '2026-06-30',
    )
      .batch(0, COUNT)
      .map((row) => row.map(String));
    // The first rows again, the postal code without its hyphen: one place, one fake, written alike.
    const again = source.slice(0, 20).map(([cp, ...rest]) => [cp!.replace('-', ''), ...rest]);
    const PLACES = ['codigo_postal;concelho;distrito', ...[...source, ...again].map((r) => r.join(';'))].join(
      '\n',
    );
    // What belongs together, read from the data independently of the anonymizer.
    const district = new Map(DISTRICTS_PT.map((d) => [d.code, d.name]));
    const codes = new Map(
      placesPt().map((m) => [`${district.get(m.provinceCode)}|${m.name}`, m.postalCodes]),
    );

    it.each([false, true])('replaces CP7, concelho and distrito together (keepProvince %s)', async (keep) => {
      const { rows, report } = await run(PLACES, { locale: 'pt', keepProvince: keep });
      expect(report.columns.map((c) => c.kind)).toEqual(['codigo_postal', 'municipio', 'provincia']);
      const written = rows.slice(1);
      expect(written).toHaveLength(COUNT + 20);
      const bad: string[] = [];
      const fakeOf = new Map<string, string>();
      written.forEach(([cp, concelho, distrito], i) => {
        const [srcCp, srcConcelho, srcDistrito] = source[i % COUNT] as string[];
        const hyphen = i < COUNT;
        const full = hyphen ? cp! : `${cp!.slice(0, 4)}-${cp!.slice(4)}`;
        if (!(hyphen ? /^\d{4}-\d{3}$/ : /^\d{7}$/).test(cp!)) bad.push(`written ${cp}`);
        // The fake place is real: a CP7 of that concelho of that district.
        if (!codes.get(`${distrito}|${concelho}`)?.includes(full))
          bad.push(`not a place: ${cp} ${concelho} ${distrito}`);
        const from = `${srcCp}|${srcConcelho}|${srcDistrito}`;
        const to = `${full}|${concelho}|${distrito}`;
        if ((fakeOf.get(from) ?? to) !== to) bad.push(`${from} -> ${fakeOf.get(from)} and ${to}`);
        fakeOf.set(from, to);
        if (keep ? distrito !== srcDistrito : concelho === srcConcelho) bad.push(`${from} -> ${to}`);
        // A concelho alone in its island keeps its place under keepProvince, never its code when it has another.
        if (full === srcCp && (concelho !== srcConcelho || codes.get(`${distrito}|${concelho}`)!.length > 1))
          bad.push(`cp kept: ${from}`);
      });
      expect(bad).toEqual([]);
      expect(new Set(written.map((r) => r[1])).size).toBeGreaterThan(40);
    });

    it('keeps a distrito column alone when kept, and reads the autonomous regions by name', async () => {
      const text = 'cp;concelho;distrito\n9500-383;Ponta Delgada;Açores\n9980-010;Corvo;Açores\n';
      const { rows } = await run(text, { locale: 'pt', keepProvince: true });
      const [, first, second] = rows as [string[], string[], string[]];
      expect(first[2]).toBe('Açores');
      expect(second).toEqual([expect.not.stringMatching(/^9980-010$/), 'Corvo', 'Açores']);
      expect(first[1]).not.toBe('Ponta Delgada');
    });
  });
});
