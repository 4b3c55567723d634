/**
 * HTTP section: autocannon on loopback against our service, in its default
 * configuration (one access-log line per request at info, to a file), and
 * the bare Fastify server, each in its own process. The bare server answers
 * each small route with a recorded response of ours: the same status,
 * headers and body bytes, with no work and no logging behind them. A second
 * bare server sends the same bytes and writes the same access log with
 * stock parts (Fastify's logger, pino's asynchronous destination): how near
 * the bare route a route that logs can come at all. Small
 * routes run at 100 connections in many short rounds, each route right
 * after its bare reference (order reversed every other round); a route's
 * figure is the median of its rounds and its ratio the median of the
 * per-round ratios, so the drift of a shared host between rounds cancels
 * out. The 10,000-row bulk exports run a fixed number of requests at 10
 * connections, one format after another.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { allTypeFields, type BenchRow, BULK_FORMATS, median, type Settings } from './common.js';
import {
  bulkBody,
  compileBare,
  cpuMicros,
  download200,
  type RecordedResponse,
  record,
  type Server,
  startServer,
} from './servers.js';

export const VALIDATE_BODY = JSON.stringify({ value: 'ES91 2100 0418 4502 0005 1332' });
export const DOCUMENT_PATH = '/api/v1/es/document?count=1';
/** A path no route takes, under /api/ (so it is counted by the rate limit, as any API request). */
export const MISSING_PATH = '/api/v1/no-such-route';

/** The small routes, each with the bare route that replays its response. */
const SMALL: readonly { id: string; label: string; path: string; body?: string; status: number }[] = [
  { id: 'health', label: 'GET /health', path: '/health', status: 200 },
  { id: 'document1', label: `GET ${DOCUMENT_PATH}`, path: DOCUMENT_PATH, status: 200 },
  {
    id: 'validate',
    label: 'POST /api/v1/validate',
    path: '/api/v1/validate',
    body: VALIDATE_BODY,
    status: 200,
  },
  { id: 'notfound', label: `GET ${MISSING_PATH} (404)`, path: MISSING_PATH, status: 404 },
];

interface Case {
  readonly id: string;
  readonly label: string;
  readonly server: Server;
  readonly path: string;
  readonly body?: string;
  readonly ref?: string;
  /** The status every answer should have; others count as errors. */
  readonly status: number;
}

interface Measured {
  ok: number;
  seconds: number;
  errors: number;
  /** Requests per second of each round, in round order. */
  rates: number[];
  p50: number[];
  p99: number[];
  /** Server CPU time per answered request (µs), each round. */
  cpu: number[];
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

function add(into: Measured, r: autocannon.Result, status: number, cpuMicros: number) {
  const ok = r.statusCodeStats?.[`${status}`]?.count ?? 0;
  const answered = r['2xx'] + r.non2xx;
  if (answered > 0) into.cpu.push(cpuMicros / answered);
  into.ok += ok;
  into.seconds += r.duration;
  into.errors += r['2xx'] + r.non2xx - ok + r.errors + r.timeouts;
  into.rates.push(r.duration > 0 ? ok / r.duration : 0);
  into.p50.push(r.latency.p50);
  into.p99.push(r.latency.p99);
}

const empty = (): Measured => ({ ok: 0, seconds: 0, errors: 0, rates: [], p50: [], p99: [], cpu: [] });

/** One autocannon run of a case, with the CPU time its server spent on it. */
async function measure(c: Case, into: Measured, options: CannonOptions) {
  const before = cpuMicros(c.server.pid);
  const result = await cannon(c, options);
  add(into, result, c.status, cpuMicros(c.server.pid) - before);
}

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
      ...(m.cpu.length > 0 ? { cpuUsPerRequest: median(m.cpu) } : {}),
      ...extra,
    },
    ref:
      refValue === undefined
        ? undefined
        : {
            name: 'bare, same bytes',
            value: refValue,
            id: c.ref,
            pairedRatio: paired,
          },
    note: `p50 ${median(m.p50)} ms, p99 ${median(m.p99)} ms${cpuNote(m, refMeasured)}${
      ratios === undefined ? '' : `, ratio per round ${spread(ratios)}`
    }${m.errors > 0 ? `, ${m.errors} errors` : ''}`,
  };
}

/** ", CPU 31 µs/req (bare 20)": the server's CPU time per request, the reference's beside it. */
function cpuNote(m: Measured, ref: Measured | undefined): string {
  if (m.cpu.length === 0) return '';
  const own = `, CPU ${median(m.cpu).toFixed(0)} µs/req`;
  return ref === undefined || ref.cpu.length === 0 ? own : `${own} (bare ${median(ref.cpu).toFixed(0)})`;
}

