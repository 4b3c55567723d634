/**
 * anonimizar under Portugal's locale on an extract holding every case at
 * once: free text with every Portuguese identifier (NIF/NIPC, NISS, Cartão
 * de Cidadão, NIB and PT50 IBAN, +351 phones, emails), Portuguese street
 * types and floor words, compound names, accent variants, reserved
 * domains and places; through the library and through the CLI.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { promisify } from 'node:util';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { STREET_NAMES_PT } from '../src/countries/pt/data/street-words.js';
import { validateCc } from '../src/countries/pt/formats/cc.js';
import { validateNib } from '../src/countries/pt/formats/nib.js';
import { validateNif, validateNipc } from '../src/countries/pt/formats/nif.js';
import { validateNiss } from '../src/countries/pt/formats/niss.js';
import { validatePhonePt } from '../src/countries/pt/formats/phone.js';
import { validateIban } from '../src/domain/iban/iban.js';
import { anonymize } from '../src/index.js';

const dir = mkdtempSync(join(tmpdir(), 'datos-prueba-pt-extract-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const HEADER = 'id;nif;nome;apelidos;morada;cp;concelho;distrito;telemovel;niss;cc;iban;email;notas';
const ROWS = [
  '1;234567899;João Pedro;Silva Santos;Rua das Flores, 12, 3.º Esq.;1000-001;Lisboa;Lisboa;912 345 678;12039485768;14325678 5 ZZ9;PT50 0035 0651 0000 0000 0015 8;joao.silva@empresa.pt;"Ligar ao João Pedro: 912 345 678. CC 14325678 5 ZZ9, NIF PT234567899, IBAN PT50 0035 0651 0000 0000 0015 8, NISS 12039485768; email joao.silva@empresa.pt"',
  '2;509876544;Maria da Conceição;da Costa Ferreira;Av. 25 de Abril n.º 4 - R/C Dto.;4000-000;Porto;Porto;+351 962 111 222;11029384756;301987653ZY1;PT50003300004537123456730;maria.costa@gmail.com;"Empresa NIPC 509 876 544, telef. +351 962 111 222, CC 301987653ZY1; cópia para ana@example.com"',
  '3;210987650;JOAO PEDRO;SILVA SANTOS;PRACA DA REPUBLICA 7, CAVE;3000-000;Coimbra;Coimbra;00351 212345678;17654321098;09876543 4 ZZ4;PT50 0035 0651 0000 0000 0015 8;JOAO.SILVA@EMPRESA.PT;sem incidências',
  '4;123456789;Ana;Pereira;Urbanização Quinta da Luz, Lote 5, 2.º Esq.;8000-000;Faro;Faro;239 123 456;12039485768;14325678 5 ZZ9;PT50003300004537123456730;ana@example.com;"NIB 0033 0000 45371234567 30 (Ana), ver x@loja.test"',
];
const EXTRACT = [HEADER, ...ROWS].join('\n');
const SOURCE = ROWS.map((r) => parse(r, { delimiter: ';' })[0] as string[]);

async function run(text: string) {
  let out = '';
  const output = new Writable({
    write(chunk, _encoding, done) {
      out += chunk;
      done();
    },
  });
  const report = await anonymize({ input: Readable.from([text]), output, key: 'chave', locale: 'pt' });
  return { out, report, rows: parse(out, { delimiter: ';' }) as string[][] };
}

const stripAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const TYPES =
  /^(Rua|Av\.|PRACA|Urbanização Quinta) (.+?)(, \d\d, \d\.º Esq\.| n\.º \d - R\/C Dto\.| \d, CAVE|, Lote \d, \d\.º Esq\.)$/u;

describe('a Portuguese extract with every case (locale pt)', async () => {
  const { out, report, rows } = await run(EXTRACT);
  const body = rows.slice(1);
  const column = (name: string) => HEADER.split(';').indexOf(name);
  const at = (row: number, name: string) => body[row]?.[column(name)] ?? '';

  it('finds every kind by header or values', () => {
    expect(report.columns.map((c) => c.kind)).toEqual([
      null,
      'nif_pt',
      'nombre',
      'apellido',
      'morada',
      'codigo_postal',
      'municipio',
      'provincia',
      'telefono_pt',
      'niss',
      'cc',
      'iban',
      'email',
      null,
    ]);
  });

  it('replaces every identifier by a valid one of its kind, leaving none of the originals', () => {
    for (const row of [0, 1, 2, 3]) {
      expect(validateNif(at(row, 'nif')).valid || validateNipc(at(row, 'nif')).valid).toBe(true);
      expect(validatePhonePt(at(row, 'telemovel')).valid).toBe(true);
      expect(validateNiss(at(row, 'niss')).valid).toBe(true);
      expect(validateCc(at(row, 'cc')).valid).toBe(true);
      expect(validateIban(at(row, 'iban')).valid).toBe(true);
      expect(at(row, 'iban')).toMatch(/^PT50/);
    }
    for (const original of [
      '234567899',
      '876 544',
      '210987650',
      '345 678',
      '111 222',
      '212345678',
      '12039485768',
      '11029384756',
      '17654321098',
      '14325678',
      '301987653',
      '09876543',
      '0651 0000',
      '4537123456730',
      '45371234567',
      'joao.silva',
      'maria.costa',
      'João',
      'JOAO',
      'Conceição',
      'Flores',
      'Quinta da Luz',
      'REPUBLICA',
    ])
      expect(out).not.toContain(original);
  });

  it('gives free text the fakes its columns got, and counts what it found', () => {
    const notes = at(0, 'notas');
    expect(notes).toBe(
      `Ligar ao ${at(0, 'nome')}: ${at(0, 'telemovel')}. CC ${at(0, 'cc')}, NIF PT${at(0, 'nif')}, ` +
        `IBAN ${at(0, 'iban')}, NISS ${at(0, 'niss')}; email ${at(0, 'email')}`,
    );
    expect(at(1, 'notas')).toBe(
      `Empresa NIPC ${at(1, 'nif').replace(/^(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3')}, telef. ${at(1, 'telemovel')}, ` +
        `CC ${at(1, 'cc')}; cópia para ${at(1, 'notas').match(/\S+@example\.com/)?.[0]}`,
    );
    expect(at(2, 'notas')).toBe('sem incidências');
    // The NIB in the notes belongs to the row's IBAN: the fake NIB is the fake IBAN's.
    const nib = at(3, 'notas').match(/^NIB ([\d ]+) \(/)?.[1] ?? '';
    expect(validateNib(nib).valid).toBe(true);
    expect(nib.replace(/ /g, '')).toBe(at(3, 'iban').slice(4));
    // The row's name follows its name column; the .test domain is kept.
    expect(at(3, 'notas')).toMatch(new RegExp(`\\(${at(3, 'nome')}\\), ver [a-z]+@loja\\.test$`));
    expect(report.columns.at(-1)?.found).toEqual({
      telefono_pt: 2,
      cc: 2,
      nif_pt: 2,
      iban: 1,
      niss: 1,
      email: 3,
      nib: 1,
      nombre: 3,
    });
  });

  it('keeps Portuguese street types and floor words, with common street names of the same particle', () => {
    const particles = ['das ', 'date', 'da ', 'quinta da '];
    for (const row of [0, 1, 2, 3]) {
      const address = at(row, 'morada');
      const [, , name = '', rest = ''] = TYPES.exec(address) ?? [];
      const source = TYPES.exec(SOURCE[row]?.[column('morada')] ?? '');
      expect(name, address).not.toBe('');
      const plain = stripAccents(name.replace(/^Quinta /, '')).toLowerCase();
      expect(STREET_NAMES_PT.map((n) => stripAccents(n).toLowerCase())).toContain(plain);
      expect(/^\d/.test(plain) ? 'date' : `${row === 3 ? 'quinta ' : ''}${plain.split(' ')[0]} `).toBe(
        particles[row],
      );
      expect(rest).not.toBe(source?.[3]);
    }
    // Capitals without accents in, capitals without accents out.
    expect(at(2, 'morada')).toBe(stripAccents(at(2, 'morada')).toUpperCase());
  });

  it('follows compound names and accent variants, and keeps reserved domains', () => {
    const [given, surnames] = [at(0, 'nome'), at(0, 'apelidos')];
    expect(given.split(' ')).toHaveLength(2);
    expect(at(2, 'nome')).toBe(stripAccents(given).toUpperCase());
    expect(at(2, 'apelidos')).toBe(stripAccents(surnames).toUpperCase());
    expect(at(1, 'nome')).toMatch(/^\p{Lu}\p{Ll}+ da \p{Lu}\p{Ll}+$/u);
    expect(at(1, 'apelidos')).toMatch(/^da \p{Lu}\p{Ll}+ \p{Lu}\p{Ll}+$/u);
    expect(at(2, 'email')).toBe(at(0, 'email').toUpperCase());
    expect(at(3, 'email')).toMatch(/^[a-z]+@example\.com$/);
    expect(at(1, 'email')).toMatch(/@gmail\.com$/);
  });

  it('writes the same through the CLI, with the report as JSON', async () => {
    const CLI = join(import.meta.dirname, '..', 'dist', 'src', 'cli.js');
    const input = join(dir, 'extrato.csv');
    const output = join(dir, 'extrato-anon.csv');
    const reportFile = join(dir, 'relatorio.json');
    writeFileSync(input, EXTRACT);
    await promisify(execFile)(process.execPath, [
      CLI,
      '--locale',
      'pt',
      'anonimizar',
      input,
      '--key',
      'chave',
      '--out',
      output,
      '--report',
      reportFile,
    ]);
    expect(readFileSync(output, 'utf8')).toBe(out);
    const written = JSON.parse(readFileSync(reportFile, 'utf8')) as {
      columns: { column: string; found?: object }[];
    };
    expect(written.columns.find((c) => c.column === 'notas')?.found).toEqual(report.columns.at(-1)?.found);
    const plan = await promisify(execFile)(process.execPath, [
      CLI,
      '--locale',
      'pt',
      '--lang',
      'pt',
      'anonimizar',
      input,
      '--key',
      'chave',
      '--plan',
    ]);
    expect(plan.stdout).toMatch(/morada\s+morada\s+cabeçalho\s+morada: tipo de via mantido/);
  });
});
