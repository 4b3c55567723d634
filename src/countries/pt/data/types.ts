/**
 * Shapes of Portugal's reference-data tables. The tables live in
 * `generated/`, written by `scripts/build-data.ts` (`scripts/data/pt-*.ts`)
 * from the sourced Portuguese files; README.md beside this file says what
 * each holds. Data only: no functions.
 */

/** Mainland Portugal and the two autonomous regions. */
export type RegionCode = 'continente' | 'acores' | 'madeira';

export interface RegionPt {
  readonly code: RegionCode;
  /** Display name: "Continente", "Região Autónoma dos Açores", "Região Autónoma da Madeira". */
  readonly name: string;
}

/**
 * A mainland district (01-18) or, in the autonomous regions, which have no
 * districts, an island (31-32 Madeira, 41-49 Açores): INE gives both the
 * same two-character place in every municipality code.
 */
export interface DistrictPt {
  readonly code: string;
  readonly name: string;
  readonly region: RegionCode;
  readonly kind: 'district' | 'island';
}

/** A concelho. */
export interface MunicipalityPt {
  /** INE/DGT code: district or island (2) + concelho (2), e.g. "1106" Lisboa. */
  readonly dico: string;
  /** INE form; two Lagoa and two Calheta share a name, never a code. */
  readonly name: string;
  readonly districtCode: string;
}

/**
 * Postal codes grouped by municipality, in parallel columns: the rows of
 * municipality i of MUNICIPALITIES_PT are [offsets[i], offsets[i + 1]).
 */
export interface PostalCodesPt {
  /** Length = municipalities + 1; the last value is the number of rows. */
  readonly offsets: readonly number[];
  /** CP7, "####-###". */
  readonly codes: readonly string[];
  /** Index into `localityNames` of each row's CTT locality. */
  readonly localities: readonly number[];
  /** Distinct locality names, sorted. */
  readonly localityNames: readonly string[];
  /** How many CP7 the row stands for (a proxy for streets): its weight within the municipality. */
  readonly weights: readonly number[];
}

/** Names with ascending cumulative weights (last = total). */
export interface WeightedNamesPt {
  readonly names: readonly string[];
  readonly cumulative: readonly number[];
}

/** A bank of the generation pool. */
export interface BankPt {
  /** 4-digit code: positions 5-8 of a PT IBAN, the first 4 of the NIB. */
  readonly code: string;
  /** Display name in normal case, legal-form suffix dropped ("Caixa Geral de Depósitos"). */
  readonly name: string;
  /** As published: 8 or 11 characters. */
  readonly bic: string;
  /** Banco de Portugal category: a branch of an EU credit institution, or a Portuguese one. */
  readonly foreignBranch: boolean;
}
