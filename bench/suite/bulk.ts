/**
 * Bulk section, in-process unless said otherwise:
 * - rows per second of `RowSource` with all 32 field types (the coherent row
 *   entity and its values, no export) next to @faker-js/faker (es) building
 *   32 comparable values per row;
 * - each exporter's MB/s on the same pre-generated rows, in the stream's
 *   batches of 250, next to `JSON.stringify` of the same batches as objects;
 * - one 10,000-row JSON export over HTTP (our server process, one client,
 *   sequential) next to the library producing the same bytes in-process.
 */

import { bulkRoot, RowSource } from '../../src/bulk/rows.js';
import { planBulk } from '../../src/bulk/schema.js';
import { SPAIN } from '../../src/countries/es/index.js';
import { MEXICO } from '../../src/countries/mx/index.js';
import { PORTUGAL } from '../../src/countries/pt/index.js';
import { EXPORTERS } from '../../src/export/index.js';
import type { ExportOptions, Row } from '../../src/export/types.js';
import { bulk } from '../../src/index.js';
import {
  allTypeFields,
  type BenchRow,
  BULK_FORMATS,
  bestOfAlternating,
  consume,
  median,
  msSince,
  REF_DATE,
  ratePerSecond,
  type Settings,
  timing,
} from './common.js';
import { fakerES, fakerRow } from './faker.js';
import { bulkBody, download200, startServer } from './servers.js';

const BATCH = 250;

const exportOptions = (count: number): ExportOptions => ({
  table: 'datos',
  tableGiven: false,
  createTable: true,
  dialect: 'ansi',
  csvDelimiter: ',',
  csvBom: false,
  meta: { locale: 'es', seed: 'bench-suite', count, refDate: REF_DATE },
});

type Fields = Awaited<ReturnType<typeof allTypeFields>>;

function rowsVsFaker(fields: Fields, quick: boolean): BenchRow[] {
  const plan = planBulk(fields, { catalog: SPAIN.fields });
  // The same 32 types under Portugal's locale, measured in the same rounds.
  const planPt = planBulk(fields, { catalog: PORTUGAL.fields });
  // Mexico has 29 of the 32 (no BIC, plate or passport): those 29 under mx and under es, in the same rounds.
  const fieldsMx = fields.filter((f) => MEXICO.fields.byName.has(f.type));
  const planMx = planBulk(fieldsMx, { catalog: MEXICO.fields });
  const planMxEs = planBulk(fieldsMx, { catalog: SPAIN.fields });
  const perCall = quick ? 100 : 500;
  let seed = 0;
  const rowsOf = (rowPlan: typeof plan) => () =>
    ratePerSecond(
      () => {
        const source = new RowSource(rowPlan, bulkRoot(`bench-rows-${seed++}`), REF_DATE);
        for (let i = 0; i < perCall; i++) consume(source.row(i));
      },
      { ...timing(quick), unitsPerCall: perCall },
    );
  const ours = rowsOf(plan);
  const oursPt = rowsOf(planPt);
  const faker = () => {
    fakerES.seed(42);
    return ratePerSecond(
      () => {
        for (let i = 0; i < perCall; i++) consume(fakerRow(fakerES));
      },
      { ...timing(quick), unitsPerCall: perCall },
    );
  };
  const [oursRate, fakerRate, ptRate] = bestOfAlternating([ours, faker, oursPt], quick ? 1 : 2) as [
    number,
    number,
    number,
  ];
  // Mexico against Spain on the same types, in back-to-back pairs (the order
  // swapped every pair): what ran just before (faker's heap, another locale's
  // tables) moves a single rate more than the locales differ, a pair's ratio
  // much less. The target reads the median of the pairs' ratios.
  const mx = rowsOf(planMx);
  const mxEs = rowsOf(planMxEs);
  const mxRates: number[] = [];
  const mxEsRates: number[] = [];
  const mxRatios: number[] = [];
  for (let pair = 0; pair < (quick ? 1 : 7); pair++) {
    let m: number;
    let e: number;
    if (pair % 2 === 0) {
      m = mx();
      e = mxEs();
    } else {
      e = mxEs();
      m = mx();
    }
    mxRates.push(m);
    mxEsRates.push(e);
    mxRatios.push(m / e);
  }
  const mxRate = median(mxRates);
  const mxEsRate = median(mxEsRates);
  return [
    {
      section: 'bulk',
      id: 'bulk.rows.ours',
      label: 'RowSource rows, 32 types (coherent entity)',
      value: oursRate,
      unit: 'rows/s',
      ref: { name: 'faker es, 32 values', value: fakerRate },
    },
    {
      section: 'bulk',
      id: 'bulk.rows.pt',
      label: 'RowSource rows, 32 types, locale pt',
      value: ptRate,
      unit: 'rows/s',
      ref: { name: 'the same types, locale es', value: oursRate },
    },
    {
      section: 'bulk',
      id: 'bulk.rows.mx',
      label: `RowSource rows, Mexico's ${fieldsMx.length} types, locale mx`,
      value: mxRate,
      unit: 'rows/s',
      ref: {
        name: 'the same types, locale es',
        value: mxEsRate,
        id: 'bulk.rows.mx.es',
        pairedRatio: median(mxRatios),
      },
      note: `median of ${mxRatios.length} back-to-back pairs; pair ratios ${Math.min(...mxRatios).toFixed(2)}-${Math.max(...mxRatios).toFixed(2)}`,
    },
    {
      section: 'bulk',
      id: 'bulk.rows.mx.es',
      label: `RowSource rows, the same ${fieldsMx.length} types, locale es`,
      value: mxEsRate,
      unit: 'rows/s',
    },
    {
      section: 'bulk',
      id: 'bulk.rows.faker',
      label: '@faker-js/faker es rows, 32 comparable values',
      value: fakerRate,
      unit: 'rows/s',
    },
  ];
}

