import { DEFAULT_COUNTRY } from '../countries/registry.js';
import { ApiError, invalidParams } from '../errors/index.js';
import type { GeneratedRecord } from '../generators/definition.js';
import { OptionError } from '../generators/options.js';
import { prepareRun } from '../generators/run.js';
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

/** A generate request checked and ready: its answer's `meta`, and each record on demand. */
export interface PreparedGenerate {
  readonly meta: GenerateResponse['meta'];
  /** Record `index` (0 to meta.count - 1): `data[index]` of the whole answer. */
  record(index: number): GeneratedRecord;
}

/**
 * Single-type generation with the contract's checks and codes (docs/api.md, Single-type generators,
 * docs/api.md, Errors): the locale, then the generator, then count, seed and
 * options. Options are echoed as strings, unknown ones included. The first
 * record is drawn here, so that an option the generator refuses only when
 * drawing is refused before anything is written.
 */
export function prepareGenerate(request: GenerateRequest): PreparedGenerate {
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
  const known = new Set(def.options.map((o) => o.name));
  const ignored: string[] = [];
  for (const [name, value] of Object.entries(request.options ?? {})) {
    if (Array.isArray(value) && known.has(name))
      throw invalidParams({ parameter: name, problem: 'repeated' });
    echoed[name] = Array.isArray(value) ? value.join(',') : String(value);
    if (!known.has(name)) ignored.push(name);
  }
  const run = withOptionErrors(() => prepareRun(def, { seed, options: echoed, today: request.today }));
  const first = withOptionErrors(() => run.record(0));
  return {
    meta: {
      generator,
      locale,
      seed,
      count,
      refDate: run.refDate,
      options: echoed,
      ...(ignored.length > 0 ? { ignoredOptions: ignored } : {}),
    },
    record: (index) => (index === 0 ? first : withOptionErrors(() => run.record(index))),
  };
}

/** The whole answer at once (the HTTP API's and the library's). */
export function generate(request: GenerateRequest): GenerateResponse {
  const prepared = prepareGenerate(request);
  const data: GeneratedRecord[] = new Array(prepared.meta.count);
  for (let i = 0; i < data.length; i++) data[i] = prepared.record(i);
  return { status: 'success', meta: prepared.meta, data };
}

/** A generator's OptionError as the API's INVALID_PARAMS naming the option. */
function withOptionErrors<T>(draw: () => T): T {
  try {
    return draw();
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
