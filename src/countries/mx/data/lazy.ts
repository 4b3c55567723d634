import { lazyJson as lazyProjectJson } from '../../../data/lazy.js';

/**
 * Mexico's big tables (settlements, names, area codes by municipio) are JSON
 * files of `generated/`, parsed on first use as Spain's and Portugal's are:
 * a service or library that never draws a Mexican row pays nothing for them.
 */
export const lazyJson = <T>(file: string): (() => T) =>
  lazyProjectJson<T>(file, 'src/countries/mx/data/generated');
