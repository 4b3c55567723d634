import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { generate, MAX_SINGLE_COUNT } from '../../api/generate.js';
import { COUNTRIES, LOCALES } from '../../countries/registry.js';
import { invalidParams } from '../../errors/index.js';
import { MAX_SEED_LENGTH } from '../../random/seed.js';
import { allowedMethod, methodNotAllowed, missingRoute } from '../not-found.js';
import { ErrorResponse, LangParameter } from '../schemas.js';
import { headerSeed } from '../seed-header.js';

export { MAX_SINGLE_COUNT };

const GenerateResponse = Type.Object({
  status: Type.Literal('success'),
  meta: Type.Object({
    generator: Type.String(),
    locale: Type.String(),
    seed: Type.String(),
    count: Type.Integer(),
    refDate: Type.String({ format: 'date' }),
    options: Type.Record(Type.String(), Type.String()),
    ignoredOptions: Type.Optional(
      Type.Array(Type.String(), {
        description:
          'Names in options the generator does not know: accepted and echoed, but ignored. Absent when none.',
      }),
    ),
  }),
  data: Type.Array(Type.Record(Type.String(), Type.Unknown())),
});

const GenerateQuery = Type.Object(
  {
    count: Type.Optional(
      Type.String({ pattern: '^[0-9]+$', description: `1 to ${MAX_SINGLE_COUNT}, default 1.` }),
    ),
    seed: Type.Optional(
      Type.String({
        maxLength: MAX_SEED_LENGTH,
        description: 'Same seed and request, same data. Wins over X-Seed.',
      }),
    ),
    lang: LangParameter,
  },
  { additionalProperties: Type.String({ description: 'Generator options (see GET /api/v1/generators).' }) },
);

export async function generateRoutes(app: FastifyInstance) {
  app.get<{ Params: { locale: string; generator: string } }>(
    '/api/v1/:locale/:generator',
    {
      schema: {
        summary: 'Generate records of one type',
        tags: ['generation'],
        params: Type.Object({
          locale: Type.String({ enum: [...LOCALES] }),
          generator: Type.String({
            enum: [...new Set(COUNTRIES.flatMap((c) => c.generators.map((g) => g.name)))],
          }),
        }),
        querystring: GenerateQuery,
        headers: Type.Object({ 'x-seed': Type.Optional(Type.String()) }),
        response: { 200: GenerateResponse, '4xx': ErrorResponse },
      },
      // Path checks are the handler's, so they give the contract's codes instead of a schema error.
      validatorCompiler: () => () => true,
    },
    // Synchronous: Fastify sends a returned value (and a thrown error) without a promise in between.
    (request, reply) => {
      const { locale, generator } = request.params;
      // `/api/v1/generators/`: an empty last segment names no generator, and no route.
      if (generator === '') throw missingRoute(request, reply);
      // The POST-only paths beside the generators (not-found.ts knows them).
      const allowed = allowedMethod(request.url.split('?')[0] ?? '');
      if (allowed !== undefined && allowed !== 'GET') throw methodNotAllowed(reply, allowed);
      const {
        count,
        seed,
        lang: _lang,
        ...options
      } = request.query as Record<string, string | string[] | undefined>;
      if (Array.isArray(count) || Array.isArray(seed)) {
        throw invalidParams({ parameter: Array.isArray(count) ? 'count' : 'seed', problem: 'repeated' });
      }
      // `seed` (query) wins over the X-Seed header (docs/api.md, Determinism); an empty one is no seed.
      const seedValue = seed === undefined || seed === '' ? headerSeed(request.headers['x-seed']) : seed;
      return generate({
        locale,
        generator,
        count,
        seed: seedValue,
        options: options as Record<string, string | string[]>,
      });
    },
  );
}
