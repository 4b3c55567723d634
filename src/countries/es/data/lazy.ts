import { lazyJson as lazyProjectJson } from '../../../data/lazy.js';

/**
 * Spain's big tables (given names, surnames, municipalities, local streets)
 * are JSON files of `generated/`, parsed on first use: a service or library
 * that never draws a Spanish person or address pays nothing for them.
 */
export const lazyJson = <T>(file: string): (() => T) =>
  lazyProjectJson<T>(file, 'src/countries/es/data/generated');
