import { ibanFromBban } from '../../../domain/iban/iban.js';
import type { Account } from '../../../generators/entities/types.js';
import { streamLabel } from '../../../random/label-tables.js';
import type { Rng } from '../../../random/rng.js';
import { generateNib } from '../formats/nib.js';
import { drawBankPt } from './bank.js';

const LABELS = { bank: streamLabel('bank'), nib: streamLabel('nib') } as const;

/**
 * One account at a real Portuguese bank: the NIB (Spain's CCC column) and
 * the IBAN built on it agree, and so do the bank's name and BIC.
 * `accountNumber` fixes the account's 11-digit number (unique accounts).
 */
export function drawAccount(rng: Rng, accountNumber?: number): Account {
  const bank = drawBankPt(rng.split(LABELS.bank));
  const nib = generateNib(rng.split(LABELS.nib), { bankCode: bank.code, accountNumber });
  return { entidad: bank.code, banco: bank.name, bic: bank.bic, ccc: nib, iban: ibanFromBban('PT', nib) };
}
