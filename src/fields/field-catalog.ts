import type { FieldFacts, FieldType } from './field-type.js';
import type { RowEntities } from './row-entities.js';

export type { RowEntities } from './row-entities.js';

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

/**
 * `types` with a country's facts (widths, column words) on the types they
 * name; a fact of a type the list lacks is a mistake, refused.
 */
export function withFacts(
  types: readonly FieldType[],
  facts: Readonly<Record<string, FieldFacts>>,
): FieldType[] {
  for (const name of Object.keys(facts)) {
    if (!types.some((t) => t.type === name)) throw new Error(`withFacts: no field type ${name}`);
  }
  return types.map((t) => (Object.hasOwn(facts, t.type) ? { ...t, ...facts[t.type] } : t));
}
