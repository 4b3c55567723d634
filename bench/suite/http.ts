/**
 * HTTP section: autocannon on loopback against our service and the bare
 * Fastify server, each in its own process. Small routes run at 100
 * connections in alternating rounds (ours, bare, ours, bare...) so drift
 * hits both sides alike; the 10,000-row bulk exports run a fixed number of
 * requests at 10 connections, one format after another.
 */
import autocannon from 'autocannon';
import { allTypeFields, type BenchRow, BULK_FORMATS, median, type Settings } from './common.js';
import { type BareSizes, bulkBody, compileBare, download200, type Server, startServer } from './servers.js';

export const VALIDATE_BODY = JSON.stringify({ value: 'ES91 2100 0418 4502 0005 1332' });
export const DOCUMENT_PATH = '/api/v1/es/document?count=1';

interface Case {
  readonly id: string;
  readonly label: string;
  readonly server: Server;
  readonly path: string;
  readonly body?: string;
  readonly ref?: string;
}

interface Measured {
  ok: number;
  seconds: number;
  errors: number;
  p50: number[];
  p99: number[];
}

type CannonOptions = { connections: number } & ({ duration: number } | { amount: number });

function cannon(c: Case, options: CannonOptions): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: c.server.base + c.path,
        method: c.body === undefined ? 'GET' : 'POST',
        body: c.body,
        headers: c.body === undefined ? {} : { 'content-type': 'application/json' },
        timeout: 120,
        // Stop is checked at each sample tick: 50 ms keeps `duration` exact for amount-bound runs.
        sampleInt: 50,
        ...options,
      },
      (err, result) => (err ? reject(err) : resolve(result)),
    );
  });
}

function add(into: Measured, r: autocannon.Result) {
  into.ok += r['2xx'];
  into.seconds += r.duration;
  into.errors += r.non2xx + r.errors + r.timeouts;
  into.p50.push(r.latency.p50);
  into.p99.push(r.latency.p99);
}

const empty = (): Measured => ({ ok: 0, seconds: 0, errors: 0, p50: [], p99: [] });

function toRow(
  c: Case,
  m: Measured,
  refs: Map<string, number>,
  extra: Record<string, number> = {},
): BenchRow {
  const value = m.seconds > 0 ? m.ok / m.seconds : 0;
  refs.set(c.id, value);
  const refValue = c.ref === undefined ? undefined : refs.get(c.ref);
  return {
    section: 'http',
    id: c.id,
    label: c.label,
    value,
    unit: 'req/s',
    metrics: { p50Ms: median(m.p50), p99Ms: median(m.p99), errors: m.errors, requests: m.ok, ...extra },
    ref:
      refValue === undefined
        ? undefined
        : { name: c.ref === 'http.bare.post' ? 'bare POST' : 'bare GET', value: refValue },
    note: `p50 ${median(m.p50)} ms, p99 ${median(m.p99)} ms${m.errors > 0 ? `, ${m.errors} errors` : ''}`,
  };
}

/** Body sizes of our count=1 document and validate responses (median of five). */
async function measureSizes(ours: Server): Promise<BareSizes> {
  const gets: number[] = [];
  const posts: number[] = [];
  for (let i = 0; i < 5; i++) {
    gets.push((await download200(ours.base, DOCUMENT_PATH)).bytes);
    posts.push((await download200(ours.base, '/api/v1/validate', VALIDATE_BODY)).bytes);
  }
  return { getBytes: Math.round(median(gets)), postBytes: Math.round(median(posts)) };
}

export async function httpSection(settings: Settings): Promise<BenchRow[]> {
  const { quick, root, log } = settings;
  compileBare(root);
  const ours = await startServer('ours', { root });
  let bare: Server | undefined;
  try {
    const sizes = await measureSizes(ours);
    bare = await startServer('bare', { root, bareSizes: sizes });
    const small: Case[] = [
      { id: 'http.bare.get', label: 'bare Fastify GET (same body size)', server: bare, path: '/get' },
      {
        id: 'http.document1',
        label: `GET ${DOCUMENT_PATH}`,
        server: ours,
        path: DOCUMENT_PATH,
        ref: 'http.bare.get',
      },
      {
        id: 'http.bare.post',
        label: 'bare Fastify POST (same body size)',
        server: bare,
        path: '/post',
        body: VALIDATE_BODY,
      },
      {
        id: 'http.validate',
        label: 'POST /api/v1/validate',
        server: ours,
        path: '/api/v1/validate',
        body: VALIDATE_BODY,
        ref: 'http.bare.post',
      },
      {
        id: 'http.document1000',
        label: 'GET /api/v1/es/document?count=1000',
        server: ours,
        path: '/api/v1/es/document?count=1000',
        ref: 'http.bare.get',
      },
    ];
    const rounds = quick ? 1 : 2;
    const seconds = quick ? 1 : 5;
    log(`http: warm-up, then ${rounds} alternating round(s) of ${seconds} s per route at 100 connections`);
    for (const c of small) await cannon(c, { connections: 100, duration: quick ? 0.5 : 1 });
    const measured = new Map(small.map((c) => [c.id, empty()]));
    for (let r = 0; r < rounds; r++) {
      const order = r % 2 === 0 ? small : [...small].reverse();
      for (const c of order)
        add(measured.get(c.id)!, await cannon(c, { connections: 100, duration: seconds }));
    }
    const refs = new Map<string, number>();
    const sized = (c: Case): Record<string, number> =>
      c.id === 'http.document1000' ? {} : { bodyBytes: c.body ? sizes.postBytes : sizes.getBytes };
    const rows = small.map((c) => toRow(c, measured.get(c.id)!, refs, sized(c)));

    const fields = await allTypeFields();
    const count = quick ? 1_000 : 10_000;
    const connections = quick ? 2 : 10;
    const amount = quick ? 2 : 20;
    for (const format of BULK_FORMATS) {
      const body = bulkBody(fields, format, count);
      const bytes = (await download200(ours.base, '/api/v1/es/bulk', body)).bytes; // warm-up
      log(`http: bulk ${format}, ${amount} requests of ${count} rows at ${connections} connections`);
      const c: Case = {
        id: `http.bulk.${format}`,
        label: `POST /api/v1/es/bulk ${count.toLocaleString('en')} x 32 ${format}`,
        server: ours,
        path: '/api/v1/es/bulk',
        body,
        ref: 'http.bare.get',
      };
      const m = empty();
      add(m, await cannon(c, { connections, amount }));
      rows.push(toRow(c, m, refs, { bodyBytes: bytes, rows: count, connections }));
    }
    return rows;
  } finally {
    await bare?.stop();
    await ours.stop();
  }
}
