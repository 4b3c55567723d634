/**
 * Mexico's bulk rows (docs/api.md, Countries), checked against the shared
 * source files themselves, with rules written here apart from the
 * generators: 30,000 rows where the CURP and the RFC agree with the name,
 * birth date, sex and state (letters re-derived here by the RENAPO and SAT
 * rules, check characters by the independent `stdnum`), the colonia, postal
 * code, municipio and state are one row of SEPOMEX's catalogue, the phone's
 * area code serves the municipio in the IFT file, and the CLABE's bank is in
 * the bank list with its name. Rows come from the in-process row engine, the
 * one the HTTP route streams. Skipped where the sources are absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { stdnum } from 'stdnum';
import { describe, expect, it } from 'vitest';
import { defaultSourceDir } from '../scripts/build-data.js';
import { bulkRoot, RowSource } from '../src/bulk/rows.js';
import { type FieldDefinition, planBulk } from '../src/bulk/schema.js';
import { MEXICO } from '../src/countries/mx/index.js';

const MX = join(defaultSourceDir(), 'mx');
const hasSources = existsSync(MX);
const ROWS = 30_000;

type Source = Record<string, string>;
const csv = (file: string): Source[] =>
  // Vitest collects a skipped suite's body too: without the sources there is nothing to read.
  hasSources ? parse(readFileSync(join(MX, file), 'utf8'), { columns: true, skip_empty_lines: true }) : [];

type Cell = string | number | boolean | null;
type Row = Record<string, Cell>;

const FIELDS: FieldDefinition[] = [
  { name: 'nombre', type: 'nombre' },
  { name: 'apellidos', type: 'apellidos' },
  { name: 'sexo', type: 'sexo' },
  { name: 'nacimiento', type: 'fecha_nacimiento' },
  { name: 'curp', type: 'documento' },
  { name: 'rfc', type: 'documento', options: { sub: 'rfc' } },
  { name: 'cp', type: 'cp' },
  { name: 'colonia', type: 'comunidad' },
  { name: 'municipio', type: 'municipio' },
  { name: 'estado', type: 'provincia' },
  { name: 'telefono', type: 'telefono_movil' },
  { name: 'clabe', type: 'ccc' },
  { name: 'banco', type: 'entidad_bancaria' },
];

function rows(count: number): Row[] {
  const plan = planBulk(FIELDS, { catalog: MEXICO.fields });
  const source = new RowSource(plan, bulkRoot('mx-coherence'), '2026-03-15');
  const names = plan.columns.map((c) => c.name);
  return source
    .batch(0, count)
    .map((cells) => Object.fromEntries(names.map((n, i) => [n, cells[i] ?? null])));
}

/** Upper case without accents, Ñ kept, words only. */
const key = (text: string) =>
  text
    .toUpperCase()
    .normalize('NFD')
    .replace(/N\u0303/g, '\u00d1')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Z\u00d1]+/g, ' ')
    .trim();

const CURP_PARTICLES = new Set(
  'DA DAS DE DEL DER DI DIE DD EL LA LOS LAS LE LES MAC MC VAN VON Y'.split(' '),
);
const RFC_PARTICLES = new Set('DE LA LAS MC VON DEL LOS Y MAC VAN MI'.split(' '));

function words(text: string, particles: Set<string>): string[] {
  const all = key(text).split(' ').filter(Boolean);
  const kept = all.filter((w) => !particles.has(w));
  return kept.length > 0 ? kept : all;
}

function givenWord(nombre: string, particles: Set<string>): string {
  const w = words(nombre, particles);
  return w.length > 1 && ['JOSE', 'J', 'MARIA', 'MA', 'M'].includes(w[0]!) ? w[1]! : w[0]!;
}

const internal = (word: string, re: RegExp) => [...word.slice(1)].find((c) => re.test(c)) ?? 'X';
const x = (c: string) => (c === '\u00d1' ? 'X' : c);

/** The CURP's 1-4 (before any word substitution) and 14-16 as this test reads the rules. */
function curpLetters(nombre: string, paterno: string, materno: string): [string, string] {
  const p = words(paterno, CURP_PARTICLES)[0]!;
  const m = words(materno, CURP_PARTICLES)[0]!;
  const g = givenWord(nombre, CURP_PARTICLES);
  const initials = x(p[0]!) + internal(p, /[AEIOU]/) + x(m[0]!) + x(g[0]!);
  const consonant = (w: string) => x(internal(w, /[B-DF-HJ-NP-TV-Z\u00d1]/));
  return [initials, consonant(p) + consonant(m) + consonant(g)];
}

function rfcLetters(nombre: string, paterno: string, materno: string): string {
  const p = words(paterno, RFC_PARTICLES)[0]!;
  const m = words(materno, RFC_PARTICLES)[0]!;
  const g = givenWord(nombre, RFC_PARTICLES);
  return p.length <= 2 ? p[0]! + m[0]! + g.slice(0, 2) : p[0]! + internal(p, /[AEIOU]/) + m[0]! + g[0]!;
}

