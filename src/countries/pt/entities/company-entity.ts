import type { Company } from '../../../generators/entities/types.js';
import { streamLabel } from '../../../random/label-tables.js';
import type { Rng } from '../../../random/rng.js';
import { generateNif } from '../formats/nif.js';
import { drawCompanyNamePt } from './company.js';

const LABELS = { nipc: streamLabel('nipc'), name: streamLabel('name') } as const;

/**
 * A company: its NIPC (a legal person's NIF, the company's tax number) and its
 * firm name. Every form drawn (Lda., Unipessoal Lda., S.A.) is a commercial
 * company, whose NIPC is in the range 5 (the others are public bodies,
 * estates, condominiums, non-residents).
 */
export function drawCompany(rng: Rng, { ok = true }: { ok?: boolean } = {}): Company {
  return {
    taxId: generateNif(rng.split(LABELS.nipc), { ok, holder: 'coletiva', range: '5' }),
    razonSocial: drawCompanyNamePt(rng.split(LABELS.name)).razonSocial,
  };
}
