/**
 * anonimizar under Mexico's locale (docs/api.md, Pseudonymization) on a
 * small CSV extract made of seeded Mexican rows: every CURP, RFC, CLABE,
 * NSS and phone replaced by a valid one, the same source value always by
 * the same fake (across rows and in free text), no source identifier left,
 * and the CURP's date moved as the row's date of birth; places (código
 * postal, colonia, municipio, estado) replaced together by a real SEPOMEX
 * place, the state kept with `keepProvince`.
 */
import { Readable, Writable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { bulkRoot, RowSource } from '../src/bulk/rows.js';
import { planBulk } from '../src/bulk/schema.js';
import { STATES_MX } from '../src/countries/mx/data/generated/states.js';
import { placesMx } from '../src/countries/mx/entities/places.js';
import { MEXICO } from '../src/countries/mx/index.js';
import { anonymize } from '../src/index.js';

const FIELDS = [
  { name: 'curp', type: 'documento' },
  { name: 'rfc', type: 'documento', options: { sub: 'rfc' } },
  { name: 'rfc_empresa', type: 'cif' },
  { name: 'clabe', type: 'ccc' },
  { name: 'nss', type: 'nss' },
  { name: 'celular', type: 'telefono_movil', options: { fmt: 'spaced' } },
  { name: 'nombre', type: 'nombre' },
  { name: 'apellidos', type: 'apellidos' },
  { name: 'fecha_nacimiento', type: 'fecha_nacimiento' },
];
const COUNT = 40;
const source = new RowSource(
  planBulk(FIELDS, { catalog: MEXICO.fields }),
  bulkRoot('mx-anonimizar'),
  '2026-06-30',
);
const rows = source.batch(0, COUNT).map((row) => row.map(String));
// The first row twice (one source value, one fake), and notes naming its identifiers.
const lines = [...rows, rows[0]!].map((r) => {
  const [curp, rfc, , clabe] = r;
  return [...r, `"CURP ${curp?.toLowerCase()}, RFC ${rfc}; transferir a la CLABE ${clabe}"`].join(';');
});
const CSV = [[...FIELDS.map((f) => f.name), 'notas'].join(';'), ...lines].join('\n');

const valid = (kind: string, value: string) =>
  MEXICO.formats.find((f) => f.kind === kind)!.validate(value).valid;

async function run(text: string) {
  let out = '';
  const output = new Writable({
    write(chunk, _encoding, done) {
      out += chunk;
      done();
    },
  });
  const report = await anonymize({ input: Readable.from([text]), output, key: 'clave', locale: 'mx' });
  return { out, report, rows: parse(out, { delimiter: ';' }) as string[][] };
}

describe('a Mexican extract (locale mx)', () => {
  it('replaces CURP, RFC, CLABE, NSS and phones with valid, consistent fakes, in columns and free text', async () => {
    const { out, report, rows: written } = await run(CSV);
    expect(report.columns.map((c) => c.kind)).toEqual([
      'curp',
      'rfc',
      'rfc',
      'clabe',
      'nss_mx',
      'telefono_mx',
      'nombre',
      'apellido',
      'fecha_nacimiento',
      null,
    ]);
    const body = written.slice(1);
    expect(body).toHaveLength(COUNT + 1);
    const bad: string[] = [];
    body.forEach((r, i) => {
      const [curp, rfc, rfcEmpresa, clabe, nss, celular, , , fecha, notas] = r as string[];
      const original = [...(rows[i] ?? rows[0]!)];
      if (!valid('CURP', curp!)) bad.push(`curp ${curp}`);
      if (!valid('RFC', rfc!) || !valid('RFC', rfcEmpresa!)) bad.push(`rfc ${rfc} ${rfcEmpresa}`);
      if (!valid('CLABE', clabe!)) bad.push(`clabe ${clabe}`);
      if (!valid('NSS_MX', nss!)) bad.push(`nss ${nss}`);
      if (!valid('Telefono_MX', celular!)) bad.push(`celular ${celular}`);
      // Kept: sex and state of the CURP, the CLABE's bank and plaza, the phone's area code and presentation.
      if (curp!.slice(10, 13) !== original[0]!.slice(10, 13)) bad.push(`curp sex/state ${curp}`);
      if (clabe!.slice(0, 6) !== original[3]!.slice(0, 6)) bad.push(`clabe bank ${clabe}`);
      if (celular!.replace(/\d/g, '0') !== original[5]!.replace(/\d/g, '0')) bad.push(`celular ${celular}`);
      // The CURP's date moved as the date of birth.
      if (curp!.slice(4, 10) !== fecha!.slice(2).replace(/-/g, '')) bad.push(`curp date ${curp} ${fecha}`);
      // Free text: the column's fakes, a lower-case CURP written back in lower case.
      if (notas !== `CURP ${curp!.toLowerCase()}, RFC ${rfc}; transferir a la CLABE ${clabe}`)
        bad.push(`notas ${notas}`);
    });
    expect(bad).toEqual([]);
    // One source value, one fake: the repeated first row is written the same.
    expect(body.at(-1)).toEqual(body[0]);
    for (const r of rows)
      for (const value of r.slice(0, 6)) {
        expect(out).not.toContain(value);
        expect(out).not.toContain(value.toLowerCase());
      }
    expect(report.columns.at(-1)?.found).toEqual({ curp: COUNT + 1, rfc: COUNT + 1, clabe: COUNT + 1 });
  });
});

describe('Mexican places (locale mx)', () => {
  const PLACE_FIELDS = [
    { name: 'cp', type: 'cp' },
    { name: 'colonia', type: 'comunidad' },
    { name: 'municipio', type: 'municipio' },
    { name: 'estado', type: 'provincia' },
  ];
  const PLACES = 300;
  const placeRows = new RowSource(
    planBulk(PLACE_FIELDS, { catalog: MEXICO.fields }),
    bulkRoot('mx-anonimizar-lugares'),
    '2026-06-30',
  )
    .batch(0, PLACES)
    .map((row) => row.map(String));
  // A status column named like a state stays as it is: its values name no state.
  const status = (i: number) => (i % 3 === 0 ? 'baja' : 'activo');
  const PLACE_CSV = [
    'cp;colonia;municipio;estado;estado_cliente',
    ...[...placeRows, ...placeRows.slice(0, 20)].map((r, i) => [...r, status(i)].join(';')),
  ].join('\n');

  // What belongs together, read from the data independently of the anonymizer.
  const stateName = new Map(STATES_MX.map((s) => [s.code, s.name]));
  const settlements = new Map<string, Set<string>>();
  for (const m of placesMx()) {
    const key = `${stateName.get(m.provinceCode)}|${m.name}`;
    const set = settlements.get(key) ?? new Set<string>();
    for (const [i, code] of m.postalCodes.entries()) set.add(`${code}|${m.settlements[i]}`);
    settlements.set(key, set);
  }
  const codesOf = (state: string, municipio: string) =>
    new Set([...(settlements.get(`${state}|${municipio}`) ?? [])].map((s) => s.split('|')[0]));

  async function runPlaces(keepProvince: boolean) {
    let out = '';
    const output = new Writable({
      write(chunk, _encoding, done) {
        out += chunk;
        done();
      },
    });
    const report = await anonymize({
      input: Readable.from([PLACE_CSV]),
      output,
      key: 'clave',
      locale: 'mx',
      keepProvince,
    });
    return { report, rows: (parse(out, { delimiter: ';' }) as string[][]).slice(1) };
  }

  it.each([false, true])(
    'replaces cp, colonia, municipio and state together (keepProvince %s)',
    async (keep) => {
      const { report, rows: written } = await runPlaces(keep);
      expect(report.columns.map((c) => c.kind)).toEqual([
        'codigo_postal',
        'colonia',
        'municipio',
        'provincia',
        null,
      ]);
      expect(written).toHaveLength(PLACES + 20);
      const bad: string[] = [];
      const fakeOf = new Map<string, string>();
      let codesKept = 0;
      written.forEach((r, i) => {
        const [cp, colonia, municipio, estado, cuenta] = r as string[];
        const [srcCp, srcColonia, srcMunicipio, srcEstado] = placeRows[i % PLACES] as string[];
        const source = `${srcCp}|${srcColonia}|${srcMunicipio}|${srcEstado}`;
        const fake = `${cp}|${colonia}|${municipio}|${estado}`;
        // The fake place is one SEPOMEX row: colonia and code of that municipio of that state.
        if (!settlements.get(`${estado}|${municipio}`)?.has(`${cp}|${colonia}`))
          bad.push(`not a place: ${fake}`);
        // One source place, one fake place, whichever row it is on.
        if ((fakeOf.get(source) ?? fake) !== fake) bad.push(`${source} -> ${fakeOf.get(source)} and ${fake}`);
        fakeOf.set(source, fake);
        if (keep ? estado !== srcEstado : municipio === srcMunicipio && estado === srcEstado)
          bad.push(`state or municipio: ${source} -> ${fake}`);
        if (cuenta !== status(i)) bad.push(`status ${cuenta}`);
        if (cp === srcCp) {
          codesKept++;
          // Only a municipio alone in its band keeps its place, and its code only when it has no other.
          if (municipio !== srcMunicipio || codesOf(estado!, municipio!).size > 1)
            bad.push(`cp kept: ${source}`);
        }
      });
      expect(bad).toEqual([]);
      expect(codesKept).toBe(0);
      expect(new Set(written.map((r) => r[2])).size).toBeGreaterThan(50);
    },
  );
});
