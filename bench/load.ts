/**
 * Load test (issue: fleet-ready and hardened). Starts the real service
 * (`node dist/server.mjs`, limit raised) on loopback and, per endpoint, runs
 * autocannon at 100 connections; then 20 concurrent 10,000-row bulk exports
 * stream alongside small requests. Reports req/s, p50/p99, 5xx, errors and the
 * server's RSS, and exits 1 if any 5xx, dropped connection or unbounded RSS.
 *
 *   npm run build && npx tsx bench/load.ts [--duration 10]
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { ENTITY_FIELD_TYPES } from '../src/countries/es/entity-field-types.js';

const duration = Number(process.argv[process.argv.indexOf('--duration') + 1]) || 10;
const PORT = 3917;
const base = `http://127.0.0.1:${PORT}`;
const root = join(import.meta.dirname, '..');

const ALL_TYPES = ENTITY_FIELD_TYPES.map((t) => t.type);
const BULK_BODY = JSON.stringify({
  seed: 'load',
  count: 10_000,
  format: 'csv',
  fields: ALL_TYPES.map((type) => ({ name: type, type })),
});

const server = spawn(process.execPath, [join(root, 'dist/server.mjs')], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    RATE_LIMIT_PER_MINUTE: '1000000000',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

/** Resident memory of the server process, from /proc (Linux). */
const serverRss = () => {
  const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};

async function waitReady() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('server did not start');
}

interface Case {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

const CASES: Case[] = [
  { name: 'GET /health', method: 'GET', path: '/health' },
  { name: 'GET /api/v1/generators', method: 'GET', path: '/api/v1/generators' },
  { name: 'GET document count=1', method: 'GET', path: '/api/v1/es/document?seed=a' },
  { name: 'GET identity count=1', method: 'GET', path: '/api/v1/es/identity?seed=a' },
  { name: 'GET document count=1000', method: 'GET', path: '/api/v1/es/document?seed=a&count=1000' },
  {
    name: 'POST validate',
    method: 'POST',
    path: '/api/v1/validate',
    body: JSON.stringify({ value: 'ES9121000418450200051332' }),
  },
  {
    name: 'POST bulk 100 rows',
    method: 'POST',
    path: '/api/v1/es/bulk',
    body: JSON.stringify({
      seed: 's',
      count: 100,
      fields: ALL_TYPES.slice(0, 8).map((type) => ({ name: type, type })),
    }),
  },
];

function runCannon(c: Case) {
  return new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(
      {
        url: base + c.path,
        method: c.method,
        body: c.body,
        headers: c.body ? { 'content-type': 'application/json' } : {},
        connections: 100,
        duration,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    ),
  );
}

function bulkDownload(): Promise<{ bytes: number; status: number }> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base}/api/v1/es/bulk`,
      { method: 'POST', headers: { 'content-type': 'application/json' } },
      (res) => {
        let bytes = 0;
        res.on('data', (d: Buffer) => {
          bytes += d.length;
        });
        res.on('end', () => resolve({ bytes, status: res.statusCode ?? 0 }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(BULK_BODY);
  });
}

let failed = false;
try {
  await waitReady();
  const baseline = serverRss();
  console.log(`server RSS at start: ${baseline.toFixed(0)} MB; ${duration}s per endpoint, 100 connections\n`);
  console.log('| endpoint | req/s | p50 ms | p99 ms | 2xx | non-2xx | 5xx | errors | timeouts |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const c of CASES) {
    const r = await runCannon(c);
    const fives = r['5xx'];
    if (fives > 0 || r.errors > 0 || r.timeouts > 0) failed = true;
    console.log(
      `| ${c.name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r['2xx']} | ${r.non2xx} | ${fives} | ${r.errors} | ${r.timeouts} |`,
    );
  }

  // 20 concurrent 10,000-row exports (all 32 types) with small requests alongside.
  let peak = serverRss();
  const sampler = setInterval(() => {
    peak = Math.max(peak, serverRss());
  }, 20);
  const started = Date.now();
  const downloads = Promise.all(Array.from({ length: 20 }, bulkDownload));
  const small = runCannon({ ...CASES[2]!, name: 'document alongside exports' });
  const [results, smallResult] = await Promise.all([downloads, small]);
  clearInterval(sampler);
  const totalMb = results.reduce((s, r) => s + r.bytes, 0) / 1e6;
  const allOk = results.every((r) => r.status === 200);
  if (!allOk || smallResult['5xx'] > 0 || smallResult.errors > 0) failed = true;
  const growth = peak - baseline;
  if (growth > 512) failed = true;
  console.log(
    `\n20 concurrent 10,000-row x 32-type CSV exports: ${totalMb.toFixed(0)} MB in ${((Date.now() - started) / 1000).toFixed(1)} s, all 200: ${allOk}`,
  );
  console.log(
    `small requests alongside: ${smallResult.requests.average.toFixed(0)} req/s, p50 ${smallResult.latency.p50} ms, p99 ${smallResult.latency.p99} ms, 5xx ${smallResult['5xx']}, errors ${smallResult.errors}`,
  );
  console.log(
    `server peak RSS ${peak.toFixed(0)} MB (growth ${growth.toFixed(0)} MB over start; bound 512 MB)`,
  );
} finally {
  server.kill('SIGTERM');
}
console.log(
  failed
    ? '\nFAILED: 5xx, dropped connections or unbounded memory'
    : '\nOK: zero 5xx, zero dropped connections, memory bounded',
);
process.exit(failed ? 1 : 0);
