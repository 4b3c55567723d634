import { describe, expect, it } from 'vitest';
import type { ReplacerOptions } from '../../anonymize/row-anonymizer.js';
import { DNI_LETTERS } from '../../countries/es/formats/dni.js';
import type { CopyChunk } from '../connection.js';
import { SharedReplacement } from './replace-thread.js';
import { columnPlan, engineOf, replacedText } from './test-support.js';

const OPTIONS: ReplacerOptions = { key: 'hilo', dateWindow: 30, keepProvince: false, locale: 'es' };

const plan = columnPlan;

const PLANS = [
  plan('id', 0, null),
  plan('dni', 1, 'documento'),
  plan('nombre', 2, 'nombre_completo'),
  plan('notas', 3, null, true),
  plan('cp', 4, 'codigo_postal'),
  plan('municipio', 5, 'municipio'),
  plan('email', 6, 'email'),
];
const READ = [1, 2, 3, 4, 5, 6];

const GIVEN = ['José Luis', 'María del Carmen', 'Ana', 'Jordi', 'Iñaki', 'Mª Pilar'];
const SURNAMES = ['García López', 'Pérez', 'GARCIA MARTIN', 'de la Fuente Ruiz', 'Etxeberria'];
const PLACES = [
  ['28001', 'Madrid'],
  ['08001', 'Barcelona'],
  ['41001', 'Sevilla'],
  ['15001', 'A Coruña'],
  ['20001', 'Donostia/San Sebastián'],
];

const dni = (n: number) => `${String(n).padStart(8, '0')}${DNI_LETTERS[n % 23]}`;

/** Row `i` of a table's COPY text: valid and invalid DNIs, nulls, escapes and identifiers in the notes. */
function line(i: number): string {
  const number = (i * 7919) % 100_000_000;
  const [cp, municipio] = PLACES[i % PLACES.length]!;
  const document = i % 97 === 0 ? '12345678A' : i % 101 === 0 ? '\\N' : dni(number);
  const notes = i % 3 === 0 ? `Llamar al 6${String(i).padStart(8, '0')}\\tDNI ${dni(number + 1)}` : '';
  return [
    i,
    document,
    `${GIVEN[i % GIVEN.length]} ${SURNAMES[i % SURNAMES.length]}`,
    notes,
    cp,
    municipio,
    `persona${i % 5000}@correo.es`,
  ].join('\t');
}

const ROWS = 30_000;
const CHUNK_ROWS = 250;

async function* chunksOf(lines: readonly string[]): AsyncGenerator<CopyChunk> {
  for (let at = 0; at < lines.length; at += CHUNK_ROWS) {
    const part = lines.slice(at, at + CHUNK_ROWS);
    // Bytes, as COPY TO gives them: the thread's side decodes them the same way.
    yield { bytes: Buffer.from(`${part.join('\n')}\n`), rows: part.length };
  }
}

const freshEngine = () => engineOf(PLANS, OPTIONS);

describe('SharedReplacement', () => {
  it('writes, with a second thread, the bytes and counts one thread writes', async () => {
    const lines = Array.from({ length: ROWS }, (_, i) => line(i + 1));
    const alone = freshEngine();
    const expected = replacedText(`${lines.join('\n')}\n`, alone, READ, 1);

    const shared = SharedReplacement.start(OPTIONS, ['documento', 'nombre_completo', 'email'], true);
    expect(shared).toBeDefined();
    try {
      expect(await shared!.whenReady()).toBe(true);
      const engine = freshEngine();
      let out = '';
      let rows = 0;
      for await (const chunk of shared!.replaceCopyText(chunksOf(lines), engine, PLANS, READ, undefined)) {
        out += chunk.bytes.toString();
        rows += chunk.rows;
      }
      expect(rows).toBe(ROWS);
      expect(shared!.rowsOnThread).toBeGreaterThan(0);
      expect(shared!.rowsOnThread).toBeLessThanOrEqual(ROWS);
      expect(out).toBe(expected);
      expect(engine.report(ROWS)).toEqual(alone.report(ROWS));
      // The notes were searched on both threads: what they found adds up.
      const found = engine.report(ROWS)[3]!.found ?? {};
      expect(Object.values(found).reduce((a, b) => a + b, 0)).toBeGreaterThan(ROWS / 3);
    } finally {
      shared!.end();
    }
  }, 60_000);

  it('stops at the chunk after an abort, leaving nothing pending, and the thread serves the next copy', async () => {
    const lines = Array.from({ length: 5_000 }, (_, i) => line(i + 1));
    const shared = SharedReplacement.start(OPTIONS, ['documento', 'nombre_completo', 'email'], true);
    try {
      expect(await shared!.whenReady()).toBe(true);
      const controller = new AbortController();
      let chunks = 0;
      for await (const _ of shared!.replaceCopyText(
        chunksOf(lines),
        freshEngine(),
        PLANS,
        READ,
        controller.signal,
      )) {
        if (++chunks === 3) controller.abort();
      }
      // The chunks already handed to the thread were written before the abort was seen, or dropped.
      expect(chunks).toBeLessThan(lines.length / CHUNK_ROWS);
      // The same thread, the next table: whole and equal to one thread's.
      const engine = freshEngine();
      let out = '';
      for await (const chunk of shared!.replaceCopyText(chunksOf(lines), engine, PLANS, READ, undefined))
        out += chunk.bytes.toString();
      expect(out).toBe(replacedText(`${lines.join('\n')}\n`, freshEngine(), READ, 1));
      expect(shared!.rowsOnThread).toBeGreaterThan(0);
    } finally {
      shared!.end();
    }
  }, 60_000);

  it('hands a chunk in which nothing changed back as the bytes the source sent, on either thread', async () => {
    // Only the notes are searched, and none holds an identifier.
    const quietPlans = [plan('id', 0, null), plan('notas', 1, null, true)];
    const lines = Array.from({ length: 5_000 }, (_, i) => `${i + 1}\tnota ${i % 40} sin datos`);
    const shared = SharedReplacement.start(OPTIONS, [], false);
    try {
      expect(await shared!.whenReady()).toBe(true);
      const sent = new Set<CopyChunk['bytes']>();
      async function* remembered() {
        for await (const chunk of chunksOf(lines)) {
          sent.add(chunk.bytes);
          yield chunk;
        }
      }
      const before = shared!.rowsOnThread;
      let chunks = 0;
      for await (const chunk of shared!.replaceCopyText(
        remembered(),
        engineOf(quietPlans, OPTIONS),
        quietPlans,
        [1],
        undefined,
      )) {
        expect(sent.has(chunk.bytes)).toBe(true);
        chunks++;
      }
      expect(chunks).toBe(lines.length / CHUNK_ROWS);
      expect(shared!.rowsOnThread).toBeGreaterThan(before);
    } finally {
      shared!.end();
    }
  }, 60_000);
});
