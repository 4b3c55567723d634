/** The `parquet` and `csv` members of a bulk or dataset body: how Parquet output is compressed, how CSV is written. */
import { Type } from '@sinclair/typebox';
import { StringEnum } from '../string-enum.js';
import { PARQUET_CODECS } from './parquet.js';
import { CSV_DELIMITERS } from './types.js';

export const ParquetOptionsSchema = Type.Object({
  compression: Type.Optional(
    StringEnum(PARQUET_CODECS, {
      default: 'snappy',
      description: 'Parquet only: compression of every page, `snappy` or `zstd`.',
    }),
  ),
});

export const CsvOptionsSchema = Type.Object({
  delimiter: Type.Optional(StringEnum(CSV_DELIMITERS)),
  bom: Type.Optional(Type.Boolean()),
});
