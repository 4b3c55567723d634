/**
 * The library's typed surface: generator and field-type names, their options
 * and record shapes come from the catalogs (catalog-types.ts, generated), so
 * `{ type: 'dni' }` or `sub: 'pasaporte'` fail to compile. Input is still
 * checked at run time as the API checks it (JSON read from a file has no
 * compile-time type).
 */
import type { GenerateRequest, GenerateResponse } from './api/generate.js';
import type {
  BulkFieldTypeName,
  FieldOptionsMap,
  FieldValueMap,
  GeneratorOptionsMap,
  GeneratorRecordMap,
  IsoDate,
} from './catalog-types.js';
import type { ExportFormat, SqlDialect } from './export/types.js';

export type {
  BulkFieldTypeName,
  FieldOptionsMap,
  FieldValueMap,
  GeneratorOptionsMap,
  GeneratorRecordMap,
  IsoDate,
  Scalar,
} from './catalog-types.js';

export type GeneratorName = keyof GeneratorOptionsMap;
export type FieldTypeName = keyof FieldOptionsMap;

/** One field of a schema: its type decides which options it takes. */
export type FieldDefinition<
  Name extends string = string,
  Type extends FieldTypeName = FieldTypeName,
> = Type extends FieldTypeName
  ? {
      readonly name: Name;
      readonly type: Type;
      readonly options?: FieldOptionsMap[Type];
      /** Percentage of null values, 0 to 100. */
      readonly nullable?: number;
      readonly unique?: boolean;
    }
  : never;

/** A field of a bulk schema (any type but referencia, which is for datasets). */
export type BulkField<Name extends string = string> = FieldDefinition<Name, BulkFieldTypeName>;

/** The body of POST /api/v1/{locale}/bulk, and of the library's bulk(). */
export interface BulkBody<Fields extends readonly BulkField[] = readonly BulkField[]> {
  readonly fields: Fields;
  readonly seed?: string | number;
  readonly count?: number;
  /** Index of the first row, 0 to 10^12. */
  readonly offset?: number;
  readonly format?: ExportFormat;
  readonly table?: string;
  readonly createTable?: boolean;
  readonly dialect?: SqlDialect;
  readonly csv?: { readonly delimiter?: ',' | ';'; readonly bom?: boolean };
  readonly header?: boolean;
  /** Parquet: page compression, `snappy` (default) or `zstd`. */
  readonly parquet?: { readonly compression?: 'snappy' | 'zstd' };
  readonly refDate?: IsoDate;
}

/** A row of a schema: one member per field, of the field type's JSON type; null where nullable. */
export type RowOf<Fields extends readonly BulkField[]> = {
  -readonly [F in Fields[number] as F['name']]:
    | FieldValueMap[F['type']]
    | (F extends { readonly nullable: number } ? null : never);
};

/** A single-type request of one generator, with that generator's options only. */
export interface GenerateRequestOf<Name extends GeneratorName>
  extends Omit<GenerateRequest, 'generator' | 'options'> {
  readonly generator: Name;
  readonly options?: GeneratorOptionsMap[Name];
}

/** Its response: records with that generator's members. */
export interface GenerateResponseOf<Name extends GeneratorName> extends Omit<GenerateResponse, 'data'> {
  data: GeneratorRecordMap[Name][];
}
