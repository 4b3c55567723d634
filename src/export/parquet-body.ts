/** The `parquet` member of a bulk or dataset body: how Parquet output is compressed. */
import { Type } from '@sinclair/typebox';
import { PARQUET_CODECS } from './parquet.js';

export const ParquetOptionsSchema = Type.Object({
  compression: Type.Optional(
    Type.String({
      enum: [...PARQUET_CODECS],
      default: 'snappy',
      description: 'Parquet only: compression of every page, `snappy` or `zstd`.',
    }),
  ),
});
