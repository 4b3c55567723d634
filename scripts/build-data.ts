/**
 * Builds the typed reference tables in `src/data/generated/` and each
 * country's `src/countries/<code>/data/generated/` from the shared
 * source files (default `../shared/data` relative to the project root).
 *
 *   npx tsx scripts/build-data.ts [--source DIR] [--check]
 *
 * The source directory can also be set with DATA_SOURCE_DIR. `--check`
 * writes nothing and exits 1 when a committed table differs from a rebuild.
 * `build()` is pure (reads sources, returns files) so tests can compare.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { GeneratedFile } from './data/emit.js';
import { buildMxMoneyPhones } from './data/mx-money-phones.js';
import { buildMxNames } from './data/mx-names.js';
import { buildMxPlaces } from './data/mx-places.js';
import { buildGivenNames, buildSurnames } from './data/names.js';
import { buildMunicipalities } from './data/places.js';
import { buildProvincePopulation } from './data/population.js';
import { buildPtBanks } from './data/pt-banks.js';
import { buildPtNames } from './data/pt-names.js';
import { buildPtPhones } from './data/pt-phones.js';
import { buildPtPlaces } from './data/pt-places.js';
import {
  buildBanks,
  buildCountries,
  buildIbanRegistry,
  buildPhonePrefixes,
  buildProvinces,
} from './data/reference.js';
import { buildStreets } from './data/streets.js';

export type { GeneratedFile };

export const PROJECT_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export function defaultSourceDir(): string {
  return resolve(PROJECT_ROOT, process.env.DATA_SOURCE_DIR ?? join('..', 'shared', 'data'));
}

export function build(sourceDir: string = defaultSourceDir()): GeneratedFile[] {
  return [
    ...buildBanks(sourceDir),
    ...buildProvinces(sourceDir),
    ...buildPhonePrefixes(sourceDir),
    ...buildIbanRegistry(sourceDir),
    ...buildCountries(sourceDir),
    ...buildGivenNames(sourceDir),
    ...buildSurnames(sourceDir),
    ...buildMunicipalities(sourceDir),
    ...buildProvincePopulation(sourceDir),
    ...buildStreets(sourceDir),
    ...buildPtPlaces(sourceDir),
    ...buildPtNames(sourceDir),
    ...buildPtBanks(sourceDir),
    ...buildPtPhones(sourceDir),
    ...buildMxPlaces(sourceDir),
    ...buildMxNames(sourceDir),
    ...buildMxMoneyPhones(sourceDir),
  ];
}

/** Files whose committed content differs from `files` (missing files included). */
export function staleFiles(files: readonly GeneratedFile[], root: string = PROJECT_ROOT): string[] {
  return files
    .filter((f) => {
      const target = join(root, f.path);
      return !existsSync(target) || readFileSync(target, 'utf8') !== f.content;
    })
    .map((f) => f.path);
}

function main(argv: readonly string[]): number {
  const at = argv.indexOf('--source');
  const sourceDir = at >= 0 && argv[at + 1] ? resolve(argv[at + 1]) : defaultSourceDir();
  if (!existsSync(sourceDir)) {
    console.error(`build-data: source directory not found: ${sourceDir}`);
    return 2;
  }
  const files = build(sourceDir);
  if (argv.includes('--check')) {
    const stale = staleFiles(files);
    for (const path of stale) console.error(`out of date: ${path}`);
    return stale.length === 0 ? 0 : 1;
  }
  for (const f of files) {
    const target = join(PROJECT_ROOT, f.path);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, f.content);
    console.log(`${f.path}  ${(Buffer.byteLength(f.content) / 1024).toFixed(1)} KiB`);
  }
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
