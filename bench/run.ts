/**
 * The side-by-side benchmark suite: every section in one run on one machine,
 * each figure next to the reference it is judged against (bare Fastify,
 * raw-arithmetic baselines, faker, JSON.stringify...), because on a noisy
 * machine only ratios between figures taken together mean anything.
 *
 *   npm run bench                      # full run, about ten minutes
 *   npm run bench:quick                # every case briefly (CI: checks the suite works)
 *   npx tsx bench/run.ts --only http,validators --json out.json [--no-build]
 *
 * Prints one markdown table and the targets table on stdout (progress on
 * stderr) and writes the same figures as JSON (default
 * bench/results/latest.json). Rebuilds dist/ first when it is missing or
 * older than its sources (unless --no-build). Exits 1 when a section fails; targets
 * not met do not change the exit code.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BUNDLE_SCRIPTS, buildIsStale, SERVER_BUNDLE } from '../scripts/build-state.mjs';
import { anonymizeSection } from './suite/anonymize.js';
import { bulkSection } from './suite/bulk.js';
import type { BenchRow, Section, Settings } from './suite/common.js';
import { datasetsSection } from './suite/datasets.js';
import { dbSection } from './suite/db.js';
import { dbCopySection } from './suite/db-copy.js';
import { generatorsSection } from './suite/generators.js';
import { httpSection } from './suite/http.js';
import { jobsSection } from './suite/jobs.js';
import { memorySection } from './suite/memory.js';
import { machine, machineLine, resultsTable, targetsTable } from './suite/report.js';
import { startupSection } from './suite/startup.js';
import { evaluateTargets } from './suite/targets.js';
import { validatorsSection } from './suite/validators.js';

const SECTIONS: Readonly<Record<string, Section>> = {
  http: httpSection,
  validators: validatorsSection,
  generators: generatorsSection,
  bulk: bulkSection,
  memory: memorySection,
  startup: startupSection,
  datasets: datasetsSection,
  anonymize: anonymizeSection,
  db: dbSection,
  dbcopy: dbCopySection,
  jobs: jobsSection,
};

const root = resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    json: { type: 'string', default: join(root, 'bench/results/latest.json') },
    only: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});

const only = values.only?.split(',').map((s) => s.trim()) ?? Object.keys(SECTIONS);
const unknown = only.filter((name) => !(name in SECTIONS));
if (unknown.length > 0) {
  process.stderr.write(
    `unknown section(s): ${unknown.join(', ')}; known: ${Object.keys(SECTIONS).join(', ')}\n`,
  );
  process.exit(2);
}

function ensureBuild() {
  if (values['no-build'] && existsSync(join(root, SERVER_BUNDLE))) return;
  if (!buildIsStale(root)) return;
  log('build: dist/ missing or older than its sources, running tsc -p tsconfig.build.json and the bundles');
  const tsc = join(root, 'node_modules/typescript/bin/tsc');
  try {
    execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });
  } catch (err) {
    // Type errors still emit JavaScript; go on when the entry points exist.
    if (!existsSync(join(root, 'dist/src/main.js'))) throw err;
    log('build: tsc reported errors, using the JavaScript it emitted');
  }
  for (const script of BUNDLE_SCRIPTS)
    execFileSync(process.execPath, [script], { cwd: root, stdio: 'inherit' });
}

function log(line: string) {
  process.stderr.write(`[bench] ${line}\n`);
}

const started = Date.now();
const host = machine();
const settings: Settings = { quick: values.quick, root, log };
ensureBuild();

const sections: Record<string, BenchRow[]> = {};
const errors: Record<string, string> = {};
for (const name of only) {
  const sectionStart = Date.now();
  log(`section ${name}`);
  try {
    sections[name] = await SECTIONS[name]!(settings);
  } catch (err) {
    errors[name] = err instanceof Error ? (err.stack ?? err.message) : String(err);
    log(`section ${name} FAILED: ${errors[name]}`);
  }
  log(`section ${name} done in ${((Date.now() - sectionStart) / 1000).toFixed(0)} s`);
}

const rows = Object.values(sections).flat();
const targets = evaluateTargets(rows);
const seconds = Math.round((Date.now() - started) / 1000);

console.log(`${machineLine(host, values.quick)}; ${seconds} s in all\n`);
console.log(resultsTable(rows));
console.log('\nTargets (ratios of figures from this run):\n');
console.log(targetsTable(targets));
if (Object.keys(errors).length > 0) console.log(`\nFailed sections: ${Object.keys(errors).join(', ')}`);

const jsonPath = resolve(values.json);
mkdirSync(dirname(jsonPath), { recursive: true });
writeFileSync(
  jsonPath,
  `${JSON.stringify(
    {
      date: new Date(started).toISOString(),
      quick: values.quick,
      seconds,
      machine: host,
      sections,
      targets,
      errors,
    },
    null,
    2,
  )}\n`,
);
log(`figures written to ${jsonPath}`);
process.exit(Object.keys(errors).length > 0 ? 1 : 0);
