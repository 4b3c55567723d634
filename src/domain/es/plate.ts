/**
 * Spanish vehicle registration plates (matrícula).
 *
 * Current system (since 18 September 2000): four digits and three letters,
 * 0000 BBB to 9999 ZZZ, allocated nationally; the letters are consonants
 * without Ñ and Q (BCDFGHJKLMNPRSTVWXYZ). The provincial system it replaced
 * (1971-2000), still on the road, is accepted too: the province code (one or
 * two letters), four digits and one or two series letters, e.g. M-1234-AB.
 *
 * Sources: DGT rules as reported by the press, gathered in the shared
 * reference data (licence_plates.json: telecinco.es 2023, cadenadial.com
 * 2021, neomotor.epe.es); provincial codes and the GE/GI, OR/OU, PM/IB
 * renamings from the history of Spanish plates (vehiculoclasico.com,
 * "Matrículas"; coches.com and cope.es on the 1971-2000 system).
 */
import { PROVINCES } from '../../data/generated/provinces.js';
import type { Rng } from '../../random/rng.js';
import { type FormatModule, fail, ok, type ValidationResult } from '../validation.js';
import { compactDni } from './dni.js';

/** Letters of current plates. */
export const PLATE_LETTERS = 'BCDFGHJKLMNPRSTVWXYZ';

/** Province codes of the provincial system -> INE province code (a fact table). */
export const OLD_PLATE_PROVINCES: Readonly<Record<string, string>> = {
  VI: '01',
  AB: '02',
  A: '03',
  AL: '04',
  AV: '05',
  BA: '06',
  PM: '07',
  IB: '07',
  B: '08',
  BU: '09',
  CC: '10',
  CA: '11',
  CS: '12',
  CR: '13',
  CO: '14',
  C: '15',
  CU: '16',
  GE: '17',
  GI: '17',
  GR: '18',
  GU: '19',
  SS: '20',
  H: '21',
  HU: '22',
  J: '23',
  LE: '24',
  L: '25',
  LO: '26',
  LU: '27',
  M: '28',
  MA: '29',
  MU: '30',
  NA: '31',
  OR: '32',
  OU: '32',
  O: '33',
  P: '34',
  GC: '35',
  PO: '36',
  SA: '37',
  TF: '38',
  S: '39',
  SG: '40',
  SE: '41',
  SO: '42',
  T: '43',
  TE: '44',
  TO: '45',
  V: '46',
  VA: '47',
  BI: '48',
  ZA: '49',
  Z: '50',
  CE: '51',
  ML: '52',
};

const LETTER_LIST = [...PLATE_LETTERS];
const VOWELS = ['A', 'E', 'I', 'O', 'U'];
const CURRENT = /^\d{4}[A-ZÑ]{3}$/;
const CURRENT_VALID = new RegExp(`^\\d{4}[${PLATE_LETTERS}]{3}$`);
/** Series letters of provincial plates: A-Z without Ñ and Q, as on current plates. */
const PROVINCIAL = /^([A-Z]{1,2})(\d{4})([A-PR-Z]{1,2})$/;

export type PlateStyle = 'plain' | 'spaced';

/** Upper case without spaces, dots, dashes or slashes. */
export function compactPlate(value: string): string {
  const plate = compactDni(value);
  return plate.includes('ñ') ? plate.replace(/ñ/g, 'Ñ') : plate;
}

function provincialCode(plate: string): string | undefined {
  const m = PROVINCIAL.exec(plate);
  return m && m[1] !== undefined && m[1] in OLD_PLATE_PROVINCES ? m[1] : undefined;
}

export function detectPlate(compacted: string): boolean {
  return CURRENT.test(compacted) || provincialCode(compacted) !== undefined;
}

export function validatePlate(value: string): ValidationResult {
  const plate = compactPlate(value);
  if (CURRENT.test(plate)) {
    return CURRENT_VALID.test(plate) ? ok(plate, { formato: 'actual' }) : fail('invalid_plate_letters');
  }
  const code = provincialCode(plate);
  if (code === undefined) return fail('invalid_plate_format');
  const provinceCode = OLD_PLATE_PROVINCES[code];
  const provincia = PROVINCES.find((p) => p.code === provinceCode)?.name;
  return ok(plate, provincia ? { formato: 'provincial', provincia } : { formato: 'provincial' });
}

/** '1234 BCD' for current plates, 'M 1234 AB' for provincial ones; `plain` is the compact form. */
export function formatPlate(value: string, style: PlateStyle = 'spaced'): string {
  const plate = compactPlate(value);
  if (style === 'plain') return plate;
  if (CURRENT.test(plate)) return `${plate.slice(0, 4)} ${plate.slice(4)}`;
  const m = PROVINCIAL.exec(plate);
  return m ? `${m[1]} ${m[2]} ${m[3]}` : plate;
}

/**
 * A current-format plate; with `ok: false` one of its letters is a vowel
 * (same shape, wrong letters: `invalid_plate_letters`).
 */
export function generatePlate(rng: Rng, { ok = true }: { ok?: boolean } = {}): string {
  const letters = [rng.pick(LETTER_LIST), rng.pick(LETTER_LIST), rng.pick(LETTER_LIST)];
  if (!ok) letters[rng.int(0, 2)] = rng.pick(VOWELS);
  return rng.digits(4) + letters[0] + letters[1] + letters[2];
}

export const PLATE_FORMAT: FormatModule = {
  kind: 'Matricula',
  compact: compactPlate,
  detect: detectPlate,
  validate: validatePlate,
};
