import type { Rng } from '../../../random/rng.js';
import {
  COMPANY_ACTIVITIES_PT,
  COMPANY_FAMILY_ENDINGS_PT,
  COMPANY_REGIONS_PT,
} from '../data/company-words.js';
import { GIVEN_NAMES_PT } from '../data/generated/given-names.js';
import { SURNAMES_PT } from '../data/generated/surnames.js';

/** Sociedade por quotas, sociedade anónima, sociedade unipessoal por quotas. */
export type CompanyFormPt = 'lda' | 'sa' | 'unipessoal';

export interface CompanyNamePt {
  readonly razonSocial: string;
  readonly form: CompanyFormPt;
}

/** The legal form as the name ends with it (Código das Sociedades Comerciais, arts. 200.º, 275.º, 270.º-B). */
const FORM_ENDINGS: Readonly<Record<CompanyFormPt, string>> = {
  lda: ', Lda.',
  sa: ', S.A.',
  unipessoal: ', Unipessoal Lda.',
};

/**
 * How often each form is drawn. Sole-owner companies were 54 % of the
 * companies formed in 2019 and 39 % ten years before (Informa D&B
 * barometer, reported by Mercado, 2020-01); the stock of firms holds the
 * older ones too, so 40 % here. Public limited companies are few, and fewer
 * are formed each year (under half as many in 2018 as ten years before:
 * Informa D&B via Público, 2019-01-07): 5 %. The rest are quota companies.
 */
const FORMS: readonly CompanyFormPt[] = ['lda', 'unipessoal', 'sa'];
const FORM_CUMULATIVE = [55, 95, 100];

const surname = (rng: Rng) => SURNAMES_PT.names[rng.weighted(SURNAMES_PT.cumulative)]!;

function otherSurname(rng: Rng, first: string): string {
  const second = surname(rng);
  return second === first ? rng.pick(SURNAMES_PT.names.filter((s) => s !== first)) : second;
}

/** A person's short name, "Ana Ferreira", as sole traders name their one-owner company. */
function ownerName(rng: Rng): string {
  const table = rng.bool() ? GIVEN_NAMES_PT.female : GIVEN_NAMES_PT.male;
  return `${table.names[rng.weighted(table.cumulative)]} ${surname(rng)}`;
}

const tradeAndSurname = (rng: Rng) => `${rng.pick(COMPANY_ACTIVITIES_PT)} ${surname(rng)}`;
const tradeAndRegion = (rng: Rng) => `${rng.pick(COMPANY_ACTIVITIES_PT)} ${rng.pick(COMPANY_REGIONS_PT)}`;
function twoSurnames(rng: Rng): string {
  const first = surname(rng);
  return `${first} & ${otherSurname(rng, first)}`;
}

type Shape = (rng: Rng) => string;

/** Name shapes per form, with cumulative weights: trade + surname is the commonest shape of all. */
const SHAPES: Readonly<Record<CompanyFormPt, { shapes: readonly Shape[]; cumulative: readonly number[] }>> = {
  lda: {
    shapes: [
      tradeAndSurname,
      (rng) => `${surname(rng)} ${rng.pick(COMPANY_FAMILY_ENDINGS_PT)}`,
      twoSurnames,
      (rng) => `Irmãos ${surname(rng)}`,
      tradeAndRegion,
    ],
    cumulative: [4, 6, 8, 9, 10],
  },
  unipessoal: { shapes: [ownerName, tradeAndSurname], cumulative: [1, 2] },
  sa: {
    shapes: [tradeAndRegion, tradeAndSurname, (rng) => `Grupo ${surname(rng)}`, twoSurnames],
    cumulative: [2, 4, 5, 6],
  },
};

/**
 * A Portuguese firm name ending in its legal form: "Construções Ferreira,
 * Lda.", "Silva & Filhos, Lda.", "Ana Costa, Unipessoal Lda.", "Têxteis do
 * Minho, S.A.". `form` fixes the form; otherwise it is drawn by weight.
 */
export function drawCompanyNamePt(rng: Rng, form?: CompanyFormPt): CompanyNamePt {
  const chosen = form ?? FORMS[rng.weighted(FORM_CUMULATIVE)]!;
  const { shapes, cumulative } = SHAPES[chosen];
  const shape = shapes[rng.weighted(cumulative)]!;
  return { razonSocial: `${shape(rng)}${FORM_ENDINGS[chosen]}`, form: chosen };
}
