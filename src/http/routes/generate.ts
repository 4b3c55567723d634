import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { OptionError } from '../../generators/options.js';
import { runGenerator } from '../../generators/run.js';
import { GENERATOR_BY_NAME, GENERATORS } from '../../generators/single.js';
import { ApiError, invalidParams } from '../errors.js';
import { checkLocale, parseQueryCount, seedOfRequest } from '../request-params.js';
import { ErrorResponse } from '../schemas.js';

export const MAX_SINGLE_COUNT = 1000;
/** Query parameters that are not generator options (DECISIONS 3). */
const RESERVED_QUERY = new Set(['count', 'seed', 'lang']);

const GenerateResponse = Type.Object({
  status: Type.Literal('success'),
  meta: Type.Object({
    generator: Type.String(),
    locale: Type.String(),
    seed: Type.String(),
    count: Type.Integer(),
    refDate: Type.String({ format: 'date' }),
    options: Type.Record(Type.String(), Type.String()),
  }),
  data: Type.Array(Type.Record(Type.String(), Type.Unknown())),
});

const GenerateQuery = Type.Object(
  {
    count: Type.Optional(
      Type.String({ pattern: '^[0-9]+$', description: `1 to ${MAX_SINGLE_COUNT}, default 1.` }),
    ),
    seed: Type.Optional(
      Type.String({ maxLength: 256, description: 'Same seed and request, same data. Wins over X-Seed.' }),
    ),
    lang: Type.Optional(Type.String({ enum: ['es', 'en'] })),
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
          locale: Type.String({ enum: ['es'] }),
          generator: Type.String({ enum: GENERATORS.map((g) => g.name) }),
        }),
        querystring: GenerateQuery,
        headers: Type.Object({ 'x-seed': Type.Optional(Type.String()) }),
        response: { 200: GenerateResponse, '4xx': ErrorResponse },
      },
      // Path checks are the handler's, so they give the contract's codes instead of a schema error.
      validatorCompiler: () => () => true,
    },
    async (request) => {
      const { locale, generator } = request.params;
      if (generator === 'bulk') throw new ApiError('METHOD_NOT_ALLOWED', { allowed: ['POST'] });
      checkLocale(locale);
      const def = GENERATOR_BY_NAME.get(generator);
      if (!def)
        throw new ApiError('UNKNOWN_GENERATOR', { generator, available: GENERATORS.map((g) => g.name) });
      const query = request.query as Record<string, unknown>;
      const count = parseQueryCount(query.count, MAX_SINGLE_COUNT, 1);
      const seed = seedOfRequest(request);
      // Null prototype: option names come from the client.
      const echoed: Record<string, string> = Object.create(null);
      const known = new Set(def.options.map((o) => o.name));
      for (const [name, value] of Object.entries(query)) {
        if (RESERVED_QUERY.has(name)) continue;
        if (Array.isArray(value) && known.has(name))
          throw invalidParams({ parameter: name, problem: 'repeated' });
        echoed[name] = Array.isArray(value) ? value.join(',') : String(value);
      }
      let result: ReturnType<typeof runGenerator>;
      try {
        result = runGenerator(def, { seed, count, options: echoed });
      } catch (err) {
        if (err instanceof OptionError) throw invalidParams({ parameter: err.option, allowed: err.allowed });
        throw err;
      }
      return {
        status: 'success' as const,
        meta: { generator, locale, seed, count, refDate: result.refDate, options: echoed },
        data: result.records,
      };
    },
  );
}