describe.skipIf(!hasSources)(`${ROWS} Mexican bulk rows against the source files`, () => {
  const data = hasSources ? rows(ROWS) : [];
  const states = csv('states.csv');
  const stateByName = new Map(states.map((s) => [s.name, s]));
  const municipalities = new Map(csv('municipalities.csv').map((m) => [m.municipality_code, m]));
  const surnames = new Set(csv('surnames.csv').map((s) => s.surname));

  it('gives each person a CURP and an RFC that agree with name, date, sex and state', () => {
    const bad: unknown[] = [];
    let substituted = 0;
    for (const r of data) {
      const curp = String(r.curp);
      const rfc = String(r.rfc);
      const birth = String(r.nacimiento);
      const yymmdd = birth.slice(2, 4) + birth.slice(5, 7) + birth.slice(8, 10);
      // Surnames are single words or particle compounds ("de la Cruz"): split at the word the sample lists.
      const [paterno, materno] = splitSurnames(String(r.apellidos), surnames);
      const [initials, consonants] = curpLetters(String(r.nombre), paterno, materno);
      const state = stateByName.get(String(r.estado));
      const curpOk =
        (curp.slice(0, 4) === initials || (curp[1] === 'X' && curp.slice(2, 4) === initials.slice(2))) &&
        curp.slice(4, 10) === yymmdd &&
        curp[10] === r.sexo &&
        curp.slice(11, 13) === state?.curp_code &&
        curp.slice(13, 16) === consonants &&
        (birth < '2000' ? /\d/ : /[A-Z]/).test(curp[16]!) &&
        stdnum.MX.curp.validate(curp).isValid;
      if (curp.slice(0, 4) !== initials) substituted++;
      const letters = rfcLetters(String(r.nombre), paterno, materno);
      const rfcOk =
        (rfc.slice(0, 4) === letters || (rfc[3] === 'X' && rfc.slice(0, 3) === letters.slice(0, 3))) &&
        rfc.slice(4, 10) === yymmdd &&
        stdnum.MX.rfc.validate(rfc).isValid;
      if (!curpOk || !rfcOk) bad.push(r);
    }
    expect(bad.slice(0, 5)).toEqual([]);
    // The inconvenient-word substitution happens, and rarely.
    expect(substituted).toBeLessThan(ROWS / 100);
  });

  it('keeps colonia, postal code, municipio and state one row of the SEPOMEX catalogue', () => {
    const places = new Set(
      csv('postal_codes.csv').map((p) => {
        const m = municipalities.get(p.municipality_code)!;
        return `${p.postal_code}|${p.settlement}|${m.name}|${m.state_name}`;
      }),
    );
    const bad = data.filter((r) => !places.has(`${r.cp}|${r.colonia}|${r.municipio}|${r.estado}`));
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('dials an area code of the municipio (or, where the IFT file has none, of its state)', () => {
    const byMunicipality = new Map<string, Set<string>>();
    for (const a of csv('phone_area_code_municipalities.csv')) {
      const m = municipalities.get(a.municipality_code)!;
      const k = `${m.name}|${m.state_name}`;
      byMunicipality.set(k, (byMunicipality.get(k) ?? new Set()).add(a.area_code));
    }
    // Homonyms in one state (two San Pedro Mixtepec in Oaxaca) share the key: both municipios' codes count.
    const withNumbers = new Set(csv('phone_area_code_municipalities.csv').map((a) => a.municipality_code));
    for (const [code, m] of municipalities) {
      if (withNumbers.has(code)) continue;
      const k = `${m.name}|${m.state_name}`;
      const own = states.find((s) => s.state_code === m.state_code)!.area_codes.split(' ');
      byMunicipality.set(k, new Set([...(byMunicipality.get(k) ?? []), ...own]));
    }
    const bad = data.filter((r) => {
      const tel = String(r.telefono);
      const codes = byMunicipality.get(`${r.municipio}|${r.estado}`)!;
      return ![...codes].some((c) => tel.startsWith(c)) || tel.length !== 10;
    });
    expect(bad.slice(0, 5)).toEqual([]);
  });

  it('opens every CLABE at a listed bank, named as the list names it', () => {
    const banks = new Map(csv('banks.csv').map((b) => [b.code, b.name]));
    const bad = data.filter(
      (r) => banks.get(String(r.clabe).slice(0, 3)) !== r.banco || !/^\d{18}$/.test(String(r.clabe)),
    );
    expect(bad.slice(0, 5)).toEqual([]);
    // More than a handful of banks, and the states in proportion: Estado de México leads.
    expect(new Set(data.map((r) => r.banco)).size).toBeGreaterThan(40);
    const perState = new Map<string, number>();
    for (const r of data) perState.set(String(r.estado), (perState.get(String(r.estado)) ?? 0) + 1);
    const top = [...perState.entries()].sort((a, b) => b[1] - a[1])[0]!;
    expect(top[0]).toBe('México');
    expect(Math.abs(top[1] / ROWS - 16_992_418 / 126_014_024)).toBeLessThan(0.01);
  });
});

/**
 * "Hernández de la Cruz" -> ["Hernández", "de la Cruz"]: the cut whose two
 * halves are surnames of the sample (keyed without particles).
 */
function splitSurnames(apellidos: string, surnames: Set<string>): [string, string] {
  const parts = apellidos.split(' ');
  for (let i = 1; i < parts.length; i++) {
    const a = parts.slice(0, i).join(' ');
    const b = parts.slice(i).join(' ');
    if (surnames.has(key(a)) && surnames.has(key(b))) return [a, b];
  }
  throw new Error(`cannot split ${apellidos}`);
}
