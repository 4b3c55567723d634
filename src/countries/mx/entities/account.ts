import type { Account } from '../../../generators/entities/types.js';
import { streamLabel } from '../../../random/label-tables.js';
import type { Rng } from '../../../random/rng.js';
import { BANKS_MX } from '../data/generated/banks.js';
import { generateClabe } from '../formats/clabe.js';

const LABELS = { bank: streamLabel('bank'), clabe: streamLabel('clabe') } as const;

/**
 * Banks accounts are drawn at, all equally likely: no market share is in
 * the sources (the data README says so).
 */
const DRAWN = BANKS_MX.filter((b) => b.drawn);

/**
 * One account at a Mexican bank in the shared shape. Mexico has no IBAN:
 * transfers use the CLABE, so both `ccc` (the national account code) and
 * `iban` (the code a transfer is made to) hold it; there is no BIC in the
 * sources, so `bic` is empty and the `bic` field type is not offered.
 * `accountNumber` fixes the CLABE's 11-digit account (unique accounts).
 */
export function drawAccount(rng: Rng, accountNumber?: number): Account {
  const bank = rng.split(LABELS.bank).pick(DRAWN);
  const clabe = generateClabe(rng.split(LABELS.clabe), { bankCode: bank.code, accountNumber });
  return { entidad: bank.code, banco: bank.name, bic: '', ccc: clabe, iban: clabe };
}
