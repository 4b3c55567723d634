/**
 * How generated Portuguese accounts are spread over banks: a market-share
 * proxy, data only (the sampler is ../entities/bank.ts).
 *
 * The seven retail groups are weighted by the customer deposits they hold in
 * Portugal, in thousand million euros, each on its group's main code:
 * - CGD 68.8, Santander Totta 36.5, BPI 28.6, Novo Banco 28.2: domestic
 *   deposits at the end of June 2023 (Dinheiro Vivo's count from the banks'
 *   half-year results, reported by Jornal Económico, 2023-07-30); the five
 *   largest held 212.8 together, so BCP's share is 212.8 minus the four
 *   others = 50.7.
 * - Montepio 12.7: customer deposits at the end of March 2023 (Banco
 *   Montepio Q1 2023 results, reported by Público, 2023-04-28).
 * - Crédito Agrícola 16.4: deposits at September 2020 (group results,
 *   reported by Jornal de Negócios, 2020-11-24); no 2023 figure was found.
 * CGD put its own share of deposits in Portugal at 23 % (RTP, 2023-05), so the
 * market is about 300 and the seven hold about 80 % of it.
 */
export interface BankGroupWeightPt {
  /** Main 4-digit code of the group. */
  readonly code: string;
  readonly group: string;
  /** Customer deposits in Portugal, thousand million euros (see sources above). */
  readonly deposits: number;
}

export const BANK_GROUP_WEIGHTS_PT: readonly BankGroupWeightPt[] = [
  { code: '0035', group: 'Caixa Geral de Depósitos', deposits: 68.8 },
  { code: '0033', group: 'Millennium BCP', deposits: 50.7 },
  { code: '0018', group: 'Santander Totta', deposits: 36.5 },
  { code: '0010', group: 'BPI', deposits: 28.6 },
  { code: '0007', group: 'Novo Banco', deposits: 28.2 },
  { code: '0045', group: 'Crédito Agrícola', deposits: 16.4 },
  { code: '0036', group: 'Banco Montepio', deposits: 12.7 },
];

/**
 * Share of accounts at the seven groups. They hold about 80 % of deposits;
 * the other pool banks get 15 %, not 20 %: many of them are investment,
 * private or consumer-credit banks that hold few current accounts.
 */
export const BANK_GROUP_SHARE_PT = 0.85;

/**
 * Relative weight of each other pool bank within the remaining share: a
 * Portuguese bank or caixa counts twice as much as a branch of a bank of
 * another EU country, which mostly serves companies or one product.
 */
export const OTHER_DOMESTIC_WEIGHT_PT = 2;
