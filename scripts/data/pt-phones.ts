/**
 * Portugal's telephone numbering table: landline area codes with the
 * district (or island) of the place each is named for, the area codes a
 * district's landlines use, and the mobile prefixes.
 */

import { type GeneratedFile, generatedModule, lit, recordList } from './emit.js';
import { check, readJson } from './io.js';

const OUT = 'src/countries/pt/data/generated';

/**
 * Islands that have no area code named for a place on them dial the code of
 * their island group's seat: Porto Santo that of Funchal (Madeira group);
 * Santa Maria that of Ponta Delgada (eastern group); Graciosa and São Jorge
 * that of Angra do Heroísmo (central group); Pico, Flores and Corvo that of
 * Horta (Faial-Pico and western group). Source: the area list of
 * pt.wikipedia.org "Números de telefone em Portugal" (one code per seat, no
 * other codes in the 29x range) and the island groups of "Açores".
 */
const ISLAND_GROUP_CODES: Readonly<Record<string, string>> = {
  '32': '291',
  '41': '296',
  '44': '295',
  '45': '295',
  '46': '292',
  '48': '292',
  '49': '292',
};

interface PtPhoneJson {
  national_number_length: number;
  landline: {
    area_codes: { prefix: string; area: string; district_code: string; district_name: string }[];
  };
  mobile: { leading_digits: string[] };
}

interface RegionsJson {
  districts: { code: string }[];
  islands: { code: string }[];
}

export function buildPtPhones(dir: string): GeneratedFile[] {
  const src = readJson<PtPhoneJson>(dir, 'pt/phone_prefixes.json');
  const regions = readJson<RegionsJson>(dir, 'pt/regions.json');
  check(src.national_number_length === 9, 'Portuguese numbers have 9 digits');
  // 257 is listed twice (libphonenumber's regex and pt.wikipedia): one row per code.
  const byPrefix = new Map(src.landline.area_codes.map((a) => [a.prefix, a]));
  const areas = [...byPrefix.values()]
    .map((a) => ({
      prefix: a.prefix,
      area: a.area,
      districtCode: a.district_code,
      districtName: a.district_name,
    }))
    .sort((a, b) => a.prefix.localeCompare(b.prefix));
  for (const a of areas) check(/^2\d{1,2}$/.test(a.prefix), `area code ${a.prefix}`);
  check(
    areas.every((a) => areas.every((b) => a === b || !b.prefix.startsWith(a.prefix))),
    'an area code is the start of another',
  );
  const places = [...regions.districts, ...regions.islands].map((d) => d.code).sort();
  const districtCodes = Object.fromEntries(
    places.map((code) => {
      const own = areas.filter((a) => a.districtCode === code).map((a) => a.prefix);
      const codes = own.length > 0 ? own : [ISLAND_GROUP_CODES[code]].filter((c) => c !== undefined);
      check(codes.length > 0, `district or island ${code} has no area code`);
      check(
        codes.every((c) => byPrefix.has(c)),
        `district or island ${code}: unknown area code`,
      );
      return [code, codes];
    }),
  );
  const mobile = [...src.mobile.leading_digits].sort();
  check(
    mobile.every((m) => /^9\d$/.test(m)),
    'mobile prefixes are 9x',
  );
  return generatedModule({
    path: `${OUT}/phone-prefixes.ts`,
    sources: ['pt/phone_prefixes.json', 'pt/regions.json'],
    types: [],
    notes: [
      'Portuguese numbering plan via libphonenumber. District: that of the place the code is named for.',
      'Islands without a code of their own use their island group seat code (scripts/data/pt-phones.ts).',
    ],
    exports: [
      {
        name: 'AREA_CODES',
        type: 'readonly { readonly prefix: string; readonly area: string; readonly districtCode: string; readonly districtName: string }[]',
        value: recordList(areas),
      },
      {
        name: 'AREA_CODES_BY_DISTRICT',
        type: 'Readonly<Record<string, readonly string[]>>',
        value: `{\n${Object.entries(districtCodes)
          .map(([code, codes]) => `  ${lit(code)}: ${lit(codes)},`)
          .join('\n')}\n}`,
      },
      { name: 'MOBILE_PREFIXES', type: 'readonly string[]', value: lit(mobile) },
    ],
  });
}
