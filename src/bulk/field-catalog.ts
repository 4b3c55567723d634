import type { Account } from '../generators/entities/account.js';
import type { Address } from '../generators/entities/address.js';
import type { Company } from '../generators/entities/company.js';
import type { AgeBounds, Person } from '../generators/entities/person.js';
import type { Rng } from '../random/rng.js';
import type { FieldType } from './field-type.js';

/**
 * How a country draws the parts of a row entity (DECISIONS 1 and 4), each
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

/** The bulk field types of one country, and the row entities they read. */
export interface FieldCatalog {
  readonly types: readonly FieldType[];
  readonly byName: ReadonlyMap<string, FieldType>;
  readonly entities: RowEntities;
}

export function fieldCatalog(types: readonly FieldType[], entities: RowEntities): FieldCatalog {
  return { types, byName: new Map(types.map((t) => [t.type, t])), entities };
}

/**
 * `base` with some types replaced by name: a country keeps the types whose
 * meaning is the same everywhere (a name, a UUID, a number) and gives its
 * own for those whose values are national (documents, phones, plates).
 * Order is the base's, so every country lists the types alike.
 */
export function withTypes(base: readonly FieldType[], replacements: readonly FieldType[]): FieldType[] {
  const byName = new Map(replacements.map((t) => [t.type, t]));
  for (const name of byName.keys()) {
    if (!base.some((t) => t.type === name)) throw new Error(`withTypes: no base field type ${name}`);
  }
  return base.map((t) => byName.get(t.type) ?? t);
}
