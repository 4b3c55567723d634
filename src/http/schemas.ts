import { Type } from '@sinclair/typebox';
import { ERROR_CODES } from '../api/errors.js';

/** Shared request/response schemas: they validate requests and feed the OpenAPI document. */
export const LangQuery = Type.Object(
  {
    lang: Type.Optional(Type.String({ enum: ['es', 'en'], description: 'Response language (default es).' })),
  },
  { additionalProperties: true },
);

export const ErrorResponse = Type.Object({
  status: Type.Literal('error'),
  code: Type.Union(ERROR_CODES.map((c) => Type.Literal(c))),
  message: Type.String(),
  details: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
