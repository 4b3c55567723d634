/**
 * Evidence, not a test: do generated people look like Spain? Draws 100,000
 * identities and 100,000 mobiles in-process with a fixed seed and prints
 * observed shares next to the shares of the sources the generators draw
 * from (INE padrón names and surnames, INE municipal population, the
 * numbering plan). No assertions; run with `npx tsx bench/distribution.ts`.
 */
import { givenNames } from '../src/countries/es/data/generated/given-names.js';
import {
  municipalities,
  municipalityCumulativePopulation,
} from '../src/countries/es/data/generated/municipalities.js';
import { MOBILE_LEADING_DIGITS } from '../src/countries/es/data/generated/phone-prefixes.js';
import { PROVINCE_POPULATION } from '../src/countries/es/data/generated/province-population.js';
import { PROVINCES } from '../src/countries/es/data/generated/provinces.js';
import { surnames } from '../src/countries/es/data/generated/surnames.js';
import { SHARE_OF_MOBILES, validatePhone } from '../src/countries/es/formats/phone.js';
import { identity, phone } from '../src/countries/es/generators.js';
import { runGenerator } from '../src/generators/run.js';

// The tables are parsed on first use.
const GIVEN_NAMES = givenNames();
const MUNICIPALITIES = municipalities();
const MUNICIPALITY_CUMULATIVE_POPULATION = municipalityCumulativePopulation();
const SURNAMES = surnames();

const N = 100_000;
const SEED = 'distribution';
const REF_DATE = '2026-11-22';

/** Per-entry weights of an ascending cumulative table. */
const weightsOf = (cumulative: readonly number[]) =>
  cumulative.map((c, i) => c - (i > 0 ? cumulative[i - 1]! : 0));
const total = (cumulative: readonly number[]) => cumulative[cumulative.length - 1] ?? 0;

function tally<T>(items: Iterable<T>): Map<T, number> {
  const counts = new Map<T, number>();
  for (const item of items) counts.set(item, (counts.get(item) ?? 0) + 1);
  return counts;
}

const pct = (x: number) => `${(x * 100).toFixed(2)} %`;

