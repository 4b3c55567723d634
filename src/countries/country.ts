import type { FormatModule } from '../domain/validation.js';
import type { FieldCatalog } from '../fields/field-catalog.js';
import type { GeneratorDefinition } from '../generators/definition.js';
import type { LangText } from '../i18n/lang.js';
import type { ColumnKind } from '../pseudonym/kind.js';

/**
 * Everything of one country the API serves under `/api/v1/{locale}/`
 * (docs/api.md, Countries): a country is one folder that builds one of these, and one
 * line in `registry.ts`. HTTP routes, the catalog, the CLI and the page
 * iterate the registry and never name a country.
 */
export interface Country<KindId extends string = string> {
  /** The path's `{locale}`: ISO 3166-1 alpha-2, lower case. */
  readonly code: string;
  /** The country's name, for the catalog and the page. */
  readonly name: LangText;
  /** GET /api/v1/{locale}/{generator}, in catalog order. */
  readonly generators: readonly GeneratorDefinition[];
  readonly generatorByName: ReadonlyMap<string, GeneratorDefinition>;
  /** Bulk and dataset field types, and the row entities they read. */
  readonly fields: FieldCatalog;
  /**
   * The formats `kind: auto` tries for this locale, in priority order (the
   * first valid one wins). International kinds (IBAN, cards, BIC, UUID) are
   * listed by each country where it wants them detected.
   */
  readonly formats: readonly FormatModule[];
  /**
   * The anonymizer's column kinds of this country's own identifiers, by the
   * names `--columns` gives them (docs/api.md, Pseudonymization); the kinds every
   * country shares (names, addresses, IBAN, cards...) are the anonymizer's.
   */
  readonly anonymizeKinds: Readonly<Record<KindId, ColumnKind>>;
  /** Other spellings `--columns` accepts, in this country's words, for its kinds or shared ones. */
  readonly anonymizeAliases: Readonly<Record<string, string>>;
}

export type CountryParts<KindId extends string = string> = Omit<Country<KindId>, 'generatorByName'>;

/** A country from its parts, with its lookups built once. */
export const country = <KindId extends string>(parts: CountryParts<KindId>): Country<KindId> => ({
  ...parts,
  generatorByName: new Map(parts.generators.map((g) => [g.name, g])),
});