function exporters(fields: Fields, quick: boolean): BenchRow[] {
  const plan = planBulk(fields, { catalog: SPAIN.fields });
  const count = quick ? 1_000 : 10_000;
  const rows: Row[] = new RowSource(plan, bulkRoot('bench-export'), REF_DATE).batch(0, count);
  const batches: Row[][] = [];
  for (let i = 0; i < count; i += BATCH) batches.push(rows.slice(i, i + BATCH));
  const names = plan.columns.map((c) => c.name);
  const objectBatches = batches.map((batch) =>
    batch.map((row) => Object.fromEntries(names.map((name, i) => [name, row[i]]))),
  );
  const options = exportOptions(count);
  // Each chunk is measured in UTF-8 as soon as it is made, then dropped, as a
  // stream writes it: encoding flattens the strings, and keeping every chunk
  // alive would time the garbage collector promoting them instead.
  const utf8 = Buffer.byteLength;
  const stringify = () => {
    let bytes = 0;
    for (const batch of objectBatches) bytes += utf8(JSON.stringify(batch));
    return bytes;
  };
  const stringifyBytes = stringify();
  const mbPerSecond = (run: () => number, bytes: number) =>
    ratePerSecond(run, { ...timing(quick), unitsPerCall: bytes / 1e6 });
  const out: BenchRow[] = [];
  // The reference row shows the best of every JSON.stringify measurement below.
  let reference = mbPerSecond(stringify, stringifyBytes);
  for (const format of BULK_FORMATS) {
    const exporter = EXPORTERS[format];
    const run = () => {
      let bytes = utf8(exporter.begin(plan.columns, options));
      for (let b = 0; b < batches.length; b++) {
        bytes += utf8(exporter.rows(plan.columns, batches[b]!, b * BATCH, options));
      }
      return bytes + utf8(exporter.end(plan.columns, count, options));
    };
    const bytes = run();
    const [rate, ref] = bestOfAlternating(
      [() => mbPerSecond(run, bytes), () => mbPerSecond(stringify, stringifyBytes)],
      quick ? 1 : 2,
    ) as [number, number];
    reference = Math.max(reference, ref);
    out.push({
      section: 'bulk',
      id: `bulk.export.${format}`,
      label: `exporter ${format}, ${count.toLocaleString('en')} rows x 32`,
      value: rate,
      unit: 'MB/s',
      metrics: { bytes },
      ref: { name: 'JSON.stringify', value: ref },
      note: `${(bytes / 1e6).toFixed(1)} MB`,
    });
  }
  out.push({
    section: 'bulk',
    id: 'bulk.export.stringify',
    label: `JSON.stringify of the same rows as objects, batches of ${BATCH}`,
    value: reference,
    unit: 'MB/s',
    metrics: { bytes: stringifyBytes },
    note: `${(stringifyBytes / 1e6).toFixed(1)} MB`,
  });
  return out;
}

/** Milliseconds to produce the whole JSON export with the library (the server's code path, no HTTP). */
async function inProcessMs(body: string): Promise<{ ms: number; bytes: number }> {
  const start = process.hrtime.bigint();
  let bytes = 0;
  for await (const chunk of bulk(JSON.parse(body)).chunks()) bytes += Buffer.byteLength(chunk);
  return { ms: msSince(start), bytes };
}

async function httpVsInProcess(fields: Fields, settings: Settings): Promise<BenchRow[]> {
  const count = settings.quick ? 1_000 : 10_000;
  const runs = settings.quick ? 2 : 5;
  const body = bulkBody(fields, 'json', count);
  const server = await startServer('ours', { root: settings.root });
  try {
    await inProcessMs(body);
    await download200(server.base, '/api/v1/es/bulk', body);
    const local: number[] = [];
    const remote: number[] = [];
    let localBytes = 0;
    let remoteBytes = 0;
    for (let r = 0; r < runs; r++) {
      const l = await inProcessMs(body);
      const h = await download200(server.base, '/api/v1/es/bulk', body);
      local.push(l.ms);
      remote.push(h.totalMs);
      localBytes = l.bytes;
      remoteBytes = h.bytes;
    }
    const label = `${count.toLocaleString('en')} rows x 32 JSON`;
    return [
      {
        section: 'bulk',
        id: 'bulk.http.json',
        label: `${label} over HTTP (one client, sequential)`,
        value: median(remote),
        unit: 'ms',
        metrics: { bytes: remoteBytes },
        ref: { name: 'in-process', value: median(local) },
        note: `median of ${runs}, lower is better`,
      },
      {
        section: 'bulk',
        id: 'bulk.inprocess.json',
        label: `${label} in-process (library bulk().chunks())`,
        value: median(local),
        unit: 'ms',
        metrics: { bytes: localBytes },
        note: `median of ${runs}`,
      },
    ];
  } finally {
    await server.stop();
  }
}

export async function bulkSection(settings: Settings): Promise<BenchRow[]> {
  const fields = await allTypeFields();
  settings.log('bulk: rows vs faker');
  const rows = rowsVsFaker(fields, settings.quick);
  settings.log('bulk: exporters vs JSON.stringify');
  rows.push(...exporters(fields, settings.quick));
  settings.log('bulk: HTTP vs in-process');
  rows.push(...(await httpVsInProcess(fields, settings)));
  return rows;
}
