/**
 * Spanish bank entities by their 4-digit code (the "entidad" of a CCC and of
 * a Spanish IBAN). The table is data (src/data/generated/banks.ts, built from
 * the Banco de España register and iban.es); this module only looks it up.
 *
 * `bankByCode` knows every code ever registered, closed entities included, so
 * an old account still names its bank; `ACTIVE_BANKS` is the generation pool
 * (active institutions with a Spanish BIC).
 */
import { BANKS } from '../../data/generated/banks.js';
import type { Bank } from '../../data/types.js';

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
