/**
 * The small reference tables: banks, provinces and communities, phone
 * prefixes, the IBAN registry and countries.
 */

import { type GeneratedFile, generatedModule, lit, recordList } from './emit.js';
import { check, readCsv, readJson } from './io.js';

/** Spain's tables go to its folder; the IBAN registry and the countries are every country's. */
const OUT = 'src/countries/es/data/generated';
const SHARED_OUT = 'src/data/generated';

/** Banco de España types that hold accounts: bank, savings bank, credit cooperative, EU / non-EU branch. */
const ACCOUNT_TYPES = new Set(['BP', 'CA', 'CC', 'SECC', 'SECE']);
/** Banco de España types of branches of foreign credit institutions (EU, non-EU, financial credit). */
const FOREIGN_BRANCH_TYPES = new Set(['SECC', 'SECE', 'SEFC']);

/**
 * Branches of EU credit institutions registered after the June 2022 register
 * copy (so `not_in_register` there), added to the pool when their BIC is
 * Spanish: 1583 Revolut Bank UAB (REVOESM2XXX), 1586 Trade Republic Bank
 * GmbH (TRBKESM2XXX).
 */
const LATE_REGISTERED_BRANCHES = new Set(['1583', '1586']);

export function isSpanishBic(bic: string): boolean {
  return (bic.length === 8 || bic.length === 11) && bic.slice(4, 6) === 'ES';
}

export function buildBanks(dir: string): GeneratedFile[] {
  const rows = readCsv(dir, 'banks.csv').sort((a, b) => a.code.localeCompare(b.code));
  check(new Set(rows.map((r) => r.code)).size === rows.length, 'banks.csv has duplicate codes');
  const banks = rows.map((r) => {
    check(/^\d{4}$/.test(r.code), `bank code ${r.code}`);
    const registered = r.bde_status_2022 === 'active' && ACCOUNT_TYPES.has(r.bde_type);
    const active = (registered || LATE_REGISTERED_BRANCHES.has(r.code)) && isSpanishBic(r.bic);
    // Branches of EU / non-EU banks (and the two late-registered ones): weighted apart when drawing accounts.
    const foreignBranch = FOREIGN_BRANCH_TYPES.has(r.bde_type) || LATE_REGISTERED_BRANCHES.has(r.code);
    return { code: r.code, name: r.name, shortName: r.short_name, bic: r.bic, active, foreignBranch };
  });
  const pool = banks.filter((b) => b.active).length;
  return generatedModule({
    path: `${OUT}/banks.ts`,
    sources: ['banks.csv'],
    types: ['Bank'],
    notes: [
      `All ${banks.length} entity codes; active (${pool}) = the generation pool: BdE status active, type BP/CA/CC/SECC/SECE,`,
      'Spanish BIC (letters 5-6 = ES), plus 1583 Revolut and 1586 Trade Republic (Spanish BICs, registered after 2022).',
      'foreignBranch: BdE type SECC/SECE/SEFC (branch of a foreign credit institution), or 1583/1586.',
    ],
    exports: [{ name: 'BANKS', type: 'readonly Bank[]', value: recordList(banks) }],
  });
}

interface ProvincesJson {
  communities: { code: string; display_name: string }[];
  provinces: { code: string; display_name: string; community_code: string }[];
}

export function buildProvinces(dir: string): GeneratedFile[] {
  const src = readJson<ProvincesJson>(dir, 'provinces.json');
  const communities = src.communities
    .map((c) => ({ code: c.code, name: c.display_name }))
    .sort((a, b) => a.code.localeCompare(b.code));
  const provinces = src.provinces
    .map((p) => ({ code: p.code, name: p.display_name, communityCode: p.community_code }))
    .sort((a, b) => a.code.localeCompare(b.code));
  check(communities.length === 19 && provinces.length === 52, 'expected 19 communities and 52 provinces');
  const communityCodes = new Set(communities.map((c) => c.code));
  check(
    provinces.every((p) => communityCodes.has(p.communityCode)),
    'province with unknown community',
  );
  return generatedModule({
    path: `${OUT}/provinces.ts`,
    sources: ['provinces.json'],
    types: ['Community', 'Province'],
    notes: ['INE codes with display names (article moved to the front: "A Coruña", "Comunidad de Madrid").'],
    exports: [
      { name: 'PROVINCES', type: 'readonly Province[]', value: recordList(provinces) },
      { name: 'COMMUNITIES', type: 'readonly Community[]', value: recordList(communities) },
    ],
  });
}

interface PhoneJson {
  landline: {
    excluded_subranges_mobile: string[];
    by_province: { province_code: string; prefixes_9: string[]; prefixes_8: string[] }[];
  };
  mobile: { leading_digits: string[]; leading_digits_extra: string[] };
}

