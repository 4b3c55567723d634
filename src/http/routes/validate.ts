import { type Static, Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { parseKind, validateValue } from '../../domain/validate.js';
import { KINDS } from '../../domain/validation.js';
import { EXPECTED_SUFFIX, REASONS } from '../../i18n/reasons.js';
import { invalidParams } from '../errors.js';
import { ErrorResponse, LangQuery } from '../schemas.js';

export const VALIDATE_KINDS = ['auto', ...KINDS] as const;

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
  code: Type.String({ description: 'Stable reason code (SPEC 7.3).' }),
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
    async (request) => {
      const { value, kind: rawKind = 'auto' } = request.body;
      if (value.trim() === '') throw invalidParams({ member: 'value', problem: 'empty' });
      const kind = parseKind(rawKind);
      if (!kind) throw invalidParams({ member: 'kind', allowed: VALIDATE_KINDS });
      const result = validateValue(value, kind);
      if (result.valid) {
        const data = {
          valid: true as const,
          normalized: result.normalized,
          kind: result.kind!,
          extra: result.extra,
        };
        if (!data.extra) delete data.extra;
        return { status: 'success' as const, data };
      }
      const lang = request.lang;
      const reason =
        REASONS[result.code][lang] +
        (result.expected === undefined ? '' : EXPECTED_SUFFIX[lang](result.expected));
      const data = { valid: false as const, code: result.code, reason, expected: result.expected };
      if (data.expected === undefined) delete data.expected;
      return { status: 'success' as const, data };
    },
  );
}
