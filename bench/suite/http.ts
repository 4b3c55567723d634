/**
 * HTTP section: autocannon on loopback against our service and the bare
 * Fastify server, each in its own process. Small routes run at 100
 * connections in many short rounds, each route right after its bare
 * reference (order reversed every other round); a route's figure is the
 * median of its rounds and its ratio the median of the per-round ratios, so
 * the drift of a shared host between rounds cancels out. The 10,000-row bulk
 * exports run a fixed number of requests at 10 connections, one format after
 * another.
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
  /** Requests per second of each round, in round order. */
  rates: number[];
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
  into.rates.push(r.duration > 0 ? r['2xx'] / r.duration : 0);
  into.p50.push(r.latency.p50);
  into.p99.push(r.latency.p99);
}

const empty = (): Measured => ({ ok: 0, seconds: 0, errors: 0, rates: [], p50: [], p99: [] });

/**
 * A case's row. With several rounds, its req/s is the median of its rounds'
 * and, next to a reference measured in the same rounds, the ratio is the
 * median of the rounds' ratios; one run (bulk) gives its own rate.
 */
function toRow(
  c: Case,
  m: Measured,
  refs: Map<string, Measured>,
  extra: Record<string, number> = {},
): BenchRow {
  const rounds = m.rates.length;
  const value = rateOf(m);
  refs.set(c.id, m);
  const refMeasured = c.ref === undefined ? undefined : refs.get(c.ref);
  const refValue = refMeasured === undefined ? undefined : rateOf(refMeasured);
  const ratios =
    refMeasured !== undefined && rounds > 1 && refMeasured.rates.length === rounds
      ? m.rates.map((rate, i) => rate / refMeasured.rates[i]!)
      : undefined;
  const paired = ratios === undefined ? undefined : median(ratios);
  return {
    section: 'http',
    id: c.id,
    label: c.label,
    value,
    unit: 'req/s',
    metrics: {
      p50Ms: median(m.p50),
      p99Ms: median(m.p99),
      errors: m.errors,
      requests: m.ok,
      rounds,
      ...extra,
    },
    ref:
      refValue === undefined
        ? undefined
        : {
            name: c.ref === 'http.bare.post' ? 'bare POST' : 'bare GET',
            value: refValue,
            id: c.ref,
            pairedRatio: paired,
          },
    note: `p50 ${median(m.p50)} ms, p99 ${median(m.p99)} ms${
      ratios === undefined ? '' : `, ratio per round ${spread(ratios)}`
    }${m.errors > 0 ? `, ${m.errors} errors` : ''}`,
  };
}

/** Requests per second: the median round's, or the one run's. */
const rateOf = (m: Measured) => (m.rates.length > 1 ? median(m.rates) : m.seconds > 0 ? m.ok / m.seconds : 0);

/** "0.71-0.83": the lowest and highest of some ratios. */
const spread = (ratios: readonly number[]) =>
  `${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}`;

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
  let ours: Server | undefined;
  let bare: Server | undefined;
  try {
    ours = await startServer('ours', { root });
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
    // Many short rounds rather than a few long ones: a busy host's slow spells then
    // fall on a few rounds of both sides, and the medians step over them.
    const rounds = quick ? 2 : 10;
    const seconds = quick ? 0.5 : 1.5;
    log(`http: warm-up, then ${rounds} alternating round(s) of ${seconds} s per route at 100 connections`);
    for (const c of small) await cannon(c, { connections: 100, duration: quick ? 0.5 : 1 });
    const measured = new Map(small.map((c) => [c.id, empty()]));
    for (let r = 0; r < rounds; r++) {
      const order = r % 2 === 0 ? small : [...small].reverse();
      for (const c of order)
        add(measured.get(c.id)!, await cannon(c, { connections: 100, duration: seconds }));
    }
    const refs = new Map<string, Measured>();
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
    await ours?.stop();
  }
}
