import type { Company } from '../../../generators/entities/types.js';
import { streamLabel } from '../../../random/label-tables.js';
import type { Rng } from '../../../random/rng.js';
import { ASSOCIATION_PREFIXES, COMPANY_ACTIVITIES, COMPANY_ENDINGS } from '../data/company-words.js';
import { surnames } from '../data/generated/surnames.js';
import { CIF_ORGANISATIONS, type CifOrgLetter, generateCif } from '../formats/cif.js';
import { drawMunicipality } from './address.js';
import { drawCommonStreet } from './streets.js';

/** The entity's stream labels, resolved once (the same streams as their text). */
const LABELS = {
  letter: streamLabel('letter'),
  cif: streamLabel('cif'),
  name: streamLabel('name'),
} as const;

/**
 * Organisation letters weighted roughly as Spanish registries show them:
 * limited companies (B) dominate, then public limited (A), associations (G),
 * owners' communities (H) and cooperatives (F). Letters whose names follow
 * no pattern (public bodies, foreign entities) are left out of generation.
 */
const LETTERS: readonly CifOrgLetter[] = ['B', 'A', 'G', 'H', 'F', 'E', 'J', 'C', 'D', 'U'];
const CUMULATIVE = [70, 80, 86, 90, 93, 96, 98, 98.5, 99, 100];
/** Each letter's legal form as the name ends with it (" S.L."), by index in LETTERS: no lookup by letter per company. */
const NAME_ENDINGS = LETTERS.map((letter) => {
  const suffix = CIF_ORGANISATIONS[letter].legalFormSuffix;
  return suffix === '' ? '' : ` ${suffix}`;
});

interface SurnamePool {
  readonly names: readonly string[];
  readonly cumulative: readonly number[];
}

let companySurnames: SurnamePool | undefined;

/**
 * Surnames for firm names: those of the INE list borne about as often as
 * second surname as first (at least half as often). Spanish surnames pass on
 * through both parents, so the two counts are close ("García"); surnames
 * carried by residents born abroad, who mostly have one, are counted almost
 * only as first ("Chen", "Singh", "Popescu"). The INE table's own order and
 * weights (as first surname) are kept.
 */
function companySurnamePool(): SurnamePool {
  if (!companySurnames) {
    const { names, cumulativeFirst, cumulativeSecond } = surnames();
    const kept: string[] = [];
    const cumulative: number[] = [];
    let running = 0;
    for (let i = 0; i < names.length; i++) {
      const first = (cumulativeFirst[i] as number) - (i === 0 ? 0 : (cumulativeFirst[i - 1] as number));
      const second = (cumulativeSecond[i] as number) - (i === 0 ? 0 : (cumulativeSecond[i - 1] as number));
      if (first === 0 || second * 2 < first) continue;
      running += first;
      kept.push(names[i] as string);
      cumulative.push(running);
    }
    companySurnames = { names: kept, cumulative };
  }
  return companySurnames;
}

/** A place an association serves: a municipality drawn by population, its first official name. */
function placeName(rng: Rng): string {
  const name = drawMunicipality(rng).name;
  const slash = name.indexOf('/');
  return slash === -1 ? name : name.slice(0, slash);
}

/**
 * A company whose name agrees with its CIF letter: the legal form of the
 * letter ends the name (A -> S.A., B -> S.L., F -> S.Coop., ...); an
 * association (G) is named after its purpose and place, an owners'
 * community (H) after its building's street.
 */
export function drawCompany(rng: Rng, { ok = true }: { ok?: boolean } = {}): Company {
  const letterIndex = rng.split(LABELS.letter).weighted(CUMULATIVE);
  const orgLetter = LETTERS[letterIndex]!;
  const cif = generateCif(rng.split(LABELS.cif), { ok, orgLetter });
  const names = rng.split(LABELS.name);
  let razonSocial: string;
  if (orgLetter === 'G') razonSocial = `${names.pick(ASSOCIATION_PREFIXES)} ${placeName(names)}`;
  else if (orgLetter === 'H')
    razonSocial = `Comunidad de Propietarios ${drawCommonStreet(names)}, ${names.int(1, 120)}`;
  else {
    const pool = companySurnamePool();
    const surname = pool.names[names.weighted(pool.cumulative)]!;
    // Activities start and legal forms end with a letter or a dot, and a letter
    // without a legal form adds no space: the name needs no trimming.
    const activity = names.pick(COMPANY_ACTIVITIES);
    razonSocial = `${activity} ${surname}${names.pick(COMPANY_ENDINGS)}${NAME_ENDINGS[letterIndex]}`;
  }
  return { taxId: cif, razonSocial };
}
