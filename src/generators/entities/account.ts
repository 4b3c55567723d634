import { ACTIVE_BANKS } from '../../domain/es/banks.js';
import { generateCcc } from '../../domain/es/ccc.js';
import { ibanFromBban } from '../../domain/iban/iban.js';
import type { Rng } from '../../random/rng.js';

export interface Account {
  /** 4-digit entity code. */
  readonly entidad: string;
  readonly banco: string;
  readonly bic: string;
  /** 20-digit CCC with valid control digits. */
  readonly ccc: string;
  readonly iban: string;
}

/** One account at one real, active Spanish bank: CCC, IBAN, BIC and name agree. */
export function drawAccount(rng: Rng): Account {
  const bank = rng.split('bank').pick(ACTIVE_BANKS);
  const ccc = generateCcc(rng.split('ccc'), { bankCode: bank.code });
  return { entidad: bank.code, banco: bank.name, bic: bank.bic, ccc, iban: ibanFromBban('ES', ccc) };
}
