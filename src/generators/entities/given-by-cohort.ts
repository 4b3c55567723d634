/**
 * Given names drawn for a birth cohort. INE publishes, for every name, how
 * many residents bear it and their mean age on 1 January 2021 (padrón
 * 2021); nothing about how those ages spread. The model: the ages of a
 * name's bearers follow a normal law centred on that mean with a spread of
 * SPREAD_YEARS, cut to the ages [0, MAX_AGE) and renormalised so that the
 * name keeps its whole frequency. Then, by Bayes, a person whose age on
 * that day falls in band b gets name i with probability proportional to
 *
 *   frequency(i) x P(age in band b | name i)
 *
 * (the band's share of the name's bearers). The frequency ranking of INE
 * therefore still holds among names of similar mean age, and a "Leo"
 * (mean age 5.4) is no longer drawn for someone born in 1950.
 *
 * SPREAD_YEARS = 15: by the law of total variance, the spread of mean ages
 * between names (13.9 years for men, 16.8 for women, frequency-weighted over
 * the INE file) and 15 years within a name give a population age spread of
 * about 20.5 and 22.5 years, close to that of Spain's population pyramid
 * (roughly 22-23 years). A narrower spread would tie names to their cohort
 * more tightly than the population's ages allow.
 *
 * The age is taken on the census day, not on the reference date: a person
 * born in 1990 gets the names of the 1990 cohort whatever the reference
 * date. Births after 2021 fall into the youngest band and births before
 * 1916 into the oldest.
 *
 * Speed: one cumulative table per sex and five-year band, built on first use
 * (a default 18-80 request needs 14 bands per sex) from band edges shared
 * with the neighbouring bands, as int32, with a guide of GUIDE_BUCKETS
 * entries, so a draw is one float and a short search.
 */
import type { AgedNames } from '../../data/types.js';
import type { Rng } from '../../random/rng.js';
import { toDayNumber } from '../dates.js';

/** Day number of the padrón's reference day. */
const CENSUS_DAY = toDayNumber({ y: 2021, m: 1, d: 1 });
const DAYS_PER_YEAR = 365.2425;
const BAND_YEARS = 5;
/** Ages on the census day that the model covers: [0, MAX_AGE). */
const MAX_AGE = 105;
const BANDS = MAX_AGE / BAND_YEARS;
const SPREAD_YEARS = 15;
/**
 * Weights are frequency x band share x SCALE, rounded: int32 tables, and a
 * name whose rounded weight is 0 (fewer than 1/SCALE expected bearers in
 * the band) is not drawn for it.
 */
const SCALE = 64;
const GUIDE_BUCKETS = 4096;

interface CohortTable {
  readonly cumulative: Int32Array;
  readonly total: number;
  /** guide[b]: the index drawn for u = b / GUIDE_BUCKETS; a draw in bucket b lies in [guide[b], guide[b + 1]]. */
  readonly guide: Uint32Array;
}

/** Standard normal distribution function (Abramowitz-Stegun 7.1.26, error below 1.5e-7). */
function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? 0.5 * (1 + erf) : 0.5 * (1 - erf);
}

/** Which band the birth day falls in: completed age on the census day, by BAND_YEARS, clamped. */
export function cohortBand(birthDay: number): number {
  const age = (CENSUS_DAY - birthDay) / DAYS_PER_YEAR;
  if (age < 0) return 0;
  const band = Math.floor(age / BAND_YEARS);
  return band < BANDS ? band : BANDS - 1;
}

/**
 * What the band tables of one sex read of its names, computed once: each
 * name's frequency, its continuous mean age, its share of bearers within
 * [0, MAX_AGE), and the normal law at each band edge (BAND_YEARS x j), kept
 * only until both bands on either side of the edge are built. Neighbouring
 * bands share an edge, so a run that draws 14 bands evaluates the law about
 * 17 times per name instead of 56; each value is the one a band computed
 * for itself, the same function of the same arguments.
 */
class BandInputs {
  readonly frequency: Float64Array;
  readonly within: Float64Array;
  private readonly means: Float64Array;
  private readonly edges: (Float64Array | undefined)[] = new Array(BANDS + 1).fill(undefined);
  private readonly built = new Uint8Array(BANDS);

  constructor(names: AgedNames) {
    const n = names.names.length;
    this.frequency = new Float64Array(n);
    this.means = new Float64Array(n);
    this.within = new Float64Array(n);
    let previous = 0;
    for (let i = 0; i < n; i++) {
      this.frequency[i] = (names.cumulative[i] as number) - previous;
      previous = names.cumulative[i] as number;
      // INE's mean is of completed years: the continuous ages average half a year more.
      const mean = (names.meanAges[i] as number) + 0.5;
      this.means[i] = mean;
      this.within[i] = normalCdf((MAX_AGE - mean) / SPREAD_YEARS) - normalCdf(-mean / SPREAD_YEARS);
    }
  }

  /** The law at age BAND_YEARS x `j` for every name. */
  edge(j: number): Float64Array {
    let values = this.edges[j];
    if (values === undefined) {
      const { means } = this;
      const age = j * BAND_YEARS;
      values = new Float64Array(means.length);
      for (let i = 0; i < means.length; i++)
        values[i] = normalCdf((age - (means[i] as number)) / SPREAD_YEARS);
      this.edges[j] = values;
    }
    return values;
  }

  /** Band `band` is built: drops the edges no other band needs. */
  done(band: number): void {
    this.built[band] = 1;
    for (const j of [band, band + 1])
      if ((j === 0 || this.built[j - 1] === 1) && (j === BANDS || this.built[j] === 1))
        this.edges[j] = undefined;
  }
}

function buildTable(inputs: BandInputs, band: number): CohortTable {
  const { frequency, within } = inputs;
  const n = frequency.length;
  const cumulative = new Int32Array(n);
  const lo = inputs.edge(band);
  const hi = inputs.edge(band + 1);
  let total = 0;
  for (let i = 0; i < n; i++) {
    const share = ((hi[i] as number) - (lo[i] as number)) / (within[i] as number);
    total += Math.round((frequency[i] as number) * share * SCALE);
    cumulative[i] = total;
  }
  inputs.done(band);
  if (total <= 0 || total >= 2 ** 31) throw new RangeError(`given names of band ${band}: total ${total}`);
  const guide = new Uint32Array(GUIDE_BUCKETS + 1);
  let index = 0;
  for (let b = 0; b <= GUIDE_BUCKETS; b++) {
    const target = Math.floor((b / GUIDE_BUCKETS) * total);
    while (index < n - 1 && (cumulative[index] as number) <= target) index++;
    guide[b] = index;
  }
  return { cumulative, total, guide };
}

/** A sex's tables by band, each built when first drawn from. */
export class CohortNames {
  private readonly tables: (CohortTable | undefined)[] = new Array(BANDS).fill(undefined);
  private inputs: BandInputs | undefined;

  constructor(private readonly names: () => AgedNames) {}

  /** The index of a name for someone born on day number `birthDay`. */
  draw(rng: Rng, birthDay: number): number {
    const band = cohortBand(birthDay);
    let table = this.tables[band];
    if (table === undefined) {
      this.inputs ??= new BandInputs(this.names());
      table = buildTable(this.inputs, band);
      this.tables[band] = table;
    }
    const u = rng.float();
    const r = Math.floor(u * table.total);
    const bucket = Math.floor(u * GUIDE_BUCKETS);
    const { cumulative, guide } = table;
    let lo = guide[bucket] as number;
    let hi = guide[bucket + 1] as number;
    // The first index whose cumulative weight exceeds r.
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((cumulative[mid] as number) > r) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  }
}