export function buildPhonePrefixes(dir: string): GeneratedFile[] {
  const src = readJson<PhoneJson>(dir, 'phone_prefixes.json');
  const landline = src.landline.by_province
    .map((p) => ({
      provinceCode: p.province_code,
      prefixes9: [...p.prefixes_9],
      prefixes8: [...p.prefixes_8],
    }))
    .sort((a, b) => a.provinceCode.localeCompare(b.provinceCode));
  check(landline.length === 52, 'expected landline prefixes for 52 provinces');
  for (const p of landline) {
    check(p.prefixes9.length > 0, `province ${p.provinceCode} has no 9xx prefix`);
    check(
      [...p.prefixes9, ...p.prefixes8].every((x) => /^[89]\d{1,2}$/.test(x)),
      `bad prefix in ${p.provinceCode}`,
    );
  }
  const excluded = src.landline.excluded_subranges_mobile.map((s) => s.replace(/\s+/g, ''));
  check(
    excluded.every((x) => /^9\d{4,8}$/.test(x)),
    'excluded sub-ranges must be digit prefixes',
  );
  return generatedModule({
    path: `${OUT}/phone-prefixes.ts`,
    sources: ['phone_prefixes.json'],
    types: ['ProvincePhonePrefixes'],
    notes: [
      'Spanish numbering plan via libphonenumber. Excluded prefixes: mobile sub-ranges inside landline ranges.',
    ],
    exports: [
      { name: 'LANDLINE_PREFIXES', type: 'readonly ProvincePhonePrefixes[]', value: recordList(landline) },
      { name: 'MOBILE_LEADING_DIGITS', type: 'readonly string[]', value: lit(src.mobile.leading_digits) },
      {
        name: 'MOBILE_LEADING_DIGITS_EXTRA',
        type: 'readonly string[]',
        value: lit(src.mobile.leading_digits_extra),
      },
      { name: 'LANDLINE_EXCLUDED_PREFIXES', type: 'readonly string[]', value: lit(excluded) },
    ],
  });
}

function position(cell: string, what: string): [number, number] | null {
  if (cell === '') return null;
  const m = /^(\d+)-(\d+)$/.exec(cell);
  check(m !== null, `${what}: position '${cell}' is not 'start-end'`);
  const range: [number, number] = [Number(m[1]), Number(m[2])];
  check(range[0] >= 1 && range[0] <= range[1], `${what}: bad range ${cell}`);
  return range;
}

export function buildIbanRegistry(dir: string): GeneratedFile[] {
  const rows = readCsv(dir, 'iban_registry.csv').sort((a, b) => a.country_code.localeCompare(b.country_code));
  const entries = rows.map((r) => {
    const length = Number(r.iban_length);
    check(Number(r.bban_length) + 4 === length, `${r.country_code}: BBAN length`);
    check(r.sepa === 'yes' || r.sepa === 'no' || r.sepa === '', `${r.country_code}: sepa '${r.sepa}'`);
    return {
      country: r.country_code,
      name: r.country_name,
      length,
      bban: r.bban_structure,
      bankId: position(r.bank_id_position, r.country_code),
      branchId: position(r.branch_id_position, r.country_code),
      example: r.iban_example,
      // The registry is silent for GG/IM/JE; the EPC scheme scope includes them.
      sepa: (r.sepa === '' ? r.sepa_epc : r.sepa) === 'yes',
      parent: r.parent_country_code,
    };
  });
  check(entries.length === 105, `expected 105 IBAN rows, got ${entries.length}`);
  return generatedModule({
    path: `${SHARED_OUT}/iban-registry.ts`,
    sources: ['iban_registry.csv'],
    types: ['IbanCountry'],
    notes: [
      'SWIFT IBAN Registry r102: 89 entries + 16 territories (parent set). Positions are 1-based within the BBAN.',
      'sepa: the registry flag; for GG/IM/JE, on which it is silent, the EPC scheme scope (yes).',
    ],
    exports: [{ name: 'IBAN_REGISTRY', type: 'readonly IbanCountry[]', value: recordList(entries) }],
  });
}

export function buildCountries(dir: string): GeneratedFile[] {
  const rows = readCsv(dir, 'countries.csv').sort((a, b) => a.code.localeCompare(b.code));
  const countries = rows.map((r) => ({ code: r.code, nameEn: r.name_en, nameEs: r.name_es }));
  check(countries.length === 250, `expected 250 countries, got ${countries.length}`);
  return generatedModule({
    path: `${SHARED_OUT}/countries.ts`,
    sources: ['countries.csv'],
    types: ['Country'],
    notes: ['ISO 3166-1 alpha-2 (249) + XK Kosovo; CLDR 48 English and Spanish short names.'],
    exports: [{ name: 'COUNTRIES', type: 'readonly Country[]', value: recordList(countries) }],
  });
}
