/**
 * Evidence, not a test: the bulk endpoint with 10,000 rows of all 32 field
 * types.
 *
 * 1. Over HTTP on loopback (the real app, rate limit raised, a Node http
 *    client that counts bytes and keeps none): per format and SQL dialect,
 *    time to first byte, total time, bytes, throughput and the peak growth
 *    of the process RSS during the request (sampled every 2 ms; server and
 *    client share the process). One warm-up request per format, then the
 *    median of RUNS.
 * 2. In-process: rows per second of `RowSource` (the row entity and the 32
 *    field values, no export) next to `@faker-js/faker` (`fakerES`) building
 *    comparable 32-value rows in the same run. Faker has no coherence (its
 *    postal code, province and phone prefix are unrelated), no real banks and
 *    no check digits for DNI, NSS, CCC or CIF, so its side does less work.
 *
 * Run with `npx tsx bench/bulk.ts` (add `--expose-gc` through NODE_OPTIONS
 * for steadier memory numbers). No assertions.
 */

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { fakerES } from '@faker-js/faker';
import { buildApp } from '../src/app.js';
import { bulkRoot, RowSource } from '../src/bulk/rows.js';
import { planBulk } from '../src/bulk/schema.js';
import { ENTITY_FIELD_TYPES } from '../src/countries/es/entity-field-types.js';
import { SPAIN } from '../src/countries/es/index.js';
import { fakerRow } from './suite/faker.js';

const COUNT = 10_000;
const RUNS = 5;
const SAMPLE_MS = 2;
const SEED = 'bench-bulk';
const REF_DATE = '2026-11-22';

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

const FIELDS = ENTITY_FIELD_TYPES.map((t) => ({ name: t.type, type: t.type }));

const VARIANTS: [label: string, body: Record<string, unknown>][] = [
  ['json', { format: 'json' }],
  ['ndjson', { format: 'ndjson' }],
  ['csv', { format: 'csv' }],
  ['csv ; + BOM', { format: 'csv', csv: { delimiter: ';', bom: true } }],
  ['xml', { format: 'xml' }],
  ['typescript', { format: 'typescript' }],
  ['sql ansi', { format: 'sql', createTable: true }],
  ['sql postgresql', { format: 'sql', dialect: 'postgresql', createTable: true }],
  ['sql mysql', { format: 'sql', dialect: 'mysql', createTable: true }],
  ['sql sqlite', { format: 'sql', dialect: 'sqlite', createTable: true }],
  ['sql sqlserver', { format: 'sql', dialect: 'sqlserver', createTable: true }],
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

interface Measure {
  ttfbMs: number;
  totalMs: number;
  bytes: number;
  peakRssGrowth: number;
}

/** One download; the client counts bytes and drops them. */
function download(port: number, body: string): Promise<Measure> {
  gc();
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => {
    const rss = process.memoryUsage.rss();
    if (rss > peak) peak = rss;
  }, SAMPLE_MS);
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/v1/es/bulk',
        agent: false,
        headers: { 'content-type': 'application/json' },
      },
      (res) => {
        let bytes = 0;
        let ttfbMs = -1;
        res.on('data', (chunk: Buffer) => {
          if (ttfbMs < 0) ttfbMs = performance.now() - start;
          bytes += chunk.length;
        });
        res.on('end', () => {
          const totalMs = performance.now() - start;
          clearInterval(sampler);
          peak = Math.max(peak, process.memoryUsage.rss());
          if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
          else resolve({ ttfbMs, totalMs, bytes, peakRssGrowth: peak - baseline });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const mb = (bytes: number) => (bytes / 1e6).toFixed(2);

function printTable(headers: string[], rows: string[][]) {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  console.log(line(headers));
  console.log(
    `|${widths.map((w, i) => (i === 0 ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const row of rows) console.log(line(row));
}

async function httpBench() {
  const app = await buildApp({ rateLimitPerMinute: 1e9, logLevel: 'silent' });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const rows: string[][] = [];
  try {
    for (const [label, variant] of VARIANTS) {
      const body = JSON.stringify({
        fields: FIELDS,
        seed: SEED,
        count: COUNT,
        refDate: REF_DATE,
        ...variant,
      });
      await download(port, body); // warm-up
      const runs: Measure[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await download(port, body));
      const total = median(runs.map((r) => r.totalMs));
      const bytes = runs[0]!.bytes;
      rows.push([
        label,
        median(runs.map((r) => r.ttfbMs)).toFixed(1),
        total.toFixed(0),
        mb(bytes),
        (bytes / 1e6 / (total / 1000)).toFixed(1),
        Math.round(COUNT / (total / 1000)).toLocaleString('en'),
        mb(median(runs.map((r) => r.peakRssGrowth))),
        mb(Math.max(...runs.map((r) => r.peakRssGrowth))),
      ]);
    }
  } finally {
    await app.close();
  }
  console.log(
    `\nHTTP on loopback: ${COUNT.toLocaleString('en')} rows x ${FIELDS.length} types, median of ${RUNS} after a warm-up\n`,
  );
  printTable(
    ['format', 'TTFB ms', 'total ms', 'MB', 'MB/s', 'rows/s', 'peak RSS +MB (median)', 'peak RSS +MB (max)'],
    rows,
  );
}

// ---------------------------------------------------------------------------------------------

function rowsPerSecond(label: string, makeRows: () => void, runs = 7): [string, number] {
  makeRows(); // warm-up
  makeRows();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    makeRows();
    times.push(performance.now() - start);
  }
  return [label, COUNT / (median(times) / 1000)];
}

function inProcessBench() {
  const plan = planBulk(FIELDS, { catalog: SPAIN.fields });
  const ours = rowsPerSecond('RowSource (32 types, coherent row entity)', () => {
    const source = new RowSource(plan, bulkRoot(SEED), REF_DATE);
    for (let i = 0; i < COUNT; i++) source.row(i);
  });
  const theirs = rowsPerSecond('@faker-js/faker fakerES (32 comparable values)', () => {
    fakerES.seed(42);
    for (let i = 0; i < COUNT; i++) fakerRow(fakerES);
  });
  console.log(
    `\nIn-process row generation: ${COUNT.toLocaleString('en')} rows per run, median of 7 after a warm-up\n`,
  );
  printTable(
    ['generator', 'rows/s', 'ours/faker'],
    [ours, theirs].map(([label, rate]) => [
      label,
      Math.round(rate).toLocaleString('en'),
      (ours[1] / rate).toFixed(2),
    ]),
  );
}

console.log(`node ${process.version}, ${process.platform}/${process.arch}`);
inProcessBench();
await httpBench();
