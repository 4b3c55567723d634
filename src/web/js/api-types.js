// @ts-check
/**
 * The shapes of the service's answers that the page reads, taken from the
 * service's own TypeScript sources where they say them, so a change of the
 * API shows here as a type error. Types only: the page never loads this file.
 */

/**
 * An option of a generator or field type in GET /api/v1/generators: every
 * member any kind of option has, each present or not (a date has `min` as a
 * day, an integer as a number; only enums and booleans have `values`).
 * @typedef {Flat<ReturnType<typeof import('../../generators/options.js').describeOption>>} OptionSpec
 */

/**
 * A bulk field type of the catalog (`referencia` is `datasetOnly`).
 * @typedef {Omit<ReturnType<typeof import('../../api/bulk.js').fieldTypeEntries>[number], 'options'>
 *   & { options: OptionSpec[] }} FieldTypeSpec
 */

/**
 * A generator of the catalog (GET /api/v1/{locale}/{name}).
 * @typedef {object} GeneratorSpec
 * @property {string} name
 * @property {string} label
 * @property {string} path
 * @property {string[]} fields
 * @property {OptionSpec[]} options
 * @property {{ min: number, max: number, default: number }} count
 */

/**
 * A country of the catalog, with its own generators and field types.
 * @typedef {object} CountryEntry
 * @property {string} locale
 * @property {string} name
 * @property {GeneratorSpec[]} generators
 * @property {FieldTypeSpec[]} fieldTypes
 * @property {string[]} kinds
 */

/**
 * The bulk section. Formats and dialects are read as any text: the page
 * offers what the service lists and compares the user's choice with it.
 * @typedef {Omit<ReturnType<typeof import('../../api/bulk.js').bulkCatalog>['bulk'], Listed | 'fieldTypes'>
 *   & Lists & { fieldTypes: FieldTypeSpec[] }} BulkSection
 */

/**
 * The dataset section; older services list none (the page then uses bulk's formats and field types).
 * @typedef {Omit<ReturnType<typeof import('../../api/dataset-catalog.js').datasetCatalog>['dataset'], Listed>
 *   & Lists & { fieldTypes?: FieldTypeSpec[] }} DatasetSection
 */

/** @typedef {'formats' | 'dialects'} Listed */
/** @typedef {{ formats: readonly string[], dialects: readonly string[] }} Lists */

/**
 * The `data` of GET /api/v1/generators.
 * @typedef {object} Catalog
 * @property {readonly string[]} locales
 * @property {readonly string[]} problems
 * @property {GeneratorSpec[]} generators
 * @property {BulkSection} bulk
 * @property {DatasetSection} [dataset]
 * @property {CountryEntry[]} [countries]
 */

/** @typedef {import('../../api/generate.js').GenerateResponse} GenerateResponse */
/** @typedef {import('../../api/validate.js').ValidationData} ValidationData */

/** A row of a table the page shows: column name to JSON value. */
/** @typedef {Readonly<Record<string, unknown>>} Row */

/**
 * The JSON answer of POST /api/v1/{locale}/bulk.
 * @typedef {object} BulkJson
 * @property {{ seed: string }} meta
 * @property {Row[]} data
 */

/**
 * The JSON answer of POST /api/v1/{locale}/dataset: the rows of each table by name.
 * @typedef {object} DatasetJson
 * @property {{ seed: string, tables: { name: string, count: number }[] }} meta
 * @property {Record<string, Row[]>} data
 */

/** @typedef {import('../../errors/api-error.js').ErrorDetails} ErrorDetails */

/**
 * An error's JSON body as the page holds it: the service's (docs/api.md,
 * Errors), or one the page makes for a failure without one (`NETWORK`, `HTTP_502`).
 * @typedef {Omit<Partial<import('../../errors/api-error.js').ErrorBody>, 'code'> & { code?: string }} ErrorJson
 */

/**
 * One object type for the union `U`: the members all its types have as they
 * are there, and every other member of any of them as optional.
 * @template U
 * @typedef {Pick<U, keyof U>
 *   & { [K in U extends unknown ? keyof U : never]?: U extends { readonly [P in K]?: infer V } ? V : never }} Flat
 */

export {};
