import type { Address } from '../../../generators/entities/types.js';
import type { Rng } from '../../../random/rng.js';
import { municipalitiesMx } from '../data/generated/municipalities.js';
import { settlementsMx } from '../data/generated/settlements.js';
import { STATES_MX } from '../data/generated/states.js';
import { SETTLEMENT_PREFIXES_MX, STREET_NAMES_MX, STREET_TYPES_MX } from '../data/street-words.js';
import type { StateMx } from '../data/types.js';

/**
 * A Mexican address in the shared shape: `provincia` is the state,
 * `regionCode` its INEGI code, `municipio` the municipio or alcaldía,
 * `comunidad` the colonia (the settlement of the postal code, the level
 * Mexican addresses name between street and municipio).
 */
export type AddressMx = Address & {
  /** The settlement's name alone ("Centro", "Las Américas"). */
  readonly colonia: string;
  /** The settlement's type (Colonia, Fraccionamiento, Barrio, Pueblo, Ranchería...). */
  readonly tipoAsentamiento: string;
  /** The city of the settlement, or the municipio where the catalogue gives none (rural places). */
  readonly ciudad: string;
  /** The state's RENAPO letters, as a CURP writes the birth state. */
  readonly stateLetters: string;
};

const STATE_BY_CODE = new Map(STATES_MX.map((s) => [s.code, s]));

/** Each municipio's state by index, worked out once (an INEGI municipio code starts with its state's). */
let statesByMunicipality: StateMx[] | undefined;
function stateOfMunicipality(m: number): StateMx {
  statesByMunicipality ??= municipalitiesMx().codes.map((c) => STATE_BY_CODE.get(c.slice(0, 2))!);
  return statesByMunicipality[m]!;
}

let indexByCode: Map<string, number> | undefined;
/** The index of the municipio of the address drawn last: a row asks for the municipio it has just drawn. */
let lastDrawn = -1;

/** The index of a municipio in the municipio table by its INEGI code; undefined for no municipio. */
export function municipalityIndexOf(municipalityCode: string): number | undefined {
  const codes = municipalitiesMx().codes;
  if (lastDrawn >= 0 && codes[lastDrawn] === municipalityCode) return lastDrawn;
  indexByCode ??= new Map(codes.map((c, i) => [c, i]));
  return indexByCode.get(municipalityCode);
}

let typeCumulative: number[] | undefined;
function streetTypes(): number[] {
  if (!typeCumulative) {
    let total = 0;
    typeCumulative = STREET_TYPES_MX.map((t) => (total += t.weight));
  }
  return typeCumulative;
}

/** Exterior number, and for about a fifth an interior one (flats, shared lots). */
function streetLine(rng: Rng): string {
  const type = STREET_TYPES_MX[rng.weighted(streetTypes())]!.word;
  const number = rng.bool(0.7) ? rng.int(1, 200) : rng.int(201, 3000);
  const street = `${type} ${rng.pick(STREET_NAMES_MX)} ${number}`;
  return rng.bool(0.2) ? `${street} Int. ${rng.int(1, 12)}` : street;
}

/**
 * A Mexican address from `rng`, a stream of its own, drawn in this order:
 * municipio by Censo 2020 population, the street line, then one of the
 * municipio's residential settlements with its postal code and city. The
 * colonia, postal code, city, municipio and state always belong together
 * (they are one row of SEPOMEX's catalogue).
 */
export function drawAddress(rng: Rng): AddressMx {
  const municipalities = municipalitiesMx();
  const m = rng.weighted(municipalities.cumulativePopulation);
  lastDrawn = m;
  const line = streetLine(rng);
  const s = settlementsMx();
  const first = s.offsets[m]!;
  const row = first + rng.int(0, s.offsets[m + 1]! - first - 1);
  const code = municipalities.codes[m]!;
  const state = stateOfMunicipality(m);
  const colonia = s.nameList[s.names[row]!]!;
  const tipoAsentamiento = s.typeList[s.types[row]!]!;
  const prefix = SETTLEMENT_PREFIXES_MX[tipoAsentamiento] ?? tipoAsentamiento;
  const municipio = municipalities.names[m]!;
  return {
    direccion: `${line}, ${prefix} ${colonia}`,
    cp: s.codes[row]!,
    municipio,
    municipalityCode: code,
    provincia: state.name,
    regionCode: state.code,
    comunidad: colonia,
    colonia,
    tipoAsentamiento,
    ciudad: s.cityList[s.cities[row]!] || municipio,
    stateLetters: state.curp,
  };
}

/** The RENAPO letters of a state by its INEGI code (an address's `regionCode`). */
export function stateLettersOf(stateCode: string): string {
  const state = STATE_BY_CODE.get(stateCode);
  if (state === undefined) throw new RangeError(`stateLettersOf: unknown state '${stateCode}'`);
  return state.curp;
}
