import type { AgeBounds, Person } from '../generators/entities/person.js';
import type { Account, Address, Company } from '../generators/entities/types.js';
import type { Rng } from '../random/rng.js';

/**
 * How a country draws the parts of a row entity (docs/api.md, Determinism), each
 * from the stream the row gives it. The shapes are shared, the values are
 * the country's: Spain's province is Portugal's distrito, its CCC the NIB.
 */
export interface RowEntities {
  person(rng: Rng, refDate: string, ages: AgeBounds): Person;
  address(rng: Rng): Address;
  /** `accountNumber` fixes the account's number (a unique IBAN or account code column). */
  account(rng: Rng, accountNumber?: number): Account;
  company(rng: Rng): Company;
}
