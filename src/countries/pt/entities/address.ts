import type { Address } from '../../../generators/entities/types.js';
import type { Rng } from '../../../random/rng.js';
import {
  MUNICIPALITIES_PT,
  MUNICIPALITY_CUMULATIVE_POPULATION_PT,
  postalCodesPt,
} from '../data/generated/municipalities.js';
import { DISTRICTS_PT, REGIONS_PT } from '../data/generated/regions.js';
import { FLOORS_PT, SIDES_PT, STREET_NAMES_PT, STREET_TYPES_PT } from '../data/street-words.js';

export type AddressPt = Address & {
  /** CTT locality of the postal code (a town, village or city quarter of the concelho). */
  readonly localidad: string;
};

/**
 * What an address reads of municipality `index`, with its district (or
 * island) and region: looked up when first drawn, then reused.
 */
interface Place {
  readonly municipio: string;
  readonly municipalityCode: string;
  readonly provincia: string;
  readonly provinceCode: string;
  readonly comunidad: string;
  /** First row of the municipality in the postal-code columns. */
  readonly firstRow: number;
  /** Ascending cumulative CP7 counts of its rows. */
  readonly cumulative: readonly number[];
}

let places: (Place | undefined)[] | undefined;

function placeOf(index: number): Place {
  places ??= new Array(MUNICIPALITIES_PT.length);
  let place = places[index];
  if (place === undefined) {
    const municipality = MUNICIPALITIES_PT[index]!;
    const district = DISTRICTS_PT.find((d) => d.code === municipality.districtCode)!;
    const region = REGIONS_PT.find((r) => r.code === district.region)!;
    const { offsets, weights } = postalCodesPt();
    const firstRow = offsets[index]!;
    let total = 0;
    const cumulative = weights.slice(firstRow, offsets[index + 1]).map((w) => {
      total += w;
      return total;
    });
    place = {
      municipio: municipality.name,
      municipalityCode: municipality.dico,
      provincia: district.name,
      provinceCode: district.code,
      comunidad: region.name,
      firstRow,
      cumulative,
    };
    places[index] = place;
  }
  return place;
}

let streetTypeCumulative: number[] | undefined;

function streetTypes(): number[] {
  if (!streetTypeCumulative) {
    let total = 0;
    streetTypeCumulative = STREET_TYPES_PT.map((t) => {
      total += t.weight;
      return total;
    });
  }
  return streetTypeCumulative;
}

/** House number: low numbers are the most common in real streets. */
const drawNumber = (rng: Rng) => (rng.bool(0.7) ? rng.int(1, 60) : rng.int(61, 250));

/** "Rua de São João, 12", and for about half (flats) the floor and side: "Rua de São João, 12, 3.º Esq.". */
function streetLine(rng: Rng): string {
  const type = STREET_TYPES_PT[rng.weighted(streetTypes())]!.word;
  const street = `${type} ${rng.pick(STREET_NAMES_PT)}, ${drawNumber(rng)}`;
  if (rng.bool(0.5)) return street;
  return `${street}, ${rng.pick(FLOORS_PT)} ${rng.pick(SIDES_PT)}`;
}

/**
 * A Portuguese address from `rng`, a stream of its own, drawn in this order:
 * municipality by population (Censos 2021), the street line, then one of the
 * municipality's postal codes weighted by how many CP7 it stands for, with
 * its locality. The postal code, locality, concelho, district (or island)
 * and region always agree.
 */
export function drawAddress(rng: Rng): AddressPt {
  const place = placeOf(rng.weighted(MUNICIPALITY_CUMULATIVE_POPULATION_PT));
  const direccion = streetLine(rng);
  const row = place.firstRow + rng.weighted(place.cumulative);
  const { codes, localities, localityNames } = postalCodesPt();
  return {
    direccion,
    cp: codes[row]!,
    localidad: localityNames[localities[row]!]!,
    municipio: place.municipio,
    municipalityCode: place.municipalityCode,
    provincia: place.provincia,
    regionCode: place.provinceCode,
    comunidad: place.comunidad,
  };
}
