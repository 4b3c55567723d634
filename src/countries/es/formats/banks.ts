/**
 * Spanish bank entities by their 4-digit code (the "entidad" of a CCC and of
 * a Spanish IBAN). The table is data (src/countries/es/data/generated/banks.ts, built from
 * the Banco de España register and iban.es); this module only looks it up.
 *
 * `bankByCode` knows every code ever registered, closed entities included, so
 * an old account still names its bank; `ACTIVE_BANKS` is the generation pool
 * (active institutions with a Spanish BIC).
 */

import type { Rng } from '../../../random/rng.js';
import {
  BANK_GROUP_SHARE,
  BANK_GROUP_WEIGHTS,
  OTHER_DOMESTIC_WEIGHT,
  OTHER_FOREIGN_BRANCH_WEIGHT,
} from '../data/bank-weights.js';
import { BANKS } from '../data/generated/banks.js';
import type { Bank } from '../data/types.js';

let byCode: ReadonlyMap<string, Bank> | undefined;

/** The bank registered under `code` (4 digits), or undefined. Indexed on first use. */
export function bankByCode(code: string): Bank | undefined {
  if (!byCode) {
    const index = new Map<string, Bank>();
    for (const bank of BANKS) {
      // Should a code ever appear twice, the active entry names it.
      const seen = index.get(bank.code);
      if (!seen || (!seen.active && bank.active)) index.set(bank.code, bank);
    }
    byCode = index;
  }
  return byCode.get(code);
}

/** The `extra` of a valid account at entity `code`: the code, then the bank's name and BIC when known. */
export function accountExtra(code: string): Record<string, string> {
  const bank = bankByCode(code);
  const extra: Record<string, string> = { entidad: code };
  if (bank) extra.banco = bank.name;
  if (bank?.bic) extra.bic = bank.bic;
  return extra;
}

/** Active Spanish credit institutions: where generated accounts are opened. */
export const ACTIVE_BANKS: readonly Bank[] = BANKS.filter((bank) => bank.active);

let cumulativeWeights: number[] | undefined;

/**
 * The probability of each bank of `ACTIVE_BANKS` (same order), from the
 * market-share table in src/countries/es/data/bank-weights.ts: the ten retail groups share
 * `BANK_GROUP_SHARE` in proportion to their customer funds, the other
 * entities the rest (a domestic one counting more than a foreign branch).
 */
export function activeBankShares(): number[] {
  const groupFunds = new Map(BANK_GROUP_WEIGHTS.map((g) => [g.code, g.funds]));
  const fundsTotal = BANK_GROUP_WEIGHTS.reduce((sum, g) => sum + g.funds, 0);
  const otherWeight = (bank: Bank) =>
    groupFunds.has(bank.code) ? 0 : bank.foreignBranch ? OTHER_FOREIGN_BRANCH_WEIGHT : OTHER_DOMESTIC_WEIGHT;
  const othersTotal = ACTIVE_BANKS.reduce((sum, bank) => sum + otherWeight(bank), 0);
  return ACTIVE_BANKS.map((bank) => {
    const funds = groupFunds.get(bank.code);
    if (funds !== undefined) return (BANK_GROUP_SHARE * funds) / fundsTotal;
    return ((1 - BANK_GROUP_SHARE) * otherWeight(bank)) / othersTotal;
  });
}

/** An active bank drawn by market share (see `activeBankShares`); one draw, cumulative table built on first use. */
export function drawActiveBank(rng: Rng): Bank {
  if (!cumulativeWeights) {
    let running = 0;
    cumulativeWeights = activeBankShares().map((share) => {
      running += share;
      return running;
    });
  }
  return ACTIVE_BANKS[rng.weighted(cumulativeWeights)] as Bank;
}
