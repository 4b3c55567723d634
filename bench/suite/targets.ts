/**
 * The targets, each judged on two figures of the same run: the
 * figure, its reference (another row, or the row's own in-run reference),
 * their ratio, the threshold and whether it is met. A target whose rows
 * were not measured (`--only`) is reported as not measured.
 */
import type { BenchRow } from './common.js';

interface TargetSpec {
  readonly name: string;
  /** Row id of the figure; for `worst`, a prefix whose largest value is taken. */
  readonly figure: string;
  readonly worst?: boolean;
  /** Row id of the reference; absent: the figure row's own `ref`. */
  readonly reference?: string;
  /** An absolute bound instead of a reference (value, unit). */
  readonly bound?: readonly [number, string];
  readonly op: '>=' | '<=';
  readonly threshold: number;
}

export interface TargetResult {
  readonly name: string;
  readonly figure?: { readonly name: string; readonly value: number; readonly unit: string };
  readonly reference?: { readonly name: string; readonly value: number };
  readonly ratio?: number;
  readonly op: '>=' | '<=';
  readonly threshold: number;
  /** The condition as text: "≥ 0.75" (a ratio) or "≤ 64 MB" (a bound). */
  readonly needed: string;
  /** Undefined when not measured in this run. */
  readonly met?: boolean;
}

// Portugal's validators are held to the bar of Spain's.
const VALIDATORS = [
  'dni',
  'nie',
  'cif',
  'iban-es',
  'iban-foreign',
  'ccc',
  'nss',
  'card',
  'nif-pt',
  'niss-pt',
  'nib-pt',
];
const FORMATS = ['json', 'csv', 'sql', 'xml', 'typescript', 'ndjson'];

/** Small routes in the default configuration against the bare route sending the same bytes. */
const SMALL_ROUTES: readonly [string, string][] = [
  ['validate', 'POST /api/v1/validate'],
  ['document1', 'GET document count=1'],
  ['health', 'GET /health'],
  ['notfound', 'GET 404'],
];

