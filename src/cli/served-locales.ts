import { invalidParams } from '../errors/index.js';

/**
 * Commands whose rules are some countries' only (`db`: the column-name
 * rules and value widths; `anonimizar`: the detectors and replacements)
 * refuse another `--locale` rather than quietly giving one country's values
 * to another's user.
 */
export function requireLocale(locale: string, command: string, allowed: readonly string[]): void {
  if (!allowed.includes(locale))
    throw invalidParams({
      parameter: 'locale',
      allowed,
      problem: 'locale_not_served',
      command,
      value: locale,
    });
}
