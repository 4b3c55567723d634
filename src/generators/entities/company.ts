import { ASSOCIATION_TOPICS, COMPANY_ACTIVITIES, COMPANY_ENDINGS } from '../../data/company-words.js';
import { surnames } from '../../data/generated/surnames.js';
import { CIF_ORGANISATIONS, type CifOrgLetter, generateCif } from '../../domain/es/cif.js';
import type { Rng } from '../../random/rng.js';

export interface Company {
  readonly cif: string;
  readonly razonSocial: string;
  readonly orgLetter: CifOrgLetter;
}

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

export function drawCompany(rng: Rng, { ok = true }: { ok?: boolean } = {}): Company {
  const letterIndex = rng.split('letter').weighted(CUMULATIVE);
  const orgLetter = LETTERS[letterIndex]!;
  const cif = generateCif(rng.split('cif'), { ok, orgLetter });
  const names = rng.split('name');
  const table = surnames();
  const surname = table.names[names.weighted(table.cumulativeFirst)]!;
  let razonSocial: string;
  if (orgLetter === 'G') razonSocial = `Asociación ${names.pick(ASSOCIATION_TOPICS)} ${surname}`;
  else if (orgLetter === 'H')
    razonSocial = `Comunidad de Propietarios Calle ${surname}, ${names.int(1, 120)}`;
  else {
    // Activities start and legal forms end with a letter or a dot, and a letter
    // without a legal form adds no space: the name needs no trimming.
    const activity = names.pick(COMPANY_ACTIVITIES);
    razonSocial = `${activity} ${surname}${names.pick(COMPANY_ENDINGS)}${NAME_ENDINGS[letterIndex]}`;
  }
  return { cif, razonSocial, orgLetter };
}
