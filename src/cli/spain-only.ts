import { DEFAULT_COUNTRY } from '../countries/registry.js';
import { invalidParams } from '../errors/index.js';

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
      problem: 'spain_only',
      command,
      value: locale,
    });
}
