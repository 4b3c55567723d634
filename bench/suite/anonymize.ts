/**
 * Anonymize section: MB/s of `anonymize()` (what `datos-prueba anonimizar`
 * runs) on a 1,000,000-row, 10-column CSV extract (20,000 rows with
 * --quick), next to a csv-parse + csv-stringify pass-through of the same
 * file in the same run: the floor any CSV rewrite with those libraries
 * pays. Eight of the ten columns are replaced (DNI/NIE, given name,
 * surnames, email, phone, IBAN, date of birth, address); the id is read and
 * written untouched, and the free-text notes are searched (one note in
 * five holds a phone, a DNI, an email or the row's given name, as real
 * extracts do). Best of alternating rounds, by wall clock (the target)
 * and by CPU time (in the note: what a shared machine's load moves less).
 */
import { createReadStream, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { stringify } from 'csv-stringify';
import { anonymize } from '../../src/anonymize/anonymize.js';
import { generateDni } from '../../src/countries/es/formats/dni.js';
import { generateIbanEs } from '../../src/countries/es/formats/iban.js';
import { generateNie } from '../../src/countries/es/formats/nie.js';
import { generatePhone } from '../../src/countries/es/formats/phone.js';
import { formatIban } from '../../src/domain/iban/iban.js';
import { rngFromSeed } from '../../src/random/rng.js';
import type { BenchRow, Settings } from './common.js';

const GIVEN = ['María', 'José Antonio', 'Lucía', 'Antonio', 'Carmen', 'Javier', 'Ana Belén', 'David'];
const SURNAMES = ['García', 'Martínez', 'López', 'Sánchez', 'Pérez', 'de la Fuente', 'Fernández', 'Ruiz'];
const STREETS = ['Calle Mayor', 'Avenida de la Constitución', 'Plaza de España', 'Calle Real'];
const NOTES = ['', 'cliente preferente', 'llamar por la tarde; "urgente"', 'sin incidencias'];

/** A synthetic extract shaped like a customer table, written as semicolon-separated CSV. */
export function writeExtract(path: string, rows: number): void {
  const rng = rngFromSeed('bench-anonymize');
  const lines = ['id;dni;nombre;apellidos;email;telefono;iban;fecha_nacimiento;direccion;notas'];
  for (let i = 1; i <= rows; i++) {
    const given = rng.pick(GIVEN);
    const surnames = `${rng.pick(SURNAMES)} ${rng.pick(SURNAMES)}`;
    const user = given
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z]/g, '');
    const dni = rng.bool(0.9) ? generateDni(rng) : generateNie(rng);
    const phone = generatePhone(rng, { type: rng.bool(0.7) ? 'movil' : 'fijo' }).telefono;
    const email = `${user}.${i}@${rng.bool(0.5) ? 'gmail.com' : 'empresa.es'}`;
    const roll = rng.int(0, 19);
    const note =
      roll === 0
        ? `Llamar a ${given} al ${phone}`
        : roll === 1
          ? `DNI ${dni} verificado`
          : roll === 2
            ? `copia a ${email}`
            : roll === 3
              ? `pedido 12345; "urgente"`
              : rng.pick(NOTES);
    lines.push(
      [
        i,
        dni,
        given,
        surnames,
        email,
        phone,
        formatIban(generateIbanEs(rng), 'spaced'),
        `19${rng.int(40, 99)}-0${rng.int(1, 9)}-${rng.int(10, 28)}`,
        `${rng.pick(STREETS)} ${rng.int(1, 200)}, ${rng.int(1, 9)}º`,
        note.includes(';') ? `"${note.replaceAll('"', '""')}"` : note,
      ].join(';'),
    );
  }
  writeFileSync(path, `${lines.join('\n')}\n`);
}

const discard = () =>
  new Writable({
    write(_chunk, _encoding, done) {
      done();
    },
  });

interface Timing {
  readonly wall: number;
  /** CPU seconds of this process (user and system): what the run cost, whatever else the machine runs. */
  readonly cpu: number;
}

async function timed(run: () => Promise<unknown>): Promise<Timing> {
  const start = process.hrtime.bigint();
  const cpu = process.cpuUsage();
  await run();
  const used = process.cpuUsage(cpu);
  return { wall: Number(process.hrtime.bigint() - start) / 1e9, cpu: (used.user + used.system) / 1e6 };
}

export async function anonymizeSection({ quick, log }: Settings): Promise<BenchRow[]> {
  const rows = quick ? 20_000 : 1_000_000;
  const dir = mkdtempSync(join(tmpdir(), 'bench-anonymize-'));
  try {
    const file = join(dir, 'extract.csv');
    writeExtract(file, rows);
    const mb = statSync(file).size / 1e6;
    log(`anonymize: ${rows} rows, ${mb.toFixed(1)} MB`);
    const passThrough = () =>
      timed(() =>
        pipeline(createReadStream(file), parse({ delimiter: ';' }), stringify({ delimiter: ';' }), discard()),
      );
    const ours = () => timed(() => anonymize({ input: file, output: discard(), key: 'bench' }));
    const oursRuns: Timing[] = [];
    const refRuns: Timing[] = [];
    for (let round = 0; round < (quick ? 1 : 3); round++) {
      oursRuns.push(await ours());
      refRuns.push(await passThrough());
    }
    const best = (runs: readonly Timing[], of: keyof Timing) => Math.min(...runs.map((run) => run[of]));
    const oursSeconds = best(oursRuns, 'wall');
    const refSeconds = best(refRuns, 'wall');
    // On a shared machine the wall clock moves with the load; CPU time moves much less.
    const cpuRatio = best(refRuns, 'cpu') / best(oursRuns, 'cpu');
    const reference = { name: 'csv-parse + csv-stringify pass-through', value: mb / refSeconds };
    return [
      {
        section: 'anonymize',
        id: 'anonymize.csv.ours',
        label: `anonimizar, CSV ${rows.toLocaleString('en')} rows x 10 columns (8 replaced, free-text notes searched)`,
        value: mb / oursSeconds,
        unit: 'MB/s',
        metrics: {
          rows,
          megabytes: mb,
          seconds: oursSeconds,
          rowsPerSecond: rows / oursSeconds,
          cpuSeconds: best(oursRuns, 'cpu'),
          cpuRatio,
        },
        ref: reference,
        note: `CPU time ${cpuRatio.toFixed(2)}x the pass-through's`,
      },
      {
        section: 'anonymize',
        id: 'anonymize.csv.passthrough',
        label: 'csv-parse + csv-stringify pass-through, same file',
        value: reference.value,
        unit: 'MB/s',
        metrics: { seconds: refSeconds, cpuSeconds: best(refRuns, 'cpu') },
      },
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
