// @ts-check
/**
 * Reading JSON the page did not make (a file the user loads, an error's
 * details): what a value is, checked before a member is read.
 */

/**
 * Whether `value` is an object (an array too), whose members can be read.
 * @param {unknown} value
 * @returns {value is Readonly<Record<string, unknown>>}
 */
export const isObject = (value) => typeof value === 'object' && value !== null;
