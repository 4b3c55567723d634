import { invalidParams } from '../api/errors.js';
import { DEFAULT_COUNTRY } from '../countries/registry.js';

/**
 * Commands whose rules are Spain's alone (`db`: the column-name rules and
 * value widths) refuse another `--locale` rather than quietly giving Spanish
 * values to a Portuguese user.
 */
export function requireSpain(locale: string, command: string): void {
  if (locale !== DEFAULT_COUNTRY.code)
    throw invalidParams({
      parameter: 'locale',
      allowed: [DEFAULT_COUNTRY.code],
      problem: `${command} makes Spain's values only`,
    });
}
