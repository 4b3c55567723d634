import type { FastifyInstance } from 'fastify';
import { describeOption } from '../../generators/options.js';
import { GENERATORS } from '../../generators/single.js';
import type { Lang } from '../../i18n/lang.js';
import { LangQuery } from '../schemas.js';
import { MAX_SINGLE_COUNT } from './generate.js';

/** Extra catalog sections (bulk field types, formats) registered by other features. */
export type CatalogSection = (lang: Lang) => Record<string, unknown>;

export function generatorCatalog(lang: Lang, sections: readonly CatalogSection[] = []) {
  return {
    status: 'success' as const,
    data: {
      locales: ['es'],
      generators: GENERATORS.map((g) => ({
        name: g.name,
        label: g.label[lang],
        path: `/api/v1/{locale}/${g.name}`,
        fields: g.fields,
        options: g.options.map((o) => describeOption(o, lang)),
        count: { min: 1, max: MAX_SINGLE_COUNT, default: 1 },
      })),
      ...Object.assign({}, ...sections.map((section) => section(lang))),
    },
  };
}

export async function generatorsRoutes(
  app: FastifyInstance,
  { sections = [] }: { sections?: CatalogSection[] } = {},
) {
  app.get(
    '/api/v1/generators',
    {
      schema: {
        summary: 'List generators, their options and the bulk field types',
        tags: ['generation'],
        querystring: LangQuery,
      },
    },
    async (request) => generatorCatalog(request.lang, sections),
  );
}
