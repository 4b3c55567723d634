/**
 * The street of an address, chosen for its municipality:
 *
 * 1. A municipality with real streets in the data (the La Rioja callejero)
 *    gets one of them, weighted by address points, with the postal code the
 *    data pairs it with.
 * 2. Any other gets a common street (a type and name pair found in many
 *    municipalities) written in its language area's words: "Calle Mayor",
 *    "Carrer Major", "Rúa Maior", "Kale Nagusia", "Eliza kalea"
 *    (src/countries/es/data/street-forms.ts).
 *
 * Tables are built on first use, per area and per municipality; a draw only
 * reads them.
 */

import type { Rng } from '../../../random/rng.js';
import { COMMON_STREET_NAMES, localStreets } from '../data/generated/streets.js';
import {
  BASQUE_PROVINCES,
  CATALAN_PROVINCES,
  GALICIAN_PROVINCES,
  NAVARRA_BASQUE_ZONE,
  STREET_NAME_FORMS,
  STREET_TYPE_WORDS,
  type StreetLanguage,
  VALENCIAN_PROVINCES,
} from '../data/street-forms.js';

export type StreetArea = 'es' | 'ca' | 'va' | 'gl' | 'eu';

/**
 * The streets a municipality draws from: labels with running weights, and
 * for real streets the postal code the data pairs with each ('' if none).
 */
export interface StreetSource {
  readonly labels: readonly string[];
  readonly cumulative: readonly number[];
  readonly postalCodes?: readonly string[];
}

let byProvince: Map<string, StreetArea> | undefined;
let basqueNavarra: Set<string> | undefined;

/** The language area of a municipality (see src/countries/es/data/street-forms.ts). */
export function streetArea(municipalityCode: string): StreetArea {
  if (!byProvince) {
    byProvince = new Map();
    for (const [area, provinces] of [
      ['ca', CATALAN_PROVINCES],
      ['va', VALENCIAN_PROVINCES],
      ['gl', GALICIAN_PROVINCES],
      ['eu', BASQUE_PROVINCES],
    ] as const)
      for (const province of provinces) byProvince.set(province, area);
    basqueNavarra = new Set(NAVARRA_BASQUE_ZONE);
  }
  if (basqueNavarra?.has(municipalityCode)) return 'eu';
  return byProvince.get(municipalityCode.slice(0, 2)) ?? 'es';
}

let localIndex: Map<string, StreetSource> | undefined;

/** Real streets of each municipality that has them, indexed on first use. */
function localStreetsOf(municipalityCode: string): StreetSource | undefined {
  if (!localIndex) {
    localIndex = new Map();
    const { municipality, label, postalCode, weight } = localStreets();
    let start = 0;
    while (start < municipality.length) {
      let end = start;
      let running = 0;
      const cumulative: number[] = [];
      while (end < municipality.length && municipality[end] === municipality[start]) {
        running += weight[end] as number;
        cumulative.push(running);
        end += 1;
      }
      localIndex.set(municipality[start] as string, {
        labels: label.slice(start, end),
        postalCodes: postalCode.slice(start, end),
        cumulative,
      });
      start = end;
    }
  }
  return localIndex.get(municipalityCode);
}

const LANGUAGE: Readonly<Record<Exclude<StreetArea, 'es'>, StreetLanguage>> = {
  ca: 'ca',
  va: 'ca',
  gl: 'gl',
  eu: 'eu',
};

/**
 * The area's common streets: each (type, name) pair of COMMON_STREET_NAMES
 * whose name has a form in the area's language, written with the area's
 * type word, with its weight.
 */
function buildArea(area: StreetArea): StreetSource {
  const { types, keys, names, cumulative } = COMMON_STREET_NAMES;
  const labels: string[] = [];
  const kept: number[] = [];
  let running = 0;
  for (let i = 0; i < names.length; i++) {
    const label =
      area === 'es' ? `${types[i]} ${names[i]}` : regionalLabel(LANGUAGE[area], types[i]!, keys[i]!);
    if (label === undefined) continue;
    running += (cumulative[i] as number) - (i === 0 ? 0 : (cumulative[i - 1] as number));
    labels.push(label);
    kept.push(running);
  }
  return { labels, cumulative: kept };
}

/** "Carrer Major", "Rúa da Igrexa", "Eliza kalea", "Kale Nagusia"; undefined without a known form. */
function regionalLabel(language: StreetLanguage, type: string, key: string): string | undefined {
  const form = STREET_NAME_FORMS[key]?.[language];
  if (form === undefined) return undefined;
  if (language === 'eu') {
    const [after, before] = STREET_TYPE_WORDS.eu[type] ?? STREET_TYPE_WORDS.eu.Calle;
    // An adjective follows its noun ("Kale Nagusia"); a noun modifier precedes it ("Eliza kalea").
    return form.startsWith('+') ? `${before} ${form.slice(1)}` : `${form} ${after}`;
  }
  const words = STREET_TYPE_WORDS[language];
  return `${words[type] ?? words.Calle} ${form}`;
}

const areas = new Map<StreetArea, StreetSource>();

/** Where the streets of a municipality come from; computed once per municipality by the caller's cache. */
export function streetSourceOf(municipalityCode: string): StreetSource {
  return localStreetsOf(municipalityCode) ?? areaStreets(streetArea(municipalityCode));
}

function areaStreets(area: StreetArea): StreetSource {
  let table = areas.get(area);
  if (!table) {
    table = buildArea(area);
    areas.set(area, table);
  }
  return table;
}

/** A common Castilian street ("Calle Mayor", "Plaza de la Constitución"), for names that mention one. */
export function drawCommonStreet(rng: Rng): string {
  const source = areaStreets('es');
  return source.labels[rng.weighted(source.cumulative)] as string;
}
