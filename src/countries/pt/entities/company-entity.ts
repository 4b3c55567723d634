import type { Company } from '../../../generators/entities/company.js';
import { streamLabel } from '../../../random/label-tables.js';
import type { Rng } from '../../../random/rng.js';
import { generateNif } from '../formats/nif.js';
import { drawCompanyNamePt } from './company.js';

const LABELS = { nipc: streamLabel('nipc'), name: streamLabel('name') } as const;

/**
 * A company: its NIPC (a legal person's NIF, Spain's CIF column) and its
 * firm name. Every form drawn (Lda., Unipessoal Lda., S.A.) is a legal
 * person, so the NIPC always starts with a legal person's digits.
 */
export function drawCompanyPt(rng: Rng, { ok = true }: { ok?: boolean } = {}): Company {
  return {
    cif: generateNif(rng.split(LABELS.nipc), { ok, holder: 'coletiva' }),
    razonSocial: drawCompanyNamePt(rng.split(LABELS.name)).razonSocial,
  };
}
