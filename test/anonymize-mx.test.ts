/**
 * anonimizar under Mexico's locale (docs/api.md, Pseudonymization) on a
 * small CSV extract made of seeded Mexican rows: every CURP, RFC, CLABE,
 * NSS and phone replaced by a valid one, the same source value always by
 * the same fake (across rows and in free text), no source identifier left,
 * and the CURP's date moved as the row's date of birth.
 */
import { Readable, Writable } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { bulkRoot, RowSource } from '../src/bulk/rows.js';
import { planBulk } from '../src/bulk/schema.js';
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