const SPECS: readonly TargetSpec[] = [
  ...SMALL_ROUTES.map(
    ([id, label]): TargetSpec => ({
      name: `${label} >= 0.75 x bare Fastify sending the same bytes (req/s)`,
      figure: `http.${id}`,
      reference: `http.bare.${id}`,
      op: '>=',
      threshold: 0.75,
    }),
  ),
  ...VALIDATORS.map(
    (v): TargetSpec => ({
      name: `validator ${v} >= 0.5 x raw-arithmetic baseline (ops/s)`,
      figure: `validators.${v}.ours`,
      reference: `validators.${v}.raw`,
      op: '>=',
      threshold: 0.5,
    }),
  ),
  {
    name: 'anonimizar CSV >= 0.5 x csv-parse + csv-stringify pass-through (MB/s)',
    figure: 'anonymize.csv.ours',
    reference: 'anonymize.csv.passthrough',
    op: '>=',
    threshold: 0.5,
  },
  {
    name: 'bulk rows (32 types) >= 10 x faker es rows/s',
    figure: 'bulk.rows.ours',
    reference: 'bulk.rows.faker',
    op: '>=',
    threshold: 10,
  },
  {
    name: 'bulk rows under mx >= 0.8 x the same field types under es (rows/s)',
    figure: 'bulk.rows.mx',
    reference: 'bulk.rows.mx.es',
    op: '>=',
    threshold: 0.8,
  },
  {
    name: 'bulk 10,000 x 32 JSON over HTTP <= 1.5 x in-process (ms)',
    figure: 'bulk.http.json',
    reference: 'bulk.inprocess.json',
    op: '<=',
    threshold: 1.5,
  },
  ...FORMATS.map(
    (f): TargetSpec => ({
      name: `exporter ${f} >= 0.5 x JSON.stringify (MB/s)`,
      figure: `bulk.export.${f}`,
      op: '>=',
      threshold: 0.5,
    }),
  ),
  {
    name: 'peak RSS growth of one 10,000-row stream <= 64 MB (worst format)',
    figure: 'memory.stream.',
    worst: true,
    bound: [64, 'MB'],
    op: '<=',
    threshold: 1,
  },
  {
    name: 'CLI stream flat: peak RSS of the large run <= 1.2 x the small run',
    figure: 'memory.cli.large',
    reference: 'memory.cli.small',
    op: '<=',
    threshold: 1.2,
  },
  {
    name: 'generate streams flat: peak RSS of --count 2,000,000 (quick: 20,000) <= 1.2 x --count 100,000 (quick: 2,000)',
    figure: 'memory.generate.large',
    reference: 'memory.generate.small',
    op: '<=',
    threshold: 1.2,
  },
  {
    name: 'db fill into PostgreSQL >= 0.8 x slower of CSV to /dev/null and psql \\copy (rows/s)',
    figure: 'db.fill.postgres',
    op: '>=',
    threshold: 0.8,
  },
  {
    name: 'db anonimizar PostgreSQL -> PostgreSQL >= 0.5 x pg_dump | psql of the same tables (rows/s)',
    figure: 'dbcopy.postgres',
    op: '>=',
    threshold: 0.5,
  },
  {
    name: 'db fill of a 120-table schema at 1,000 rows a table <= 60 s',
    figure: 'db.fill.many',
    bound: [60, 's'],
    op: '<=',
    threshold: 1,
  },
  {
    name: 'db fill into PostgreSQL >= 5 x batched INSERT statements (rows/s)',
    figure: 'db.fill.postgres',
    reference: 'db.insert.batched',
    op: '>=',
    threshold: 5,
  },
  {
    name: 'CLI bulk with unique DNI and email >= 0.7 x the same fields without unique (rows/s)',
    figure: 'datasets.unique.rate',
    reference: 'datasets.plain.rate',
    op: '>=',
    threshold: 0.7,
  },
  {
    name: 'CLI bulk with unique fields flat: peak RSS of the large run <= 1.2 x the small run',
    figure: 'datasets.unique.rss.large',
    reference: 'datasets.unique.rss.small',
    op: '<=',
    threshold: 1.2,
  },
  {
    name: 'CLI dataset of 5 tables >= 0.7 x plain bulk of the same fields (rows/s)',
    figure: 'datasets.dataset.rate',
    reference: 'datasets.dataset.bulk.rate',
    op: '>=',
    threshold: 0.7,
  },
  {
    name: 'CLI dataset flat: peak RSS of the large run <= 1.2 x the small run',
    figure: 'datasets.dataset.rss.large',
    reference: 'datasets.dataset.rss.small',
    op: '<=',
    threshold: 1.2,
  },
  {
    name: 'CLI bulk Parquet >= 0.5 x CSV of the same rows (rows per CPU second, 32 field types)',
    figure: 'jobs.parquet.rate',
    reference: 'jobs.csv.rate',
    op: '>=',
    threshold: 0.5,
  },
  {
    name: "4 CLI processes given a job engine's variables >= 1.6 x 1 process (rows/s, wall, 2 cores)",
    figure: 'jobs.shards.4',
    reference: 'jobs.shards.1',
    op: '>=',
    threshold: 1.6,
  },
  {
    name: 'CLI Parquet export flat: peak RSS of 10,000,000 rows <= 1.2 x 1,000,000 rows',
    figure: 'jobs.parquet.rss.large',
    reference: 'jobs.parquet.rss.small',
    op: '<=',
    threshold: 1.2,
  },
  {
    name: 'start-up <= 1.5 x bare Fastify (ms to first /health 200)',
    figure: 'startup.ours',
    reference: 'startup.bare',
    op: '<=',
    threshold: 1.5,
  },
  {
    name: 'npm start, built checkout <= 1.5 x bare Fastify (node) (ms to first /health 200)',
    figure: 'startup.npm',
    reference: 'startup.bare',
    op: '<=',
    threshold: 1.5,
  },
  {
    name: 'npm start, built checkout <= 1.5 x bare Fastify through npm start (ms)',
    figure: 'startup.npm',
    reference: 'startup.bare.npm',
    op: '<=',
    threshold: 1.5,
  },
];

function findFigure(rows: readonly BenchRow[], spec: TargetSpec): BenchRow | undefined {
  if (!spec.worst) return rows.find((r) => r.id === spec.figure);
  return rows
    .filter((r) => r.id.startsWith(spec.figure))
    .reduce<BenchRow | undefined>(
      (worst, r) => (worst === undefined || r.value > worst.value ? r : worst),
      undefined,
    );
}

export function evaluateTargets(rows: readonly BenchRow[]): TargetResult[] {
  return SPECS.map((spec) => {
    const row = findFigure(rows, spec);
    const refRow = spec.reference === undefined ? undefined : rows.find((r) => r.id === spec.reference);
    const reference = spec.bound
      ? { name: `bound ${spec.bound[0]} ${spec.bound[1]}`, value: spec.bound[0] }
      : refRow
        ? { name: refRow.label, value: refRow.value }
        : row?.ref;
    const name = spec.worst && row ? `${spec.name}: ${row.id.slice(spec.figure.length)}` : spec.name;
    const sign = spec.op === '>=' ? '≥' : '≤';
    const needed = spec.bound ? `${sign} ${spec.bound[0]} ${spec.bound[1]}` : `${sign} ${spec.threshold}`;
    const base = { name, op: spec.op, threshold: spec.threshold, needed };
    if (!row || !reference || !(reference.value > 0)) return base;
    // A ratio measured in pairs against this very reference is the steadier figure.
    const paired =
      row.ref?.id !== undefined && row.ref.id === spec.reference ? row.ref.pairedRatio : undefined;
    const ratio = paired ?? row.value / reference.value;
    const met = spec.op === '>=' ? ratio >= spec.threshold : ratio <= spec.threshold;
    return { ...base, figure: { name: row.label, value: row.value, unit: row.unit }, reference, ratio, met };
  });
}
