import type { Rng } from '../../../random/rng.js';
import { municipalAreaCodesMx } from '../data/generated/municipal-area-codes.js';
import { numberInArea } from '../formats/phone.js';
import { municipalityIndexOf } from './address.js';

/**
 * An area code a municipio's numbers are dialled with, drawn by the numbers
 * assigned under each (IFT 2019): Tijuana's 664, Iztapalapa's 55 or 56.
 */
export function areaCodeOfMunicipality(rng: Rng, municipalityCode: string): string {
  const m = municipalityIndexOf(municipalityCode);
  if (m === undefined)
    throw new RangeError(`areaCodeOfMunicipality: unknown municipio '${municipalityCode}'`);
  const { offsets, areaCodes, cumulative } = municipalAreaCodesMx();
  const first = offsets[m]!;
  const last = offsets[m + 1]!;
  if (last - first === 1) return areaCodes[first]!;
  const total = cumulative[last - 1]!;
  const r = rng.float() * total;
  let i = first;
  while (i < last - 1 && cumulative[i]! <= r) i++;
  return areaCodes[i]!;
}

/** A number of the municipio: fixed and mobile numbers share the area codes in Mexico. */
export function phoneOfMunicipality(rng: Rng, municipalityCode: string): string {
  return numberInArea(rng, areaCodeOfMunicipality(rng, municipalityCode));
}
