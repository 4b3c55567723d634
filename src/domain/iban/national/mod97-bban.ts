/**
 * Bosnia and Herzegovina, Montenegro, North Macedonia, Serbia and Slovenia
 * end their account numbers with two ISO 7064 MOD 97-10 control digits over
 * the rest of the BBAN (the same rule as the Portuguese NIB), so the whole
 * BBAN is ≡ 1 mod 97.
 *
 * Source: SWIFT IBAN Registry (BA, ME, MK, RS, SI: the `2!n` tail); the
 * national account-number standards of those central banks (ISO 7064).
 */
import { mod97CheckDigits } from '../../checksum/mod97.js';
import type { NationalCheck } from './check.js';

/** The rule for a BBAN of `length` characters. */
export function mod97Bban(length: number): NationalCheck {
  return {
    code: 'invalid_iban_format',
    slots: [[length - 2, length]],
    expected: (bban) => mod97CheckDigits(bban.slice(0, length - 2)),
  };
}
