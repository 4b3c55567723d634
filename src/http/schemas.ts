/** Shared request/response schemas: they validate requests and feed the OpenAPI document. */
import { Type } from '@sinclair/typebox';
import { ERROR_CODES } from '../errors/index.js';
import { DEFAULT_LANG, LANGS } from '../i18n/lang.js';

const LANG_NAMES = LANGS.map((lang) => (lang === DEFAULT_LANG ? `\`${lang}\` (default)` : `\`${lang}\``));

/** The `lang` query parameter: one of LANGS, any case (the language hook lowers it before validation). */
export const LangParameter = Type.Optional(
  Type.String({
    enum: [...LANGS],
    description: `Language of \`message\`, \`reason\` and labels: ${LANG_NAMES.slice(0, -1).join(', ')} or ${LANG_NAMES.at(-1)}. Wins over Accept-Language.`,
  }),
);

export const LangQuery = Type.Object(
  {
    lang: LangParameter,
  },
  { additionalProperties: true },
);

export const ErrorResponse = Type.Object({
  status: Type.Literal('error'),
  code: Type.Union(ERROR_CODES.map((c) => Type.Literal(c))),
  message: Type.String(),
  details: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
});
