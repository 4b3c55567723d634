/**
 * How generated Spanish accounts are spread over banks: a market-share proxy,
 * data only (the sampler is in src/countries/es/formats/banks.ts).
 *
 * The ten retail groups are weighted by the retail customer funds they hold
 * in Spain (current accounts, deposits, investment and pension funds), in
 * thousand million euros. Each figure is attached to its group's main entity
 * code (the code its branches use for new accounts).
 *
 * Sources, as published:
 * - CaixaBank 587.3, Santander 422.2, BBVA 322.8, Sabadell 160.5: Alvarez &
 *   Marsal, "El Pulso de la Banca" (Q4 2023, presented March 2024), retail
 *   savings of all entities in Spain 1.96 trillion; shares 29.8 %, 21.4 %,
 *   16.4 %, 8.2 % (reported by Europa Press, 2024-03-14).
 * - Ibercaja 73.9: customer funds at September 2024 (Ibercaja 9M 2024
 *   results, reported by elEconomista, 2024-11).
 * - Cajamar 55.6: retail funds managed at September 2024 (Grupo Cajamar 9M
 *   2024 results, reported by Hispanidad, 2024-10).
 * - Bankinter 106, Unicaja 73, Abanca 73, Kutxabank 59: no funds figure of
 *   the same kind was found; their total assets in Spain (Bankinter 122,000,
 *   Unicaja and Abanca about 84,000, Kutxabank 68,129 million; El Correo,
 *   2025-10-26) times Sabadell's funds-to-assets ratio in the same sources
 *   (160.5 / 184 = 0.87).
 */
export interface BankGroupWeight {
  /** Main 4-digit entity code of the group. */
  readonly code: string;
  readonly group: string;
  /** Retail customer funds in Spain, thousand million euros (see sources above). */
  readonly funds: number;
}

export const BANK_GROUP_WEIGHTS: readonly BankGroupWeight[] = [
  { code: '2100', group: 'CaixaBank', funds: 587.3 },
  { code: '0049', group: 'Santander', funds: 422.2 },
  { code: '0182', group: 'BBVA', funds: 322.8 },
  { code: '0081', group: 'Sabadell', funds: 160.5 },
  { code: '0128', group: 'Bankinter', funds: 106 },
  { code: '2085', group: 'Ibercaja', funds: 73.9 },
  { code: '2103', group: 'Unicaja', funds: 73 },
  { code: '2080', group: 'Abanca', funds: 73 },
  { code: '2095', group: 'Kutxabank', funds: 59 },
  { code: '3058', group: 'Cajamar', funds: 55.6 },
];

/**
 * Share of accounts opened at the ten groups. Alvarez & Marsal put the ten
 * groups at about 97 % of retail savings (1.9 of 1.96 trillion); accounts are
 * spread wider than balances (online banks, rural cooperatives and secondary
 * accounts hold many small ones), so 15 % is left to the other entities.
 */
export const BANK_GROUP_SHARE = 0.85;

/**
 * Relative weight of each other active entity within the remaining 15 %:
 * Spanish banks, savings banks and credit cooperatives count twice as much as
 * a branch of a foreign bank (Revolut and Trade Republic included), which
 * mostly serve companies or hold online-only accounts.
 */
export const OTHER_DOMESTIC_WEIGHT = 2;
export const OTHER_FOREIGN_BRANCH_WEIGHT = 1;