function table(title: string, head: string[], rows: (string | number)[][]) {
  const cells = [head, ...rows.map((r) => r.map(String))];
  const widths = head.map((_, i) => Math.max(...cells.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log(`\n${title}`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of cells.slice(1)) console.log(line(r));
}

/** Observed share vs source share, with the difference in percentage points. */
const compare = (label: string, observed: number, source: number) => [
  label,
  pct(observed),
  pct(source),
  `${((observed - source) * 100).toFixed(2)} pp`,
];

const started = performance.now();
const people = runGenerator(identity, { seed: SEED, count: N, options: { refDate: REF_DATE } }).records;
const mobiles = runGenerator(phone, { seed: SEED, count: N, options: { sub: 'movil' } }).records;
const landlines = runGenerator(phone, { seed: SEED, count: N, options: { sub: 'fijo' } }).records;
const elapsed = performance.now() - started;

// Sex: the INE given-name tables count residents by sex.
const women = people.filter((p) => p.sexo === 'M').length / N;
const femaleTotal = total(GIVEN_NAMES.female.cumulative);
const maleTotal = total(GIVEN_NAMES.male.cumulative);
table(
  `Sex (${N.toLocaleString('en')} identities, seed "${SEED}")`,
  ['', 'observed', 'INE', 'diff'],
  [compare('women', women, femaleTotal / (femaleTotal + maleTotal))],
);

// Given names follow the birth cohort: the name's INE mean age against the person's age.
const meanAgeOf = new Map<string, number>();
for (const [sex, list] of [
  ['M', GIVEN_NAMES.female],
  ['H', GIVEN_NAMES.male],
] as const)
  for (const [i, name] of list.names.entries()) meanAgeOf.set(`${sex}|${name}`, list.meanAges[i]!);
const pairs = people.map((p) => [meanAgeOf.get(`${p.sexo}|${p.nombre}`)!, p.edad as number] as const);
const mean = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
const [mx, my] = [mean(pairs.map((p) => p[0])), mean(pairs.map((p) => p[1]))];
const cov = mean(pairs.map(([x, y]) => (x - mx) * (y - my)));
const sd = (xs: readonly number[], m: number) => Math.sqrt(mean(xs.map((x) => (x - m) ** 2)));
const correlation =
  cov /
  (sd(
    pairs.map((p) => p[0]),
    mx,
  ) *
    sd(
      pairs.map((p) => p[1]),
      my,
    ));
console.log(
  `\nPearson correlation, INE mean age of the given name vs age (ages 18-80): ${correlation.toFixed(3)}`,
);

// Given names: the INE share of a name among all residents with a listed name, both sexes.
// Identities are 18-80 and names follow the cohort, so children's names fall below their INE share.
const givenSource = new Map<string, number>();
for (const list of [GIVEN_NAMES.male, GIVEN_NAMES.female]) {
  weightsOf(list.cumulative).forEach((w, i) => {
    const name = list.names[i]!;
    givenSource.set(name, (givenSource.get(name) ?? 0) + w);
  });
}
const givenObserved = tally(people.map((p) => p.nombre as string));
table(
  'Top 10 given names (INE padrón 2021, both sexes)',
  ['name', 'observed', 'INE', 'diff'],
  [...givenSource.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([name, w]) => compare(name, (givenObserved.get(name) ?? 0) / N, w / (femaleTotal + maleTotal))),
);

// First surnames.
const surnameWeights = weightsOf(SURNAMES.cumulativeFirst);
const surnameTotal = total(SURNAMES.cumulativeFirst);
const surnameObserved = tally(people.map((p) => p.apellido1 as string));
table(
  'Top 10 first surnames (INE padrón 2021)',
  ['surname', 'observed', 'INE', 'diff'],
  SURNAMES.names
    .map((name, i) => [name, surnameWeights[i]!] as const)
    .sort((a, b) => b[1] - a[1])
    .slice(0, 10)
    .map(([name, w]) => compare(name, (surnameObserved.get(name) ?? 0) / N, w / surnameTotal)),
);

// Provinces: population summed over municipalities.
const populationWeights = weightsOf(MUNICIPALITY_CUMULATIVE_POPULATION);
const provincePopulation = new Map<string, number>();
MUNICIPALITIES.forEach((m, i) => {
  provincePopulation.set(
    m.provinceCode,
    (provincePopulation.get(m.provinceCode) ?? 0) + populationWeights[i]!,
  );
});
const populationTotal = total(MUNICIPALITY_CUMULATIVE_POPULATION);
const provinceObserved = tally(people.map((p) => p.provincia as string));
const top5 = [...provincePopulation.entries()].sort((a, b) => b[1] - a[1]).slice(0, 5);
const top5Rows = top5.map(([code, population]) => {
  const name = PROVINCES.find((p) => p.code === code)!.name;
  return compare(name, (provinceObserved.get(name) ?? 0) / N, population / populationTotal);
});
const top5Observed = top5.reduce(
  (sum, [code]) => sum + (provinceObserved.get(PROVINCES.find((p) => p.code === code)!.name) ?? 0),
  0,
);
const top5Source = top5.reduce((sum, [, population]) => sum + population, 0);
table(
  'Five most populated provinces (INE padrón 2025)',
  ['province', 'observed', 'INE', 'diff'],
  [...top5Rows, compare('all five', top5Observed / N, top5Source / populationTotal)],
);

// Mobiles: the plan's capacity per leading-digit block (6 holds 10^8 numbers, each of 71-74 10^7).
const capacity = (digit: string) =>
  MOBILE_LEADING_DIGITS.filter((lead) => lead.startsWith(digit)).reduce(
    (s, lead) => s + 10 ** (9 - lead.length),
    0,
  );
const planTotal = capacity('6') + capacity('7');
const leading = tally(mobiles.map((m) => String(m.telefono)[0]));
table(
  `Mobiles by first digit (${N.toLocaleString('en')} numbers)`,
  ['first digit', 'observed', 'plan capacity', 'diff'],
  ['6', '7'].map((d) => compare(d, (leading.get(d) ?? 0) / N, capacity(d) / planTotal)),
);

// Identity phones: mostly mobiles (CNMC line counts).
const identityMobiles = people.filter((p) => {
  const result = validatePhone(String(p.telefono));
  return result.valid && result.extra?.tipo === 'movil';
}).length;
table(
  'Identity phones',
  ['', 'observed', 'CNMC', 'diff'],
  [compare('mobile', identityMobiles / N, SHARE_OF_MOBILES)],
);

// Landlines without a province (phone?sub=fijo): provinces by population.
const populationTotalByProvince = PROVINCE_POPULATION.reduce((s, p) => s + p.population, 0);
const landlineObserved = tally(landlines.map((l) => l.provincia as string));
table(
  `Landlines (phone?sub=fijo), five most and two least populated provinces (${N.toLocaleString('en')} numbers)`,
  ['province', 'observed', 'INE', 'diff'],
  [...PROVINCE_POPULATION]
    .sort((a, b) => b.population - a.population)
    .filter((_, i, all) => i < 5 || i >= all.length - 2)
    .map((p) => {
      const name = PROVINCES.find((q) => q.code === p.code)!.name;
      return compare(name, (landlineObserved.get(name) ?? 0) / N, p.population / populationTotalByProvince);
    }),
);

console.log(`\nGenerated ${(3 * N).toLocaleString('en')} records in ${(elapsed / 1000).toFixed(1)} s.`);
