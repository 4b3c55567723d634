import { DEFAULT_COUNTRY } from '../countries/registry.js';
import { ApiError, invalidParams } from '../errors/index.js';
import { OptionError } from '../generators/options.js';
import { runGenerator, specsOf } from '../generators/run.js';
import type { GeneratedRecord } from '../generators/single.js';
import { countryFor, parseCount, resolveSeed } from './params.js';

export const MAX_SINGLE_COUNT = 1000;

export interface GenerateRequest {
  readonly generator: string;
  readonly locale?: string;
  /** Query string digits or an integer; default 1. */
  readonly count?: string | number;
  /** Absent: a random seed is chosen and echoed. */
  readonly seed?: string | number;
  /** Generator options as received (query strings, or values given to the library). */
  readonly options?: Readonly<Record<string, string | number | boolean | readonly string[]>>;
  /** Date used when no `refDate` option is given (YYYY-MM-DD); default today (UTC). */
  readonly today?: string;
  /** Upper bound of `count`; the HTTP API keeps 1000. */
  readonly maxCount?: number;
}

export interface GenerateResponse {
  status: 'success';
  meta: {
    generator: string;
    locale: string;
    seed: string;
    count: number;
    refDate: string;
    options: Record<string, string>;
    /**
     * Names in `options` the generator does not know (a misspelling, say):
     * accepted and echoed as the contract says, but named here. Present only
     * when there are some, so a correct request's answer is unchanged.
     */
    ignoredOptions?: string[];
  };
  data: GeneratedRecord[];
}

/**
 * Single-type generation with the contract's checks and codes (docs/api.md, Single-type generators,
 * docs/api.md, Errors): the locale, then the generator, then count, seed and
 * options. Options are echoed as strings, unknown ones included.
 */
export function generate(request: GenerateRequest): GenerateResponse {
  const { generator, locale = DEFAULT_COUNTRY.code, maxCount = MAX_SINGLE_COUNT } = request;
  const country = countryFor(locale);
  const def = country.generatorByName.get(generator);
  if (!def)
    throw new ApiError('UNKNOWN_GENERATOR', {
      generator,
      available: country.generators.map((g) => g.name),
    });
  const count = parseCount(request.count, maxCount, 1);
  const seed = resolveSeed(request.seed, 'query');
  // Null prototype: option names come from the client.
  const echoed: Record<string, string> = Object.create(null);
  const known = new Set(specsOf(def).map((o) => o.name));
  const ignored: string[] = [];
  for (const [name, value] of Object.entries(request.options ?? {})) {
    if (Array.isArray(value) && known.has(name))
      throw invalidParams({ parameter: name, problem: 'repeated' });
    echoed[name] = Array.isArray(value) ? value.join(',') : String(value);
    if (!known.has(name)) ignored.push(name);
  }
  try {
    const result = runGenerator(def, { seed, count, options: echoed, today: request.today });
    return {
      status: 'success',
      meta: {
        generator,
        locale,
        seed,
        count,
        refDate: result.refDate,
        options: echoed,
        ...(ignored.length > 0 ? { ignoredOptions: ignored } : {}),
      },
      data: result.records,
    };
  } catch (err) {
    if (err instanceof OptionError)
      throw invalidParams({
        parameter: err.option,
        ...(err.allowed === undefined ? {} : { allowed: err.allowed }),
        ...err.details,
      });
    throw err;
  }
}
