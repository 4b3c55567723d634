import { type SchemaOptions, type TUnsafe, Type } from '@sinclair/typebox';

/**
 * `Type.String({ enum: values, ...options })`, the same JSON Schema, whose
 * static type is the union of `values`: a body checked against it reads
 * as that union, with no cast.
 */
export function StringEnum<const T extends string>(
  values: readonly T[],
  options: SchemaOptions = {},
): TUnsafe<T> {
  return Type.Unsafe<T>(Type.String({ enum: [...values], ...options }));
}
