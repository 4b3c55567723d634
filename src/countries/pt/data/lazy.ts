import { lazyJson as lazyProjectJson } from '../../../data/lazy.js';

/**
 * Portugal's big tables (postal codes) are JSON files of `generated/`,
 * parsed on first use as Spain's are: a service or library that never draws
 * a Portuguese address pays nothing for them.
 */
export const lazyJson = <T>(file: string): (() => T) =>
  lazyProjectJson<T>(file, 'src/countries/pt/data/generated');
