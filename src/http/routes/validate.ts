import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { VALIDATE_KINDS, validate } from '../../api/validate.js';
import { LOCALES } from '../../countries/registry.js';
import { KINDS } from '../../domain/validation.js';
import { ErrorResponse, LangQuery } from '../schemas.js';

const ValidateBody = Type.Object(
  {
    value: Type.String({
      minLength: 1,
      description: 'Value to validate; spaces, dots, dashes and slashes are ignored.',
    }),
    kind: Type.Optional(
      Type.String({
        description: `Case-insensitive: ${VALIDATE_KINDS.join(', ')}. Default auto.`,
        examples: ['auto', 'DNI'],
      }),
    ),
    locale: Type.Optional(
      Type.String({
        // Not an enum: an unknown locale gets its own code, UNSUPPORTED_LOCALE, as in a path.
        description: `The country whose kinds \`auto\` detects: ${LOCALES.join(', ')}; default es. Explicit kinds ignore it.`,
        examples: ['pt'],
      }),
    ),
  },
  { examples: [{ value: '12345678Z', kind: 'auto' }] },
);

const ValidResult = Type.Object({
  valid: Type.Literal(true),
  normalized: Type.String(),
  kind: Type.Union(KINDS.map((k) => Type.Literal(k))),
  extra: Type.Optional(Type.Record(Type.String(), Type.String())),
});

const InvalidResult = Type.Object({
  valid: Type.Literal(false),
  code: Type.String({ description: 'Stable reason code (docs/api.md, Validation).' }),
  reason: Type.String(),
  expected: Type.Optional(Type.String()),
});

export const ValidateResponse = Type.Object({
  status: Type.Literal('success'),
  data: Type.Union([ValidResult, InvalidResult]),
});

export async function validateRoutes(app: FastifyInstance) {
  app.post<{ Body: Static<typeof ValidateBody> }>(
    '/api/v1/validate',
    {
      schema: {
        summary: 'Validate one value',
        tags: ['validation'],
        querystring: LangQuery,
        body: ValidateBody,
        response: { 200: ValidateResponse, 400: ErrorResponse, 429: ErrorResponse },
      },
    },
    // Synchronous: Fastify sends a returned value (and a thrown error) without a promise in between.
    (request) =>
      validate({
        value: request.body.value,
        kind: request.body.kind,
        locale: request.body.locale,
        lang: request.lang,
      }),
  );
}
