/**
 * The pool of Portuguese banks that generated accounts are opened at: the
 * Banco de Portugal IBAN list (Sep 2022) with BICs from schwifty, as the
 * shared data directory's `pt/` README describes, with display names.
 */

import { join } from 'node:path';
import { type GeneratedFile, generatedModule, recordList } from './emit.js';
import { type CsvRow, check, readCsv } from './io.js';

const OUT = 'src/countries/pt/data/generated';

/** Banco de Portugal categories of deposit-taking credit institutions (README "Pool for realistic accounts"). */
const DEPOSIT_TAKERS = [
  /^Bancos$/,
  /^Caixas Económicas$/,
  /^Caixa Central/,
  /^Sucursal de Instituição de Crédito/,
];
const FOREIGN_BRANCH = /^Sucursal/;

/**
 * Pool members whose schwifty BIC belongs to another institution (README,
 * "Doubtful schwifty values"): an account there would carry another bank's
 * BIC, so they are left out. 0238 shares BNP Paribas's group BIC, which is
 * plausible, but is a leasing company that holds no current accounts.
 */
const WRONG_BIC = new Map([
  ['0195', 'Itaú BBA Europe: BIC CITIPTPX is Citibank Europe’s (0169)'],
  ['0238', 'BNP Paribas Lease Group: leasing only, BIC of BNP Paribas (0034)'],
  ['0280', 'EFG Bank: BIC BKCHPTPL is Bank of China’s (0266)'],
]);

/**
 * Names the casing rule cannot produce: brand names customers know, and
 * legal names that repeat themselves or spell an acronym out.
 */
const DISPLAY_OVERRIDES: Readonly<Record<string, string>> = {
  '0023': 'Banco ActivoBank',
  '0025': 'Caixa – Banco de Investimento',
  '0036': 'Banco Montepio',
  '0043': 'Deutsche Bank – Sucursal em Portugal',
  '0045': 'Caixa Central de Crédito Agrícola Mútuo',
  '0059': 'Caixa Económica da Misericórdia de Angra do Heroísmo',
  '0060': 'Banco Madesant',
  '0065': 'Banco Best',
  '0170': 'Abanca Corporación Bancaria – Sucursal em Portugal',
  '0191': 'Banco BNI Europa',
  '0266': 'Bank of China (Europe) – Sucursal em Portugal',
  '0272': 'WiZink Bank – Sucursal em Portugal',
};

/** Upper-case tokens kept as they are: acronyms and codes. */
const ACRONYMS = new Set([
  'BAI',
  'BPI',
  'BIC',
  'BNP',
  'CTT',
  'FCE',
  'EFG',
  'ING',
  'NV',
  'AG',
  'PLC',
  'BBA',
  'L.J.',
]);
/** Lower case inside a name: Portuguese particles, and "em" of "Sucursal em Portugal". */
const PARTICLES = new Set(['DE', 'DA', 'DO', 'DAS', 'DOS', 'E', 'EM', 'OF']);
/** Legal-form endings dropped from a display name (", SA", ", S.A.", ", CRL"). */
const LEGAL_SUFFIX = /,?\s+(S\.?A\.?|CRL)$/;

function titleWord(word: string, index: number): string {
  if (ACRONYMS.has(word)) return word;
  if (index > 0 && PARTICLES.has(word)) return word.toLowerCase();
  return word.charAt(0) + word.slice(1).toLowerCase();
}

/**
 * "CAIXA GERAL DE DEPÓSITOS, SA" -> "Caixa Geral de Depósitos";
 * "BANCO SABADELL, SA - SUCURSAL EM PORTUGAL" -> "Banco Sabadell – Sucursal em Portugal".
 */
export function bankDisplayName(code: string, legal: string): string {
  const override = DISPLAY_OVERRIDES[code];
  if (override !== undefined) return override;
  const [head = legal, ...branch] = legal.split(/\s+-\s+(?=SUCURSAL)/);
  const name = (text: string) =>
    text.trim().replace(LEGAL_SUFFIX, '').replace(/,$/, '').split(/\s+/).map(titleWord).join(' ');
  return [name(head), ...branch.map(name)].join(' – ');
}

function inPool(r: CsvRow): boolean {
  return (
    r.in_bdp_list_2022 === '1' &&
    r.bic !== '' &&
    DEPOSIT_TAKERS.some((t) => t.test(r.bdp_type)) &&
    !WRONG_BIC.has(r.code)
  );
}

export function buildPtBanks(sourceDir: string): GeneratedFile[] {
  const rows = readCsv(join(sourceDir, 'pt'), 'banks.csv');
  const pool = rows.filter(inPool).sort((a, b) => a.code.localeCompare(b.code));
  for (const r of pool) {
    check(/^\d{4}$/.test(r.code), `banks.csv: code ${r.code}`);
    check(/^[A-Z]{4}PT[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(r.bic), `banks.csv: BIC of ${r.code}`);
  }
  const banks = pool.map((r) => ({
    code: r.code,
    name: bankDisplayName(r.code, r.name),
    bic: r.bic,
    foreignBranch: FOREIGN_BRANCH.test(r.bdp_type),
  }));
  check(new Set(banks.map((b) => b.name)).size === banks.length, 'two pool banks share a display name');
  return generatedModule({
    path: `${OUT}/banks.ts`,
    sources: ['pt/banks.csv'],
    types: ['BankPt'],
    notes: [
      `${banks.length} banks: in the Banco de Portugal list of Sep 2022, with a BIC, deposit-taking (banks, caixas`,
      `económicas, Caixa Central, EU branches); left out for a BIC of another bank: ${[...WRONG_BIC.keys()].join(' ')}.`,
      'BICs as published (8 or 11 characters); names in normal case without the legal form.',
    ],
    exports: [{ name: 'BANKS_PT', type: 'readonly BankPt[]', value: recordList(banks) }],
  });
}
