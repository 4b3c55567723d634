import type { Address } from '../../../generators/entities/types.js';
import type { Rng } from '../../../random/rng.js';
import { municipalities, municipalityCumulativePopulation } from '../data/generated/municipalities.js';
import { COMMUNITIES, PROVINCES } from '../data/generated/provinces.js';
import type { Community, Municipality, Province } from '../data/types.js';
import { type StreetSource, streetSourceOf } from './streets.js';

const byCode = <T extends { code: string }>(rows: readonly T[]) => new Map(rows.map((r) => [r.code, r]));
let provinces: Map<string, Province> | undefined;
let communities: Map<string, Community> | undefined;

export function provinceByCode(code: string): Province | undefined {
  provinces ??= byCode(PROVINCES);
  return provinces.get(code);
}

export function communityByCode(code: string): Community | undefined {
  communities ??= byCode(COMMUNITIES);
  return communities.get(code);
}

/** A municipality drawn by population (INE padrón 2025), so Madrid is as common as it is in Spain. */
export function drawMunicipality(rng: Rng): Municipality {
  return municipalities()[rng.weighted(municipalityCumulativePopulation())]!;
}

/**
 * What an address reads of municipality `index`, with its province and
 * community: looked up when first drawn, then one record to read per draw
 * instead of the municipality, its region and their tables.
 */
interface Place {
  readonly postalCodes: readonly string[];
  readonly municipio: string;
  readonly municipalityCode: string;
  readonly provincia: string;
  readonly provinceCode: string;
  readonly comunidad: string;
  /** Real streets of the municipality, or its language area's common names (./streets.ts). */
  readonly streets: StreetSource;
}

let places: (Place | undefined)[] | undefined;

function placeOf(index: number): Place {
  places ??= new Array(municipalities().length);
  let place = places[index];
  if (place === undefined) {
    const municipality = municipalities()[index]!;
    const province = provinceByCode(municipality.provinceCode)!;
    place = {
      postalCodes: municipality.postalCodes,
      municipio: municipality.name,
      municipalityCode: municipality.code,
      provincia: province.name,
      provinceCode: province.code,
      comunidad: communityByCode(province.communityCode)!.name,
      streets: streetSourceOf(municipality.code),
    };
    places[index] = place;
  }
  return place;
}

/** House number: low numbers are the most common in real streets. */
function drawNumber(rng: Rng): number {
  return rng.bool(0.7) ? rng.int(1, 60) : rng.int(61, 250);
}

const DOORS = ['A', 'B', 'C', 'D', 'Izda.', 'Dcha.'];
/** House numbers and floors as text, made once rather than converted per address. */
const NUMBERS = Array.from({ length: 251 }, (_, n) => String(n));
const FLOORS = Array.from({ length: 10 }, (_, n) => `${n}º`);

/** The address line on `street`: number, and for about half, floor and door. */
function streetLine(rng: Rng, street: string): string {
  const number = NUMBERS[drawNumber(rng)];
  // About half of the addresses are flats with floor and door.
  if (rng.bool(0.5)) return `${street}, ${number}`;
  return `${street}, ${number}, ${FLOORS[rng.int(1, 9)]} ${rng.pick(DOORS)}`;
}

/** A postal code of the municipality; a single one needs no draw. */
function postalCode(rng: Rng, codes: readonly string[]): string {
  return codes.length === 1 ? codes[0]! : rng.pick(codes);
}

/** One real place: street and postal code of the municipality, of the province, of the community. */
export function drawAddress(rng: Rng): Address {
  // One stream for the whole address, drawn in this order: municipality,
  // street, the line's number, floor and door, then the postal code if the
  // municipality has several.
  const place = placeOf(rng.weighted(municipalityCumulativePopulation()));
  // A real street of the municipality where the data has them, else a common one of its language area.
  const i = rng.weighted(place.streets.cumulative);
  const paired = place.streets.postalCodes?.[i];
  const direccion = streetLine(rng, place.streets.labels[i]!);
  return {
    direccion,
    // A real street's own postal code when it is one of the municipality's (not a neighbour's).
    cp: paired && place.postalCodes.includes(paired) ? paired : postalCode(rng, place.postalCodes),
    municipio: place.municipio,
    municipalityCode: place.municipalityCode,
    provincia: place.provincia,
    regionCode: place.provinceCode,
    comunidad: place.comunidad,
  };
}
