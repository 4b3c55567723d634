import { invalidParams } from '../errors/index.js';

/**
 * A whole-number flag (`--count 1000`): digits only, at least `min`. What
 * is wrong is said apart: not a number (`abc`), not whole or not plain
 * digits (`1.5`, `1e6`), or below the minimum (`-5`, `0`).
 */
export function cliInteger(parameter: string, text: string, min: number): number {
  if (/^[0-9]+$/.test(text)) {
    const value = Number(text);
    if (value < min) throw invalidParams({ parameter, problem: 'below_min', value: text, min });
    if (!Number.isSafeInteger(value))
      throw invalidParams({ parameter, problem: 'above_max', value: text, max: Number.MAX_SAFE_INTEGER });
    return value;
  }
  const number = text.trim() === '' ? Number.NaN : Number(text);
  if (Number.isNaN(number)) throw invalidParams({ parameter, problem: 'not_a_number', value: text, min });
  if (number < min) throw invalidParams({ parameter, problem: 'below_min', value: text, min });
  const problem = Number.isInteger(number) ? 'digits_only' : 'not_an_integer';
  throw invalidParams({ parameter, problem, value: text, min });
}
