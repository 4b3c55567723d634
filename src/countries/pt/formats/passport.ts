/**
 * Portuguese passport number (número do passaporte).
 *
 * One letter and six digits (e.g. C123456), the form that passport
 * validators publish for Portugal; it fills seven of the nine characters of
 * the ICAO 9303 document-number field, whose check digit (intl/mrz.ts) is
 * the only check there is. No official specification of the number, or of
 * the letters in use, is published, so there is no validating format
 * module and any letter A-Z is drawn.
 *
 * Sources: validator.js `isPassportNumber` (country PT: one letter, six
 * digits); ICAO Doc 9303 Part 4 (TD3 document number field); Council of the
 * EU, PRADO PRT-AO-01003 (the current ordinary passport).
 */
import type { Rng } from '../../../random/rng.js';

const LETTERS = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];

/** A passport number: one letter A-Z and six digits. */
export function generatePassportNumberPt(rng: Rng): string {
  return rng.pick(LETTERS) + rng.digits(6);
}
