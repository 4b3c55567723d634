// @ts-check
import { getDateRange, longDate } from './errors.js';
import { t } from './i18n.js';

/**
 * Checks made in the page before a request, so a typo is refused with a
 * message instead of quietly becoming the service's default.
 */

/**
 * The count typed in `input`: undefined when empty (the service's default),
 * or `error`, a function that says what is wrong in the current language.
 */
/**
 * @param {HTMLInputElement} input
 * @param {number} max
 * @param {number} [min]
 * @returns {{ count?: number, error?: () => string }}
 */
export function readCount(input, max, min = 1) {
  const value = input.value.trim();
  if (value === '') return { count: undefined };
  if (!/^\d+$/.test(value) || Number(value) < min)
    return { error: () => t('countWhole', { min, max, value }) };
  if (Number(value) > max) return { error: () => t('countTooBig', { max, value }) };
  return { count: Number(value) };
}

/**
 * When the date of `input` lies outside the days the service takes, a function that says so.
 * @param {HTMLInputElement} input
 * @returns {(() => string) | undefined}
 */
export function dateProblem(input) {
  const range = getDateRange();
  const value = input.value;
  if (!value || !range || (value >= range.min && value <= range.max)) return undefined;
  return () => t('dateOutOfRange', { min: longDate(range.min), max: longDate(range.max) });
}

/**
 * Gives the date inputs under `root` the days the service takes, so the picker offers only those.
 * @param {ParentNode} root
 */
export function limitDates(root) {
  const range = getDateRange();
  if (!range) return;
  for (const input of root.querySelectorAll('input[type="date"]')) {
    if (!(input instanceof HTMLInputElement)) continue;
    input.min = range.min;
    input.max = range.max;
  }
}
