/**
 * The shapes of a row's address, account and company, which every country
 * draws (its `entities/`), so bulk rows, generators and field types read
 * them alike; the person's shape and its shared helpers are in person.ts.
 */

export interface Address {
  readonly direccion: string;
  readonly cp: string;
  readonly municipio: string;
  readonly municipalityCode: string;
  readonly provincia: string;
  /** The code of the address's first-level region: Spain's INE province, Portugal's district or island, Mexico's state. */
  readonly regionCode: string;
  readonly comunidad: string;
}

export interface Account {
  /** 4-digit entity code. */
  readonly entidad: string;
  readonly banco: string;
  readonly bic: string;
  /** 20-digit CCC with valid control digits. */
  readonly ccc: string;
  readonly iban: string;
}

/** A company of any country: its tax number and its registered name. */
export interface Company {
  /** The company's tax identifier (Spain's CIF, Portugal's NIPC, Mexico's RFC). */
  readonly taxId: string;
  readonly razonSocial: string;
}