/** Requests per second: the median round's, or the one run's. */
const rateOf = (m: Measured) => (m.rates.length > 1 ? median(m.rates) : m.seconds > 0 ? m.ok / m.seconds : 0);

/** "0.71-0.83": the lowest and highest of some ratios. */
const spread = (ratios: readonly number[]) =>
  `${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}`;

/** Our response of each small route, recorded for the bare server; the file it is written to. */
async function recordResponses(ours: Server, root: string): Promise<[RecordedResponse[], string]> {
  const recorded: RecordedResponse[] = [];
  for (const route of SMALL)
    recorded.push(await record(ours.base, route.path, `/ref/${route.id}`, route.body));
  const file = join(root, 'bench/results/bare-responses.json');
  writeFileSync(file, `${JSON.stringify(recorded, null, 2)}\n`);
  return [recorded, file];
}

/** Access-log lines our server has written so far (a check that logging was on). */
const accessLines = (server: Server) =>
  server.logFile === undefined
    ? 0
    : readFileSync(server.logFile, 'utf8').split('"request completed"').length - 1;

export async function httpSection(settings: Settings): Promise<BenchRow[]> {
  const { quick, root, log } = settings;
  compileBare(root);
  let ours: Server | undefined;
  let bare: Server | undefined;
  let logged: Server | undefined;
  try {
    ours = await startServer('ours', { root });
    const [recorded, file] = await recordResponses(ours, root);
    bare = await startServer('bare', { root, bareResponses: file });
    logged = await startServer('bare', { root, bareResponses: file, accessLog: true });
    const small: Case[] = SMALL.flatMap((route): Case[] => [
      {
        id: `http.bare.${route.id}`,
        label: `bare Fastify, same bytes as ${route.label}`,
        server: bare!,
        path: `/ref/${route.id}`,
        body: route.body,
        status: route.status,
      },
      {
        id: `http.bare-logged.${route.id}`,
        label: `bare Fastify + one access-log line (stock pino, asynchronous), same bytes as ${route.label}`,
        server: logged!,
        path: `/ref/${route.id}`,
        body: route.body,
        ref: `http.bare.${route.id}`,
        status: route.status,
      },
      {
        id: `http.${route.id}`,
        label: route.label,
        server: ours!,
        path: route.path,
        body: route.body,
        ref: `http.bare.${route.id}`,
        status: route.status,
      },
    ]);
    small.push({
      id: 'http.document1000',
      label: 'GET /api/v1/es/document?count=1000',
      server: ours,
      path: '/api/v1/es/document?count=1000',
      ref: 'http.bare.document1',
      status: 200,
    });
    // Many short rounds rather than a few long ones: a busy host's slow spells then
    // fall on a few rounds of both sides, and the medians step over them.
    const rounds = quick ? 2 : 10;
    const seconds = quick ? 0.5 : 1.5;
    log(`http: warm-up, then ${rounds} alternating round(s) of ${seconds} s per route at 100 connections`);
    for (const c of small) await cannon(c, { connections: 100, duration: quick ? 0.5 : 1 });
    const measured = new Map(small.map((c) => [c.id, empty()]));
    for (let r = 0; r < rounds; r++) {
      const order = r % 2 === 0 ? small : [...small].reverse();
      for (const c of order) await measure(c, measured.get(c.id)!, { connections: 100, duration: seconds });
    }
    const refs = new Map<string, Measured>();
    const bytes = new Map(recorded.map((r) => [r.path.slice('/ref/'.length), Buffer.byteLength(r.body)]));
    const sized = (c: Case): Record<string, number> => {
      const body = bytes.get(c.id.slice(c.id.lastIndexOf('.') + 1));
      return body === undefined ? {} : { bodyBytes: body };
    };
    const rows = small.map((c) => toRow(c, measured.get(c.id)!, refs, sized(c)));
    const answered = (server: Server) =>
      small
        .filter((c) => c.server === server)
        .reduce((sum, c) => sum + measured.get(c.id)!.ok + measured.get(c.id)!.errors, 0);
    for (const [name, server] of [
      ['our server', ours],
      ['the logged bare server', logged],
    ] as const) {
      const [lines, requests] = [accessLines(server), answered(server)];
      log(`http: ${name} wrote ${lines} access-log lines (${requests} measured requests, plus warm-up)`);
      // A few lines may still be queued; far fewer means the server was not logging.
      if (lines < requests * 0.9)
        throw new Error(`${name} wrote ${lines} access-log lines for ${requests} requests`);
    }

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
        status: 200,
      };
      const m = empty();
      await measure(c, m, { connections, amount });
      rows.push(toRow(c, m, refs, { bodyBytes: bytes, rows: count, connections }));
    }
    return rows;
  } finally {
    await logged?.stop();
    await bare?.stop();
    await ours?.stop();
  }
}
