/**
 * The JSON shape of one field of a bulk schema or a dataset table, as a
 * TypeBox schema (the OpenAPI document shows it; values are checked by the
 * planner).
 */
import { Type } from '@sinclair/typebox';
import { COUNTRIES } from '../countries/registry.js';
import { NAME_RE } from '../generators/options.js';

/** Every country's field type names, each once, in the countries' order. */
const TYPE_NAMES: readonly string[] = [
  ...new Set(COUNTRIES.flatMap((c) => c.fields.types.map((t) => t.type))),
];

export const FieldDefinitionSchema = Type.Object({
  name: Type.String({ minLength: 1, description: `${NAME_RE.source}, unique in the request.` }),
  type: Type.String({ enum: [...TYPE_NAMES] }),
  options: Type.Optional(
    Type.Record(Type.String(), Type.Unknown(), { description: 'Per type; see GET /api/v1/generators.' }),
  ),
  nullable: Type.Optional(
    Type.Number({ minimum: 0, maximum: 100, description: 'Percentage of null values (default 0).' }),
  ),
  unique: Type.Optional(
    Type.Boolean({
      description:
        'Non-null values pairwise distinct over the whole row sequence, any page or shard (emails and usernames ignoring case).',
    }),
  ),
});
