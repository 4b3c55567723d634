import { prepareBulk } from '../api/bulk.js';
import type { ErrorCode } from '../api/errors.js';
import { generate } from '../api/generate.js';
import { validate } from '../api/validate.js';
import { GENERATORS } from '../generators/single.js';

/**
 * Examples of the OpenAPI document. Success examples are produced by the
 * service's own code with fixed seeds and a fixed reference date, so they
 * are real outputs and cannot drift from what the API answers.
 */
export type MediaExamples = Record<string, { summary: string; value: unknown }>;
export type OperationExamples = Record<string, MediaExamples>;

const EXAMPLE_DATE = '2026-01-15';

export const ERROR_EXAMPLE_DETAILS: Partial<Record<ErrorCode, Record<string, unknown>>> = {
  INVALID_PARAMS: { parameter: 'count', min: 1, max: 1000 },
  INVALID_BODY: { member: 'fields', problem: 'must be array' },
  UNSUPPORTED_LOCALE: { locale: 'fr', supported: ['es'] },
  UNKNOWN_GENERATOR: { generator: 'dni', available: GENERATORS.map((g) => g.name) },
  NOT_FOUND: { path: '/api/v1/nothing' },
  METHOD_NOT_ALLOWED: { allowed: ['POST'] },
  COUNT_LIMIT_EXCEEDED: { parameter: 'count', max: 1000 },
  RATE_LIMIT_EXCEEDED: { limit: 60, retryAfterSeconds: 42, resetAt: 1767225600 },
  INTERNAL_ERROR: { requestId: 'req-1' },
};

async function bulkExample() {
  const prepared = prepareBulk(
    {
      seed: 'ejemplo',
      count: 2,
      format: 'json',
      refDate: EXAMPLE_DATE,
      fields: [
        { name: 'nombre', type: 'nombre_completo' },
        { name: 'dni', type: 'documento' },
        { name: 'email', type: 'email' },
        { name: 'iban', type: 'iban', options: { fmt: 'spaced' } },
        { name: 'edad', type: 'edad' },
      ],
    },
    { locale: 'es' },
  );
  let text = '';
  for await (const chunk of prepared.chunks()) text += chunk;
  return JSON.parse(text);
}

/** Success examples per operation ("method path" keys of the document). */
export async function buildExamples(): Promise<OperationExamples> {
  const options = { today: EXAMPLE_DATE };
  return {
    'get /api/v1/{locale}/{generator}': {
      document: {
        summary: 'GET /api/v1/es/document?count=2&seed=ejemplo',
        value: generate({ generator: 'document', count: 2, seed: 'ejemplo', ...options }),
      },
      identity: {
        summary: 'GET /api/v1/es/identity?seed=ejemplo&refDate=2026-01-15',
        value: generate({
          generator: 'identity',
          seed: 'ejemplo',
          options: { refDate: EXAMPLE_DATE },
          ...options,
        }),
      },
      iban: {
        summary: 'GET /api/v1/es/iban?seed=ejemplo&fmt=spaced',
        value: generate({ generator: 'iban', seed: 'ejemplo', options: { fmt: 'spaced' }, ...options }),
      },
    },
    'post /api/v1/{locale}/bulk': {
      json: { summary: 'format json: rows and their meta', value: await bulkExample() },
    },
    'post /api/v1/validate': {
      dni: { summary: 'A valid DNI', value: validate({ value: '12345678Z' }) },
      iban: {
        summary: 'A valid IBAN, with its bank',
        value: validate({ value: 'ES91 2100 0418 4502 0005 1332' }),
      },
      wrongLetter: {
        summary: 'A DNI with a wrong letter',
        value: validate({ value: '12345678A', lang: 'en' }),
      },
    },
  };
}
