import { checkDigitsFromRemainder, mod97 } from '../../../domain/checksum/mod97.js';
import type { Account } from '../../../generators/entities/types.js';
import { streamLabel } from '../../../random/label-tables.js';
import type { Rng } from '../../../random/rng.js';
import { drawActiveBank } from '../formats/banks.js';
import { type CccParts, generateCccParts } from '../formats/ccc.js';

/** The entity's stream labels, resolved once (the same streams as their text). */
const LABELS = {
  bank: streamLabel('bank'),
  ccc: streamLabel('ccc'),
} as const;

/**
 * One account at one real, active Spanish bank: CCC, IBAN, BIC and name agree.
 * `accountNumber` fixes its 10-digit number (unique accounts).
 */
export function drawAccount(rng: Rng, accountNumber?: number): Account {
  const bank = drawActiveBank(rng.split(LABELS.bank));
  const parts = generateCccParts(rng.split(LABELS.ccc), { bankCode: bank.code, accountNumber });
  const ccc = parts.entity + parts.office + parts.control + parts.account;
  return {
    entidad: bank.code,
    banco: bank.name,
    bic: bank.bic,
    ccc,
    iban: `ES${ibanCheckDigits(parts)}${ccc}`,
  };
}

/**
 * The check digits of the Spanish IBAN of a CCC (ISO 7064 MOD 97-10 over the
 * BBAN, then "ES"), read part by part: the short parts are flat text, fast to
 * read by character, where the joined CCC is not yet.
 */
function ibanCheckDigits({ entity, office, control, account }: CccParts): string {
  let remainder = mod97(entity, 0, 4);
  remainder = mod97(office, 0, 4, remainder);
  remainder = mod97(control, 0, 2, remainder);
  remainder = mod97(account, 0, 10, remainder);
  return checkDigitsFromRemainder(mod97('ES', 0, 2, remainder));
}
