/**
 * The ranges of the Portuguese NIF by leading digits: who a number belongs
 * to (a fact table, not a rule). Prefixes not listed (0, 4 other than 45,
 * 73, 76, 8, 92-97) are not assigned: 8 ("empresário em nome individual")
 * was withdrawn and is no longer valid.
 *
 * Sources: Autoridade Tributária, Decreto-Lei 14/2013 (the NIF is sequential
 * within its range); the range list of pt.wikipedia.org "Número de
 * identificação fiscal" (section "Constituição e interpretação"), also in
 * the OECD's "Portugal – Information on Tax Identification Numbers"; 3 in
 * use since July 2019 (Renascença, 2019-07-05, after the 2 range ran out).
 */

export type NifHolder = 'singular' | 'coletiva';

export interface NifRange {
  readonly prefix: string;
  readonly holder: NifHolder;
  /** What the range is for, in Portuguese: the `categoria` of a valid number. */
  readonly category: string;
}

export const NIF_RANGES: readonly NifRange[] = [
  { prefix: '1', holder: 'singular', category: 'Pessoa singular' },
  { prefix: '2', holder: 'singular', category: 'Pessoa singular' },
  { prefix: '3', holder: 'singular', category: 'Pessoa singular' },
  { prefix: '45', holder: 'singular', category: 'Pessoa singular não residente' },
  { prefix: '5', holder: 'coletiva', category: 'Pessoa coletiva' },
  { prefix: '6', holder: 'coletiva', category: 'Administração pública' },
  { prefix: '70', holder: 'coletiva', category: 'Herança indivisa' },
  { prefix: '71', holder: 'coletiva', category: 'Pessoa coletiva não residente' },
  { prefix: '72', holder: 'coletiva', category: 'Fundo de investimento' },
  { prefix: '74', holder: 'coletiva', category: 'Herança indivisa' },
  { prefix: '75', holder: 'coletiva', category: 'Herança indivisa' },
  { prefix: '77', holder: 'coletiva', category: 'Atribuição oficiosa' },
  { prefix: '78', holder: 'coletiva', category: 'Não residente (reembolso de IVA)' },
  { prefix: '79', holder: 'coletiva', category: 'Regime excecional (Expo 98)' },
  { prefix: '90', holder: 'coletiva', category: 'Condomínio ou sociedade irregular' },
  { prefix: '91', holder: 'coletiva', category: 'Condomínio ou sociedade irregular' },
  { prefix: '98', holder: 'coletiva', category: 'Não residente sem estabelecimento estável' },
  { prefix: '99', holder: 'coletiva', category: 'Sociedade civil sem personalidade jurídica' },
];

/**
 * Leading digits of generated numbers with their weights. No register
 * publishes how many numbers each range holds, so these are estimates from
 * the ranges' sizes and dates: each one-digit range holds ten million
 * numbers; 1 and 2 were issued to people alive today, 2 ran out in 2019 and
 * 3 has been issued since; legal persons are mostly companies (5), then
 * condominiums and informal partnerships (90/91), public bodies (6) and
 * estates (70/74/75).
 */
export const GENERATED_PREFIXES: Readonly<Record<NifHolder, readonly (readonly [string, number])[]>> = {
  singular: [
    ['1', 38],
    ['2', 45],
    ['3', 15],
    ['45', 2],
  ],
  coletiva: [
    ['5', 82],
    ['6', 3],
    ['70', 1],
    ['71', 1],
    ['72', 1],
    ['74', 1],
    ['75', 1],
    ['90', 5],
    ['91', 4],
    ['98', 1],
  ],
};
